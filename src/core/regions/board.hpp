// The region core's board and the per-puzzle tables its steps look things up in.
//
// Vocabulary:
//   region   one of the nine parts of the partition: 9 cells, any shape (the
//            boxes are one partition)
//   house    a row (0-8), a column (9-17) or a region (18-26): nine cells
//            that hold each digit once
//   word     the cells of one band (three rows) where one digit can still go:
//            the classic core's band word, whose layout classic/board.hpp
//            draws (bit 9 * row + column within the band, cell = 27 * band + bit)
//   cell set three band words, one per band: any set of the 81 cells
//   settled  a cell whose digit is placed: it has left `unsolved`, and its
//            bit stays only in its digit's words
//
// Rows and columns are shifts and masks of a band word as in the classic
// core; a region is whatever cells it has, so its set lives in a table built
// once a puzzle (Layout), as do each cell's peers.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "../classic/board.hpp"
#include "sudoku/core/region_solver.hpp"

namespace sudoku::regions {

using classic::BandWord;
using classic::kBandCells;

// A set of cells, a band word per band; the fourth word is always 0 and
// keeps copies in whole 16-byte moves.
using CellSet = std::array<BandWord, 4>;

inline constexpr int kHouses = 27;
inline constexpr int kFirstColumnHouse = 9;
inline constexpr int kFirstRegionHouse = 18;

inline bool is_empty(const CellSet& s) { return (s[0] | s[1] | s[2]) == 0; }
inline int size_of(const CellSet& s) { return std::popcount(s[0]) + std::popcount(s[1]) + std::popcount(s[2]); }
inline CellSet intersection(const CellSet& a, const CellSet& b) { return {a[0] & b[0], a[1] & b[1], a[2] & b[2], 0}; }
inline bool is_subset(const CellSet& a, const CellSet& b) { return ((a[0] & ~b[0]) | (a[1] & ~b[1]) | (a[2] & ~b[2])) == 0; }
// The first cell of a non-empty set, in reading order.
inline int first_cell(const CellSet& s) {
    if (s[0]) return std::countr_zero(s[0]);
    if (s[1]) return 27 + std::countr_zero(s[1]);
    return 54 + std::countr_zero(s[2]);
}
inline CellSet single_cell(int cell) {
    CellSet s{};
    s[cell / 27] = BandWord{1} << (cell % 27);
    return s;
}

// The tables of one partition, built before the search and read only by it.
struct Layout {
    std::array<CellSet, kHouses> houses;                 // rows, columns, regions
    std::array<std::array<std::uint8_t, 3>, kCells> houses_of;  // each cell's row, column and region house
    std::array<CellSet, kCells> peers;                   // the 20+ cells that share a house with it, itself not

    explicit Layout(const RegionMap& regions) : houses{}, houses_of{}, peers{} {
        for (int cell = 0; cell < kCells; ++cell) {
            houses_of[cell] = {static_cast<std::uint8_t>(cell / 9), static_cast<std::uint8_t>(kFirstColumnHouse + cell % 9),
                               static_cast<std::uint8_t>(kFirstRegionHouse + regions[cell])};
            for (const int house : houses_of[cell]) houses[house][cell / 27] |= BandWord{1} << (cell % 27);
        }
        for (int cell = 0; cell < kCells; ++cell) {
            for (const int house : houses_of[cell])
                for (int band = 0; band < 3; ++band) peers[cell][band] |= houses[house][band];
            peers[cell][cell / 27] &= ~(BandWord{1} << (cell % 27));
        }
    }
};

// The search state, copied at every branch (160 bytes, as the classic board):
//   words[digit]   digit 0-based: the cells where it can still go, its settled ones included
//   unsolved       the cells not yet settled
struct Board {
    std::array<CellSet, 9> words;
    CellSet unsolved;

    bool solved() const { return is_empty(unsolved); }

    // What every board the search holds keeps true, for assert() in debug
    // builds: no bit outside the grid; each settled cell in exactly one
    // digit's words; no digit settled twice in a house; every house still
    // with a place for every digit.
    bool sanity(const Layout& layout) const {
        for (int band = 0; band < 3; ++band) {
            BandWord some = 0, again = 0;
            for (const CellSet& w : words) {
                if (w[band] & ~kBandCells || w[3] != 0) return false;
                again |= some & w[band] & ~unsolved[band];
                some |= w[band];
            }
            if (again != 0 || some != kBandCells) return false;
        }
        for (const CellSet& w : words)
            for (const CellSet& house : layout.houses) {
                const CellSet here = intersection(w, house);
                const CellSet settled = {here[0] & ~unsolved[0], here[1] & ~unsolved[1], here[2] & ~unsolved[2], 0};
                if (is_empty(here) || size_of(settled) > 1) return false;
            }
        return true;
    }
};

}  // namespace sudoku::regions
