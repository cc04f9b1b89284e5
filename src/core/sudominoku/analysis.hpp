// The Sudominoku core's analysis of a node: which placements a solution
// could still use, counted per cell, per domino and per digit of a unit, and
// the most constrained choice to branch on.
//
// Contents:
//   Choice                 what to branch on, and how choices are weighed
//   Analysis               what one node's analysis knows, by job: candidates
//                          (candidates.hpp), counts (placement_counts.hpp),
//                          the tiling's edges (live_edges.hpp, edges.hpp)
//   placements_of()        a cell's placements, as counted
//   analyse()              narrow the candidates, look for a forced move or a
//                          dead end, else pick the choice (analysis.cpp)
//   for_each_placement()   the placements of a choice, in a fixed order
//
// Measured trade-offs behind these choices, with their figures:
// doc/solver-notes.md, "Sudominoku".
#pragma once

#include <cassert>

#include "candidates.hpp"
#include "live_edges.hpp"
#include "placement_counts.hpp"
#include "state.hpp"

namespace sudoku::sudominoku::detail {

// The most placements one choice can have: a digit of a unit in 9 cells,
// each with 4 edges and 8 partners.
inline constexpr int kMaxBranches = 9 * 4 * 8;
// A choice's count before any is considered: more than any choice has, small
// enough to square and weigh in 64 bits.
inline constexpr int kNoChoiceYet = 1 << 12;

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

// What failed, when the analysis finds a dead end (-1: not that kind): the
// search adds it to the conflict weights.
struct DeadEnd {
    int cell = -1, unit = -1, domino = -1;
    std::uint64_t culprits = 0;  // used dominoes that could have covered the failed cell
};

// One node's analysis, recomputed from the state (cheaper than maintaining it
// incrementally through undo), starting from an ancestor's: its candidates
// narrowed to a fixpoint (a digit no legal placement puts in a cell goes, and
// sudoku singles, the tiling and the digits' patterns narrow what is left),
// the tiling's live edges, and the placements counted on what is left. Every
// narrowing is sound, so the counts only ever count placements a solution
// could use. Each part owns its incremental state and checks it in sanity().
struct Analysis {
    Candidates candidates;
    PlacementCounts counts;
    LiveEdges edges;
    DeadEnd dead_end;

    // What every analysis the search goes on from keeps true, for assert() in
    // debug builds.
    bool sanity(const State& s) const { return candidates.sanity(s) && edges.sanity() && counts.sanity(s, candidates, edges); }
};

// The placements the analysis counts for `cell` (0 for a cell it saw filled).
inline int placements_of(const Analysis& analysis, int cell) { return analysis.counts.of_cell(cell, analysis.candidates[cell]); }

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
