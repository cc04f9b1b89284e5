// The analysis of a node, step by step: narrow() prunes the candidates with
// no partner next to them along a live edge and applies sudoku singles, to a
// fixpoint, then counts the placements; where no cell is forced, the tiling
// and the digits' band and stack patterns narrow further and narrow() runs
// again; then one pass over the counts weighs every choice. Each step starts
// from what an ancestor's analysis left and redoes only what changed since.
#include "analysis.hpp"
#include "digit_unions.hpp"
#include "edges.hpp"
#include "matching.hpp"
#include "patterns.hpp"

#include <algorithm>
#include <cassert>

namespace sudoku::sudominoku::detail {
namespace {

// The digits that can lie next to a set of digits: those with a partner in
// the set, which (partner masks being symmetric) is the union of the set's
// partners. Made by each narrow() (mostly once a node: the partners stay as
// they are within one).
// Lost: made once in analyse() and passed down; two tables (over digits 1-5
// and 6-9): 1.7% more instructions, for the longer making.
class DigitsBeside : public UnionByThirds<DigitMask> {
public:
    explicit DigitsBeside(const State& s) : UnionByThirds([&](int digit) { return s.partners[digit]; }) {}
};

// The digits of any lane.
DigitMask any_lane(std::uint64_t lanes) {
    lanes |= lanes >> 32;
    return static_cast<DigitMask>((lanes | lanes >> 16) & 0xFFFF);
}

// Drops from the empty cells in `recount` the candidates with no partner next
// to them along a live edge. False when a cell is left with no candidate.
// With `chase`, a cell that loses candidates adds its neighbours to
// `recount`, those still ahead to be looked at in this pass.
// Lost: a walk word by word, each word read again after each cell (no branch
// on the half, as CellSet::next() has): the same instructions, no faster.
bool prune_unplaceable(const State& s, const DigitsBeside& beside, Analysis& analysis, CellSet& recount, bool chase,
                       CellSet& changed, NeighbourLanes& around) {
    for (int cell = recount.next(0); cell < kCells; cell = recount.next(cell + 1)) {
        const DigitMask m = analysis.candidates[cell];
        if (m == 0) continue;
        around[cell] = around_in_lanes(analysis.candidates, analysis.edges, cell);
        const DigitMask next_to = any_lane(around[cell]);
        const DigitMask kept = m & beside(next_to);
        if (kept == m) continue;
        if (kept == 0) {
            analysis.dead_end.cell = cell;
            for (unsigned rest = m; rest != 0; rest &= rest - 1) {
                const int digit = lowest_digit(rest);
                analysis.dead_end.culprits |= kCoverBits[digit][next_to & ~s.partners[digit] & ~digit_bit(digit)];
            }
            return false;
        }
        analysis.candidates.keep(cell, kept);
        changed.add(cell);
        if (chase) recount |= kNeighbourSets[cell];
    }
    return true;
}

DigitMask placed_in(const State& s, int unit) { return s.used.used[unit]; }

// Lost: locked candidates, naked pairs, a domino confined to one unit: fewer
// nodes, but more instructions on random and empty_top_rows cases.
//
// Sudoku singles on the candidates of the empty cells: a cell down to one
// digit takes it from its peers; a digit down to one cell in a unit takes that
// cell. False when a cell or a unit runs out of digits.
//
// Only cells and units that changed since they were last looked at can have
// something new: the cells in `previous` (changed in the round before, or by
// the move) and in `changed` (this round so far, growing as the passes run),
// and in the units, the digits they lost (`changed_in_unit`).
bool narrow_by_singles(const State& s, Analysis& analysis, const CellSet& previous, CellSet& changed) {
    // The cells cleared already are left out of the walk, not skipped by a branch in it.
    Candidates& candidates = analysis.candidates;
    const auto to_look_at = [&] {  // word by word: through Wide cost 0.4% more instructions
        const CellSet& cleared = candidates.peers_cleared();
        return CellSet{(previous.low | changed.low) & ~cleared.low, (previous.high | changed.high) & ~cleared.high};
    };
    for (int cell = to_look_at().next(0); cell < kCells; cell = to_look_at().next(cell + 1)) {
        const DigitMask m = candidates[cell];
        if (!std::has_single_bit(m)) continue;
        candidates.mark_peers_cleared(cell);
        for (Wide peers = candidates.board(lowest_digit(m)) & kPeerCells[cell]; peers != 0; peers &= peers - 1) {
            const int peer = lowest_cell(peers);
            candidates.keep(peer, candidates[peer] & ~m);
            if (candidates[peer] == 0) {
                analysis.dead_end.cell = peer;
                return false;
            }
            changed.add(peer);
        }
    }
    // The units in order; a hidden single adds its units still ahead, and
    // leaves those behind for the next round.
    for (std::uint32_t units = candidates.changed_units(); units != 0;) {
        const int unit = std::countr_zero(units);
        units &= units - 1;
        const DigitMask digits = candidates.take_changed(unit) & ~placed_in(s, unit);
        // Every digit is counted before any hidden single is taken. Lost: the
        // digits the unit lacks, not only those it lost; a 128-bit one-bit test.
        // The singles are marked without a branch (cachegrind mispredicted one on
        // `n == 1` a third of the time); the rare loop below finds their cells.
        DigitMask hidden = 0;
        for (unsigned m = digits; m != 0; m &= m - 1) {
            const int digit = lowest_digit(m);
            const int n = count(candidates.board(digit) & kUnitBoards[unit]);
            if (n == 0) {
                analysis.dead_end.unit = unit;
                return false;
            }
            hidden |= static_cast<DigitMask>(n == 1) << (digit - 1);
        }
        for (; hidden != 0; hidden &= hidden - 1) {
            const int digit = lowest_digit(hidden);
            const Wide cells = candidates.board(digit) & kUnitBoards[unit];
            const DigitMask bit = digit_bit(digit);
            // Gone with another hidden single of this unit, or already alone there.
            if (cells == 0) continue;
            const int cell = lowest_cell(cells);
            if (candidates[cell] == bit) continue;
            candidates.keep(cell, bit);
            changed.add(cell);
            units |= candidates.changed_units() & ~((2u << unit) - 1);
        }
    }
    return true;
}

// The cells orthogonally next to any of `cells`, whatever the edges between
// (and bits past the board, where `cells` reach the last row).
Wide next_to(Wide cells) {
    return (cells << 1 & kNotFirstColumn) | (cells >> 1 & kNotLastColumn) | cells << 9 | cells >> 9;
}
CellSet cells_next_to(const CellSet& cells) { return cell_set(next_to(wide(cells)) & wide(kEveryCell)); }

// The cells where any of `digits` is a candidate, for a few digits asked once;
// forced_edges(), which asks for nine sets of partners, builds UnionByThirds tables.
Wide cells_holding(const Analysis& analysis, DigitMask digits) {
    Wide cells = 0;
    for (unsigned m = digits; m != 0; m &= m - 1) cells |= analysis.candidates.board(lowest_digit(m));
    return cells;
}

// Cells with a candidate digit that has since lost, as a partner, a candidate
// of a neighbour: their placement counts have dropped.
CellSet cells_with_lost_partners(const State& s, const Analysis& analysis) {
    Wide cells = 0;
    for (int digit = 1; digit <= 9; ++digit) {
        const DigitMask lost = analysis.counts.lost_partners(s, digit);
        if (lost == 0) continue;
        cells |= analysis.candidates.board(digit) & next_to(cells_holding(analysis, lost));
    }
    return cell_set(cells);
}

// Placements of each unused domino, counted on the boards. A domino {a,b}
// lies on a cell with a and the cell to its right or below with b, or the
// other way round, along an edge that is not dead.
class DominoCounter {
public:
    explicit DominoCounter(const Analysis& analysis)
        : cells_of_(analysis.candidates.boards()), dead_right_(analysis.edges.dead_right), dead_down_(analysis.edges.dead_down) {}
    int placements(int a, int b) const {
        const Wide on_a = wide(cells_of_[a]), on_b = wide(cells_of_[b]);
        return one_way(on_a, on_b) + one_way(on_b, on_a);
    }

private:
    // Placements with `first` on the left or upper cell and `second` on the other.
    int one_way(Wide first, Wide second) const {
        return count(first & (second >> 1) & kNotLastColumn & ~dead_right_) + count(first & (second >> 9) & ~dead_down_);
    }
    const std::array<CellSet, 10>& cells_of_;
    Wide dead_right_, dead_down_;
};

// Narrows the candidates to a fixpoint, then counts the placements of the
// cells whose neighbourhood changed on the way (once, not in every round:
// pruning needs only whether a digit has a partner next to it).
//
// `analysis.candidates` comes in holding candidates known to be sound for an
// ancestor of `s` (at the root, root_analysis()'s): a descendant's solutions
// are among its ancestor's, so starting from them saves most rounds.
//
// The ancestor's candidates and counts were a fixpoint for its state, so only
// what the moves since then touched needs a second look: the cells next to a
// cell that lost candidates (what a cell keeps and counts depends on its
// neighbours, not on its own losses), cells whose digits lost a partner next
// to them, and the cells in `lost_ways`, whose edges died since
// (forced_edges()). In the first round those are counted in cell order,
// chasing each change to the neighbours ahead, which is what a full pass would
// do, so the search takes the very same path. The cells in `narrowed` lost
// candidates since, outside narrow(). `moved` receives the cells whose
// candidates or counts changed.
bool narrow(const State& s, Analysis& analysis, const CellSet& lost_ways, const CellSet& narrowed, CellSet& moved) {
    CellSet previous = kEveryCell, recount = kEveryCell;  // at the root, everything is new
    if (analysis.counts.counted()) {
        const Wide filled = analysis.candidates.filled_since(s);
        if (filled != 0) analysis.edges.matched = false;
        previous = analysis.candidates.remove_filled(s, filled) | narrowed;
        recount = (cells_next_to(previous) | cells_with_lost_partners(s, analysis) | lost_ways) & s.open;
    }
    analysis.counts.made_for(s);
    const DigitsBeside beside(s);
    CellSet to_count;
    NeighbourLanes around;  // set for every cell of to_count that has candidates
    moved = previous;
    for (bool first = true;; first = false) {
        CellSet changed;
        const bool alive = prune_unplaceable(s, beside, analysis, recount, first, changed, around);
        to_count |= recount;
        if (!alive || !narrow_by_singles(s, analysis, previous, changed)) return false;
        moved |= changed;
        if (changed.empty()) {
            analysis.counts.count(s, analysis.candidates, analysis.edges, to_count, around);
            moved |= to_count;
            return true;
        }
        // The partner masks stay as they are within a node, so only the
        // neighbours of the changed cells have new counts.
        recount = cells_next_to(changed) & s.open;
        previous = changed;
    }
}

// A unit digit's key before any placement is summed in (see analyse()): the
// digit, or past every count for a digit placed in the unit. One row per set
// of placed digits.
inline constexpr int kPlacedKey = 1 << 15;  // above 9 cells x 32 placements, << 4
constexpr auto make_unit_keys() {
    std::array<std::array<std::uint16_t, 9>, 512> keys{};
    for (unsigned placed = 0; placed < 512; ++placed)
        for (int digit = 1; digit <= 9; ++digit)
            keys[placed][digit - 1] = static_cast<std::uint16_t>(digit + (placed >> (digit - 1) & 1) * kPlacedKey);
    return keys;
}
inline constexpr auto kUnitKeys = make_unit_keys();

// An empty cell of `moved` with a single placement left, or -1. Only a cell
// whose candidates or counts moved in the last narrow() can have come down to
// one: the analysis it started from had none left (it was a branch point's,
// or its forced cells were all placed, see Search::place_forced()).
int forced_cell(const State& s, const Analysis& analysis, const CellSet& moved) {
    const CellSet cells = moved & s.open;
    for (int cell = cells.next(0); cell < kCells; cell = cells.next(cell + 1))
        if (placements_of(analysis, cell) == 1) return cell;
    return -1;
}

// Each unused domino's placements counted and offered as a branch; false
// (the domino named as the dead end) when one has none left.
bool consider_dominoes(const State& s, const ConflictWeights& weights, Analysis& analysis, Choice& best) {
    const DominoCounter dominoes(analysis);
    for (int low = 1; low <= 9; ++low)
        for (unsigned m = s.partners[low] & ~((2u << (low - 1)) - 1); m != 0; m &= m - 1) {
            const int high = lowest_digit(m);
            const int n = dominoes.placements(low, high);
            if (n == 0) {
                analysis.dead_end.domino = domino_index(low, high);
                return false;
            }
            best.consider(Choice::domino, low, high, n, weights.domino[domino_index(low, high)]);
            analysis.counts.set_domino(domino_index(low, high), n);
        }
    return true;
}

}  // namespace

Analysis root_analysis(const State& root) { return Analysis{Candidates(root), {}, {}, {}}; }

// `analysis.candidates` comes in as narrow() wants it.
// Lost: a sudoku solvability check, probing both sides of a choice, Hall
// matchings of dominoes to dark and light cells, a cell's digit before its
// domino, restarts, the whole classic propagator on the digit boards (fewer
// placements, more instructions on most files: only its patterns stayed, in
// keep_to_patterns()), a domino all of one cell's placements use taken from
// the rest of the board (5% fewer placements, more time); each with its
// figures in doc/solver-notes.md.
bool analyse(const State& s, const ConflictWeights& weights, Analysis& analysis, Choice& best) {
    // A cell with one placement left is a forced move: take it without the
    // rest. Any dead end the rest would find is found in the child instead.
    // Looked for on its own, before the unit counts, which a forced move does
    // not need.
    // The tiling is looked at only when there is no forced move: its forced
    // edges, then, when those kill none, the edges no perfect matching uses
    // (matching.hpp), then, when those kill none, the digits' patterns
    // (patterns.hpp); until none of them narrows anything. (Written as one
    // function of the three steps it cost 0.5% more instructions.)
    for (CellSet lost_ways, narrowed;;) {
        CellSet moved;
        if (!narrow(s, analysis, lost_ways, narrowed, moved)) return false;
        if (const int cell = forced_cell(s, analysis, moved); cell >= 0) {
            best = Choice::of_cell(cell, 1, weights.cell[cell]);
            return true;
        }
        assert(forced_cell(s, analysis, s.open) < 0);  // none outside `moved` either
        lost_ways = narrowed = CellSet{};
        if (!forced_edges(s, analysis, lost_ways)) return false;
        if (lost_ways.empty() && !analysis.edges.matched) {
            UnusableEdges unusable;
            if (!find_unusable_edges(s, analysis, unusable)) return false;
            analysis.edges.kill(unusable.right, unusable.down, &lost_ways);
            analysis.edges.matched = lost_ways.empty();
        }
        if (lost_ways.empty() && !keep_to_patterns(analysis, narrowed)) return false;
        if (lost_ways.empty() && narrowed.empty()) break;
    }
    // One pass over the candidates gives the placements of each cell and of
    // each digit in each unit (27 x 9 x 9 steps when counted unit by unit).
    // A unit's digits share its weight, so only its fewest placements (the
    // lowest digit among equals) can win: each unit digit is summed as the key
    // placements << 4 | digit, a placed digit's key starting past any count
    // (nothing is added to it: no cell of the unit has it as a candidate).
    std::array<std::array<std::uint16_t, 9>, kUnits> keys;
    for (int unit = 0; unit < kUnits; ++unit) keys[unit] = kUnitKeys[placed_in(s, unit)];
    for (int cell = 0; cell < kCells; ++cell) {
        if (analysis.candidates[cell] == 0) continue;
        const auto& units = kCellUnits[cell];
        int placements = 0;  // placements_of(), summed on the way
        for (unsigned m = analysis.candidates[cell]; m != 0; m &= m - 1) {
            const int digit = lowest_digit(m);
            const int k = analysis.counts.at(cell, digit);
            placements += k;
            for (int unit : units) keys[unit][digit - 1] += k << 4;
        }
        assert(placements == placements_of(analysis, cell));
        best.consider(Choice::cell, cell, 0, placements, weights.cell[cell]);
    }
    for (int unit = 0; unit < kUnits; ++unit) {
        int fewest = kPlacedKey;
        for (int digit = 1; digit <= 9; ++digit) fewest = std::min<int>(fewest, keys[unit][digit - 1]);
        if (fewest < kPlacedKey) best.consider(Choice::unit_digit, unit, fewest & 15, fewest >> 4, weights.unit[unit]);
    }
    return consider_dominoes(s, weights, analysis, best);
}

}  // namespace sudoku::sudominoku::detail
