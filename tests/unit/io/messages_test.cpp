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

}  // namespace
}  // namespace sudoku
