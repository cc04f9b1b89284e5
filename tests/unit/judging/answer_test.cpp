// The answer rules: which grid is a right answer, and the words for a wrong one.
#include <gtest/gtest.h>

#include "sudoku/judging/answer.hpp"
#include "sudoku/core/classic_solver.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

// The BOJ 2580 sample's unique solution, and its puzzle.
const Grid kSolvedGrid = test::grid_from_line(
    test::shared_puzzle("boj_sample_solution"));
const Grid kPuzzleGrid = test::grid_from_line(
    test::shared_puzzle("boj_sample"));

// A Latin square by cyclic shifts: every row and column holds 1..9, no box does.
Grid latin_square() {
    Grid grid;
    for (int cell = 0; cell < kCells; ++cell) grid[cell] = static_cast<std::uint8_t>((row_of(cell) + column_of(cell)) % 9 + 1);
    return grid;
}

TEST(AnswerRules, AcceptTheSolution) {
    EXPECT_EQ(find_answer_fault(kSolvedGrid, kPuzzleGrid), std::nullopt);
    EXPECT_EQ(find_answer_fault(kSolvedGrid, Grid{}), std::nullopt);
}

TEST(AnswerRules, NameARepeatedDigitInARowByItsColumns) {
    Grid answer = kSolvedGrid;
    answer[cell_at(4, 7)] = 7;  // row 5 already has a 7 in column 2
    EXPECT_EQ(find_answer_fault(answer, Grid{}), "row 5 has two 7s (columns 2 and 8)");
}

TEST(AnswerRules, NameARepeatedDigitInAColumnByItsRows) {
    Grid answer = kSolvedGrid;
    std::swap(answer[cell_at(0, 0)], answer[cell_at(0, 1)]);  // rows stay whole; columns 1 and 2 break
    EXPECT_EQ(find_answer_fault(answer, Grid{}), "column 1 has two 3s (rows 1 and 4)");
}

TEST(AnswerRules, NameARepeatedDigitInABoxByItsCells) {
    EXPECT_EQ(find_answer_fault(latin_square(), Grid{}), "box 1 has two 2s (row 1, column 2 and row 2, column 1)");
}

TEST(AnswerRules, NameABrokenGivenBeforeAnyRepeat) {
    EXPECT_EQ(find_answer_fault(latin_square(), kPuzzleGrid), "row 1, column 2 is 2, but the puzzle gives 3");
}

TEST(AnswerRules, NameACellThatHoldsNoDigit) {
    Grid answer = kSolvedGrid;
    answer[cell_at(2, 3)] = 0;
    EXPECT_EQ(find_answer_fault(answer, kPuzzleGrid), "row 3, column 4 holds 0, not a digit 1..9");
}

TEST(Tiling, CoversEverySampleSolution) {
    for (const std::string name : {"boj_sample", "own_random", "empty_top_rows"}) {
        const auto puzzles = test::puzzles_in("samples/4574/" + name + ".in");
        const auto grids = test::grids_in("samples/4574/" + name + ".out");
        ASSERT_EQ(puzzles.size(), grids.size());
        for (std::size_t i = 0; i < puzzles.size(); ++i) {
            EXPECT_TRUE(sudominoku::can_tile(grids[i], puzzles[i])) << name << " " << i + 1;
            EXPECT_EQ(sudominoku::find_answer_fault(grids[i], puzzles[i]), std::nullopt);
        }
    }
}

// A sudoku that keeps every given digit of a Sudominoku case but is not its
// answer: the classic core's first completion of the givens.
Grid sudoku_keeping_the_givens(const sudominoku::Puzzle& puzzle) {
    Grid grid;
    EXPECT_TRUE(classic::solve(puzzle.grid, grid));
    return grid;
}

TEST(Tiling, RefusesASudokuThatKeepsTheGivensButNotTheDominoes) {
    const auto puzzle = test::puzzles_in("samples/4574/boj_sample.in")[0];
    const Grid grid = sudoku_keeping_the_givens(puzzle);
    ASSERT_NE(grid, test::grids_in("samples/4574/boj_sample.out")[0]);  // the case has one grid
    EXPECT_EQ(find_answer_fault(grid, puzzle.grid), std::nullopt);
    EXPECT_FALSE(sudominoku::can_tile(grid, puzzle));
    EXPECT_EQ(sudominoku::find_answer_fault(grid, puzzle), "the grid cannot be tiled with the unused dominoes");
}

TEST(Tiling, NeedsEachUnusedDominoExactlyOnce) {
    // The sample's answer with its given dominoes taken as unused: the open
    // cells are the same, so the unused set is too large to be used up.
    auto puzzle = test::puzzles_in("samples/4574/boj_sample.in")[0];
    const Grid grid = test::grids_in("samples/4574/boj_sample.out")[0];
    puzzle.used_dominoes = 0;
    EXPECT_FALSE(sudominoku::can_tile(grid, puzzle));
}

}  // namespace
}  // namespace sudoku
