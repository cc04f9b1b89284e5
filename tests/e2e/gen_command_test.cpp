// `sudoku gen`: determinism pinned to bytes, options, exit statuses.
#include <gtest/gtest.h>

#include "sudoku/io/boj4574.hpp"
#include "sudoku/core/classic_solver.hpp"
#include "sudoku/testgen/generator.hpp"
#include "sudoku/core/random.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/judging/validator.hpp"
#include "sudoku/core/backtracking_models.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

namespace fs = std::filesystem;
using test::run_executable;

using test::lines_of;
using test::first_line_of;

TEST(Gen, GivesThePinnedBytesForTheseSeeds) {
    const std::pair<const char*, const char*> pins[] = {
        {"--seed=1", "tests/data/gen/seed1_2580.in"},
        {"--seed=2 --format=4574 --count=2 --dominoes=10", "tests/data/gen/seed2_4574_n10.in"},
        {"--seed=3 --format=4574 --count=2 --dominoes=10-12 --hard", "tests/data/gen/seed3_4574_hard.in"},
        {"--seed=4 --format=line --count=5 --givens=24", "tests/data/gen/seed4_line_24.txt"},
        {"--seed=5 --format=line --count=3 --multiple", "tests/data/gen/seed5_line_multiple.txt"},
        {"--seed=6 --hard=columns --effort=10 --format=line --count=2", "tests/data/gen/seed6_line_hard_columns.txt"},
        {"--seed=7 --hard --effort=10", "tests/data/gen/seed7_2580_hard.in"},
        {"--seed=8 --format=hdu4069 --count=4", "tests/data/gen/seed8_hdu4069.in"},  // the partitions too
    };
    for (const auto& [arguments, file] : pins) {
        const auto result = run_executable(std::string("gen ") + arguments);
        EXPECT_EQ(result.status, 0) << arguments << result.err;
        EXPECT_EQ(result.err, "") << arguments;
        EXPECT_EQ(result.out, test::read_file(test::source_path(file))) << arguments;
    }
}

// As a testlib generator: without --seed the seed is a hash of all the
// arguments, so the same command prints the same test and a salt another.
TEST(Gen, TheSameArgumentsGiveTheSameBytesAndASaltAnotherTest) {
    const auto first = run_executable("gen --format=line --count=3");
    ASSERT_EQ(first.status, 0);
    EXPECT_EQ(first.err, "");
    EXPECT_EQ(run_executable("gen --format=line --count=3").out, first.out);
    const auto salt1 = run_executable("gen --format=line --count=3 salt1");
    const auto salt2 = run_executable("gen --format=line --count=3 salt2");
    ASSERT_EQ(salt1.status, 0);
    EXPECT_NE(salt1.out, first.out);
    EXPECT_NE(salt2.out, salt1.out);
    EXPECT_EQ(run_executable("gen --format=line --count=3 salt1").out, salt1.out);
    // The options enter the seed too: the first of 3 lines is not the first of 2.
    EXPECT_NE(first_line_of(run_executable("gen --format=line --count=2").out), first_line_of(first.out));
}

TEST(Gen, SeedClockSaysWhichSeedItDrewAndThatSeedRepeatsTheRun) {
    const auto first = run_executable("gen --format=line --count=3 --seed=clock");
    ASSERT_EQ(first.status, 0);
    const std::string prefix = "sudoku: seed ";
    ASSERT_EQ(first.err.rfind(prefix, 0), 0u) << first.err;
    const std::string seed = first.err.substr(prefix.size(), first.err.find(' ', prefix.size()) - prefix.size());
    EXPECT_EQ(first.err, prefix + seed + " (--seed=" + seed + " repeats this run)\n");
    EXPECT_EQ(run_executable("gen --format=line --count=3 --seed=" + seed).out, first.out);
}

TEST(Gen, MultipleAllowsSeveralSolutions) {
    const auto result = run_executable("gen --seed=3 --format=line --count=20 --multiple --givens=20");
    ASSERT_EQ(result.status, 0);
    const auto counts = lines_of(run_executable("count --limit=2 -", result.out).out);
    ASSERT_EQ(counts.size(), 20u);
    EXPECT_GT(std::count(counts.begin(), counts.end(), "2"), 0);
    EXPECT_EQ(std::count(counts.begin(), counts.end(), "0"), 0);
}

TEST(Gen, SudominokuCasesHaveOneGridAndNInTheRange) {
    for (const std::string range : {"10", "10-35", "20-22"}) {
        const auto result = run_executable("gen --seed=4 --format=4574 --count=30 --dominoes=" + range);
        ASSERT_EQ(result.status, 0) << range << result.err;
        EXPECT_EQ(find_violation(result.out, {}), std::nullopt) << range;
        const auto dash = range.find('-');
        const int low = std::stoi(range.substr(0, dash)), high = dash == std::string::npos ? low : std::stoi(range.substr(dash + 1));
        LineReader reader(result.out);
        Boj4574Reader cases(reader);
        int seen = 0;
        for (auto next = cases.next(); std::holds_alternative<sudominoku::Puzzle>(next); next = cases.next(), ++seen) {
            const auto& puzzle = std::get<sudominoku::Puzzle>(next);
            const int n = std::popcount(puzzle.used_dominoes);
            EXPECT_GE(n, low);
            EXPECT_LE(n, high);
            EXPECT_EQ(sudominoku::count_grids(puzzle, 2).grids, 1);
        }
        EXPECT_EQ(seen, 30);
    }
}

