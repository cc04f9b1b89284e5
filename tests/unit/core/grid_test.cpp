#include <gtest/gtest.h>

#include "sudoku/core/grid.hpp"
#include "sudoku/io/messages.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

const std::string kSolved = test::shared_puzzle("boj_sample_solution");

TEST(Grid, FindsNoClashInAValidGrid) {
    EXPECT_FALSE(find_clash(test::grid_from_line(kSolved)));
    EXPECT_TRUE(is_complete_and_valid(test::grid_from_line(kSolved)));
}

TEST(Grid, FindsAClashInARowAndNamesBothCells) {
    Grid grid{};
    grid[cell_at(2, 1)] = 5;
    grid[cell_at(2, 7)] = 5;
    const auto clash = find_clash(grid);
    ASSERT_TRUE(clash);
    EXPECT_EQ(describe(*clash), "digit 5 appears twice in row 3: at row 3, column 2 and at row 3, column 8");
}

TEST(Grid, FindsAClashInABox) {
    Grid grid{};
    grid[cell_at(0, 0)] = 9;
    grid[cell_at(2, 2)] = 9;
    const auto clash = find_clash(grid);
    ASSERT_TRUE(clash);
    EXPECT_EQ(clash->unit, 18);
    EXPECT_EQ(describe(*clash), "digit 9 appears twice in box 1: at row 1, column 1 and at row 3, column 3");
}

TEST(Grid, HasClashFindsEveryClashOfTwoCells) {
    // has_clash keeps its row, column and box masks in registers, band by
    // band: every pair of cells, with each of three digits, on an empty grid
    // and on a solved grid with two cells swapped (which clashes unless the
    // two hold the same digit: two valid grids differ in at least four cells).
    for (int a = 0; a < kCells; ++a)
        for (int b = a + 1; b < kCells; ++b)
            for (int digit : {1, 5, 9}) {
                Grid grid{};
                grid[a] = grid[b] = static_cast<std::uint8_t>(digit);
                ASSERT_EQ(has_clash(grid), are_peers(a, b)) << a << " " << b << " " << digit;
            }
    const Grid solved = test::grid_from_line(kSolved);
    EXPECT_FALSE(has_clash(solved));
    for (int a = 0; a < kCells; ++a)
        for (int b = a + 1; b < kCells; ++b) {
            Grid grid = solved;
            std::swap(grid[a], grid[b]);
            ASSERT_EQ(has_clash(grid), solved[a] != solved[b]) << a << " " << b;
        }
}

TEST(Grid, SolutionMustAgreeWithEveryGiven) {
    const Grid solution = test::grid_from_line(kSolved);
    Grid puzzle{};
    puzzle[0] = 1;
    EXPECT_TRUE(is_solution_of(solution, puzzle));
    puzzle[0] = 2;
    EXPECT_FALSE(is_solution_of(solution, puzzle));
}

TEST(Grid, IncompleteOrInvalidGridsAreNotSolutions) {
    Grid grid = test::grid_from_line(kSolved);
    grid[40] = 0;
    EXPECT_FALSE(is_complete_and_valid(grid));
    grid = test::grid_from_line(kSolved);
    std::swap(grid[0], grid[1]);  // rows stay valid, columns do not
    EXPECT_FALSE(is_complete_and_valid(grid));
}

// The reader of BOJ 4574 checks each new given against its peers only; the
// message must be the one the whole-grid scan gives.
TEST(Grid, AClashAtOneCellIsReportedAsTheWholeGridScanReportsIt) {
    for (const std::string& puzzle_text :
         {test::shared_puzzle("hard_17"),
          test::shared_puzzle("boj_sample")}) {
        const Grid puzzle = test::grid_from_line(puzzle_text);
        int clashes = 0;
        for (int cell = 0; cell < kCells; ++cell) {
            if (puzzle[cell] != 0) continue;
            for (int digit = 1; digit <= 9; ++digit) {
                Grid grid = puzzle;
                grid[cell] = static_cast<std::uint8_t>(digit);
                const auto whole = find_clash(grid), local = find_clash_at(grid, cell);
                ASSERT_EQ(whole.has_value(), local.has_value()) << cell << " " << digit;
                if (!whole) continue;
                ++clashes;
                EXPECT_EQ(describe(*local), describe(*whole)) << cell << " " << digit;
                EXPECT_EQ(local->unit, whole->unit);
            }
        }
        EXPECT_GT(clashes, 100);
    }
}

}  // namespace
}  // namespace sudoku
