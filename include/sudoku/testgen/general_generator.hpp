// Random n²×n² puzzles (box size 1..5) for the general core's tests and
// benchmark: the same (box size, seed, options) give the same puzzle on every
// machine, since every step is this project's own code (Random, the fill
// below, and the general core's counter, whose counts do not depend on its
// search order; a bounded check's outcome does, see check_nodes).
#pragma once

#include <cstdint>

#include "sudoku/core/general_grid.hpp"
#include "sudoku/core/random.hpp"

namespace sudoku {

struct GeneralPuzzleOptions {
    // Stop once this many givens are left; 0: as few as the other option
    // allows (a minimal puzzle when unique, the empty grid when sparse).
    int givens = 0;
    // Givens taken away without asking whether the solution stays unique:
    // with few left, a puzzle with several solutions (always at least one).
    bool sparse = false;
    // A bound on each uniqueness check, in the core's search nodes (0: none).
    // A given whose check runs out stays: the puzzle is still unique, but
    // may not be minimal. A minimal 25x25 needs it: stopping at 280 givens
    // took 95 s unbounded (doc/solver-notes.md). With a bound, the puzzle
    // depends on the core's search order too (where a check runs out), so a
    // change to the core may change it.
    std::uint64_t check_nodes = 0;
};

// A random complete grid: cells filled the one with fewest candidates first,
// values in random order, starting afresh (from the same stream) after a
// bounded number of dead ends. Every grid can come out, not all equally often.
GeneralGrid random_general_solution(int box_size, Random& random);

// A random complete grid, then its givens taken away in random order while
// the puzzle keeps one solution (or, sparse, without asking) until
// `options.givens` are left. Unique and without a target, each given is tried
// once, which leaves a minimal puzzle: a given that could not go then cannot
// once more have gone.
GeneralGrid generate_general(int box_size, std::uint64_t seed, const GeneralPuzzleOptions& options);

}  // namespace sudoku
