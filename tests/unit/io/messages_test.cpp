// Message wording: quoting input so that a message stays one readable line.
#include <gtest/gtest.h>

#include "sudoku/io/messages.hpp"

namespace sudoku {
namespace {

TEST(Quote, EscapesWhatIsNotPrintableAndShortensLongTokens) {
    EXPECT_EQ(quote("abc"), "'abc'");
    EXPECT_EQ(quote(std::string_view("a\0b", 3)), "'a\\x00b'");
    EXPECT_EQ(quote("\xc3\xa9"), "'\\xc3\\xa9'");
    EXPECT_EQ(quote(std::string(30, 'z')), "'" + std::string(20, 'z') + "...'");
}

// Two long texts that differ late are shown where they differ, not as two equal beginnings.
TEST(ExpectedFound, ShowsWhereLongTextsFirstDiffer) {
    EXPECT_EQ(expected_found("abc", "abd"), "expected 'abc', found 'abd'");
    const std::string digits = "0123456789012345678901234567890123456789";
    std::string other = digits;
    other[25] = 'x';
    EXPECT_EQ(expected_found(digits, other),
              "differs at character 26: expected '...567890123456789012345...', found '...5678901234x6789012345...'");
    EXPECT_EQ(expected_found(digits, digits.substr(0, 22)), "differs at character 23: expected '...234567890123456789012...', "
                                                           "found '...2345678901'");
}

}  // namespace
}  // namespace sudoku
