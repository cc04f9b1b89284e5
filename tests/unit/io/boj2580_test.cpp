// The BOJ 2580 reader and writer; every error with its exact text and line.
#include <gtest/gtest.h>

#include "sudoku/io/boj2580.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

const std::string kSample =
    "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n"
    "5 9 6 8 2 0 4 1 3\n9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n";

std::variant<Grid, ReadError> read(const std::string& text) {
    LineReader reader(text);
    return read_boj2580(reader);
}

// The error a text gives, as "line: what".
std::string error_of(const std::string& text) {
    const auto result = read(text);
    if (!std::holds_alternative<ReadError>(result)) return "no error";
    const auto& error = std::get<ReadError>(result);
    return std::to_string(error.line) + ": " + error.what;
}

// kSample with line `row` (0-based) replaced.
std::string sample_with_row(int row, const std::string& replacement) {
    std::string text;
    std::size_t start = 0;
    for (int i = 0; i < 9; ++i) {
        const std::size_t end = kSample.find('\n', start);
        text += (i == row ? replacement : kSample.substr(start, end - start)) + "\n";
        start = end + 1;
    }
    return text;
}

TEST(Boj2580Reader, ReadsTheSample) {
    const auto result = read(kSample);
    ASSERT_TRUE(std::holds_alternative<Grid>(result));
    const Grid& grid = std::get<Grid>(result);
    EXPECT_EQ(grid[0], 0);
    EXPECT_EQ(grid[1], 3);
    EXPECT_EQ(grid[80], 0);
    EXPECT_EQ(count_givens(grid), 81 - 14);
}

TEST(Boj2580Reader, ToleratesCrlfTabsTrailingSpacesBlankLinesAndNoFinalNewline) {
    std::string messy = "\r\n";
    for (char c : kSample) messy += c == '\n' ? std::string(" \t\r\n") : std::string(1, c);
    messy.replace(messy.find("0 3"), 3, "0\t3");
    messy += "\r\n\n   \n";
    EXPECT_EQ(std::get<Grid>(read(messy)), std::get<Grid>(read(kSample)));
    std::string no_newline = kSample;
    no_newline.pop_back();
    EXPECT_EQ(std::get<Grid>(read(no_newline)), std::get<Grid>(read(kSample)));
}

TEST(Boj2580Reader, AcceptsDotsAsBlanks) {
    const auto result = read(sample_with_row(0, ". 3 5 4 6 9 2 7 8"));
    ASSERT_TRUE(std::holds_alternative<Grid>(result));
    EXPECT_EQ(std::get<Grid>(result)[0], 0);
}

TEST(Boj2580Reader, RejectsMissingRows) {
    EXPECT_EQ(error_of(kSample.substr(0, kSample.size() - 18)), "8: unexpected end of input: expected 9 rows, found 8");
    EXPECT_EQ(error_of(""), "1: unexpected end of input: expected 9 rows, found 0");
}

TEST(Boj2580Reader, RejectsATenthRow) {
    EXPECT_EQ(error_of(kSample + "1 2 3 4 5 6 7 8 9\n"), "10: unexpected text after the 9th row");
    EXPECT_EQ(error_of(kSample + "\n\nx\n"), "12: unexpected text after the 9th row");
}

TEST(Boj2580Reader, RejectsRowsOfTheWrongLength) {
    EXPECT_EQ(error_of(sample_with_row(2, "0 6 0 2 7 8 1 3")), "3: row 3 has 8 numbers, expected 9");
    EXPECT_EQ(error_of(sample_with_row(2, "0 6 0 2 7 8 1 3 5 0")), "3: row 3 has 10 numbers, expected 9");
    EXPECT_EQ(error_of(sample_with_row(4, "0")), "5: row 5 has 1 number, expected 9");
}

TEST(Boj2580Reader, RejectsNumbersOutsideZeroToNineAndJunk) {
    EXPECT_EQ(error_of(sample_with_row(1, "7 8 2 1 10 5 6 0 9")), "2: expected a digit 0..9 or '.', found '10'");
    EXPECT_EQ(error_of(sample_with_row(1, "7 8 2 1 -1 5 6 0 9")), "2: expected a digit 0..9 or '.', found '-1'");
    EXPECT_EQ(error_of(sample_with_row(1, "7 8 2 1 +1 5 6 0 9")), "2: expected a digit 0..9 or '.', found '+1'");
    EXPECT_EQ(error_of(sample_with_row(6, "9 1 7 6 5 2 x 8 0")), "7: expected a digit 0..9 or '.', found 'x'");
    EXPECT_EQ(error_of(sample_with_row(6, "9 1 7 6 5 2 \x01 8 0")), "7: expected a digit 0..9 or '.', found '\\x01'");
}

TEST(Boj2580Reader, RejectsClashingGivensOnTheLineOfTheLaterOne) {
    // Column 1 gets a second 7 in row 4.
    EXPECT_EQ(error_of(sample_with_row(3, "7 2 1 0 4 6 8 9 0")),
              "4: digit 7 appears twice in column 1: at row 2, column 1 and at row 4, column 1");
    // Row 2 gets a second 8.
    EXPECT_EQ(error_of(sample_with_row(1, "7 8 2 1 8 5 6 0 9")),
              "2: digit 8 appears twice in row 2: at row 2, column 2 and at row 2, column 5");
    // Box 1 of an otherwise empty grid, with blank lines before it to shift the line numbers.
    std::string rows[9];
    for (auto& row : rows) row = "0 0 0 0 0 0 0 0 0";
    rows[0] = "5 0 0 0 0 0 0 0 0";
    rows[2] = "0 0 5 0 0 0 0 0 0";
    std::string text = "\n\n";
    for (const auto& row : rows) text += row + "\n";
    EXPECT_EQ(error_of(text), "5: digit 5 appears twice in box 1: at row 1, column 1 and at row 3, column 3");
}

TEST(Boj2580Writer, WritesNineLinesOfSingleSpacedDigits) {
    std::string out;
    write_boj2580(test::grid_from_line(test::shared_puzzle("boj_sample_solution")), out);
    EXPECT_EQ(out,
              "1 3 5 4 6 9 2 7 8\n7 8 2 1 3 5 6 4 9\n4 6 9 2 7 8 1 3 5\n3 2 1 5 4 6 8 9 7\n8 7 4 9 1 3 5 2 6\n"
              "5 9 6 8 2 7 4 1 3\n9 1 7 6 5 2 3 8 4\n6 4 3 7 8 1 9 5 2\n2 5 8 3 9 4 7 6 1\n");
}

}  // namespace
}  // namespace sudoku
