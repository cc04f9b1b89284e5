// Geometry of the 9x9 board, shared by both cores.
//
// Vocabulary (after Norvig): a *cell* is one of the 81 squares, numbered
// row-major; a *unit* is a row, a column or a box (27 in all); the *peers* of a
// cell are the 20 other cells that share a unit with it; the *neighbours* of a
// cell are the 2 to 4 cells orthogonally adjacent to it (what a domino covers).
//
//          column 0 1 2   3 4 5   6 7 8
//   row 0         0  1  2 | 3  4  5 | 6  7  8      box = 3 * (row / 3) + column / 3
//   row 1         9 10 11 |12 13 14 |15 16 17      unit 0..8   rows
//   row 2        18 19 20 |21 22 23 |24 25 26      unit 9..17  columns
//                ---------+---------+---------     unit 18..26 boxes
//   ...                  ...
//   row 8        72 73 74 |75 76 77 |78 79 80
//
// A *digit* is 1..9 and 0 means blank. A *digit mask* is a 9-bit word with bit
// d-1 set for digit d (kAllDigits = 0x1FF); both cores keep candidates this way.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace sudoku {

// Board dimensions and masks:
inline constexpr int kCells = 81;
inline constexpr int kUnits = 27;
inline constexpr int kPeersPerCell = 20;
using DigitMask = std::uint16_t;
inline constexpr DigitMask kAllDigits = 0x1FF;

constexpr DigitMask digit_bit(int digit) { return static_cast<DigitMask>(1u << (digit - 1)); }
// The lowest digit in a non-empty mask.
constexpr int lowest_digit(unsigned mask) { return std::countr_zero(mask) + 1; }
constexpr int digit_count(unsigned mask) { return std::popcount(mask); }

constexpr int row_of(int cell) { return cell / 9; }
constexpr int column_of(int cell) { return cell % 9; }
constexpr int box_of(int cell) { return 3 * (cell / 27) + (cell % 9) / 3; }
constexpr int cell_at(int row, int column) { return 9 * row + column; }

// Where `cell` goes under symmetry 0..7 of the square (0 is the identity):
// bit 4 transposes, then bit 2 mirrors the rows and bit 1 the columns. Each
// keeps neighbours neighbours, so it turns a domino tiling into another.
constexpr int symmetric_cell(int cell, int symmetry) {
    int row = row_of(cell), column = column_of(cell);
    if (symmetry & 4) row = column_of(cell), column = row_of(cell);
    if (symmetry & 2) row = 8 - row;
    if (symmetry & 1) column = 8 - column;
    return cell_at(row, column);
}

// Units of a cell, in the order row, column, box (unit numbers as drawn above).
constexpr std::array<int, 3> units_of(int cell) {
    return {row_of(cell), 9 + column_of(cell), 18 + box_of(cell)};
}

namespace detail {

constexpr auto make_unit_cells() {
    std::array<std::array<std::uint8_t, 9>, kUnits> units{};
    std::array<int, kUnits> filled{};
    for (int cell = 0; cell < kCells; ++cell)
        for (int unit : units_of(cell)) units[unit][filled[unit]++] = static_cast<std::uint8_t>(cell);
    return units;
}

constexpr bool are_peers(int a, int b) {
    return a != b && (row_of(a) == row_of(b) || column_of(a) == column_of(b) || box_of(a) == box_of(b));
}

constexpr auto make_peers() {
    std::array<std::array<std::uint8_t, kPeersPerCell>, kCells> peers{};
    for (int cell = 0; cell < kCells; ++cell) {
        int n = 0;
        for (int other = 0; other < kCells; ++other)
            if (are_peers(cell, other) && n < kPeersPerCell) peers[cell][n++] = static_cast<std::uint8_t>(other);
    }
    return peers;
}

struct Neighbours {
    std::uint8_t count = 0;
    std::array<std::uint8_t, 4> cells{};
};

constexpr auto make_neighbours() {
    std::array<Neighbours, kCells> result{};
    for (int cell = 0; cell < kCells; ++cell) {
        const int r = row_of(cell), c = column_of(cell);
        auto add = [&](int rr, int cc) {
            if (rr >= 0 && rr < 9 && cc >= 0 && cc < 9)
                result[cell].cells[result[cell].count++] = static_cast<std::uint8_t>(cell_at(rr, cc));
        };
        add(r - 1, c);
        add(r, c - 1);
        add(r, c + 1);
        add(r + 1, c);
    }
    return result;
}

struct Edge {
    std::uint8_t first, second;  // a cell and its right or lower neighbour
};

constexpr auto make_edges() {
    std::array<Edge, 144> edges{};
    int n = 0;
    for (int cell = 0; cell < kCells; ++cell) {
        if (column_of(cell) < 8) edges[n++] = {static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(cell + 1)};
        if (row_of(cell) < 8) edges[n++] = {static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(cell + 9)};
    }
    return edges;
}

constexpr auto make_cell_units() {
    std::array<std::array<std::uint8_t, 3>, kCells> units{};
    for (int cell = 0; cell < kCells; ++cell)
        for (int i = 0; i < 3; ++i) units[cell][i] = static_cast<std::uint8_t>(units_of(cell)[i]);
    return units;
}

}  // namespace detail

// Precomputed tables:
inline constexpr auto kCellUnits = detail::make_cell_units();  // units_of() as a table, for hot loops
inline constexpr auto kUnitCells = detail::make_unit_cells();  // the 9 cells of each unit, ascending
inline constexpr auto kPeers = detail::make_peers();           // the 20 peers of each cell, ascending
inline constexpr auto kNeighbours = detail::make_neighbours(); // orthogonal neighbours: up, left, right, down
using Edge = detail::Edge;
inline constexpr auto kEdges = detail::make_edges();           // the 144 places a domino can lie, each once

constexpr bool are_peers(int a, int b) { return detail::are_peers(a, b); }
constexpr bool are_adjacent(int a, int b) {
    const auto& n = kNeighbours[a];
    for (int i = 0; i < n.count; ++i)
        if (n.cells[i] == b) return true;
    return false;
}

// Digits used in each unit (numbered as drawn above): the Sudominoku core's
// bookkeeping (the classic core keeps band words). The candidates of an
// empty cell are the digits none of its units has used.
struct UnitMasks {
    std::array<DigitMask, kUnits> used{};

    DigitMask used_around(int cell) const {
        const auto& units = kCellUnits[cell];
        return used[units[0]] | used[units[1]] | used[units[2]];
    }
    DigitMask candidates(int cell) const { return kAllDigits & ~used_around(cell); }
    bool allows(int cell, int digit) const { return (used_around(cell) & digit_bit(digit)) == 0; }
    void place(int cell, int digit) {
        for (int unit : kCellUnits[cell]) used[unit] |= digit_bit(digit);
    }
};

}  // namespace sudoku
