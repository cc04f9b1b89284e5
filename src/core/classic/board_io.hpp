// The classic board in and out of the search: the givens placed on an empty
// board, and the solved board read out as digits. Each runs once a puzzle;
// in AVX2 registers where the vector sweep runs (the same switch,
// use_vector_sweep()), else word by word: both give the same board and grid.
#pragma once

#include "board.hpp"

namespace sudoku::classic {

// The board with the givens placed, as Propagator::place() one by one would
// leave it: each digit's word keeps its givens and the free cells that see
// none of them. False when two givens of a digit see each other.
bool place_givens(const Grid& puzzle, Board& board);

// What write_grid(solved, grid) writes.
void read_out(const Board& solved, Grid& grid);

}  // namespace sudoku::classic
