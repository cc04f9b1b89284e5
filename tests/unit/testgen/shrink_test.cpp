// The shrinker in memory, with made-up failures: a predicate stands for
// "the program still fails the same way", so each test knows the smallest
// input it must reach and checks that every input it kept is one the judge
// could send.
#include <gtest/gtest.h>

#include <algorithm>

#include "sudoku/testgen/shrink.hpp"
#include "sudoku/judging/validator.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

ShrinkInput read_input(const std::string& text, std::optional<Format> format = std::nullopt) {
    auto read = ShrinkInput::read(text, format);
    if (const auto* why = std::get_if<ReadError>(&read)) ADD_FAILURE() << why->what;
    return std::get<ShrinkInput>(std::move(read));
}

// Every text the shrinker asks about is a valid judge input; `fails` decides.
struct Failure {
    std::function<bool(const ShrinkInput&)> fails;
    int asked = 0;
    bool operator()(const std::string& text) {
        ++asked;
        EXPECT_EQ(find_violation(text, {}), std::nullopt) << text;
        auto read = ShrinkInput::read(text, std::nullopt);
        return std::holds_alternative<ShrinkInput>(read) && fails(std::get<ShrinkInput>(read));
    }
};

ShrinkResult shrink_with(const ShrinkInput& input, Failure& failure, int max_runs = 100000) {
    int runs = 0;
    return shrink(
        input, [&](const std::string& text) { return failure(text); }, [&] { return runs++ >= max_runs; },
        [](const ShrinkInput&, int) {});
}

std::string sample(const char* path) { return test::read_file(test::source_path(path)); }

TEST(Shrink, FillsEveryBlankButTheOneTheFailureNeeds) {
    const ShrinkInput input = read_input(sample("samples/2580/hard_17clue.in"));
    ASSERT_EQ(input.open_cells(), 64);
    const int cell = 41;  // E6, a blank
    ASSERT_EQ(input.cases()[0].puzzle[cell], 0);
    Failure failure{[&](const ShrinkInput& in) { return in.cases()[0].puzzle[cell] == 0; }};
    const ShrinkResult result = shrink_with(input, failure);
    EXPECT_TRUE(result.minimal);
    EXPECT_EQ(result.input.open_cells(), 1);
    EXPECT_EQ(result.input.cases()[0].puzzle[cell], 0);
    EXPECT_EQ(result.runs, failure.asked);
    EXPECT_LT(result.runs, 64);  // halves first: fewer runs than one blank at a time
}

TEST(Shrink, EndsOneMinimalWhenTheFailureNeedsSeveralBlanks) {
    const ShrinkInput input = read_input(sample("samples/2580/hard_17clue.in"));
    const auto fills = input.fills();
    // Fails while at least three of the first ten blanks are open.
    Failure failure{[&](const ShrinkInput& in) {
        int open = 0;
        for (int i = 0; i < 10; ++i) open += in.cases()[0].puzzle[fills[i].item] == 0;
        return open >= 3;
    }};
    const ShrinkResult result = shrink_with(input, failure);
    EXPECT_TRUE(result.minimal);
    EXPECT_EQ(result.input.open_cells(), 3);
    // Deterministic: the same blanks again.
    Failure again = failure;
    EXPECT_EQ(shrink_with(input, again).input.text(), result.input.text());
}

TEST(Shrink, WalksToBlanksTheFillsCannotReach) {
    const ShrinkInput input = read_input(sample("samples/2580/hard_17clue.in"));
    const Grid& start = input.cases()[0].puzzle;
    // Fails while four blanks of the first row are open, or while the given
    // I1 (a 6) and the blank I3 beside it are: fills alone keep the first
    // four (a fill never opens I1); a move of a blank to I1 finds the two.
    const int given = 72, beside = 74;
    ASSERT_NE(start[given], 0);
    ASSERT_EQ(start[beside], 0);
    Failure failure{[&](const ShrinkInput& in) {
        const Grid& puzzle = in.cases()[0].puzzle;
        const bool row_open = std::all_of(puzzle.begin(), puzzle.begin() + 4, [](int digit) { return digit == 0; });
        return row_open || (puzzle[given] == 0 && puzzle[beside] == 0);
    }};
    const ShrinkResult result = shrink_with(input, failure);
    EXPECT_TRUE(result.minimal);
    ASSERT_EQ(result.input.open_cells(), 2);
    EXPECT_EQ(result.input.cases()[0].puzzle[given], 0);
    EXPECT_EQ(result.input.cases()[0].puzzle[beside], 0);
    EXPECT_EQ(result.runs, failure.asked);
    // Seeded: the same walk again.
    Failure again = failure;
    EXPECT_EQ(shrink_with(input, again).input.text(), result.input.text());
}

TEST(Shrink, KeepsTheFailingLineAloneFirst) {
    const std::string lines = sample("tests/data/gen/seed4_line_24.txt");
    const ShrinkInput input = read_input(lines, Format::line);
    ASSERT_GT(input.cases().size(), 3u);
    const Grid third = input.cases()[2].puzzle;
    // Fails on any input holding the third line's puzzle with its first blank open.
    const int blank = static_cast<int>(std::find(third.begin(), third.end(), 0) - third.begin());
    Failure failure{[&](const ShrinkInput& in) {
        return std::any_of(in.cases().begin(), in.cases().end(), [&](const ShrinkCase& c) {
            return c.solution == input.cases()[2].solution && c.puzzle[blank] == 0;
        });
    }};
    const ShrinkResult result = shrink_with(input, failure);
    ASSERT_EQ(result.input.cases().size(), 1u);
    EXPECT_EQ(result.input.open_cells(), 1);
    EXPECT_EQ(result.input.format(), Format::line);
}

TEST(Shrink, GivesSudominokuDominoesUpToTheStatementsLimit) {
    const ShrinkInput input = read_input(sample("samples/4574/boj_sample.in"));
    ASSERT_EQ(input.cases().size(), 2u);
    // Fails on the second case whatever is given: the first case goes, then
    // every domino but one is given (N = 35, the statement's most).
    Failure failure{[&](const ShrinkInput& in) {
        return std::any_of(in.cases().begin(), in.cases().end(), [&](const ShrinkCase& c) {
            return c.sudominoku.full.single_cell == input.cases()[1].sudominoku.full.single_cell;
        });
    }};
    const ShrinkResult result = shrink_with(input, failure);
    ASSERT_EQ(result.input.cases().size(), 1u);
    EXPECT_EQ(result.input.open_cells(), 2);
    EXPECT_TRUE(result.minimal);
    EXPECT_EQ(find_violation(result.input.text(), {}), std::nullopt);
}

TEST(Shrink, StopsWhenToldWithTheSmallestFailingInputSoFar) {
    const ShrinkInput input = read_input(sample("samples/2580/hard_17clue.in"));
    Failure failure{[](const ShrinkInput& in) { return in.cases()[0].puzzle[0] == 0; }};
    const ShrinkResult result = shrink_with(input, failure, 3);
    EXPECT_FALSE(result.minimal);
    EXPECT_EQ(result.runs, 3);
    EXPECT_LT(result.input.open_cells(), 64);
    EXPECT_EQ(result.input.cases()[0].puzzle[0], 0);
}

TEST(Shrink, RefusesAnInputItCannotSolve) {
    auto read = ShrinkInput::read("1 1 0 0 0 0 0 0 0\n", Format::boj2580);
    ASSERT_TRUE(std::holds_alternative<ReadError>(read));
}

}  // namespace
}  // namespace sudoku
