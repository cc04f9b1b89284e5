// The general core's board and the tables its steps look things up in, for a
// box size n known at compile time (the entry points dispatch on it).
//
// Vocabulary:
//   side        n², the digits and the cells of a house
//   house       a row, a column or a box: house index row, side + column,
//               2 * side + box (boxes numbered row-major)
//   mask        the digits a cell can still take, one bit each (Mask, drawn below)
//   placed      a cell whose digit is settled: its mask keeps that one bit, it
//               has left `unsolved`, and the digit is in `placed` of its houses
//   segment     a row or column inside one box: n cells. Row segment
//               n * row + (column / n), column segment n * column + (row / n)
//   position    a cell's index in a house's list (kHouseCells): its column
//               in a row, its row in a column, n * (row % n) + column % n in a box
//   places      per house and digit, the positions still open to the digit
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace sudoku::general {

// A mask: bit d - 1 for digit d.
//
//   bit:    24 23 ... 16 15 14 ...  3  2  1  0
//   digit:  25 24 ... 17 16 15 ...  4  3  2  1
//           `------ 25x25 only -----'
//
// so side = 25 fits a 32-bit word, the lowest digit is std::countr_zero and
// ascending values are the bits from the bottom.
using Mask = std::uint32_t;

constexpr bool single_bit(Mask m) { return m != 0 && (m & (m - 1)) == 0; }

template <int n>
struct Shape {
    static constexpr int kSide = n * n;
    static constexpr int kCells = kSide * kSide;
    static constexpr int kHouses = 3 * kSide;
    static constexpr int kSegments = n * kSide;  // of rows, and as many of columns
    static constexpr int kWords = (kCells + 63) / 64;  // of the unsolved bit set
    static constexpr Mask kAllDigits = kSide == 32 ? ~Mask{0} : (Mask{1} << kSide) - 1;

    static constexpr int row(int cell) { return cell / kSide; }
    static constexpr int column(int cell) { return cell % kSide; }
    static constexpr int box(int cell) { return row(cell) / n * n + column(cell) / n; }
};

// The cells of each house, in reading order.
template <int n>
constexpr auto make_house_cells() {
    using S = Shape<n>;
    std::array<std::array<std::uint16_t, S::kSide>, S::kHouses> cells{};
    for (int i = 0; i < S::kSide; ++i)
        for (int j = 0; j < S::kSide; ++j) {
            cells[i][j] = static_cast<std::uint16_t>(S::kSide * i + j);
            cells[S::kSide + i][j] = static_cast<std::uint16_t>(S::kSide * j + i);
            cells[2 * S::kSide + i][j] = static_cast<std::uint16_t>(S::kSide * (i / n * n + j / n) + i % n * n + j % n);
        }
    return cells;
}
template <int n>
inline constexpr auto kHouseCells = make_house_cells<n>();

// A set of positions in a house: bit p for position p, in a box (n = 3)
//
//   0 1 2      a row of the box is a run of n bits (kRunOfN << n * i), a
//   3 4 5      column every n-th bit (kEveryNth << k); in a row or column,
//   6 7 8      a box's segment is a run too (kRunOfN << n * (box's stack or band)).
template <int n>
inline constexpr Mask kRunOfN = (Mask{1} << n) - 1;
template <int n>
constexpr Mask make_every_nth() {
    Mask m = 0;
    for (int i = 0; i < n; ++i) m |= Mask{1} << (n * i);
    return m;
}
template <int n>
inline constexpr Mask kEveryNth = make_every_nth<n>();

// Per position p, its run of n (a row's or column's segment in a box, a box's
// row) and its column in a box, as positions; index 32 (no place, countr_zero
// of 0) is every position, so that an empty set is in "one segment" too.
template <int n>
constexpr auto make_segment_at(bool column) {
    std::array<Mask, 33> at{};
    for (int p = 0; p < n * n; ++p) at[p] = column ? kEveryNth<n> << (p % n) : kRunOfN<n> << (n * (p / n));
    at[32] = ~Mask{0};
    return at;
}
template <int n>
inline constexpr auto kRunAt = make_segment_at<n>(false);
template <int n>
inline constexpr auto kBoxColumnAt = make_segment_at<n>(true);

// A cell's three houses, each with the cell's position there: row, column, box.
struct Slot {
    std::uint8_t house, position;
};
template <int n>
constexpr auto make_cell_slots() {
    using S = Shape<n>;
    std::array<std::array<Slot, 3>, S::kCells> slots{};
    for (int cell = 0; cell < S::kCells; ++cell) {
        const int row = S::row(cell), column = S::column(cell);
        slots[cell] = {Slot{static_cast<std::uint8_t>(row), static_cast<std::uint8_t>(column)},
                       Slot{static_cast<std::uint8_t>(S::kSide + column), static_cast<std::uint8_t>(row)},
                       Slot{static_cast<std::uint8_t>(2 * S::kSide + S::box(cell)), static_cast<std::uint8_t>(n * (row % n) + column % n)}};
    }
    return slots;
}
template <int n>
inline constexpr auto kCellSlots = make_cell_slots<n>();

// The search state, copied at every branch. The unsolved cells are a bit set
// (bit cell % 64 of word cell / 64) so that the branch scan skips the placed ones.
// `places` holds the masks again by house and digit (places[h][d - 1] bit p:
// digit d is still in masks[kHouseCells[h][p]]), so that a hidden single, a
// locked candidate or a digit's two places are read off one word, not a house's
// 25 masks; the Propagator keeps the two in step.
template <int n>
struct Board {
    using S = Shape<n>;
    std::array<Mask, S::kCells> masks;
    std::array<Mask, S::kHouses> placed;
    std::array<std::uint64_t, S::kWords> unsolved;
    std::array<std::array<Mask, S::kSide>, S::kHouses> places;

    bool is_unsolved(int cell) const { return unsolved[cell / 64] >> (cell % 64) & 1; }
    void mark_placed(int cell) { unsolved[cell / 64] &= ~(std::uint64_t{1} << (cell % 64)); }
    bool solved() const {
        for (const auto word : unsolved)
            if (word != 0) return false;
        return true;
    }

    // What every board the search holds after propagation keeps true, for
    // assert() in debug builds: each placed cell has one bit, which is in
    // `placed` of its three houses and in no other cell of them; `placed` is
    // exactly the digits of the placed cells; an unsolved cell has at least
    // two candidates (one would have been placed), none placed in its houses;
    // every digit has a cell in every house (else a contradiction was missed);
    // `places` is the masks by house.
    bool sanity() const {
        for (int h = 0; h < S::kHouses; ++h)
            for (int d = 0; d < S::kSide; ++d) {
                Mask at = 0;
                for (int p = 0; p < S::kSide; ++p) at |= (masks[kHouseCells<n>[h][p]] >> d & 1) << p;
                if (places[h][d] != at) return false;
            }
        std::array<Mask, S::kHouses> seen{};
        for (int cell = 0; cell < S::kCells; ++cell) {
            const Mask m = masks[cell];
            if ((m & ~S::kAllDigits) != 0) return false;
            const int houses[3] = {S::row(cell), S::kSide + S::column(cell), 2 * S::kSide + S::box(cell)};
            for (const int h : houses) {
                if (is_unsolved(cell) ? (m & placed[h]) != 0 : (seen[h] & m) != 0) return false;
                if (!is_unsolved(cell)) seen[h] |= m;
            }
            if (is_unsolved(cell) ? std::popcount(m) < 2 : !single_bit(m)) return false;
        }
        for (int h = 0; h < S::kHouses; ++h) {
            if (seen[h] != placed[h]) return false;
            Mask any = 0;
            for (const int cell : kHouseCells<n>[h]) any |= masks[cell];
            if (any != S::kAllDigits) return false;
        }
        for (int cell = S::kCells; cell < 64 * S::kWords; ++cell)
            if (is_unsolved(cell)) return false;
        return true;
    }
};

}  // namespace sudoku::general
