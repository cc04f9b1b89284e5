// The validator: each statement violation named, with its line.
#include <gtest/gtest.h>

#include "sudoku/io/boj4574.hpp"
#include "sudoku/core/classic_solver.hpp"
#include "sudoku/testgen/generator.hpp"
#include "sudoku/core/random.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/judging/validator.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

using test::lines_of;

std::optional<ReadError> violation(const std::string& text, ValidateOptions options = {}) {
    return find_violation(text, options);
}

void expect_violation(const std::string& text, std::size_t line, const std::string& what, ValidateOptions options = {}) {
    const auto found = violation(text, options);
    ASSERT_TRUE(found.has_value()) << text;
    EXPECT_EQ(found->line, line) << text;
    EXPECT_EQ(found->what, what) << text;
}

const std::string kBoj2580 = test::read_file(test::source_path("samples/2580/boj_sample.in"));
const std::string kCase = test::read_file(test::source_path("tests/data/gen/seed2_4574_n10.in"));

TEST(Validate, RefusesEachLayoutViolationOfBoj2580) {
    EXPECT_EQ(violation(kBoj2580), std::nullopt);
    std::string doubled = kBoj2580;
    doubled.insert(1, " ");
    expect_violation(doubled, 1, "expected row 1: 9 digits 0..9 separated by single spaces, found '0  3 5 4 6 9 2 7 8'");
    std::string trailing = kBoj2580;
    trailing.insert(trailing.find('\n'), " ");
    expect_violation(trailing, 1, "expected row 1: 9 digits 0..9 separated by single spaces, found '0 3 5 4 6 9 2 7 8 '");
    std::string crlf;
    for (char c : kBoj2580) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    expect_violation(crlf, 1, "CRLF line ending (--allow-crlf accepts it)");
    EXPECT_EQ(violation(crlf, {std::nullopt, true, false}), std::nullopt);
    expect_violation(kBoj2580.substr(0, kBoj2580.size() - 1), 9, "the last line has no final newline");
    expect_violation(kBoj2580 + "\n", 10, "a blank line after the end of the input");
    expect_violation("\xEF\xBB\xBF" + kBoj2580, 1, "a byte-order mark before the first line");
    std::string clash = kBoj2580;
    clash[0] = '3';
    expect_violation(clash, 1, "digit 3 appears twice in row 1: at row 1, column 1 and at row 1, column 2");
}

TEST(Validate, RefusesPuzzlesWithoutTheSolutionsTheStatementPromises) {
    std::string rows = "1 2 3 4 5 6 7 8 0\n0 0 0 0 0 0 0 0 9\n";
    for (int row = 2; row < 9; ++row) rows += "0 0 0 0 0 0 0 0 0\n";
    expect_violation(rows, 1, "puzzle 1 has no solution");
    const std::string all_zero = test::read_file(test::source_path("samples/2580/all_zero.in"));
    EXPECT_EQ(violation(all_zero), std::nullopt);
    expect_violation(all_zero, 1, "puzzle 1 has several solutions, the statement promises one", {std::nullopt, false, true});
}

TEST(Validate, RefusesEachViolationOfBoj4574) {
    EXPECT_EQ(violation(kCase), std::nullopt);
    const auto lines = lines_of(kCase);
    const auto replace_line = [&](std::size_t index, const std::string& text) {
        std::string result;
        for (std::size_t i = 0; i < lines.size(); ++i) result += (i == index ? text : lines[i]) + "\n";
        return result;
    };
    expect_violation(replace_line(0, "010"), 1, "expected the number of dominoes N, or the final 0, found '010'");
    std::string lower = lines[1];
    lower[2] = static_cast<char>(lower[2] | 0x20);
    expect_violation(replace_line(1, lower), 2,
                     "expected a domino 'U LU V LV' (digits 1-9, locations A1-I9, single spaces), found " + quote(lower));
    expect_violation(kCase.substr(0, kCase.size() - 2), 25, "expected the number of dominoes N, or the final 0, found the end of the input");
    expect_violation(kCase + "1\n", 26, "unexpected text after the end of the input, found '1'");
    // A case with 9 dominoes: drop one domino line and say N = 9.
    std::string short_case = "9\n";
    for (std::size_t i = 2; i < lines.size(); ++i) short_case += lines[i] + "\n";
    expect_violation(short_case, 1, "puzzle 1: N is 9, the statement allows 10 to 35");
    const std::string several = test::read_file(test::source_path("tests/data/sudominoku_several_grids.in"));
    expect_violation(several, 1, "puzzle 1 has several solution grids, the statement promises one");
}

TEST(Validate, RefusesALineFormatPuzzleOfTheWrongLength) {
    const std::string puzzle = test::shared_puzzle("hard_17");
    EXPECT_EQ(violation(puzzle + "\n"), std::nullopt);
    expect_violation(puzzle + "\n" + puzzle.substr(1) + "\n", 2,
                     "expected a puzzle of 81 characters 0-9 or '.', found '...3.......6..8........'");
}

#ifndef _WIN32
// Issue 50: validate reads a puzzle at a time, keeping none: an input that
// never ends is judged at its first violation (it was read whole before, and
// every puzzle held: 750 MB for 800,000).
TEST(Validator, ReadsAPuzzleAtATimeFromAnInputThatNeverEnds) {
    const std::string puzzle = test::shared_puzzle("boj_sample");
    test::EndlessStream stream([&](std::size_t i) { return puzzle + (i == 20000 ? " \n" : "\n"); });
    LineReader input(stream.fd());
    const auto found = find_violation(input, {});
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(found->line, 20001u);
    EXPECT_EQ(found->what.rfind("expected a puzzle of 81 characters 0-9 or '.', found '", 0), 0u) << found->what;
}
#endif

}  // namespace
}  // namespace sudoku
