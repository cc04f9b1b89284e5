// The classic core's board and the tables its steps look things up in.
//
// Vocabulary:
//   band        three rows: rows 0-2, 3-5, 6-8 (band = row / 3)
//   stack       three columns: columns 0-2, 3-5, 6-8
//   word        the cells of one band where one digit can still go, 27 bits
//               (BandWord; its layout is drawn below)
//   settled     a cell whose digit is placed: it has left `unsolved`, and its
//               bit stays only in its digit's word
//   row-box pair  a row of a band and a box of it: a minirow, three cells
//   occupancy   a digit's row-box pairs in a band that still hold a candidate,
//               9 bits, bit 3 * row + box (rows and boxes within the band)
//   pattern     one way a digit can take its three cells of a band: one cell
//               in each row and in each box, a permutation (drawn below)
//   minicolumn  a column of a band: three cells
//   triad       the three digits of a minirow or a minicolumn
//
// Stacks mirror bands: in a stack a digit takes one cell in each column and
// in each box, so the same permutation tables serve with bands for rows and
// columns for boxes.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "sudoku/core/geometry.hpp"
#include "sudoku/core/grid.hpp"

namespace sudoku::classic {

// A band word: bit 9 * row + column, rows and columns within the band.
//
//        column:  0  1  2 |  3  4  5 |  6  7  8
//        row 0:   0  1  2 |  3  4  5 |  6  7  8
//        row 1:   9 10 11 | 12 13 14 | 15 16 17
//        row 2:  18 19 20 | 21 22 23 | 24 25 26
//                 box 0      box 1      box 2
//
// so cell = 27 * band + bit. A row, a box, and the part of a column inside a
// band are each a shift and a mask, and one step handles a digit in a whole
// band at once.
using BandWord = std::uint32_t;
inline constexpr BandWord kBandCells = (1u << 27) - 1;
constexpr BandWord row_mask(int row) { return BandWord{0x1FF} << (9 * row); }
constexpr BandWord box_mask(int box) { return BandWord{0x1C0E07} << (3 * box); }
constexpr BandWord column_mask(int column) { return BandWord{0x40201} << column; }
// The cells of a band in the columns of a 9-bit set (bit = column).
constexpr BandWord columns_mask(unsigned columns) { return columns * BandWord{0x40201}; }
// The columns (9 bits) where a band word has a cell.
constexpr unsigned columns_in(BandWord word) { return (word | word >> 9 | word >> 18) & 0x1FF; }

// The six patterns, as occupancies (bit 3 * row + box). The box of each row's cell:
//
//              row 0  row 1  row 2
//   pattern 0    0      1      2       0b100'010'001
//   pattern 1    0      2      1       0b010'100'001
//   pattern 2    1      0      2       0b100'001'010
//   pattern 3    1      2      0       0b001'100'010
//   pattern 4    2      0      1       0b010'001'100
//   pattern 5    2      1      0       0b001'010'100
inline constexpr std::array<std::uint16_t, 6> kPermutationPatterns = {
    0b100'010'001, 0b010'100'001, 0b100'001'010, 0b001'100'010, 0b010'001'100, 0b001'010'100};

namespace tables {

constexpr auto make_live_row_boxes() {
    std::array<std::uint16_t, 512> live{};
    for (unsigned occupancy = 0; occupancy < 512; ++occupancy)
        for (const unsigned pattern : kPermutationPatterns)
            if ((pattern & occupancy) == pattern) live[occupancy] |= static_cast<std::uint16_t>(pattern);
    return live;
}

constexpr auto make_pattern_count() {
    std::array<std::uint8_t, 512> count{};
    for (unsigned occupancy = 0; occupancy < 512; ++occupancy)
        for (const unsigned pattern : kPermutationPatterns) count[occupancy] += (pattern & occupancy) == pattern;
    return count;
}

constexpr auto make_boxes_of_row() {
    std::array<std::uint8_t, 512> boxes{};
    for (unsigned row = 0; row < 512; ++row)
        for (int box = 0; box < 3; ++box)
            if (row >> (3 * box) & 7) boxes[row] |= static_cast<std::uint8_t>(1u << box);
    return boxes;
}

constexpr auto make_row_box_cells() {
    std::array<BandWord, 512> cells{};
    for (unsigned pairs = 0; pairs < 512; ++pairs)
        for (int pair = 0; pair < 9; ++pair)
            if (pairs >> pair & 1) cells[pairs] |= BandWord{7} << (9 * (pair / 3) + 3 * (pair % 3));
    return cells;
}

constexpr auto make_lone_in_group() {
    std::array<std::uint16_t, 512> lone{};
    for (unsigned bits = 0; bits < 512; ++bits)
        for (int group = 0; group < 3; ++group)
            if (const unsigned g = bits >> (3 * group) & 7; g != 0 && (g & (g - 1)) == 0)
                lone[bits] |= static_cast<std::uint16_t>(g << (3 * group));
    return lone;
}

constexpr auto make_live_stack_columns() {
    const auto live_row_boxes = make_live_row_boxes();
    std::array<std::uint32_t, 512> columns{};
    for (unsigned occupancy = 0; occupancy < 512; ++occupancy)
        for (int band = 0; band < 3; ++band) columns[occupancy] |= (live_row_boxes[occupancy] >> (3 * band) & 7u) << (9 * band);
    return columns;
}

constexpr auto make_lone_in_row() {
    std::array<std::uint16_t, 512> lone{};
    for (unsigned row = 0; row < 512; ++row) lone[row] = static_cast<std::uint16_t>((row & (row - 1)) == 0 ? row : 0);
    return lone;
}

constexpr auto make_band_peers() {
    std::array<BandWord, 27> peers{};
    for (int bit = 0; bit < 27; ++bit) peers[bit] = (row_mask(bit / 9) | box_mask(bit % 9 / 3)) & ~(BandWord{1} << bit);
    return peers;
}

constexpr auto make_band_columns() {
    std::array<BandWord, 27> columns{};
    for (int bit = 0; bit < 27; ++bit) columns[bit] = column_mask(bit % 9);
    return columns;
}

}  // namespace tables

// Tables indexed by a 9-bit occupancy (or a 9-bit row):
// The union of the patterns an occupancy still allows (0: none). Keeping only
// those row-box pairs is locked candidates, pointing and claiming, in one lookup.
inline constexpr auto kLiveRowBoxes = tables::make_live_row_boxes();
inline constexpr auto kPatternCount = tables::make_pattern_count();  // how many patterns it allows
// kLiveRowBoxes of a stack's occupancy (bit 3 * band + column in the stack),
// spread to bit 9 * band + column in the stack: shifted left by 3 * stack,
// each band's 9 bits are the columns it keeps there (0: no pattern left).
inline constexpr auto kLiveStackColumns = tables::make_live_stack_columns();
inline constexpr auto kBoxesOfRow = tables::make_boxes_of_row();     // the 3 box bits of a 9-bit row
inline constexpr auto kRowBoxCells = tables::make_row_box_cells();   // row-box pairs back to their cells
// Of 9 bits in three groups of three (a row's boxes, a box's columns), the
// groups with exactly one bit: a digit's only box in a row, or only column in
// a box, which it must therefore take.
inline constexpr auto kLoneInGroup = tables::make_lone_in_group();
// A 9-bit row with one bit: that bit; else 0.
inline constexpr auto kLoneInRow = tables::make_lone_in_row();
// Indexed by a bit of a band word: the rest of its row and box in the band,
// where a digit placed there rules itself out.
inline constexpr auto kBandPeers = tables::make_band_peers();
// Indexed by a bit of a band word: its column in the band, without a division.
inline constexpr auto kBandColumn = tables::make_band_columns();

// A digit's occupancy in a band word.
inline unsigned band_occupancy(BandWord word) {
    return kBoxesOfRow[word & 0x1FF] | kBoxesOfRow[(word >> 9) & 0x1FF] << 3 | kBoxesOfRow[word >> 18] << 6;
}

// The cells of a digit's band word that some pattern still uses: locked
// candidates, pointing and claiming, in one lookup (0: no pattern left).
inline BandWord on_band_patterns(BandWord word) { return word & kRowBoxCells[kLiveRowBoxes[band_occupancy(word)]]; }

// Packed columns: per band, the columns where a digit's band words have a
// cell, in one word, bit 9 * band + column.
inline std::uint32_t packed_columns(const BandWord* words) {
    return columns_in(words[0]) | columns_in(words[1]) << 9 | columns_in(words[2]) << 18;
}

// A digit's band-column pairs in `stack` (bit 3 * band + column in the
// stack), from its packed columns. The stack's three groups of three bits,
// at bits 0, 9 and 18 once shifted down, meet at bits 12-20 in one multiply
// by 1 + 2^6 + 2^12: every other term of the product falls elsewhere, and
// no two overlap, so nothing carries.
inline unsigned stack_occupancy(std::uint32_t packed, int stack) {
    const std::uint32_t groups = packed >> (3 * stack) & 0x1C0E07;
    return (groups * 0x1041u) >> 12 & 0x1FF;
}

// Of a digit's packed columns, those some pattern of each stack still uses;
// 0 when a stack has none left. All three stacks are looked up before that
// verdict: an exit at the first dead stack was a branch the predictor missed.
// Lost: the three stacks in one word by shifts; -O3 compiles these loops better.
inline std::uint32_t stack_pattern_columns(std::uint32_t packed) {
    std::uint32_t keep = 0;
    bool dead = false;
    for (int stack = 0; stack < 3; ++stack) {
        const std::uint32_t live = kLiveStackColumns[stack_occupancy(packed, stack)];
        dead |= live == 0;
        keep |= live << (3 * stack);
    }
    return dead ? 0 : keep;
}

// A digit's three band words narrowed to packed columns.
inline void keep_columns(BandWord* words, std::uint32_t keep) {
    for (int band = 0; band < 3; ++band) words[band] &= columns_mask(keep >> (9 * band) & 0x1FF);
}

// A digit's three band words narrowed to the columns some pattern of each
// stack still uses; false when a stack has none left.
inline bool keep_stack_patterns(BandWord* words) {
    const std::uint32_t keep = stack_pattern_columns(packed_columns(words));
    keep_columns(words, keep);
    return keep != 0;
}

// The candidates of a word that are alone in their row: each is that row's
// cell for the digit.
inline BandWord alone_in_row(BandWord word) {
    return kLoneInRow[word & 0x1FF] | BandWord{kLoneInRow[(word >> 9) & 0x1FF]} << 9 | BandWord{kLoneInRow[word >> 18]} << 18;
}

// The search state, copied at every branch (160 bytes: keep it small, a
// bigger one was copied with `rep movsq`).
//
//   words[digit][band]  digit 0-based, band 0-2: the cells of the band where
//                       the digit can still go, its settled cells included
//   words[digit][3]     the digit's packed_columns() as the stack step last
//                       left them, kStackedUnknown before it first runs: while
//                       they are the same, the step has nothing to do (it reads
//                       only the columns, and leaves them as it would again).
//                       The propagator keeps them current (see its sweep), so
//                       on every board the search holds they are exact
//   unsolved[band]      the cells not yet settled; unsolved[3] is always 0
//
// Each array has four words so that the board is copied in whole 16-byte moves.

// words[digit][3] before the stack step first runs: every column of every
// band. A step on those would keep them all, so skipping it is right; and a
// band word emptied since differs from it.
inline constexpr std::uint32_t kStackedUnknown = kBandCells;

struct Board {
    std::array<std::array<BandWord, 4>, 9> words;
    std::array<BandWord, 4> unsolved;

