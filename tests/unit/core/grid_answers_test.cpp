#include <gtest/gtest.h>

#include <array>

#include "sudoku/core/grid_answers.hpp"

namespace sudoku {
namespace {

constexpr std::array kQuestions{GridQuestion::any_solution, GridQuestion::smallest_solution, GridQuestion::count_to_two};

// A 4x4 or 9x9 grid, all blank but the given cells.
GeneralGrid blank_but(int box_size, std::initializer_list<std::pair<int, int>> givens) {
    GeneralGrid grid(box_size);
    for (const auto& [cell, value] : givens) grid.set(cell, value);
    return grid;
}

// Clashing givens are a clash whatever is asked, on both cores; a grid that
// only has no solution is not one.
TEST(GridAnswers, ClashingGivensAreAClashOnEitherCoreForEveryQuestion) {
    for (const int box : {2, 3})
        for (const GridQuestion question : kQuestions) {
            EXPECT_EQ(answer_grid(blank_but(box, {{0, 1}, {1, 1}}), question).outcome, GridOutcome::clash) << box;
        }
}

TEST(GridAnswers, NoSolutionWithoutAClashIsNoSolution) {
    // 4x4: row 0 has 1 2 3 at columns 1..3, and column 0 has 4 at row 2:
    // cell 0 can hold nothing, yet no two givens clash.
    const GeneralGrid small = blank_but(2, {{1, 1}, {2, 2}, {3, 3}, {8, 4}});
    // 9x9: row 0 has 1..8 at columns 1..8, and 9 at row 4, column 0.
    GeneralGrid classic = blank_but(3, {{36, 9}});
    for (int column = 1; column < 9; ++column) classic.set(column, column);
    for (const GridQuestion question : kQuestions) {
        ASSERT_FALSE(find_grid_clash(small));
        ASSERT_FALSE(find_grid_clash(classic));
        EXPECT_EQ(answer_grid(small, question).outcome, GridOutcome::no_solution);
        EXPECT_EQ(answer_grid(classic, question).outcome, GridOutcome::no_solution);
    }
}

TEST(GridAnswers, SeveralOnlyWhenCountingAndASolutionOtherwise) {
    for (const int box : {2, 3}) {
        const GeneralGrid empty(box);
        EXPECT_EQ(answer_grid(empty, GridQuestion::count_to_two).outcome, GridOutcome::several) << box;
        const GridAnswer smallest = answer_grid(empty, GridQuestion::smallest_solution);
        ASSERT_EQ(smallest.outcome, GridOutcome::solved) << box;
        EXPECT_EQ(smallest.solution[0], 1);
        EXPECT_EQ(smallest.solution[1], 2);
        EXPECT_EQ(answer_grid(empty, GridQuestion::any_solution).outcome, GridOutcome::solved) << box;
    }
}

TEST(GridAnswers, AUniqueGridIsSolvedWithItsSolutionWhenCounting) {
    // 4x4 with one blank: the count finds one, and the answer carries it.
    const std::array<int, 16> values{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 0};
    const auto grid = GeneralGrid::from_values(2, values);
    ASSERT_TRUE(grid);
    const GridAnswer answer = answer_grid(*grid, GridQuestion::count_to_two);
    ASSERT_EQ(answer.outcome, GridOutcome::solved);
    EXPECT_EQ(answer.solution[15], 1);
}

}  // namespace
}  // namespace sudoku
