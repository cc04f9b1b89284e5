// `sudoku validate` as a testlib validator: status and message.
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

namespace fs = std::filesystem;
using test::run_executable;

using test::lines_of;

TEST(Validate, AcceptsEverySampleWithinTheJudgesConstraintsAndExitsThreeOtherwise) {
    for (const std::string sample : {"2580/boj_sample.in", "2580/all_zero.in", "2580/sparse_many.in", "2580/hard_17clue.in",
                                     "2580/hardest_1106_first.in", "2580/solved.in", "4574/own_random.in",
                                     "4574/empty_top_rows.in"}) {
        const auto result = run_executable("validate '" + test::source_path("samples/" + sample).string() + "'");
        EXPECT_EQ(result.status, 0) << sample << result.err;
        EXPECT_EQ(result.err, "") << sample;
    }
    const auto lenient = run_executable("validate -", test::read_file(test::source_path("samples/4574/lenient_format.in")));
    EXPECT_EQ(lenient.status, 3);
    EXPECT_EQ(lenient.err, "sudoku: -:1: expected the number of dominoes N, or the final 0, found a blank line\n");
}

// An input another judge's reader reads says which --format to name; a
// layout fault of the detected format does not.
TEST(Validate, NamesTheFormatThatReadsAnInputTheDetectedOneRejects) {
    const auto poj3074 = run_executable("validate", test::read_file(test::source_path("samples/poj3074/judge_sample.in")));
    EXPECT_EQ(poj3074.status, 3);
    EXPECT_EQ(poj3074.err, "sudoku: -:3: expected a puzzle of 81 characters 0-9 or '.', found 'end' "
                           "(POJ 3074's format? name it with --format=poj3074)\n");
    const auto named = run_executable("validate --format=poj3074", test::read_file(test::source_path("samples/poj3074/judge_sample.in")));
    EXPECT_EQ(named.status, 0) << named.err;
    const auto blank_first = run_executable("validate", "\n" + test::read_file(test::source_path("samples/2580/boj_sample.in")));
    EXPECT_EQ(blank_first.err, "sudoku: -:1: expected row 1: 9 digits 0..9 separated by single spaces, found a blank line\n");
    // One grid with clashing givens is BOJ 2580's bad input, not a case of a judge that answers clashes.
    std::string clashing = "1 1 0 0 0 0 0 0 0\n";
    for (int row = 1; row < 9; ++row) clashing += "0 0 0 0 0 0 0 0 0\n";
    const auto clash = run_executable("validate", clashing);
    EXPECT_EQ(clash.err, "sudoku: -:1: digit 1 appears twice in row 1: at row 1, column 1 and at row 1, column 2\n");
}

// Kattis and DOMjudge call an input validator with the input on stdin and
// their flags as arguments; it answers 42 or 43.
TEST(Validate, AsAKattisInputValidatorExitsFortyTwoOrFortyThree) {
    const std::string valid = test::read_file(test::source_path("samples/2580/boj_sample.in"));
    const auto ok = run_executable("validate --kattis some_flag", valid);
    EXPECT_EQ(ok.status, 42);
    EXPECT_EQ(ok.err, "");
    // input_validator_flags that look like options are the judge's too, not errors.
    const auto flags = run_executable("validate --kattis --foo -x -1e-6 float_tolerance", valid);
    EXPECT_EQ(flags.status, 42) << flags.err;
    const auto invalid = run_executable("validate --kattis", valid + "\n");
    EXPECT_EQ(invalid.status, 43);
    EXPECT_EQ(invalid.err, "sudoku: -:10: a blank line after the end of the input\n");
    const auto blank_first = run_executable("validate --kattis", "\n" + valid);
    EXPECT_EQ(blank_first.status, 43);
    EXPECT_EQ(blank_first.err, "sudoku: -:1: expected row 1: 9 digits 0..9 separated by single spaces, found a blank line\n");
}

// Polygon passes --testset, --group and --testOverviewLogFileName to validators.
TEST(Validate, AcceptsPolygonsArguments) {
    test::Scratch scratch;
    const auto ok = run_executable("validate --testset tests --group 1 --testOverviewLogFileName " + scratch.dir().substr(0, scratch.dir().size() - 1) +
                                       "/overview.log'",
                                   test::read_file(test::source_path("samples/2580/boj_sample.in")));
    EXPECT_EQ(ok.status, 0) << ok.err;
    EXPECT_EQ(test::read_file(scratch.path("overview.log")), "");
}

}  // namespace
}  // namespace sudoku
