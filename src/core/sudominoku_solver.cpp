#include "sudoku/core/sudominoku_solver.hpp"

#include <algorithm>
#include <cassert>
#include <optional>
#include <set>

namespace sudoku::sudominoku {
namespace {

// The dominoes {a,b} for a given `a` and each set of partners b, as bits
// domino_index(a, b): kCoverBits[a][mask].
constexpr auto make_cover_bits() {
    std::array<std::array<std::uint64_t, 512>, 10> bits{};
    for (int a = 1; a <= 9; ++a)
        for (unsigned mask = 0; mask < 512; ++mask)
            for (int b = 1; b <= 9; ++b)
                if (b != a && (mask & digit_bit(b))) bits[a][mask] |= std::uint64_t{1} << domino_index(a, b);
    return bits;
}
constexpr auto kCoverBits = make_cover_bits();

// A domino put down: `digit` in `cell`, `other_digit` in the adjacent `other`.
struct Placement {
    int cell, digit, other, other_digit;
};

// A set of cells, as two words (cells 0-63, 64-80).
struct CellSet {
    std::uint64_t low = 0, high = 0;
    constexpr void add(int cell) { (cell < 64 ? low : high) |= std::uint64_t{1} << (cell & 63); }
    bool empty() const { return (low | high) == 0; }
    // The smallest member from `cell` on, or kCells when there is none. Loops
    // written with it see members added while they run, ahead of where they are.
    int next(int cell) const {
        if (cell < 64) {
            const std::uint64_t rest = low >> cell << cell;
            if (rest != 0) return std::countr_zero(rest);
            return high == 0 ? kCells : 64 + std::countr_zero(high);
        }
        const std::uint64_t rest = high >> (cell - 64) << (cell - 64);
        return rest == 0 ? kCells : 64 + std::countr_zero(rest);
    }
    void remove(int cell) { (cell < 64 ? low : high) &= ~(std::uint64_t{1} << (cell & 63)); }
    CellSet& operator|=(const CellSet& other) {
        low |= other.low;
        high |= other.high;
        return *this;
    }
    friend CellSet operator|(CellSet a, const CellSet& b) { return a |= b; }
};

// One search state, copied whole at each choice point (about 160 bytes).
struct State {
    Grid digits{};
    UnitMasks used;                     // digits placed per row, column, box (shared with the classic core)
    std::array<DigitMask, 10> partners{};  // partners[a]: the b with domino {a,b} still unused (a itself never)
    CellSet open;                       // the empty cells
    int empty = 0;

    bool is_empty(int cell) const { return digits[cell] == 0; }
    DigitMask candidates(int cell) const { return is_empty(cell) ? used.candidates(cell) : 0; }

    void put(const Placement& p) {
        digits[p.cell] = static_cast<std::uint8_t>(p.digit);
        digits[p.other] = static_cast<std::uint8_t>(p.other_digit);
        used.place(p.cell, p.digit);
        used.place(p.other, p.other_digit);
        partners[p.digit] &= ~digit_bit(p.other_digit);
        partners[p.other_digit] &= ~digit_bit(p.digit);
        open.remove(p.cell);
        open.remove(p.other);
        empty -= 2;
    }
};

// What the search branches on, as in exact cover: the placements covering
// one cell, those of one unused domino, or those putting a digit somewhere in
// a unit that still lacks it.
struct Choice {
    enum Kind { cell, domino, unit_digit } kind = cell;
    int where = -1;  // the cell; the domino's smaller digit; the unit
    int what = 0;    // -; the domino's larger digit; the digit
    int count = 1 << 12;  // more than any choice has (288 at most), small enough to square and weigh
    std::uint32_t weight = 0;

