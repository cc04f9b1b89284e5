#include <gtest/gtest.h>

#include "sudoku/io/line_format.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

std::string line_error_of(std::string_view text) {
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
    EXPECT_EQ(line_error_of(kPuzzle.substr(1)), "7: expected a puzzle of 81 characters (1-9, '.' or '0'), found 80 characters");
    EXPECT_EQ(line_error_of(kPuzzle + " 1"), "7: expected a puzzle of 81 characters (1-9, '.' or '0'), found 2 words");
    EXPECT_EQ(line_error_of("x" + kPuzzle.substr(1)), "7: unexpected 'x' at row 1, column 1");
    EXPECT_EQ(line_error_of("44" + kPuzzle.substr(2)), "7: digit 4 appears twice in row 1: at row 1, column 1 and at row 1, column 2");
}

TEST(LineFormat, NamesTheFirstBadCharacterWhereverItIs) {
    // The characters are converted without a branch and looked for only
    // afterwards: the neighbours of '0' and '9' and a byte past 127 are refused,
    // and the first of several is named.
    EXPECT_EQ(line_error_of(kPuzzle.substr(0, 80) + "/"), "7: unexpected '/' at row 9, column 9");
    EXPECT_EQ(line_error_of(kPuzzle.substr(0, 40) + ":" + kPuzzle.substr(41)), "7: unexpected ':' at row 5, column 5");
    EXPECT_EQ(line_error_of(kPuzzle.substr(0, 9) + "a" + kPuzzle.substr(10, 60) + "b" + kPuzzle.substr(71)),
              "7: unexpected 'a' at row 2, column 1");
    EXPECT_NE(line_error_of(kPuzzle.substr(0, 80) + "\xff").find("7: unexpected "), std::string::npos);
}

// The reader converts eight characters at a time; each of the 256 byte
// values at each of the 81 places must read as the plain rule says: '1'-'9'
// a given, '.' or '0' a blank, anything else named as unexpected.
TEST(LineFormat, EveryByteAtEveryPlaceReadsAsOneCharacterWould) {
    for (int cell = 0; cell < kCells; ++cell)
        for (int byte = 0; byte < 256; ++byte) {
            std::string text(kCells, '.');
            text[cell] = static_cast<char>(byte);
            const auto result = parse_puzzle_line(Line{1, text, false});
            const bool digit = byte >= '0' && byte <= '9';
            const bool space = byte == ' ' || byte == '\t' || byte == '\r' || byte == '\v' || byte == '\f' || byte == '\n';
            if (digit || byte == '.') {
                ASSERT_TRUE(std::holds_alternative<Grid>(result)) << cell << " " << byte;
                Grid expected{};
                expected[cell] = static_cast<std::uint8_t>(digit ? byte - '0' : 0);
                ASSERT_EQ(std::get<Grid>(result), expected) << cell << " " << byte;
            } else {
                ASSERT_TRUE(std::holds_alternative<ReadError>(result)) << cell << " " << byte;
                if (!space) {
                    ASSERT_EQ(std::get<ReadError>(result).what.rfind("unexpected ", 0), 0u) << cell << " " << byte;
                }
            }
        }
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
