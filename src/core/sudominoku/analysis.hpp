// The Sudominoku core's analysis of a node: which placements a solution
// could still use, counted per cell, per domino and per digit of a unit, and
// the most constrained choice to branch on.
//
// Contents:
//   Choice                 what to branch on, and how choices are weighed
//   Analysis               what one node's analysis knows (split by job below)
//   placements_of()        a cell's placements, as counted
//   analyse()              narrow the candidates, look for a forced move or a
//                          dead end, else pick the choice (analysis.cpp)
//   for_each_placement()   the placements of a choice, in a fixed order
//
// Measured trade-offs behind these choices, with their figures:
// doc/solver-notes.md, "Sudominoku".
#pragma once

#include <cassert>
#include <cstring>

#include "state.hpp"

namespace sudoku::sudominoku::detail {

// The most placements one choice can have: a digit of a unit in 9 cells,
// each with 4 edges and 8 partners.
inline constexpr int kMaxBranches = 9 * 4 * 8;
// A choice's count before any is considered: more than any choice has, small
// enough to square and weigh in 64 bits.
inline constexpr int kNoChoiceYet = 1 << 12;

// What the search branches on, as in exact cover: the placements covering
// one cell, those of one unused domino, or those putting a digit somewhere in
// a unit that still lacks it.
// What the search branches on: a cell's placements, a domino's, or a
// digit's in a unit. What was chosen is read through the accessors of its
// kind, each of which checks the kind in debug builds.
struct Choice {
    enum Kind { cell, domino, unit_digit } kind = cell;
    int first = -1;  // the cell; the domino's smaller digit; the unit (read through the accessors)
    int second = 0;  // 0; the domino's larger digit; the digit
    int count = kNoChoiceYet;
    std::uint32_t weight = 0;

    static Choice of_cell(int cell, int n, std::uint32_t conflicts) { return Choice{Choice::cell, cell, 0, n, conflicts}; }
    int chosen_cell() const { return assert(kind == cell), first; }
    int smaller_digit() const { return assert(kind == domino), first; }
    int larger_digit() const { return assert(kind == domino), second; }
    int unit() const { return assert(kind == unit_digit), first; }
    int digit() const { return assert(kind == unit_digit), second; }

    // Fewest placements over the square root of the conflict weight wins
    // (compared squared, in integers); a forced move (one placement) is taken
    // whatever the weights say. Any weaker-than-linear weighting won over
    // linear and square; the square root is the simplest of those.
    void consider(Kind kind_, int first_, int second_, int n, std::uint32_t conflicts) {
        if (count == 1) return;
        const std::uint64_t mine = std::uint64_t(n) * std::uint64_t(n), best = std::uint64_t(count) * std::uint64_t(count);
        if (n == 1 || mine * (1 + weight) < best * (1 + conflicts)) *this = Choice{kind_, first_, second_, n, conflicts};
    }
};

// Edges that lie under no domino of any tiling left (see forced_edges()).
// Dead edges stay dead in the descendants: a tiling of theirs is one of this node's.
struct LiveEdges {
    Wide dead_right = 0, dead_down = 0;  // bit `cell`: the edge to its right / lower neighbour
    // Per cell, the edges still live: bit i for the neighbour in slot i of
    // kFourNeighbours. Exact between open cells once forced_edges() has run.
    std::array<std::uint8_t, kCells> live_ways;
    // No edge has died and no cell been filled since find_unusable_edges()
    // last found none to kill: it would find none again.
    bool matched = false;
};

// The state the candidates and counts were made for, so that a descendant
// redoes only what its moves changed (see narrow()).
struct MadeFor {
    // Cells whose single candidate was taken from their peers already, here or
    // in an ancestor (whose candidates this one starts from): once is enough.
    CellSet peers_cleared;
    CellSet open;  // the empty cells
    std::array<DigitMask, 10> partners{};
    bool counted = false;  // false at the root: no placement counted yet
};

// What failed, when the analysis finds a dead end (-1: not that kind): the
// search adds it to the conflict weights.
struct DeadEnd {
    int cell = -1, unit = -1, domino = -1;
    std::uint64_t culprits = 0;  // used dominoes that could have covered the failed cell
};

// One node's analysis, recomputed from the state (cheaper than maintaining it
// incrementally through undo), starting from an ancestor's. `candidates`
// starts as the unit masks allow and is narrowed to a fixpoint: a digit no
// legal placement puts in a cell goes, and sudoku singles on what is left
// narrow it further. Every narrowing is sound, so the counts only ever count
// placements a solution could use.
struct Analysis {
    // One slot more than cells, always empty: kFourNeighbours points there.
    std::array<DigitMask, kCells + 1> candidates{};
    // The same candidates per digit: digit_cells[d] holds the cells with d
    // (index 0 unused), for the steps that work on whole boards; changed
    // wherever `candidates` change (keep_candidates() in analysis.cpp).
    std::array<CellSet, 10> digit_cells{};
    // Per unit, the digits that lost a cell there since the unit was last
    // looked at for singles, and those units as bits: only they can have a
    // new hidden single or a digit with no cell left.
    std::array<DigitMask, kUnits> changed_in_unit{};
    std::uint32_t changed_units = 0;
    // Per digit, the cells where it is placed, and the digits whose cells
    // changed since their band and stack patterns were last looked at
    // (keep_to_patterns() in analysis.cpp).
    std::array<CellSet, 10> placed{};
    DigitMask patterns_to_check = 0;
    // placements[cell][digit - 1]: legal placements with `digit` in `cell`
    // (meaningful only where `digit` is a candidate, 0 until first counted;
    // at most 4 x 8).
    std::array<std::array<std::uint8_t, 9>, kCells> placements;
    std::array<std::uint16_t, kDominoes> domino_placements{};  // of the unused dominoes
    LiveEdges edges;
    MadeFor made_for;
    DeadEnd dead_end;

