#include <gtest/gtest.h>

#include "sudoku/io/line_format.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

std::string error_of(std::string_view text) {
    const auto result = parse_puzzle_line(Line{7, text, false});
    if (!std::holds_alternative<ReadError>(result)) return "no error";
    const auto& error = std::get<ReadError>(result);
    return std::to_string(error.line) + ": " + error.what;
}

const std::string kPuzzle = test::shared_puzzle("hard_17");

TEST(LineFormat, ReadsDotsAndZerosAsBlanks) {
    const auto grid = std::get<Grid>(parse_puzzle_line(Line{1, kPuzzle, false}));
    EXPECT_EQ(grid[0], 4);
    EXPECT_EQ(grid[1], 0);
    std::string zeros = kPuzzle;
    for (char& c : zeros) c = c == '.' ? '0' : c;
    EXPECT_EQ(std::get<Grid>(parse_puzzle_line(Line{1, zeros, false})), grid);
    EXPECT_EQ(std::get<Grid>(parse_puzzle_line(Line{1, "  " + kPuzzle + " \r", false})), grid);
}

TEST(LineFormat, RejectsWrongLengthsJunkAndClashes) {
    EXPECT_EQ(error_of(kPuzzle.substr(1)), "7: expected a puzzle of 81 characters (1-9, '.' or '0'), found 80 characters");
    EXPECT_EQ(error_of(kPuzzle + " 1"), "7: expected a puzzle of 81 characters (1-9, '.' or '0'), found 2 words");
    EXPECT_EQ(error_of("x" + kPuzzle.substr(1)), "7: unexpected 'x' at row 1, column 1");
    EXPECT_EQ(error_of("44" + kPuzzle.substr(2)), "7: digit 4 appears twice in row 1: at row 1, column 1 and at row 1, column 2");
}

TEST(LineFormat, NamesTheFirstBadCharacterWhereverItIs) {
    // The characters are converted without a branch and looked for only
    // afterwards: the neighbours of '0' and '9' and a byte past 127 are refused,
    // and the first of several is named.
    EXPECT_EQ(error_of(kPuzzle.substr(0, 80) + "/"), "7: unexpected '/' at row 9, column 9");
    EXPECT_EQ(error_of(kPuzzle.substr(0, 40) + ":" + kPuzzle.substr(41)), "7: unexpected ':' at row 5, column 5");
    EXPECT_EQ(error_of(kPuzzle.substr(0, 9) + "a" + kPuzzle.substr(10, 60) + "b" + kPuzzle.substr(71)),
              "7: unexpected 'a' at row 2, column 1");
    EXPECT_NE(error_of(kPuzzle.substr(0, 80) + "\xff").find("7: unexpected "), std::string::npos);
}

TEST(LineFormat, CommentsAndBlankLinesCarryNoPuzzle) {
    EXPECT_TRUE(is_comment_or_blank(""));
    EXPECT_TRUE(is_comment_or_blank(" \t\r"));
    EXPECT_TRUE(is_comment_or_blank("# a comment"));
    EXPECT_TRUE(is_comment_or_blank("  #"));
    EXPECT_FALSE(is_comment_or_blank(kPuzzle));
}

TEST(LineFormat, WritesEightyOneDigitsAndANewline) {
    Grid grid{};
    grid[0] = 9;
    std::string out;
    write_line(grid, out);
    EXPECT_EQ(out, "9" + std::string(80, '0') + "\n");
}

}  // namespace
}  // namespace sudoku