    // Fewest placements over the square root of the conflict weight wins
    // (compared squared, in integers); a forced move (one placement) is taken
    // whatever the weights say. Nodes on empty_top_rows_n10 (total / worst),
    // placements n against weight w: n / (1 + w) 26,880 / 5,084; n / (1 + w)^2
    // 33,694 / 6,491; n / sqrt(1 + w) 23,540 / 4,837; fourth root, 3/4 power
    // and log2(2 + w) within 22,750 +- 1,000. Any weaker-than-linear weighting
    // wins; the square root is the simplest of those.
    void consider(Kind k, int w, int d, int n, std::uint32_t conflicts) {
        if (count == 1) return;
        const std::uint64_t mine = std::uint64_t(n) * std::uint64_t(n), best = std::uint64_t(count) * std::uint64_t(count);
        if (n == 1 || mine * (1 + weight) < best * (1 + conflicts)) *this = Choice{k, w, d, n, conflicts};
    }
};

// Conflict weights (dom/wdeg): each dead end adds one to the cell, unit or
// domino found to fail, so that the search learns to decide first the part
// of the board that keeps failing. Without them, the search settled the
// well-clued part of the board in every possible way before finding each time
// that the open part could not be tiled with the dominoes left (thrashing).
struct ConflictWeights {
    std::array<std::uint32_t, kCells> cell{};
    std::array<std::uint32_t, kUnits> unit{};
    std::array<std::uint32_t, kDominoes> domino{};
};

constexpr CellSet kEveryCell{~std::uint64_t{0}, (std::uint64_t{1} << (kCells - 64)) - 1};

constexpr auto make_neighbour_sets() {
    std::array<CellSet, kCells> sets{};
    for (int cell = 0; cell < kCells; ++cell)
        for (int i = 0; i < kNeighbours[cell].count; ++i) sets[cell].add(kNeighbours[cell].cells[i]);
    return sets;
}
constexpr auto kNeighbourSets = make_neighbour_sets();

constexpr auto make_unit_bits() {
    std::array<std::uint32_t, kCells> bits{};
    for (int cell = 0; cell < kCells; ++cell)
        for (int unit : units_of(cell)) bits[cell] |= 1u << unit;
    return bits;
}
constexpr auto kUnitBits = make_unit_bits();  // the units of each cell, as bits

// `cells` and their neighbours.
CellSet with_neighbours(const CellSet& cells) {
    CellSet all = cells;
    for (int cell = cells.next(0); cell < kCells; cell = cells.next(cell + 1)) all |= kNeighbourSets[cell];
    return all;
}

// Each cell's neighbours padded to four with kCells, a slot whose candidates
// are always empty, so that counting needs no loop over a varying count.
constexpr auto make_four_neighbours() {
    std::array<std::array<std::uint8_t, 4>, kCells> four{};
    for (int cell = 0; cell < kCells; ++cell)
        for (int i = 0; i < 4; ++i)
            four[cell][i] = static_cast<std::uint8_t>(i < kNeighbours[cell].count ? kNeighbours[cell].cells[i] : kCells);
    return four;
}
constexpr auto kFourNeighbours = make_four_neighbours();

// The board as one 128-bit word, bit `cell` for each cell, where a
// neighbour is a shift away.
__extension__ using Wide = unsigned __int128;  // a GCC and Clang type, hence __extension__ under -Wpedantic
constexpr Wide wide(const CellSet& cells) { return Wide{cells.high} << 64 | cells.low; }
int count(Wide cells) {
    return std::popcount(static_cast<std::uint64_t>(cells)) + std::popcount(static_cast<std::uint64_t>(cells >> 64));
}
int lowest_cell(Wide cells) {  // cells != 0
    const auto low = static_cast<std::uint64_t>(cells);
    return low != 0 ? std::countr_zero(low) : 64 + std::countr_zero(static_cast<std::uint64_t>(cells >> 64));
}
constexpr Wide cells_where(bool (*keep)(int cell)) {
    Wide cells = 0;
    for (int cell = 0; cell < kCells; ++cell)
        if (keep(cell)) cells |= Wide{1} << cell;
    return cells;
}
constexpr Wide kNotFirstColumn = cells_where([](int cell) { return column_of(cell) != 0; });
constexpr Wide kNotLastColumn = cells_where([](int cell) { return column_of(cell) != 8; });
constexpr Wide kDarkCells = cells_where([](int cell) { return (row_of(cell) + column_of(cell)) % 2 == 0; });

// Per-node counts, recomputed from the state (cheaper than maintaining them
// incrementally through undo). `candidates` starts as the unit masks allow and
// is narrowed to a fixpoint: a digit no legal placement puts in a cell goes,
// and sudoku singles on what is left narrow it further. Every narrowing is
// sound, so the counts only ever count placements a solution could use.
struct Analysis {
    // One slot more than cells, always empty: kFourNeighbours points there.
    std::array<DigitMask, kCells + 1> candidates{};
    // placements[cell][digit - 1]: legal placements with `digit` in `cell`
    // (meaningful only where `digit` is a candidate; at most 4 x 8).
    std::array<std::array<std::uint8_t, 9>, kCells> placements;
    std::array<std::uint16_t, kDominoes> domino_placements{};  // of the unused dominoes
    // Edges that lie under no domino of any tiling left (see forced_edges()):
    // bit `cell` for the edge from a cell to its right / lower neighbour. And
    // per cell the edges still open, bit i for the slot i of kFourNeighbours.
    Wide dead_right = 0, dead_down = 0;
    std::array<std::uint8_t, kCells> ways;
    // Cells whose single candidate was taken from their peers already, here or
    // in an ancestor (whose candidates this one starts from): once is enough.
    std::array<bool, kCells> spread{};
    // The state the candidates and counts were made for, so that a descendant
    // redoes only what its moves changed (see narrow()).
    UnitMasks used_then;
    std::array<DigitMask, 10> partners_then{};
    bool counted = false;  // false at the root: no placement counted yet
    // What failed, when the analysis finds a dead end (-1: not that kind).
    int failed_cell = -1, failed_unit = -1, failed_domino = -1;
    std::uint64_t culprits = 0;  // used dominoes that could have covered the failed cell
};

// Counts the placements of every candidate of the empty cells in `recount`
// and drops the candidates that have none. False when a cell is left with no
// candidate. With `chase`, a cell that loses candidates adds its neighbours to
// `recount`, those still ahead to be counted in this pass.
//
// The four neighbours' candidates go into the 16-bit lanes of one word, and
// each digit's partners into every lane of another, so a digit's placements
// are one popcount; all nine digits are counted, candidates or not, because a
// loop over the candidate digits mispredicted its exit: 12% fewer
// mispredictions on the worst puzzle of empty_top_rows_n10, same nodes.
bool count_and_prune(const State& s, Analysis& a, CellSet& recount, bool chase, CellSet& changed) {
    constexpr std::uint64_t kFourLanes = 0x0001000100010001;
    std::array<std::uint64_t, 10> partners_in_lanes;
    for (int digit = 1; digit <= 9; ++digit) partners_in_lanes[digit] = s.partners[digit] * kFourLanes;
    for (int cell = recount.next(0); cell < kCells; cell = recount.next(cell + 1)) {
        const DigitMask m = a.candidates[cell];
        if (m == 0) continue;
        const auto& four = kFourNeighbours[cell];
        const unsigned ways = a.ways[cell];
        auto open_way = [&](int i) { return static_cast<DigitMask>(a.candidates[four[i]] & -(ways >> i & 1)); };
        const std::array<DigitMask, 4> around = {open_way(0), open_way(1), open_way(2), open_way(3)};
        const std::uint64_t around_in_lanes = std::uint64_t{around[0]} | std::uint64_t{around[1]} << 16 |
                                              std::uint64_t{around[2]} << 32 | std::uint64_t{around[3]} << 48;
        DigitMask placeable = 0;
        for (int digit = 1; digit <= 9; ++digit) {
            const int n = std::popcount(around_in_lanes & partners_in_lanes[digit]);
            a.placements[cell][digit - 1] = static_cast<std::uint8_t>(n);
            placeable |= static_cast<DigitMask>((n > 0) << (digit - 1));
        }
        const DigitMask kept = m & placeable;
        if (kept == m) continue;
        if (kept == 0) {
            a.failed_cell = cell;
            const DigitMask next_to = around[0] | around[1] | around[2] | around[3];
            for (unsigned rest = m; rest != 0; rest &= rest - 1) {
                const int digit = lowest_digit(rest);
                a.culprits |= kCoverBits[digit][next_to & ~s.partners[digit] & ~digit_bit(digit)];
            }
            return false;
        }
        a.candidates[cell] = kept;
        changed.add(cell);
        if (chase) recount |= kNeighbourSets[cell];
    }
    return true;
}

DigitMask placed_in(const State& s, int unit) { return s.used.used[unit]; }

// Sudoku singles on the candidates of the empty cells: a cell down to one
// digit takes it from its peers; a digit down to one cell in a unit takes that
// cell. False when a cell or a unit runs out of digits.
//
// Only cells and units that changed since they were last looked at can have
// something new: those in `previous` (changed in the round before, or by the
// move) and in `changed` (this round so far, growing as the passes run).
bool narrow_by_singles(const State& s, Analysis& a, const CellSet& previous, CellSet& changed) {
    for (int cell = (previous | changed).next(0); cell < kCells; cell = (previous | changed).next(cell + 1)) {
        const DigitMask m = a.candidates[cell];
        if (a.spread[cell] || !std::has_single_bit(m)) continue;
        a.spread[cell] = true;
        for (int peer : kPeers[cell]) {
            if ((a.candidates[peer] & m) == 0) continue;
            a.candidates[peer] &= ~m;
            if (a.candidates[peer] == 0) {
                a.failed_cell = peer;
                return false;
            }
            changed.add(peer);
        }
    }
    // The units to look at, in order, as bits (testing each of the 27 against
    // the changed cells mispredicted: 9% of the mispredictions, same nodes);
    // a hidden single adds its units still ahead.
    std::uint32_t units = 0;
    const CellSet recent = previous | changed;
    for (int cell = recent.next(0); cell < kCells; cell = recent.next(cell + 1)) units |= kUnitBits[cell];
    while (units != 0) {
        const int unit = std::countr_zero(units);
        units &= units - 1;
        DigitMask once = 0, twice = 0, alone = 0;  // alone: digits some cell is down to already
        for (int cell : kUnitCells[unit]) {
            const DigitMask m = a.candidates[cell];
            twice |= once & m;
            once |= m;
            if (std::has_single_bit(m)) alone |= m;
        }
        if ((once | placed_in(s, unit)) != kAllDigits) {
            a.failed_unit = unit;
            return false;
        }
        for (unsigned hidden = once & ~twice & ~alone; hidden != 0; hidden &= hidden - 1) {
            const DigitMask bit = digit_bit(lowest_digit(hidden));
            for (int cell : kUnitCells[unit])
                if (a.candidates[cell] & bit) {
                    a.candidates[cell] = bit;
                    changed.add(cell);
                    units |= kUnitBits[cell] & ~((2u << unit) - 1);
                    break;
                }
        }
    }
    return true;
}

// The candidates the unit masks of `s` rule out since `a` was made go; returns
// the cells that lost some.
CellSet take_away_ruled_out(const State& s, Analysis& a) {
    CellSet touched;
    for (int unit = 0; unit < kUnits; ++unit) {
        if (s.used.used[unit] == a.used_then.used[unit]) continue;
        for (int cell : kUnitCells[unit]) {
            const DigitMask m = a.candidates[cell] & s.candidates(cell);
            if (m == a.candidates[cell]) continue;
            a.candidates[cell] = m;
            touched.add(cell);
        }
    }
    a.used_then = s.used;
    return touched;
}

// Cells with a candidate digit that has since lost, as a partner, a candidate
// of a neighbour: their placement counts have dropped.
CellSet cells_with_lost_partners(const State& s, const Analysis& a) {
    std::array<DigitMask, 10> lost{};
    DigitMask losers = 0;
    for (int digit = 1; digit <= 9; ++digit) {
        lost[digit] = a.partners_then[digit] & ~s.partners[digit];
        if (lost[digit] != 0) losers |= digit_bit(digit);
    }
    CellSet cells;
    for (int cell = 0; cell < kCells; ++cell) {
        const DigitMask m = a.candidates[cell] & losers;
        if (m == 0) continue;
        const auto& four = kFourNeighbours[cell];
        const DigitMask around =
            a.candidates[four[0]] | a.candidates[four[1]] | a.candidates[four[2]] | a.candidates[four[3]];
        for (unsigned rest = m; rest != 0; rest &= rest - 1)
            if (around & lost[lowest_digit(rest)]) {
                cells.add(cell);
                break;
            }
    }
    return cells;
}

// Per digit, the cells where it is a candidate.
struct DigitBoards {
    explicit DigitBoards(const Analysis& a) {
        std::array<std::array<std::uint64_t, 2>, 10> halves{};  // cells 0-63, 64-80: cheaper shifts than Wide's
        for (int cell = 0; cell < kCells; ++cell)
            for (unsigned m = a.candidates[cell]; m != 0; m &= m - 1)
                halves[lowest_digit(m)][cell >> 6] |= std::uint64_t{1} << (cell & 63);
        for (int digit = 1; digit <= 9; ++digit) where[digit] = Wide{halves[digit][1]} << 64 | halves[digit][0];
    }
    std::array<Wide, 10> where{};
};

// Placements of each unused domino, counted on the boards. A domino {a,b}
// lies on a cell with a and the cell to its right or below with b, or the
// other way round, along an edge that is not dead.
class DominoCounter {
public:
    DominoCounter(const DigitBoards& boards, const Analysis& a)
        : where_(boards.where), dead_right_(a.dead_right), dead_down_(a.dead_down) {}
    int placements(int a, int b) const { return one_way(where_[a], where_[b]) + one_way(where_[b], where_[a]); }

private:
    // Placements with `first` on the left or upper cell and `second` on the other.
    int one_way(Wide first, Wide second) const {
        return count(first & (second >> 1) & kNotLastColumn & ~dead_right_) + count(first & (second >> 9) & ~dead_down_);
    }
    const std::array<Wide, 10>& where_;
    Wide dead_right_, dead_down_;
};

// Cells with at least two of the edges given as boards, each at the cell it
// leaves from: `right` at the left cell of the edge, `down` at the upper.
Wide two_or_more(Wide right, Wide down) {
    const Wide r = right, l = right << 1, d = down, u = down << 9;
    return (r & l) | ((r | l) & (d | u)) | (d & u);
}

void kill_edge(Analysis& a, int cell, int other) {
    for (int i = 0; i < 4; ++i) {
        if (kFourNeighbours[cell][i] == other) a.ways[cell] &= ~(1u << i);
        if (kFourNeighbours[other][i] == cell) a.ways[other] &= ~(1u << i);
    }
}

// The tiling on its own. Every open cell lies under one domino, along a live
// edge: one whose two cells can hold the digits of an unused domino. A cell
// with a single live edge is paired along it, and its partner's other edges
// die; a cell with no live edge, or one that two cells need, is a dead end.
// Dead edges stay dead in the descendants (a tiling of theirs is one of this
// state's), and their cells go to `touched`, to be counted again.
//
// Run only where the search would branch (see analyse()). Measured, in
// process, fastest of 3, against the search without it:
//   12 N=10 cases hill-climbed against the search without it (sudoku_hunt):
//     nodes 199,515 -> 130,556, total 343 -> 273 ms, worst 45.7 -> 44.4 ms;
//   samples/4574/hunted.in, hill-climbed against the search with it:
//     mean 33.8 -> 33.3 ms, worst 53.6 -> 44.5 ms, guesses 8,202 -> 6,685;
//   empty_top_rows_n10: nodes 20,538 -> 17,388, instructions 269M -> 283M;
//   1,000 random cases (N = 10..35): instructions 129.4M -> 124.9M.
// Lost:
//   the same after every round of narrowing, forced moves included: 103,676
//     nodes, 238 ms on the first 12, but 10,000 random cases 8% slower, past
//     the 0.15 s the whole file may take;
//   the same with the live edges kept by count_and_prune() instead of built
//     from per-digit boards: 103,257 nodes, 286 vs 271 ms, and 1,000 random
//     cases 147.5M instructions;
//   a full perfect matching of the open cells, with the edges on no
//     alternating cycle killed (Kuhn, then Tarjan): 86,826 nodes, 281 ms;
//   the colour balance of each region of cells joined by live edges, after
//     the forcing: hunted.in 190,512 -> 190,083 nodes, slower.
bool forced_edges(const State& s, Analysis& a, const DigitBoards& boards, CellSet& touched) {
    Wide right = 0, down = 0;
    for (int digit = 1; digit <= 9; ++digit) {
        Wide partners = 0;
        for (unsigned m = s.partners[digit]; m != 0; m &= m - 1) partners |= boards.where[lowest_digit(m)];
        // The other way round ({b,a} with b on the left) is counted at b.
        right |= boards.where[digit] & (partners >> 1);
        down |= boards.where[digit] & (partners >> 9);
    }
    right &= kNotLastColumn & ~a.dead_right;
    down &= ~a.dead_down;
    const Wide open = wide(s.open), live_right = right, live_down = down;
    for (;;) {
        const Wide stranded = open & ~(right | right << 1 | down | down << 9);
        if (stranded != 0) {
            a.failed_cell = lowest_cell(stranded);
            return false;
        }
        const Wide single = open & ~two_or_more(right, down);
        const Wide paired_right = right & (single | single >> 1), paired_down = down & (single | single >> 9);
        if (const Wide crowded = two_or_more(paired_right, paired_down); crowded != 0) {
            a.failed_cell = lowest_cell(crowded);
            return false;
        }
        const Wide paired = paired_right | paired_right << 1 | paired_down | paired_down << 9;
        const Wide kept_right = right & (~(paired | paired >> 1) | paired_right);
        const Wide kept_down = down & (~(paired | paired >> 9) | paired_down);
        if (kept_right == right && kept_down == down) break;
        right = kept_right;
        down = kept_down;
    }
    for (Wide dead = live_right & ~right; dead != 0; dead &= dead - 1) {
        const int cell = lowest_cell(dead);
        kill_edge(a, cell, cell + 1);
        touched.add(cell);
        touched.add(cell + 1);
    }
    for (Wide dead = live_down & ~down; dead != 0; dead &= dead - 1) {
        const int cell = lowest_cell(dead);
        kill_edge(a, cell, cell + 9);
        touched.add(cell);
        touched.add(cell + 9);
    }
    a.dead_right |= live_right & ~right;
    a.dead_down |= live_down & ~down;
    return true;
}

// Narrows the candidates to a fixpoint; the placement counts are those of the last round.
//
// `a.candidates` comes in holding candidates known to be sound for an
// ancestor of `s` (all digits at the root): a descendant's solutions are among
// its ancestor's, so starting from them saves most rounds. Measured: ~35% less
// time per node than starting from the unit masks.
//
// The ancestor's candidates and counts were a fixpoint for its state, so only
// what the moves since then touched needs a second look: the cells of units
// that gained a digit, cells next to a change, and cells whose digits lost a
// partner next to them, and the cells in `lost_ways`, whose edges died
// since (forced_edges()). In the first round those are counted in cell order,
// chasing each change to the neighbours ahead, which is what a full pass would
// do, and the search takes the very same path (same nodes on every shared
// file). Instructions on the three hardest puzzles of empty_top_rows_n10:
// 180M with full passes; 148M looking only at changed cells and units for
// singles; 123M counting only where counts can change.
bool narrow(const State& s, Analysis& a, const CellSet& lost_ways) {
    CellSet previous = take_away_ruled_out(s, a);
    CellSet recount = a.counted ? with_neighbours(previous) | cells_with_lost_partners(s, a) | lost_ways : kEveryCell;
    a.counted = true;
    a.partners_then = s.partners;
    for (bool first = true;; first = false) {
        CellSet changed;
        if (!count_and_prune(s, a, recount, first, changed) || !narrow_by_singles(s, a, previous, changed))
            return false;
        if (changed.empty()) return true;
        // The partner masks stay as they are within a node, so only the
        // changed cells and their neighbours have new counts.
        recount = with_neighbours(changed);
        previous = changed;
    }
}

// Every domino covers one dark and one light square of the checkerboard, so
// each connected region of empty cells must hold as many of one as the other.
// (This also rules out regions of odd size, such as a single boxed-in cell.)
// Each region grows a step in all four directions at a time: a flood fill
// over a stack of cells made 13% of all mispredicted branches on the worst
// puzzle of empty_top_rows_n10 (about 5% of its time).
bool regions_balanced(const State& s) {
    Wide rest = wide(s.open);
    while (rest != 0) {
        Wide region = rest & -rest;
        for (;;) {
            const Wide grown = (region | (region << 1 & kNotFirstColumn) | (region >> 1 & kNotLastColumn) |
                                region << 9 | region >> 9) & rest;
            if (grown == region) break;
            region = grown;
        }
        if (2 * count(region & kDarkCells) != count(region)) return false;
        rest &= ~region;
    }
    return true;
}

int placements_of(const Analysis& a, int cell) {
    int n = 0;
    for (unsigned m = a.candidates[cell]; m != 0; m &= m - 1) n += a.placements[cell][lowest_digit(m) - 1];
    return n;
}

// A cell with a single placement left, or -1; `placements` receives each
// cell's count up to that cell (all of them when there is none).
int forced_cell(const Analysis& a, std::array<int, kCells>& placements) {
    for (int cell = 0; cell < kCells; ++cell) {
        placements[cell] = placements_of(a, cell);
        if (a.candidates[cell] != 0 && placements[cell] == 1) return cell;
    }
    return -1;
}

// Fills `best` with the most constrained choice; false on a dead end.
//
// Measured on ../shared/data/sudominoku/empty_top_rows_n10.in (mean / max per
// puzzle, guesses per puzzle), ideas that lost and were taken out:
//   cells and dominoes only, unit digits only as hidden singles: 8.6 ms / 90 ms, 831
//   + narrowing to a fixpoint, per-placement domino counting:   10.8 ms / 122 ms, 405
//   this version (all three column kinds, bitboard domino counts): 5.7 ms / 67 ms, 397
//   + a sudoku solvability check of the placed digits:  no fewer guesses, slower
//   + probing both sides of every two-way choice:       243 guesses, 11 ms / 121 ms
//   + Hall matchings of dominoes to dark and to light cells: no fewer guesses, slower
//   + branching on a cell's digit before its domino:    480 guesses, 11 ms / 80 ms
//   ties broken dominoes first instead of cells first:  350 guesses, 7.5 ms / 84 ms
// and what was kept after it (same file, same machine, one run after another):
//   conflict weights (see ConflictWeights):              median 2.8 -> 1.7 ms, max 60 ms
//   narrowing from the ancestor's candidates:            4.5 ms / 42 ms, 508 guesses
//   weights on the used dominoes a dead cell needed:     4.0 ms / 31 ms, 439 guesses
// and lost: restarts keeping the weights (15 ms / 198 ms); weighting a dead
// cell's neighbours too; culprit weights of 2; recounting only the cells next
// to a change (2.1 rounds a node: nothing to save); blaming used dominoes
// for dead units and for cells emptied by singles too (max 28 -> 35 ms).
// Kept: counting unit digits cell by cell rather than unit by unit, 4.0 -> 3.6 ms.
// Instructions on the two hardest puzzles of that file (6,711 nodes): 234M, then
// spreading each single once (Analysis::spread) 225M, skipping hidden singles
// already alone in their cell 207M, recounting only next to a change 200M.
// Unit masks in one array with a table of each cell's units: 160M -> 151M;
// neighbours padded to four (kFourNeighbours): 147M.
// Lost: looking at units only where a cell changed saved 12% a node but,
// blaming other dead ends first, led the weights astray: worst puzzle 3,099
// -> 4,808 nodes. The weights make the search sensitive to such details.
//
// A yardstick for the hunted cases: clause learning does not make them easy.
// Each case as CNF (a digit variable per open cell, a variable per domino
// placement with its two digits; exactly one digit per cell and per unit,
// one placement per cell, each unused domino placed), given to minisat 2.2.1
// and cadical 1.5.3 (Debian): on the 12 of samples/4574/hunted.in 246-7,989
// conflicts and 10-370 ms a case (some 8 ms of it reading: minisat takes
// 7.6 ms on a case it refutes without a conflict), against 12,518-22,005
// nodes and 23-42 ms here. The faster of the two beats this search on 4 of
// the 12, by up to 2.5x (cadical, 246 conflicts, 10 ms against 25 ms). On
// the 8 with no solution that turning one given domino round makes: 0-3,506
// conflicts and 8-152 ms (minisat; cadical 10-150 ms), against 0.002-35 ms
// here.
//
// `a.candidates` comes in as narrow() wants it.
bool analyse(const State& s, const ConflictWeights& w, Analysis& a, Choice& best) {
    // A cell with one placement left is a forced move: take it without the
    // rest. Any dead end the rest would find is found in the child instead.
    // Looked for on its own, before the unit counts, which a forced move does
    // not need. The same choices and nodes on every shared file; analyse() on
    // 1,000 random cases (N = 10..35): 106.8M -> 95.9M instructions.
    // The tiling is looked at only when there is no forced move, and then
    // until it kills no more edges.
    std::optional<DigitBoards> boards;
    std::array<int, kCells> cell_placements;
    for (CellSet lost_ways;;) {
        if (!narrow(s, a, lost_ways)) return false;
        if (const int cell = forced_cell(a, cell_placements); cell >= 0) {
            best = Choice{Choice::cell, cell, 0, 1, w.cell[cell]};
            return true;
        }
        lost_ways = CellSet{};
        boards.emplace(a);
        if (!forced_edges(s, a, *boards, lost_ways)) return false;
        if (lost_ways.empty()) break;
    }
    // One pass over the candidates gives the placements of each cell and of
    // each digit in each unit (27 x 9 x 9 steps when counted unit by unit).
    std::array<std::array<std::uint16_t, 9>, kUnits> in_unit{};
    for (int cell = 0; cell < kCells; ++cell) {
        if (a.candidates[cell] == 0) continue;
        const auto& units = kCellUnits[cell];
        for (unsigned m = a.candidates[cell]; m != 0; m &= m - 1) {
            const int digit = lowest_digit(m);
            const int k = a.placements[cell][digit - 1];
            for (int unit : units) in_unit[unit][digit - 1] += k;
        }
        best.consider(Choice::cell, cell, 0, cell_placements[cell], w.cell[cell]);
    }
    for (int unit = 0; unit < kUnits; ++unit)
        for (unsigned m = kAllDigits & ~placed_in(s, unit); m != 0; m &= m - 1) {
            const int digit = lowest_digit(m);
            best.consider(Choice::unit_digit, unit, digit, in_unit[unit][digit - 1], w.unit[unit]);
        }
    const DominoCounter dominoes(*boards, a);
    for (int low = 1; low <= 9; ++low)
        for (unsigned m = s.partners[low] & ~((2u << (low - 1)) - 1); m != 0; m &= m - 1) {
            const int high = lowest_digit(m);
            const int n = dominoes.placements(low, high);
            if (n == 0) {
                a.failed_domino = domino_index(low, high);
                return false;
            }
            best.consider(Choice::domino, low, high, n, w.domino[domino_index(low, high)]);
            a.domino_placements[domino_index(low, high)] = static_cast<std::uint16_t>(n);
        }
    return regions_balanced(s);
}

// Calls f(placement) for each placement of the choice that the narrowed
// candidates allow, in a fixed order, until f returns false.
template <class F>
void for_each_placement(const State& s, const Analysis& a, const Choice& choice, F&& f) {
    auto from_cell = [&](int cell, DigitMask digits) {
        const auto& neighbours = kNeighbours[cell];
        for (int i = 0; i < neighbours.count; ++i) {
            if ((a.ways[cell] >> i & 1) == 0) continue;
            const int other = neighbours.cells[i];
            const DigitMask other_candidates = a.candidates[other];
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
            from_cell(choice.where, a.candidates[choice.where]);
            return;
        case Choice::unit_digit:
            for (int cell : kUnitCells[choice.where])
                if (!from_cell(cell, a.candidates[cell] & digit_bit(choice.what))) return;
            return;
        case Choice::domino:
            for (const Edge& edge : kEdges) {
                const Wide dead = edge.second == edge.first + 1 ? a.dead_right : a.dead_down;
                if (dead >> edge.first & 1) continue;
                const DigitMask first = a.candidates[edge.first], second = a.candidates[edge.second];
                const DigitMask low = digit_bit(choice.where), high = digit_bit(choice.what);
                if ((first & low) && (second & high) && !f(Placement{edge.first, choice.where, edge.second, choice.what}))
                    return;
                if ((first & high) && (second & low) && !f(Placement{edge.first, choice.what, edge.second, choice.where}))
                    return;
            }
            return;
    }
}

// Depth-first search; `on_solution(grid)` returns false to stop.
template <class OnSolution>
class Search {
public:
    Search(OnSolution on_solution, SearchStats* stats, std::uint64_t max_placements)
        : on_solution_(on_solution), stats_(stats), placements_left_(max_placements == 0 ? ~std::uint64_t{0} : max_placements) {}

    bool gave_up() const { return gave_up_; }

    static bool start(const Puzzle& puzzle, State& root) {
        for (int a = 1; a <= 9; ++a) root.partners[a] = kAllDigits & ~digit_bit(a);
        for (int cell = 0; cell < kCells; ++cell) {
            const int digit = puzzle.grid[cell];
            if (digit == 0) {
                ++root.empty;
                root.open.add(cell);
                continue;
            }
            if (!root.used.allows(cell, digit)) return false;
            root.digits[cell] = static_cast<std::uint8_t>(digit);
            root.used.place(cell, digit);
        }
        for (int a = 1; a <= 9; ++a)
            for (int b = a + 1; b <= 9; ++b)
                if (puzzle.used_dominoes >> domino_index(a, b) & 1) {
                    root.partners[a] &= ~digit_bit(b);
                    root.partners[b] &= ~digit_bit(a);
                }
        return true;
    }

    // Returns false once the caller wants no more solutions. `ancestor`: the
    // analysis of an ancestor of `s`, whose candidates narrow() starts from.
    bool run(State& s, const Analysis& ancestor) {
        Choice choice;
        Analysis analysis = ancestor;
        for (;;) {
            if (s.empty == 0) return on_solution_(s.digits);
            choice = Choice{};
            if (!analyse(s, weights_, analysis, choice)) {
                learn_from(analysis);
                return true;
            }
            if (choice.count > 1) break;
            // A forced move: place it here, without a copy of the state.
            Placement forced{};
            for_each_placement(s, analysis, choice, [&](const Placement& p) {
                forced = p;
                return false;
            });
            if (!spend_placement()) return false;
            s.put(forced);
            if (stats_) ++stats_->nodes;
        }
        // The order of the branches decides how soon the one solution comes.
        // Placements of the dominoes with the most places elsewhere go first.
        // Nodes on empty_top_rows_n10 (total / worst puzzle): in enumeration
        // order 30,235 / 7,574; this order 26,880 / 5,084; fewest places first
        // or by the dominoes' conflict weights either way: no better than 30,131 / 8,848.
        std::array<Placement, 288> branches;
        std::array<std::uint16_t, 288> keys;
        int n = 0;
        for_each_placement(s, analysis, choice, [&](const Placement& p) {
            keys[n] = analysis.domino_placements[domino_index(p.digit, p.other_digit)];  // at most 288
            branches[n++] = p;
            return n < 288;
        });
        std::array<std::uint16_t, 288> order;
        for (int i = 0; i < n; ++i) order[i] = static_cast<std::uint16_t>(i);
        std::stable_sort(order.begin(), order.begin() + n, [&](int x, int y) { return keys[x] > keys[y]; });
        for (int i = 0; i < n; ++i) {
            if (!spend_placement()) return false;
            if (stats_) {
                ++stats_->nodes;
                if (i > 0) ++stats_->guesses;
            }
            State next = s;
            next.put(branches[order[i]]);
            if (!run(next, analysis)) return false;
        }
        return true;
    }

private:
    // False once the budget is spent: the search stops and reports it gave up.
    bool spend_placement() {
        if (placements_left_-- == 0) gave_up_ = true;
        return !gave_up_;
    }

    void learn_from(const Analysis& a) {
        if (a.failed_cell >= 0) ++weights_.cell[a.failed_cell];
        if (a.failed_unit >= 0) ++weights_.unit[a.failed_unit];
        if (a.failed_domino >= 0) ++weights_.domino[a.failed_domino];
        for (std::uint64_t m = a.culprits; m != 0; m &= m - 1) ++weights_.domino[std::countr_zero(m)];
    }

    OnSolution on_solution_;
    SearchStats* stats_;
    ConflictWeights weights_;
    std::uint64_t placements_left_;
    bool gave_up_ = false;
};

// Runs the search from the givens; false when it gave up.
template <class OnSolution>
bool search(const Puzzle& puzzle, OnSolution on_solution, SearchStats* stats, std::uint64_t max_placements) {
    State root;
    if (!Search<OnSolution>::start(puzzle, root)) return true;
    Analysis everything_possible;
    everything_possible.candidates.fill(kAllDigits);
    everything_possible.candidates[kCells] = 0;  // the empty slot past the cells
    everything_possible.ways.fill(0xF);
    everything_possible.used_then.used.fill(0xFFFF);  // matches no unit: every cell is looked at
    Search<OnSolution> search(on_solution, stats, max_placements);
    search.run(root, everything_possible);
    return !search.gave_up();
}

}  // namespace

Outcome solve(const Puzzle& puzzle, Grid& solution, SearchStats* stats, std::uint64_t max_placements) {
    bool found = false;
    const bool finished = search(
        puzzle,
        [&](const Grid& grid) {
            solution = grid;
            found = true;
            return false;
        },
        stats, max_placements);
    if (found) return Outcome::solved;
    return finished ? Outcome::no_solution : Outcome::gave_up;
}

GridCount count_grids(const Puzzle& puzzle, int limit, std::uint64_t max_placements, std::vector<Grid>* found_grids) {
    assert(limit >= 1);
    // A grid can be reached by several tilings; the set keeps each grid once.
    std::set<Grid> grids;
    const bool finished = search(
        puzzle,
        [&](const Grid& grid) {
            if (grids.insert(grid).second && found_grids) found_grids->push_back(grid);
            return static_cast<int>(grids.size()) < limit;
        },
        nullptr, max_placements);
    const int found = static_cast<int>(grids.size());
    return {found, !finished && found < limit};
}

}  // namespace sudoku::sudominoku
