// The general core: n²×n² Sudoku for n = 1..5 (1x1, 4x4, 9x9, 16x16, 25x25),
// as judges such as POJ 3076 / UVa 1309 / SPOJ SUDOKU (16x16) and UVa 989
// (n = 1..3, the lexicographically smallest solution) pose it.
//
// One candidate mask per cell and, per house and digit, a mask of the places
// still open to it (the layouts drawn in src/core/general/board.hpp).
// Propagation to a fixpoint: naked singles, hidden singles, and locked
// candidates (pointing and claiming); then a branch on the unsolved cell with
// the fewest candidates (the first in reading order on a tie), values
// ascending. The 9x9 case is served here too, for UVa 989; classic_solver.hpp
// is the fast one for 9x9.
//
// Deterministic: the same puzzle always gives the same solution and the same
// statistics. The search allocates nothing on the heap: its stack of states is
// allocated once per call, before it starts, and only when the root needs a branch.
#pragma once

#include <cstdint>

#include "sudoku/core/general_grid.hpp"

namespace sudoku::general {

// Search statistics (for the benchmark and the tests):
struct SearchStats {
    std::uint64_t nodes = 0;    // states propagated, including the root
    std::uint64_t guesses = 0;  // branches tried beyond the first at a choice point
};

// Solving:
//   `puzzle` may hold any values 0..side; givens that clash simply have no
//   solution. Returns true and fills `solution` (same box size) when there is one.
bool solve(const GeneralGrid& puzzle, GeneralGrid& solution, SearchStats* stats = nullptr);

// Counting: the number of solutions, stopping once `limit` are found (so the
// result is min(true count, limit)). limit >= 1.
int count_solutions(const GeneralGrid& puzzle, int limit, SearchStats* stats = nullptr);

// Counting within a budget, for a generator that must not stall on one hard
// check: as count_solutions(), but the search stops once it has propagated
// more than `max_nodes` nodes, and then `gave_up` (and `count` is what it had
// found: a lower bound).
struct BoundedCount {
    int count = 0;
    bool gave_up = false;
};
BoundedCount count_solutions_within(const GeneralGrid& puzzle, int limit, std::uint64_t max_nodes, SearchStats* stats = nullptr);

// The lexicographically smallest solution, comparing the cells in reading
// order (UVa 989's answer): true and `solution` when there is one. Meant for
// n <= 3, where it takes well under a millisecond; on a sparse 25x25 the
// refutation of each smaller value is a whole search and can take minutes.
bool solve_smallest(const GeneralGrid& puzzle, GeneralGrid& solution, SearchStats* stats = nullptr);

}  // namespace sudoku::general
