// The classic 9x9 core: per digit, a bitboard of the cells it can still take,
// one 27-bit word per band of three rows (the layout is drawn in
// classic/board.hpp). Propagation: locked candidates in bands and stacks,
// which settle hidden singles, and naked singles. Backtracking on a
// two-candidate cell chosen by its unsolved peers and by how often guessing
// on it has failed (conflict weights), the digit with more places left on the
// board first; when no cell has two candidates, triads (each minirow and
// minicolumn holds three digits) and then a digit's two placement patterns
// left in a band or stack.
//
// Deterministic: the same puzzle always gives the same solution (the first one
// in the search order), and the search allocates nothing on the heap.
#pragma once

#include <cstdint>

#include "sudoku/core/grid.hpp"

namespace sudoku::classic {

// Search statistics (for --stats and the benchmark):
struct SearchStats {
    std::uint64_t nodes = 0;    // states propagated, including the root
    std::uint64_t guesses = 0;  // branches tried beyond the first at a choice point
};

// Solving:
//   `puzzle` may hold any digits 0..9; givens that clash simply have no solution.
//   Returns true and fills `solution` when there is one.
bool solve(const Grid& puzzle, Grid& solution, SearchStats* stats = nullptr);

// Counting: the number of solutions, stopping once `limit` are found
// (so the result is min(true count, limit)). limit >= 1.
int count_solutions(const Grid& puzzle, int limit, SearchStats* stats = nullptr);

// The lexicographically smallest solution (the 81 digits read as one number),
// what BOJ 2239 and UVa 989 ask for. Cells are fixed in reading order, each
// to its smallest digit that still leaves a solution, with solve() as the
// oracle: a puzzle with one solution costs one count, and no digit is ever
// guessed blind, so a hard puzzle cannot blow it up as a plain ordered search can.
bool solve_smallest(const Grid& puzzle, Grid& solution, SearchStats* stats = nullptr);

}  // namespace sudoku::classic
