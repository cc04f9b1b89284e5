// The Sudominoku core's state and the bit layouts its steps work on.
//
// Vocabulary:
//   placement   a domino put down: two digits on two adjacent empty cells
//   partners    partners[d]: the digits e whose domino {d,e} is still unused
//   edge        two orthogonally adjacent cells, a place for a domino; an edge
//               is live while the digits its cells can still hold fit an
//               unused domino, dead once no tiling left can use it
//   way         one of a cell's up to four edges, slot i of kFourNeighbours
//   choice      what a node branches on: the placements covering one cell, of
//               one unused domino, or putting one digit somewhere in a unit
//   dead end    a cell, unit or domino found with no placement left
//
// Three representations of a set of cells, each where it is cheapest:
//   CellSet  two 64-bit words (cells 0-63, 64-80), to iterate in cell order
//   Wide     one 128-bit word, to shift whole boards to the neighbours (drawn below)
//   lanes    four 16-bit lanes of one 64-bit word, a digit mask per lane (see
//            around_in_lanes in placement_counts.hpp)
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "sudoku/core/geometry.hpp"
#include "sudoku/core/grid.hpp"
#include "sudoku/core/sudominoku_puzzle.hpp"
#include "wide.hpp"

namespace sudoku::sudominoku::detail {

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
inline constexpr auto kCoverBits = make_cover_bits();

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
    // Calls f(cell) for each member in cell order (members added meanwhile are not seen).
    template <class F>
    void each(F&& f) const {
        for (std::uint64_t rest = low; rest != 0; rest &= rest - 1) f(std::countr_zero(rest));
        for (std::uint64_t rest = high; rest != 0; rest &= rest - 1) f(64 + std::countr_zero(rest));
    }
    void remove(int cell) { (cell < 64 ? low : high) &= ~(std::uint64_t{1} << (cell & 63)); }
    CellSet& operator|=(const CellSet& other) {
        low |= other.low;
        high |= other.high;
        return *this;
    }
    friend CellSet operator|(CellSet a, const CellSet& b) { return a |= b; }
    friend CellSet operator&(const CellSet& a, const CellSet& b) { return {a.low & b.low, a.high & b.high}; }
};

inline constexpr CellSet kEveryCell{~std::uint64_t{0}, (std::uint64_t{1} << (kCells - 64)) - 1};

constexpr auto make_neighbour_sets() {
    std::array<CellSet, kCells> sets{};
    for (int cell = 0; cell < kCells; ++cell)
        for (int i = 0; i < kNeighbours[cell].count; ++i) sets[cell].add(kNeighbours[cell].cells[i]);
    return sets;
}
inline constexpr auto kNeighbourSets = make_neighbour_sets();

constexpr auto make_unit_bits() {
    std::array<std::uint32_t, kCells> bits{};
    for (int cell = 0; cell < kCells; ++cell)
        for (int unit : units_of(cell)) bits[cell] |= 1u << unit;
    return bits;
}
inline constexpr auto kUnitBits = make_unit_bits();  // the units of each cell, as bits

// Each cell's neighbours padded to four with kCells, a slot whose candidates
// are always empty, so that counting needs no loop over a varying count.
constexpr auto make_four_neighbours() {
    std::array<std::array<std::uint8_t, 4>, kCells> four{};
    for (int cell = 0; cell < kCells; ++cell)
        for (int i = 0; i < 4; ++i)
            four[cell][i] = static_cast<std::uint8_t>(i < kNeighbours[cell].count ? kNeighbours[cell].cells[i] : kCells);
    return four;
}
inline constexpr auto kFourNeighbours = make_four_neighbours();

