// The region core: 9x9 grids whose houses are the rows, the columns and any
// partition of the 81 cells into nine regions of nine cells (jigsaw or
// squiggly Sudoku, HDU 4069; the boxes are one partition). Per digit, a
// bitboard of the cells it can still take, the classic core's three band
// words (classic/board.hpp draws them); the regions are tables built once a
// puzzle (regions/board.hpp). Propagation: naked singles, hidden singles in
// every house, locked candidates between a region and a row or column.
// Backtracking on a two-candidate cell (the one with most open peers), else
// a digit's two places in a house, else the cell with fewest candidates.
//
// Deterministic, and the search allocates nothing on the heap. For the boxes
// the classic core is faster (doc/solver-notes.md, "The region core"): the
// judges' box problems stay with it, and so does a partition that is the boxes
// (GeneralGrid::set_regions keeps none).
#pragma once

#include <array>
#include <cstdint>

#include "sudoku/core/grid.hpp"

namespace sudoku::regions {

// Problem specification:
//   regions[cell]  the region of each cell, 0..8, cells row-major (geometry.hpp)
using RegionMap = std::array<std::uint8_t, kCells>;
RegionMap box_regions();  // the boxes as regions: region = box_of(cell)

// What can be wrong with a partition, as a value (the search never throws):
enum class RegionError {
    none,
    out_of_range,   // a cell's region is not 0..8
    wrong_size,     // a region has other than nine cells
    disconnected,   // a region's cells are not joined orthogonally (check_regions only)
};
struct RegionCheck {
    RegionError error = RegionError::none;
    int region = -1;  // the region at fault (out_of_range: the cell)
};
// The first fault in region order, connectivity included. The search needs
// only nine cells a region and does not ask for connectivity; a judge's
// validator does.
RegionCheck check_regions(const RegionMap& regions);

// Search statistics (for the benchmark):
struct SearchStats {
    std::uint64_t nodes = 0;    // states propagated, including the root
    std::uint64_t guesses = 0;  // branches tried beyond the first at a choice point
};

// Solving and counting:
//   `puzzle` may hold any digits 0..9; givens that clash have no solution.
//   count: min(number of solutions, limit), limit >= 1; `first` the first
//   solution the search meets (with count >= 1). error: out_of_range or
//   wrong_size, and then count is 0 and no search ran.
struct RegionAnswer {
    RegionError error = RegionError::none;
    int count = 0;
    Grid first{};
};
RegionAnswer count_solutions(const Grid& puzzle, const RegionMap& regions, int limit, SearchStats* stats = nullptr);
// HDU 4069's question: none, one (its solution) or several.
inline RegionAnswer count_to_two(const Grid& puzzle, const RegionMap& regions, SearchStats* stats = nullptr) {
    return count_solutions(puzzle, regions, 2, stats);
}

}  // namespace sudoku::regions
