// The tiling's live edges (private to the Sudominoku core's analysis): the
// edges between cells that a domino of some tiling left can still lie along.
//
//   dead_right, dead_down   boards: bit `cell` for the edge from `cell` to its
//                           right / lower neighbour, once dead
//   live_ways[cell]         bit i for the edge to the neighbour in slot i of
//                           kFourNeighbours, while live
//
// Dead edges stay dead in the descendants: a tiling of theirs is one of this
// node's. Invariant (sanity()): no way is live whose edge is dead; between
// open cells the ways are exactly the edges not dead once forced_edges()
// (edges.hpp) has run.
#pragma once

#include "state.hpp"

namespace sudoku::sudominoku::detail {

struct LiveEdges {
    Wide dead_right = 0, dead_down = 0;
    std::array<std::uint8_t, kCells> live_ways;
    // No edge has died and no cell been filled since find_unusable_edges()
    // last found none to kill: it would find none again.
    bool matched = false;

    LiveEdges() { live_ways.fill(0xF); }
    // The edges on the boards die (and the tiling is no longer known to be
    // matched); their cells go to `touched`, when given, to be counted again.
    void kill(Wide right, Wide down, CellSet* touched);
    bool dead(int cell, int other) const {
        const int first = cell < other ? cell : other, second = cell < other ? other : cell;
        return ((second == first + 1 ? dead_right : dead_down) >> first & 1) != 0;
    }
    bool sanity() const {
        for (int cell = 0; cell < kCells; ++cell)
            for (int i = 0; i < 4; ++i) {
                const int other = kFourNeighbours[cell][i];
                if ((live_ways[cell] >> i & 1) && other < kCells && dead(cell, other)) return false;
            }
        return true;
    }
};

}  // namespace sudoku::sudominoku::detail