    BandWord& word(int digit, int band) { return words[digit][band]; }
    BandWord word(int digit, int band) const { return words[digit][band]; }
    bool solved() const { return (unsolved[0] | unsolved[1] | unsolved[2]) == 0; }

    // The packed columns where `digit` still has a cell.
    std::uint32_t packed_columns(int digit) const { return classic::packed_columns(words[digit].data()); }

    // What every board the search holds keeps true, for assert() in debug
    // builds: no bit outside the band or in unsolved[3]; a digit's columns
    // as its stack step last left them; each settled cell in exactly
    // one digit's word; no digit settled twice in a row, box or column; an
    // unsolved cell with at least one candidate; a digit's lone cell in a
    // row, box or column settled (the propagator has no pass for hidden
    // singles: its band and stack steps give them).
    bool sanity() const {
        if (unsolved[3] != 0) return false;
        for (int band = 0; band < 3; ++band) {
            if (unsolved[band] & ~kBandCells) return false;
            BandWord some = 0, again = 0;
            for (int digit = 0; digit < 9; ++digit) {
                const BandWord w = words[digit][band];
                if (w & ~kBandCells) return false;
                again |= some & w & ~unsolved[band];
                some |= w;
            }
            if (again != 0 || some != kBandCells) return false;
        }
        for (int digit = 0; digit < 9; ++digit) {
            if (words[digit][3] != packed_columns(digit)) return false;
            // A unit where the digit has no cell, or a lone one not settled.
            const auto empty_or_lone_unsettled = [](int cells, int unsettled) { return cells == 0 || (cells == 1 && unsettled == 1); };
            unsigned columns_settled = 0;
            for (int band = 0; band < 3; ++band) {
                const BandWord w = words[digit][band], settled = w & ~unsolved[band];
                for (int i = 0; i < 3; ++i) {
                    const BandWord row = w & row_mask(i), box = w & box_mask(i);
                    if (std::popcount(settled & row) > 1 || std::popcount(settled & box) > 1) return false;
                    if (empty_or_lone_unsettled(std::popcount(row), std::popcount(row & unsolved[band])) ||
                        empty_or_lone_unsettled(std::popcount(box), std::popcount(box & unsolved[band])))
                        return false;
                }
                if (columns_settled & columns_in(settled)) return false;
                columns_settled |= columns_in(settled);
            }
            for (int column = 0; column < 9; ++column) {
                int cells = 0, unsettled = 0;
                for (int band = 0; band < 3; ++band) {
                    const BandWord here = words[digit][band] & column_mask(column);
                    cells += std::popcount(here);
                    unsettled += std::popcount(here & unsolved[band]);
                }
                if (empty_or_lone_unsettled(cells, unsettled)) return false;
            }
        }
        return true;
    }
};

// Eight bits spread to eight bytes, bit i to the i-th byte in memory.
constexpr auto make_bits_to_bytes() {
    std::array<std::uint64_t, 256> bytes{};
    for (unsigned bits = 0; bits < 256; ++bits)
        for (int i = 0; i < 8; ++i)
            if (bits >> i & 1) bytes[bits] |= std::uint64_t{1} << (8 * (std::endian::native == std::endian::little ? i : 7 - i));
    return bytes;
}
inline constexpr auto kBitsToBytes = make_bits_to_bytes();

// The solved board as digits, into `grid` (every byte written). Per band,
// the four bits of each cell's digit as four words (bit planes), then eight
// cells at a time spread to bytes: a store per cell from each digit's word
// cost a fiftieth of an easy puzzle.
inline void write_grid(const Board& board, Grid& grid) {
    for (int band = 0; band < 3; ++band) {
        auto w = [&](int digit) { return board.word(digit, band); };  // digit 0-based: it holds digit + 1
        const std::array<BandWord, 4> planes = {w(0) | w(2) | w(4) | w(6) | w(8), w(1) | w(2) | w(5) | w(6),
                                                w(3) | w(4) | w(5) | w(6), w(7) | w(8)};
        for (int first = 0; first < 27; first += 8) {
            std::uint64_t bytes = 0;
            for (int plane = 0; plane < 4; ++plane) bytes |= kBitsToBytes[planes[plane] >> first & 0xFF] << plane;
            std::memcpy(grid.data() + 27 * band + first, &bytes, std::min(8, 27 - first));
        }
    }
}

inline Grid grid_of(const Board& board) {
    Grid grid;
    write_grid(board, grid);
    return grid;
}

}  // namespace sudoku::classic
