// A puzzle's givens placed through a propagator, for the cores that take the
// 9x9 givens one cell at a time (the region core, the target score; the
// classic core places them eight at a time).
#pragma once

#include "sudoku/core/geometry.hpp"
#include "sudoku/core/grid.hpp"

namespace sudoku {

// Each given through `propagator.place(digit, cell)` (digit 0-based), then
// `propagator.run()`; false when a given is out of range or they contradict.
template <class Propagator>
bool place_givens(const Grid& puzzle, Propagator& propagator) {
    for (int cell = 0; cell < kCells; ++cell)
        if (puzzle[cell] > 9 || (puzzle[cell] != 0 && !propagator.place(puzzle[cell] - 1, cell))) return false;
    return propagator.run();
}

}  // namespace sudoku
