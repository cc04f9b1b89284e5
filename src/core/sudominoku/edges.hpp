// The tiling's edges (private to the Sudominoku core's analysis): which
// edges between open cells a domino can still lie along, and what that
// forces. An edge is the pair of a cell and its right or lower neighbour; a
// board of edges has bit `cell` for the edge that leaves `cell`
// (live_edges.hpp).
#pragma once

#include "analysis.hpp"

namespace sudoku::sudominoku::detail {

// The tiling on its own. Every open cell lies under one domino, along a live
// edge: one whose two cells can hold the digits of an unused domino. A cell
// with a single live edge is paired along it, and its partner's other edges
// die; a cell with no live edge, or one that two cells need, is a dead end.
// Dead edges stay dead in the descendants (a tiling of theirs is one of this
// state's), and their cells go to `touched`, to be counted again.
//
// Run only where the search would branch (see analyse()).
bool forced_edges(const State& s, Analysis& analysis, CellSet& touched);

}  // namespace sudoku::sudominoku::detail