    // What every analysis the search branches on keeps true, for assert() in
    // debug builds: a candidate only where the cell is empty and the unit
    // masks allow it, the padding slot empty, the digit boards and placed
    // cells in step, no unit left to look at.
    bool sanity(const State& s) const {
        if (candidates[kCells] != 0 || changed_units != 0) return false;
        std::array<CellSet, 10> boards{}, placed_now{};
        for (int cell = 0; cell < kCells; ++cell) {
            if (candidates[cell] & ~s.candidates(cell)) return false;
            for (unsigned m = candidates[cell]; m != 0; m &= m - 1) boards[lowest_digit(m)].add(cell);
            if (!s.is_empty(cell)) placed_now[s.digits[cell]].add(cell);
        }
        for (int digit = 1; digit <= 9; ++digit)
            if (wide(boards[digit]) != wide(digit_cells[digit]) || wide(placed_now[digit]) != wide(placed[digit])) return false;
        return true;
    }
};

// Per set of digits 1-8, 0xFF in the bytes of those digits (byte i: digit
// i + 1), as placements_of() reads a cell's counts: eight at a time.
constexpr auto make_digit_bytes() {
    std::array<std::array<std::uint8_t, 8>, 256> masks{};
    for (unsigned m = 0; m < 256; ++m)
        for (int i = 0; i < 8; ++i) masks[m][i] = (m >> i & 1) ? 0xFF : 0;
    return masks;
}
inline constexpr auto kDigitBytes = make_digit_bytes();

// The placements the analysis counts for `cell` (0 for a cell it saw filled):
// the counts of its candidates summed, digits 1-8 as the bytes of one word.
inline int placements_of(const Analysis& analysis, int cell) {
    const DigitMask m = analysis.candidates[cell];
    std::uint64_t counts, mask;
    std::memcpy(&counts, analysis.placements[cell].data(), 8);
    std::memcpy(&mask, kDigitBytes[m & 0xFF].data(), 8);
    counts &= mask;
    counts = (counts & 0x00FF00FF00FF00FF) + (counts >> 8 & 0x00FF00FF00FF00FF);  // four sums of two, up to 2 x 32
    // Multiplied, not branched on: whether a cell holds a 9 is data the
    // predictor cannot learn (cachegrind mispredicted a branch here one time in three).
    const int ninth = analysis.placements[cell][8] * (m >> 8);
    return static_cast<int>((counts * 0x0001000100010001) >> 48) + ninth;
}

// The analysis the search starts from: the candidates the givens of `root`
// allow, every edge live, nothing narrowed or counted yet.
Analysis root_analysis(const State& root);

// Fills `best` with the most constrained choice; false on a dead end (with
// `analysis.dead_end` saying where). `analysis` comes in holding an
// ancestor's analysis (see narrow()).
bool analyse(const State& s, const ConflictWeights& weights, Analysis& analysis, Choice& best);

// Calls f(placement) for each placement of the choice that the narrowed
// candidates allow, in a fixed order, until f returns false.
template <class F>
inline void for_each_placement(const State& s, const Analysis& analysis, const Choice& choice, F&& f) {
    auto from_cell = [&](int cell, DigitMask digits) {
        const auto& neighbours = kNeighbours[cell];
        for (int i = 0; i < neighbours.count; ++i) {
            if ((analysis.edges.live_ways[cell] >> i & 1) == 0) continue;
            const int other = neighbours.cells[i];
            const DigitMask other_candidates = analysis.candidates[other];
            for (unsigned m = digits; m != 0; m &= m - 1) {
                const int digit = lowest_digit(m);
                for (unsigned o = other_candidates & s.partners[digit]; o != 0; o &= o - 1)
                    if (!f(Placement{cell, digit, other, lowest_digit(o)})) return false;
            }
        }
        return true;
    };
    switch (choice.kind) {
        case Choice::cell:
            from_cell(choice.chosen_cell(), analysis.candidates[choice.chosen_cell()]);
            return;
        case Choice::unit_digit:
            for (int cell : kUnitCells[choice.unit()])
                if (!from_cell(cell, analysis.candidates[cell] & digit_bit(choice.digit()))) return;
            return;
        case Choice::domino:
            for (const Edge& edge : kEdges) {
                const Wide dead = edge.second == edge.first + 1 ? analysis.edges.dead_right : analysis.edges.dead_down;
                if (dead >> edge.first & 1) continue;
                const DigitMask first = analysis.candidates[edge.first], second = analysis.candidates[edge.second];
                const int smaller = choice.smaller_digit(), larger = choice.larger_digit();
                const DigitMask low = digit_bit(smaller), high = digit_bit(larger);
                if ((first & low) && (second & high) && !f(Placement{edge.first, smaller, edge.second, larger})) return;
                if ((first & high) && (second & low) && !f(Placement{edge.first, larger, edge.second, smaller})) return;
            }
            return;
    }
}

}  // namespace sudoku::sudominoku::detail
