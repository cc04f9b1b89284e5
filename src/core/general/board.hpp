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
#pragma once

#include <algorithm>
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

// The peers of each cell: its row, column and box but itself, each once,
// ascending, merged from the three houses' lists. Built when the program
// starts, not at compile time: for 25x25 even this passes clang's and MSVC's
// limits on constexpr evaluation steps.
template <int n>
constexpr auto make_peers() {
    using S = Shape<n>;
    constexpr int kPeerCount = 3 * (S::kSide - 1) - 2 * (n - 1);
    std::array<std::array<std::uint16_t, kPeerCount>, S::kCells> peers{};
    for (int cell = 0; cell < S::kCells; ++cell) {
        const auto& row = kHouseCells<n>[S::row(cell)];
        const auto& column = kHouseCells<n>[S::kSide + S::column(cell)];
        const auto& box = kHouseCells<n>[2 * S::kSide + S::box(cell)];
        int r = 0, c = 0, b = 0, count = 0;
        while (count < kPeerCount) {
            int next = S::kCells;  // the smallest cell not yet taken from any of the three lists
            if (r < S::kSide) next = std::min<int>(next, row[r]);
            if (c < S::kSide) next = std::min<int>(next, column[c]);
            if (b < S::kSide) next = std::min<int>(next, box[b]);
            if (r < S::kSide && row[r] == next) ++r;
            if (c < S::kSide && column[c] == next) ++c;
            if (b < S::kSide && box[b] == next) ++b;
            if (next != cell) peers[cell][count++] = static_cast<std::uint16_t>(next);
        }
    }
    return peers;
}
template <int n>
inline const auto kPeers = make_peers<n>();

// A set of houses, as the propagator marks those whose masks changed: rows
// and columns in one word (bit row, bit 32 + column), boxes in the other.
struct HouseSet {
    std::uint64_t lines = 0;
    std::uint32_t boxes = 0;

    bool empty() const { return (lines | boxes) == 0; }
    void add(const HouseSet& other) { lines |= other.lines, boxes |= other.boxes; }
};

// Indexed by a cell: its three houses as a HouseSet.
template <int n>
constexpr auto make_cell_houses() {
    using S = Shape<n>;
    std::array<HouseSet, S::kCells> houses{};
    for (int cell = 0; cell < S::kCells; ++cell)
        houses[cell] = {std::uint64_t{1} << S::row(cell) | std::uint64_t{1} << (32 + S::column(cell)), std::uint32_t{1} << S::box(cell)};
    return houses;
}
template <int n>
inline constexpr auto kCellHouses = make_cell_houses<n>();

// The search state, copied at every branch. The unsolved cells are a bit set
// (bit cell % 64 of word cell / 64) so that the branch scan skips the placed ones.
template <int n>
struct Board {
    using S = Shape<n>;
    std::array<Mask, S::kCells> masks;
    std::array<Mask, S::kHouses> placed;
    std::array<std::uint64_t, S::kWords> unsolved;

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
    // every digit has a cell in every house (else a contradiction was missed).
    bool sanity() const {
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
