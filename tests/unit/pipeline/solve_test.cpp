// The whole pipeline in memory: what the executable prints for an input.
#include <gtest/gtest.h>

#include "test_support.hpp"

namespace sudoku {
namespace {

using test::run_pipeline;

const std::string kBojSample = test::read_file(test::source_path("samples/2580/boj_sample.in"));
const std::string kSampleOut = test::read_file(test::source_path("samples/2580/boj_sample.out"));

TEST(Pipeline, SolvesTheBojSampleByteForByte) {
    const auto result = run_pipeline(kBojSample);
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(result.out, kSampleOut);
    EXPECT_EQ(result.err, "");
}

TEST(Pipeline, BadInputGivesOneMessageNoOutputAndStatusTwo) {
    const auto result = run_pipeline("1 2 3\n");
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err,
              "sudoku: -:1: cannot tell the format: expected 9 numbers (BOJ 2580), a domino count (BOJ 4574), "
              "an 81-character puzzle line, 9 digits (BOJ 2239) or 16 letters (POJ 3076); "
              "name another judge's format with --format\n");
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

// The statement's sample without its final "0" line, and the answers.
std::string sample_cases() {
    std::string text = test::read_file(test::source_path("samples/4574/boj_sample.in"));
    return text.substr(0, text.rfind("0\r\n"));
}
const std::string kSudominokuOut = test::read_file(test::source_path("samples/4574/boj_sample.out"));
const std::string kNoTiling = test::read_file(test::source_path("tests/data/sudominoku_no_tiling.in"));

TEST(Pipeline, SolvesTheSudominokuSampleByteForByte) {
    const auto result = run_pipeline(sample_cases() + "0\r\n");
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(result.out, kSudominokuOut);
    EXPECT_EQ(result.err, "");
}

TEST(Pipeline, CasesBeforeABadOneAreAnsweredThenTheErrorStops) {
    const auto result = run_pipeline(sample_cases() + "3\n1 A1 1 A2\n");
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, kSudominokuOut);
    EXPECT_EQ(result.err, "sudoku: -:27: puzzle 3: domino 1-1 has two equal digits\n");
}

TEST(Pipeline, ACaseWithNoSolutionIsReportedAndTheRestGoOn) {
    // Case 1 of the sample, then the unsolvable case, then case 2 of the sample.
    const std::string sample = sample_cases();
    const std::size_t second = sample.find("11\r\n");
    const std::string unsolvable = kNoTiling.substr(0, kNoTiling.rfind("0\n"));
    const auto result = run_pipeline(sample.substr(0, second) + unsolvable + sample.substr(second) + "0\n");
    EXPECT_EQ(result.status, 1);
    const std::size_t split = kSudominokuOut.find("Puzzle 2");
    EXPECT_EQ(result.out, kSudominokuOut.substr(0, split) + "Puzzle 3" + kSudominokuOut.substr(split + 8));
    EXPECT_EQ(result.err, "sudoku: -: puzzle 2 has no solution\n");
}

TEST(Pipeline, AnEmptySudominokuInputSolvesNothing) {
    const auto result = run_pipeline("0\n");
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(result.out, "");
}

TEST(Pipeline, FormatCanBeForcedTo4574) {
    RunOptions options;
    options.format = Format::boj4574;
    const auto result = run_pipeline("1 2 3 4 5 6 7 8 9\n", options);
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.err, "sudoku: -:1: puzzle 1: expected the number of dominoes, found 9 fields\n");
}

}  // namespace
}  // namespace sudoku
