// Invariants of the precomputed tables (after Norvig's tests of units and peers).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "sudoku/core/geometry.hpp"

namespace sudoku {
namespace {

TEST(Geometry, EveryUnitHoldsNineDistinctCells) {
    ASSERT_EQ(kUnitCells.size(), 27u);
    for (const auto& cells : kUnitCells) EXPECT_EQ(std::set<int>(cells.begin(), cells.end()).size(), 9u);
}

TEST(Geometry, EveryCellLiesInOneRowOneColumnAndOneBox) {
    for (int cell = 0; cell < kCells; ++cell) {
        int units = 0;
        for (int unit = 0; unit < kUnits; ++unit)
            units += std::count(kUnitCells[unit].begin(), kUnitCells[unit].end(), cell);
        EXPECT_EQ(units, 3) << "cell " << cell;
        const auto own = units_of(cell);
        for (int unit : own)
            EXPECT_NE(std::find(kUnitCells[unit].begin(), kUnitCells[unit].end(), cell), kUnitCells[unit].end());
    }
}

TEST(Geometry, BoxesAreTheThreeByThreeBlocks) {
    EXPECT_EQ(box_of(0), 0);
    EXPECT_EQ(box_of(cell_at(2, 2)), 0);
    EXPECT_EQ(box_of(cell_at(0, 3)), 1);
    EXPECT_EQ(box_of(cell_at(4, 4)), 4);
    EXPECT_EQ(box_of(cell_at(8, 0)), 6);
    EXPECT_EQ(box_of(80), 8);
}

TEST(Geometry, EveryCellHasTwentyDistinctSymmetricPeers) {
    for (int cell = 0; cell < kCells; ++cell) {
        const std::set<int> peers(kPeers[cell].begin(), kPeers[cell].end());
        EXPECT_EQ(peers.size(), 20u);
        EXPECT_EQ(peers.count(cell), 0u);
        for (int peer : peers) {
            EXPECT_TRUE(are_peers(cell, peer));
            EXPECT_TRUE(std::count(kPeers[peer].begin(), kPeers[peer].end(), cell) == 1);
        }
    }
}

TEST(Geometry, NeighboursAreOrthogonalAndSymmetric) {
    int pairs = 0;
    for (int cell = 0; cell < kCells; ++cell) {
        const auto& n = kNeighbours[cell];
        const bool edge_row = row_of(cell) == 0 || row_of(cell) == 8;
        const bool edge_column = column_of(cell) == 0 || column_of(cell) == 8;
        EXPECT_EQ(n.count, 4 - edge_row - edge_column) << "cell " << cell;
        for (int i = 0; i < n.count; ++i) {
            const int other = n.cells[i];
            EXPECT_EQ(std::abs(row_of(cell) - row_of(other)) + std::abs(column_of(cell) - column_of(other)), 1);
            EXPECT_TRUE(are_adjacent(other, cell));
            ++pairs;
        }
    }
    EXPECT_EQ(pairs, 2 * 144);  // 72 horizontal and 72 vertical domino positions, each seen from both ends
}

TEST(Geometry, UnitMasksGiveTheCandidatesOfACell) {
    UnitMasks masks;
    masks.place(cell_at(0, 8), 1);  // same row as (0,0)
    masks.place(cell_at(8, 0), 2);  // same column
    masks.place(cell_at(1, 1), 3);  // same box
    masks.place(cell_at(4, 4), 4);  // unrelated
    EXPECT_EQ(masks.candidates(0), kAllDigits & ~(digit_bit(1) | digit_bit(2) | digit_bit(3)));
    EXPECT_TRUE(masks.allows(0, 4));
    EXPECT_FALSE(masks.allows(0, 3));
}

TEST(Geometry, DigitMasks) {
    EXPECT_EQ(digit_bit(1), 1);
    EXPECT_EQ(digit_bit(9), 256);
    EXPECT_EQ(lowest_digit(digit_bit(7) | digit_bit(9)), 7);
    EXPECT_EQ(digit_count(kAllDigits), 9);
}

}  // namespace
}  // namespace sudoku
