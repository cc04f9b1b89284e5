// `sudoku count`: solution counts, one line a puzzle.
#include <gtest/gtest.h>

#include "sudoku/pipeline/solve.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

using namespace test;

// Issue 50, as solving: the puzzles after an over-long line are counted.
TEST(CountCommand, AnOverlongLineInTheMiddleIsInvalidAndThePuzzlesAfterItAreCounted) {
    expect_overlong_lines_skipped("count ");
}

// Several solutions count as the default limit, kDefaultCountLimit.
const std::string kSeveral = std::to_string(kDefaultCountLimit);

TEST(CountCommand, CountsUpToTheLimitInEachFormat) {
    const auto classic = run_executable("count " + path_of("samples/2580/boj_sample.in") + " " +
                                        path_of("samples/2580/all_zero.in") + " " + path_of("samples/2580/sparse_many.in"));
    EXPECT_EQ(classic.status, 0);
    EXPECT_EQ(classic.out, source_path("samples/2580/boj_sample.in").string() + ":1\n" +
                               source_path("samples/2580/all_zero.in").string() + ":" + kSeveral + "\n" +
                               source_path("samples/2580/sparse_many.in").string() + ":" + kSeveral + "\n");
    EXPECT_EQ(run_executable("count --limit=1000 " + path_of("samples/2580/all_zero.in")).out, "1000\n");
    EXPECT_EQ(run_executable("count --limit 1 " + path_of("samples/2580/all_zero.in")).out, "1\n");
    const std::string lines = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n"
                              "11.......................................................................2.......\n"
                              "123456789........................................................................\n";
    const auto line_format = run_executable("count --limit=5 -j2 -", lines);
    EXPECT_EQ(line_format.status, 2);
    EXPECT_EQ(line_format.out, "1\ninvalid\n5\n");
    const auto none = run_executable("count -", "1 2 3 4 5 6 7 8 0\n0 0 0 0 0 0 0 0 9\n" + std::string(
                                                    "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n"
                                                    "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n"
                                                    "0 0 0 0 0 0 0 0 0\n"));
    EXPECT_EQ(none.status, 1);
    EXPECT_EQ(none.out, "0\n");
    EXPECT_EQ(none.err, "sudoku: -: puzzle 1 has no solution\n");
    EXPECT_EQ(run_executable("count --limit=0 -").err,
              "sudoku: invalid limit '0' (1 to 1000000000)\nTry 'sudoku count --help' for more information.\n");
}

// Codeforces 1335D's input is solved grids: a count would say 1 of each, and its answer is none.
TEST(CountCommand, RefusesCodeforces1335D) {
    const auto result = run_executable("count --format=cf1335d " + path_of("samples/cf1335d/judge_sample.in"));
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, "sudoku: count is not for Codeforces 1335D: its input is solved grids, whose answer is no count\n"
                          "Try 'sudoku count --help' for more information.\n");
}

TEST(CountCommand, CountsSudominokuGridsNotTilings) {
    // Case 6 of own_random: one grid, two tilings (a 2x2 square across a box
    // border whose diagonal holds one digit lies either way).
    const auto result = run_executable("count " + path_of("samples/4574/boj_sample.in") + " " +
                                       path_of("tests/data/sudominoku_one_grid_two_tilings.in") + " " +
                                       path_of("tests/data/sudominoku_several_grids.in") + " " +
                                       path_of("tests/data/sudominoku_no_solution.in"));
    EXPECT_EQ(result.status, 1);
    const auto named = [](const std::string& file, const std::string& counts) {
        std::string lines;
        for (const char count : counts) lines += source_path(file).string() + ":" + count + "\n";
        return lines;
    };
    EXPECT_EQ(result.out, named("samples/4574/boj_sample.in", "11") + named("tests/data/sudominoku_one_grid_two_tilings.in", "1") +
                              named("tests/data/sudominoku_several_grids.in", kSeveral) +
                              named("tests/data/sudominoku_no_solution.in", "0"));
    const auto many = run_executable("count --limit=100 " + path_of("tests/data/sudominoku_several_grids.in"));
    EXPECT_EQ(many.out, "3\n");
}

// Given several inputs, each line says whose count it is, as grep and wc
// do: "FILE:" first ("-:" for standard input); given one, the counts alone.
TEST(CountCommand, NamesTheInputOfEachLineWhenGivenSeveral) {
    Scratch scratch;
    scratch.write("a.txt", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n"
                           "11.......................................................................2.......\n");
    scratch.write("b.in", read_file(source_path("samples/2580/boj_sample.in")));
    const std::string blank(81, '.');
    const auto several = run_executable_in(scratch.path(""), "count --limit=3 a.txt b.in -", blank + "\n");
    EXPECT_EQ(several.status, 2);
    EXPECT_EQ(several.out, "a.txt:1\na.txt:invalid\nb.in:1\n-:3\n");
    EXPECT_EQ(several.err, "sudoku: a.txt:2: digit 1 appears twice in row 1: at row 1, column 1 and at row 1, column 2\n");
    const auto one = run_executable_in(scratch.path(""), "count b.in");
    EXPECT_EQ(one.status, 0);
    EXPECT_EQ(one.out, "1\n");
}

}  // namespace
}  // namespace sudoku
