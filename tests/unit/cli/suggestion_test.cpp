// The did-you-mean of a mistyped command.
#include <gtest/gtest.h>

#include "suggestion.hpp"

namespace sudoku::cli {
namespace {

TEST(Suggestion, CountsInsertionsDeletionsReplacementsAndSwaps) {
    EXPECT_EQ(edit_distance("test", "test"), 0);
    EXPECT_EQ(edit_distance("tset", "test"), 1);   // two neighbours swapped
    EXPECT_EQ(edit_distance("tes", "test"), 1);
    EXPECT_EQ(edit_distance("testt", "test"), 1);
    EXPECT_EQ(edit_distance("tast", "test"), 1);
    EXPECT_EQ(edit_distance("stres", "stress"), 1);
    EXPECT_EQ(edit_distance("", "gen"), 3);
    EXPECT_EQ(edit_distance("check", "count"), 4);
}

TEST(Suggestion, NamesTheNearestCommandOnlyWhenItIsNear) {
    constexpr std::string_view commands[] = {"solve", "check", "count", "test", "gen", "validate", "stress"};
    const auto closest = [&](std::string_view typed) { return closest_word(typed, commands); };
    EXPECT_EQ(closest("tset"), "test");
    EXPECT_EQ(closest("chekc"), "check");
    EXPECT_EQ(closest("valdiate"), "validate");
    EXPECT_EQ(closest("strees"), "stress");
    EXPECT_EQ(closest("gne"), "gen");
    EXPECT_EQ(closest("puzzle.txt"), std::nullopt);
    EXPECT_EQ(closest("in"), std::nullopt);  // two edits from "gen", but as long as it is
    EXPECT_EQ(closest("a"), std::nullopt);
}

}  // namespace
}  // namespace sudoku::cli
