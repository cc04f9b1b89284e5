// The whole pipeline in memory: what the executable prints for an input.
#include <gtest/gtest.h>

#include "test_support.hpp"

namespace sudoku {
namespace {

using test::run_pipeline;

const std::string kSample = test::read_file(test::source_path("samples/2580/boj_sample.in"));
const std::string kSampleOut = test::read_file(test::source_path("samples/2580/boj_sample.out"));

TEST(Pipeline, SolvesTheBojSampleByteForByte) {
    const auto result = run_pipeline(kSample);
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(result.out, kSampleOut);
    EXPECT_EQ(result.err, "");
}

TEST(Pipeline, BadInputGivesOneMessageNoOutputAndStatusTwo) {
    const auto result = run_pipeline("1 2 3\n");
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err,
              "sudoku: -:1: cannot tell the format: expected 9 numbers (BOJ 2580), a domino count (BOJ 4574) "
              "or an 81-character puzzle line\n");
}

TEST(Pipeline, EmptyAndBlankInputsAreBadInput) {
    for (const std::string input : {"", "\n", " \r\n\t\n"}) {
        const auto result = run_pipeline(input);
        EXPECT_EQ(result.status, 2);
        EXPECT_EQ(result.out, "");
        EXPECT_NE(result.err.find("no puzzle in the input (it is empty or blank)\n"), std::string::npos) << result.err;
    }
}

TEST(Pipeline, APuzzleWithNoSolutionGivesStatusOne) {
    // Clash-free givens that only search refutes (tests/data/classic_no_solution.txt, first line).
    const std::string line = test::read_puzzle_lines("tests/data/classic_no_solution.txt").at(0).puzzle;
    std::string input;
    for (int row = 0; row < 9; ++row)
        for (int column = 0; column < 9; ++column) {
            const char c = line[9 * row + column];
            input += c == '.' ? '0' : c;
            input += column == 8 ? '\n' : ' ';
        }
    const auto result = run_pipeline(input);
    EXPECT_EQ(result.status, 1);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, "sudoku: -: puzzle 1 has no solution\n");
}

TEST(Pipeline, ForcedFormatOverridesDetection) {
    RunOptions options;
    options.format = Format::boj2580;
    const auto result = run_pipeline(std::string(81, '.') + "\n", options);
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.err, "sudoku: -:1: row 1 has 1 number, expected 9\n");
}

}  // namespace
}  // namespace sudoku