// The board as one 128-bit word (Wide), bit `cell` for each cell, so that a
// neighbour is a shift away:
//
//   bit:   0   1   2  ...   8      row 0       the right neighbour:  << 1
//          9  10  11  ...  17      row 1       (masked by kNotFirstColumn,
//         ...                                   or kNotLastColumn for >> 1)
//         72  73  74  ...  80      row 8       the lower neighbour:  << 9
//         81 .. 127                always 0
//
// An edge (a place for a domino) is named by its first cell: bit `cell` of a
// "right" board for the edge from `cell` to `cell + 1`, of a "down" board for
// the edge to `cell + 9`.
// (wide.hpp: the type, and count() and lowest_cell() of a board.)
constexpr Wide wide(const CellSet& cells) { return Wide{cells.high} << 64 | Wide{cells.low}; }
constexpr CellSet cell_set(Wide cells) { return {low_word(cells), high_word(cells)}; }
constexpr Wide cells_where(bool (*keep)(int cell)) {
    Wide cells = 0;
    for (int cell = 0; cell < kCells; ++cell)
        if (keep(cell)) cells |= Wide{1} << cell;
    return cells;
}
inline constexpr Wide kNotFirstColumn = cells_where([](int cell) { return column_of(cell) != 0; });
inline constexpr Wide kNotLastColumn = cells_where([](int cell) { return column_of(cell) != 8; });
inline constexpr Wide kDarkCells = cells_where([](int cell) { return (row_of(cell) + column_of(cell)) % 2 == 0; });
// As many dark cells as light ones: each domino covers one of each.
inline bool colours_equal(Wide cells) { return 2 * count(cells & kDarkCells) == count(cells); }
// Each of N lists of cells (a table such as kPeers or kUnitCells) as a board.
template <class List, std::size_t N>
constexpr std::array<Wide, N> boards_of(const std::array<List, N>& lists) {
    std::array<Wide, N> boards{};
    for (std::size_t i = 0; i < N; ++i)
        for (int cell : lists[i]) boards[i] |= Wide{1} << cell;
    return boards;
}
inline constexpr auto kPeerCells = boards_of(kPeers);       // the peers of each cell, as a board
inline constexpr auto kUnitBoards = boards_of(kUnitCells);  // the cells of each unit, as a board

// One search state, copied whole at each choice point (184 bytes; the copy
// that costs is the 1,568-byte Analysis made at every node).
struct State {
    Grid digits{};
    UnitMasks used;                     // digits placed per row, column, box
    std::array<DigitMask, 10> partners{};  // partners[d]: the digits e with domino {d,e} still unused (never d)
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

    // What every state the search holds keeps true, for assert() in debug
    // builds: the unit masks, the open cells and the count agree with the
    // digits, and partners are symmetric.
    bool sanity() const {
        UnitMasks recounted;
        CellSet empty_cells;
        int empties = 0;
        for (int cell = 0; cell < kCells; ++cell) {
            if (digits[cell] == 0) {
                empty_cells.add(cell);
                ++empties;
            } else {
                if (!recounted.allows(cell, digits[cell])) return false;
                recounted.place(cell, digits[cell]);
            }
        }
        if (recounted.used != used.used || empty_cells.low != open.low || empty_cells.high != open.high || empties != empty)
            return false;
        for (int d = 1; d <= 9; ++d)
            for (int e = 1; e <= 9; ++e)
                if (((partners[d] >> (e - 1)) & 1) != ((partners[e] >> (d - 1)) & 1) || (d == e && (partners[d] & digit_bit(d))))
                    return false;
        return true;
    }
};

// Conflict weights (dom/wdeg): each dead end adds one to the cell, unit or
// domino found to fail, so that the search learns to decide first the part
// of the board that keeps failing. Without them, the search settled the
// well-clued part of the board in every possible way before finding each time
// that the open part could not be tiled with the dominoes left (thrashing).
// Lost: weights that decay (recent dead ends count most): no rate won on every file.
struct ConflictWeights {
    std::array<std::uint32_t, kCells> cell{};
    std::array<std::uint32_t, kUnits> unit{};
    std::array<std::uint32_t, kDominoes> domino{};
};

}  // namespace sudoku::sudominoku::detail
