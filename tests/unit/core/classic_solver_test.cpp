#include <gtest/gtest.h>

#include "sudoku/core/classic_solver.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

// tests/data/classic_puzzles.txt: "puzzle:n", n = 1 for a unique puzzle, 2 for "two or more".
TEST(ClassicSolver, SolvesEveryListedPuzzleValidlyAndCountsItsSolutions) {
    const auto puzzles = test::read_puzzle_lines("tests/data/classic_puzzles.txt");
    ASSERT_GE(puzzles.size(), 60u);
    for (const auto& [text, expected_count] : puzzles) {
        const Grid puzzle = test::grid_from_line(text);
        Grid solution;
        ASSERT_TRUE(classic::solve(puzzle, solution)) << text;
        EXPECT_TRUE(is_solution_of(solution, puzzle)) << text;
        EXPECT_EQ(classic::count_solutions(puzzle, 2), expected_count) << text;
    }
}

TEST(ClassicSolver, RefutesPuzzlesWithoutSolutionAndTheSearchIsSmall) {
    const auto puzzles = test::read_puzzle_lines("tests/data/classic_no_solution.txt");
    ASSERT_EQ(puzzles.size(), 5u);
    for (const auto& [text, unused] : puzzles) {
        const Grid puzzle = test::grid_from_line(text);
        Grid solution;
        classic::SearchStats stats;
        EXPECT_FALSE(classic::solve(puzzle, solution, &stats)) << text;
        EXPECT_LT(stats.nodes, 2000u) << text;  // "within milliseconds": a node costs well under a microsecond
        EXPECT_EQ(classic::count_solutions(puzzle, 5), 0) << text;
    }
}

// The search size on the heavy tail, counted (deterministic), not timed:
// whole-tree guesses were 4,358 in all (542 at most) with cell branching
// alone, 2,255 (221) with placement patterns and triads.
TEST(ClassicSolver, TheHeavyTailPuzzlesNeedSmallSearches) {
    const auto puzzles = test::read_puzzle_lines("tests/data/classic_tail24.txt");
    ASSERT_EQ(puzzles.size(), 24u);
    std::uint64_t guesses = 0;
    for (const auto& [text, unused] : puzzles) {
        const Grid puzzle = test::grid_from_line(text);
        Grid solution;
        ASSERT_TRUE(classic::solve(puzzle, solution)) << text;
        EXPECT_TRUE(is_solution_of(solution, puzzle)) << text;
        classic::SearchStats stats;
        EXPECT_EQ(classic::count_solutions(puzzle, 2, &stats), 1) << text;
        EXPECT_LT(stats.guesses, 300u) << text;
        guesses += stats.guesses;
    }
    EXPECT_LT(guesses, 2'600u);
}

// The line format leaves clashing givens to the solver (Clashes::left_to_solver),
// whose board is built from each digit's givens at once: every pair of peers
// given the same digit (sharing a minirow, a row across boxes, a box across
// rows, a column within a band or across bands), alone or among a puzzle's
// givens, has no solution; the same givens without the clash have one.
TEST(ClassicSolver, ClashingGivensHaveNoSolution) {
    const Grid puzzle = test::grid_from_line(test::shared_puzzle("hard_17"));
    Grid solution;
    ASSERT_TRUE(classic::solve(puzzle, solution));
    for (int a = 0; a < kCells; ++a)
        for (int b = a + 1; b < kCells; ++b) {
            if (!are_peers(a, b)) continue;
            Grid alone{};
            alone[a] = alone[b] = 4;
            Grid found;
            ASSERT_FALSE(classic::solve(alone, found)) << a << " " << b;
            ASSERT_EQ(classic::count_solutions(alone, 1), 0) << a << " " << b;
            // Among the solution's own digits: a clash with them, or none.
            Grid among = puzzle;
            among[a] = solution[a];
            among[b] = solution[a];
            ASSERT_EQ(classic::solve(among, found), false) << a << " " << b;
            among[b] = solution[b];
            ASSERT_TRUE(classic::solve(among, found)) << a << " " << b;
            ASSERT_EQ(found, solution) << a << " " << b;
        }
}

TEST(ClassicSolver, ACellWithNoCandidateLeftIsFoundWithoutGuessing) {
    // Row 1 holds 1..8; the 9 below the empty cell leaves it nothing.
    Grid puzzle{};
    for (int column = 0; column < 8; ++column) puzzle[cell_at(0, column)] = static_cast<std::uint8_t>(column + 1);
    puzzle[cell_at(1, 8)] = 9;
    Grid solution;
    classic::SearchStats stats;
    EXPECT_FALSE(classic::solve(puzzle, solution, &stats));
    EXPECT_EQ(stats.guesses, 0u);
}

TEST(ClassicSolver, SolvedGridIsItsOwnSolution) {
    const Grid solved = test::grid_from_line(test::shared_puzzle("boj_sample_solution"));
    Grid solution;
    ASSERT_TRUE(classic::solve(solved, solution));
    EXPECT_EQ(solution, solved);
    EXPECT_EQ(classic::count_solutions(solved, 10), 1);
}

TEST(ClassicSolver, EmptyAndNearEmptyGridsSolveQuicklyAndDeterministically) {
    const char* const sparse[] = {
        ".................................................................................",
        "1...........2...........3...........4...........5...........6...........7.......8",
        "........1.......2.......3.......4.......5.......6.......7.......8.......9........",
        "12.......................................................................3.......",
    };
    for (const char* text : sparse) {
        const Grid puzzle = test::grid_from_line(text);
        Grid first, second;
        classic::SearchStats stats;
        ASSERT_TRUE(classic::solve(puzzle, first, &stats)) << text;
        EXPECT_TRUE(is_solution_of(first, puzzle));
        EXPECT_LT(stats.nodes, 1000u) << text;  // no wandering in the huge space of solutions
        ASSERT_TRUE(classic::solve(puzzle, second));
        EXPECT_EQ(first, second);
        EXPECT_EQ(classic::count_solutions(puzzle, 3), 3);
    }
}

TEST(ClassicSolver, CountingStopsAtTheLimit) {
    const Grid empty{};
    EXPECT_EQ(classic::count_solutions(empty, 1), 1);
    EXPECT_EQ(classic::count_solutions(empty, 50), 50);
}

}  // namespace
}  // namespace sudoku
