// A 9x9 grid of digits and the checks every reader, test and benchmark uses.
// How a cell or a clash is named in a message is io/messages.hpp's business.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "sudoku/core/geometry.hpp"

namespace sudoku {

// Digits row-major (cell numbering in geometry.hpp), 0 = blank.
using Grid = std::array<std::uint8_t, kCells>;

// Two givens with the same digit in one unit.
struct Clash {
    int earlier_cell;  // the first of the two in row-major order
    int later_cell;
    int digit;
    int unit;          // a unit both cells share (row before column before box)
};

// Checking a grid:
std::optional<Clash> find_clash(const Grid& grid);  // the clash whose later cell comes first
bool has_clash(const Grid& grid);                   // whether there is one, in one pass over unit masks
// The clash the digit at `cell` makes with its peers, reported as find_clash()
// would when the rest of the grid has none: 20 peers read, not the grid.
std::optional<Clash> find_clash_at(const Grid& grid, int cell);
bool is_complete_and_valid(const Grid& grid);                    // every unit holds 1..9 once
bool is_solution_of(const Grid& solution, const Grid& puzzle);   // valid, and agrees with every given
int count_givens(const Grid& grid);

}  // namespace sudoku
