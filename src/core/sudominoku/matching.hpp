// The tiling as a matching: which live edges no tiling of the open cells can
// use, so that they die before the search tries them.
//
// Vocabulary:
//   dark, light   the checkerboard colours (kDarkCells); a domino covers one
//                 cell of each, so a tiling of the open cells is a perfect
//                 matching of the open dark cells to the open light ones
//                 along live edges
//   dark id       the dark cells numbered 0-40 in cell order, the light cells
//   light id      0-39 (each cell / 2), so that a set of either is one 64-bit word
//   pair          a dark cell and the light cell one perfect matching gives it
//
// Measured trade-offs behind these choices, with their figures:
// doc/solver-notes.md, "Sudominoku".
#pragma once

#include "analysis.hpp"

namespace sudoku::sudominoku::detail {

// The live edges no perfect matching uses, as boards (the edge named by its
// first cell, as in state.hpp).
struct UnusableEdges {
    Wide right = 0, down = 0;
};

// Reads the live edges from `analysis.edges.live_ways`, which forced_edges()
// leaves exact. False when the open cells have no perfect matching, with
// `analysis.dead_end.cell` a dark cell left unmatched.
bool find_unusable_edges(const State& s, Analysis& analysis, UnusableEdges& unusable);

}  // namespace sudoku::sudominoku::detail
