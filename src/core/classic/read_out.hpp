// The solved classic board as digits, in the search's hot path once a solve.
#pragma once

#include "board.hpp"

namespace sudoku::classic {

// What grid_of(solved) returns, written to `grid`: in AVX2 registers where
// the vector sweep runs (the same switch, use_vector_sweep()), else grid_of().
void read_out(const Board& solved, Grid& grid);

}  // namespace sudoku::classic