TEST(Gen, NoPuzzleFoundIsExitThree) {
    // One grid cannot give a unique 17-given puzzle; --attempts lets the test say so quickly.
    const auto result = run_executable("gen --seed=1 --givens=17 --attempts=1");
    EXPECT_EQ(result.status, 3);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, "sudoku: no puzzle with these options was found within the attempts (try other givens or dominoes, or more --attempts)\n");
    // For seed 6 the first grid drawn gives no unique case with 10 dominoes kept off the top rows.
    const auto sudominoku = run_executable("gen --seed=6 --format=4574 --dominoes=10 --hard --attempts=1");
    EXPECT_EQ(sudominoku.status, 3) << sudominoku.out;
}

// --hard: unique puzzles within the judge's constraints, far more work for
// their model than the puzzle the same seed gives without it, even at a tenth
// of the default effort.
TEST(Gen, HardPuzzlesPassValidateAndCostTheirModelMore) {
    for (const std::string model : {"rows", "descending", "columns", "forward"}) {
        const auto hard = run_executable("gen --seed=8 --format=line --count=2 --effort=10 --hard=" + model);
        ASSERT_EQ(hard.status, 0) << hard.err;
        const auto validated = run_executable("validate --unique --format=line -", hard.out);
        EXPECT_EQ(validated.status, 0) << model << validated.out << validated.err;
        const auto plain = run_executable("gen --seed=8 --format=line --count=2");
        const auto hard_lines = lines_of(hard.out), plain_lines = lines_of(plain.out);
        ASSERT_EQ(hard_lines.size(), 2u);
        ASSERT_EQ(plain_lines.size(), 2u);
        // The first hard puzzle is climbed from the first plain one (the later
        // ones from others: the climb draws from the same random numbers).
        const auto model_of = *model_named(model);
        const std::uint64_t plain_nodes = backtracking_nodes(test::grid_from_line(plain_lines[0]), model_of, UINT64_MAX);
        EXPECT_GT(backtracking_nodes(test::grid_from_line(hard_lines[0]), model_of, 5 * plain_nodes + 1), 5 * plain_nodes)
            << model;  // counted only that far
    }
}

TEST(Gen, RefusesOptionsThatDoNotFitTheFormat) {
    const std::pair<const char*, const char*> cases[] = {
        {"--count=2", "a BOJ 2580 input holds one puzzle: --count must be 1 (try --format=line)"},
        {"--format=4574 --givens=30", "--givens and --multiple are for the 2580 and line formats"},
        {"--dominoes=12", "--dominoes is for the 4574 format"},
        {"--format=4574 --hard=rows", "--hard=MODEL and --effort are for the 2580 and line formats"},
        {"--format=hdu4069 --hard", "--hard is for 9x9 puzzles with boxes, not HDU 4069's"},
        {"--format=cf1335d --givens=30", "Codeforces 1335D's input is solved grids: --givens, --multiple and --hard are not for it"},
        {"--format=cf1335d --multiple", "Codeforces 1335D's input is solved grids: --givens, --multiple and --hard are not for it"},
        {"--format=poj3435 --givens=3", "POJ 3435 asks only whether a digit repeats: --givens, --multiple and --hard are not for it"},
        {"--format=poj3435 --hard", "POJ 3435 asks only whether a digit repeats: --givens, --multiple and --hard are not for it"},
        {"--format=poj3435 --count=2", "POJ 3435 allows 1 puzzle in an input: --count must be 1"},
        {"--format=poj3435 --answer=none", "invalid answer 'none' for POJ 3435 (choose correct or incorrect)"},
        {"--effort=5", "--effort is the work of --hard: give --hard too"},
        {"--hard=diagonal", "invalid model 'diagonal' (choose rows, descending, columns or forward)"},
        {"--givens=16", "no sudoku with fewer than 17 givens has one solution (--multiple allows it)"},
        {"--format=4574 --dominoes=9", "invalid number of dominoes '9' (N or LO-HI within 10..35)"},
        {"--format=4574 --dominoes=20-12", "invalid number of dominoes '20-12' (N or LO-HI within 10..35)"},
        {"--attempts=0", "invalid number of attempts '0' (1 to 1000000)"},
        {"--seed=soon", "invalid seed 'soon' (0 to 18446744073709551615, or clock)"},
    };
    for (const auto& [arguments, message] : cases) {
        const auto result = run_executable(std::string("gen --seed=1 ") + arguments);
        EXPECT_EQ(result.status, 2) << arguments;
        EXPECT_EQ(result.err, std::string("sudoku: ") + message + "\nTry 'sudoku gen --help' for more information.\n");
    }
}

}  // namespace
}  // namespace sudoku
