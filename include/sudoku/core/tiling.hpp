// Covering cells of a filled grid with dominoes: the exact cover behind both
// the checker (can the unused dominoes tile a contestant's grid?) and the
// Sudominoku generator (lay the 36 dominoes and 9 singles on a fresh grid).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "sudoku/core/grid.hpp"
#include "sudoku/core/random.hpp"
#include "sudoku/core/sudominoku_puzzle.hpp"

namespace sudoku::sudominoku {

struct TilingProblem {
    Grid grid{};                      // every cell to cover holds a digit 1..9
    std::array<bool, kCells> open{};  // the cells to cover
    std::uint64_t dominoes = 0;       // each must lie once (bit domino_index), on two open cells
    DigitMask singles = 0;            // each digit must stand once alone on an open cell holding it
    std::array<bool, kCells> single_allowed{};  // where a single may stand (with `singles`)
};

// A cover of exactly the open cells, or nullopt. The tightest constraint (an
// open cell, an unplaced domino or single) is covered first; `random`, when
// given, orders the tries at each step, so a generator gets a random cover.
// Gives up (nullopt) after `max_steps` placements; 0: no bound.
// The result lists the dominoes in the order laid and the singles' cells.
std::optional<CaseLayout> find_tiling(const TilingProblem& problem, Random* random = nullptr, std::uint64_t max_steps = 0);

}  // namespace sudoku::sudominoku
