#include "edges.hpp"

#include "digit_unions.hpp"

namespace sudoku::sudominoku::detail {
namespace {

// Cells with at least two of the edges given as boards, each at the cell it
// leaves from: `right` at the left cell of the edge, `down` at the upper.
Wide two_or_more(Wide right, Wide down) {
    const Wide r = right, l = right << 1, d = down, u = down << 9;
    return (r & l) | ((r | l) & (d | u)) | (d & u);
}

void kill_edge(LiveEdges& edges, int cell, int other) {
    for (int i = 0; i < 4; ++i) {
        if (kFourNeighbours[cell][i] == other) edges.live_ways[cell] &= ~(1u << i);
        if (kFourNeighbours[other][i] == cell) edges.live_ways[other] &= ~(1u << i);
    }
}

// The edges on a board die, here and in the descendants: `kStep` 1 for a
// "right" board, 9 for a "down" one (a template parameter: as a run-time
// argument it cost 0.6% of hunted.in's instructions). Their cells go to
// `touched`, when given, to be counted again.
template <int kStep>
void kill_edges_along(LiveEdges& live, Wide edges, CellSet* touched) {
    for (Wide dead = edges; dead != 0; dead &= dead - 1) {
        const int cell = lowest_cell(dead);
        kill_edge(live, cell, cell + kStep);
        if (touched) {
            touched->add(cell);
            touched->add(cell + kStep);
        }
    }
}

}  // namespace

void LiveEdges::kill(Wide right, Wide down, CellSet* touched) {
    if ((right | down) != 0) matched = false;
    kill_edges_along<1>(*this, right, touched);
    kill_edges_along<9>(*this, down, touched);
    dead_right |= right;
    dead_down |= down;
}

// Lost: running it after every round, region colour balance after the
// forcing: fewer nodes, more time.
bool forced_edges(const State& s, Analysis& analysis, CellSet& touched) {
    const UnionByThirds<Wide> holding([&](int digit) { return analysis.candidates.board(digit); });
    Wide right = 0, down = 0;
    for (int digit = 1; digit <= 9; ++digit) {
        const Wide here = analysis.candidates.board(digit), partners = holding(s.partners[digit]);
        // The other way round ({b,a} with b on the left) is counted at b.
        right |= here & (partners >> 1);
        down |= here & (partners >> 9);
    }
    right &= kNotLastColumn & ~analysis.edges.dead_right;
    down &= ~analysis.edges.dead_down;
    const Wide open = wide(s.open), live_right = right, live_down = down;
    // Edges between open cells that no unused domino fits die as well (they
    // stay unfit below), so that live_ways holds exactly the live edges for
    // find_unusable_edges(). They change no count: nothing was placed on them.
    analysis.edges.kill(open & (open >> 1) & kNotLastColumn & ~analysis.edges.dead_right & ~right,
               open & (open >> 9) & ~analysis.edges.dead_down & ~down, nullptr);
    for (;;) {
        const Wide stranded = open & ~(right | right << 1 | down | down << 9);
        if (stranded != 0) {
            analysis.dead_end.cell = lowest_cell(stranded);
            return false;
        }
        const Wide single = open & ~two_or_more(right, down);
        const Wide paired_right = right & (single | single >> 1), paired_down = down & (single | single >> 9);
        if (const Wide crowded = two_or_more(paired_right, paired_down); crowded != 0) {
            analysis.dead_end.cell = lowest_cell(crowded);
            return false;
        }
        const Wide paired = paired_right | paired_right << 1 | paired_down | paired_down << 9;
        const Wide kept_right = right & (~(paired | paired >> 1) | paired_right);
        const Wide kept_down = down & (~(paired | paired >> 9) | paired_down);
        if (kept_right == right && kept_down == down) break;
        right = kept_right;
        down = kept_down;
    }
    analysis.edges.kill(live_right & ~right, live_down & ~down, &touched);
    return true;
}

}  // namespace sudoku::sudominoku::detail
