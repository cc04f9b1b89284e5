// The n²×n² generator: deterministic in (n, seed, options), valid full grids,
// unique and minimal puzzles, the asked givens, sparse puzzles with several
// solutions.
#include <gtest/gtest.h>

#include "sudoku/core/general_solver.hpp"
#include "sudoku/testgen/general_generator.hpp"

namespace sudoku {
namespace {

TEST(GeneralGenerator, FullGridsAreValidForEveryBoxSize) {
    for (int n = 1; n <= 5; ++n) {
        Random random(static_cast<std::uint64_t>(n));
        const GeneralGrid grid = random_general_solution(n, random);
        EXPECT_EQ(grid.box_size(), n);
        EXPECT_TRUE(grid.is_complete_and_valid()) << n;
    }
}

TEST(GeneralGenerator, TheSameSeedAndOptionsGiveTheSamePuzzle) {
    for (int n = 2; n <= 4; ++n) {
        const GeneralPuzzleOptions options{n == 4 ? 120 : 0, false, 0};
        EXPECT_EQ(generate_general(n, 11, options), generate_general(n, 11, options)) << n;
        EXPECT_NE(generate_general(n, 11, options), generate_general(n, 12, options)) << n;
    }
}

// Unique, and minimal: taking any one given away leaves several solutions.
TEST(GeneralGenerator, PuzzlesAreUniqueAndMinimal) {
    for (int n = 2; n <= 3; ++n)
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const GeneralGrid puzzle = generate_general(n, seed, {});
            ASSERT_EQ(general::count_solutions(puzzle, 2), 1) << n << " " << seed;
            for (int cell = 0; cell < puzzle.cells(); ++cell) {
                if (puzzle[cell] == 0) continue;
                GeneralGrid fewer = puzzle;
                fewer.set(cell, 0);
                EXPECT_EQ(general::count_solutions(fewer, 2), 2) << n << " " << seed << " " << cell;
            }
        }
}

TEST(GeneralGenerator, Minimal16x16IsUniqueAndMinimal) {
    const GeneralGrid puzzle = generate_general(4, 3, {});
    ASSERT_EQ(general::count_solutions(puzzle, 2), 1);
    EXPECT_LT(puzzle.givens(), 120);
    for (int cell = 0; cell < puzzle.cells(); ++cell) {
        if (puzzle[cell] == 0) continue;
        GeneralGrid fewer = puzzle;
        fewer.set(cell, 0);
        EXPECT_EQ(general::count_solutions(fewer, 2), 2) << cell;
    }
}

TEST(GeneralGenerator, StopsAtTheAskedGivens) {
    for (const auto& [n, givens] : {std::pair{3, 30}, std::pair{4, 150}, std::pair{5, 400}}) {
        const GeneralGrid puzzle = generate_general(n, 5, {givens, false, 0});
        EXPECT_EQ(puzzle.givens(), givens) << n;
        EXPECT_EQ(general::count_solutions(puzzle, 2), 1) << n;
    }
}

// With a bound on each check the puzzle stays unique (a given whose check
// ran out is kept); the 25x25 this makes is what the bench calls hard.
TEST(GeneralGenerator, ABoundedCheckKeepsThePuzzleUnique) {
    const GeneralGrid puzzle = generate_general(4, 8, {0, false, 50});
    EXPECT_EQ(general::count_solutions(puzzle, 2), 1);
    const GeneralGrid unbounded = generate_general(4, 8, {});
    EXPECT_GE(puzzle.givens(), unbounded.givens());
}

TEST(GeneralGenerator, SparsePuzzlesHaveTheGivensAndSeveralSolutions) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const GeneralGrid puzzle = generate_general(4, seed, {60, true, 0});
        EXPECT_EQ(puzzle.givens(), 60);
        GeneralGrid solution;
        ASSERT_TRUE(general::solve(puzzle, solution));
        EXPECT_TRUE(solution.is_complete_solution_of(puzzle));
        EXPECT_EQ(general::count_solutions(puzzle, 2), 2) << seed;
    }
    EXPECT_EQ(generate_general(3, 1, {0, true, 0}), GeneralGrid(3));  // sparse, no target: all gone
}

}  // namespace
}  // namespace sudoku
