// The parts of the Sudominoku analysis on their own, on hand-drawn boards
// (sudominoku_boards.hpp): each keeps its incremental state as its
// sanity() says, and sanity() catches the state a missed update leaves.
#include <gtest/gtest.h>

#include "core/sudominoku/analysis.hpp"
#include "sudominoku_boards.hpp"

namespace sudoku::sudominoku::detail {
namespace {

// Row A and column 1 open: A1 can hold any digit its box lacks; A2 to A9 and
// B1 to I1 one each.
State row_and_column() {
    return opened({cell('A', 1), cell('A', 2), cell('A', 3), cell('A', 4), cell('A', 5), cell('A', 6), cell('A', 7),
                   cell('A', 8), cell('A', 9), cell('B', 1), cell('C', 1), cell('D', 1), cell('E', 1), cell('F', 1),
                   cell('G', 1), cell('H', 1), cell('I', 1)});
}

// Every unit's changes looked at, as narrow_by_singles() does.
void look_at_every_unit(Candidates& candidates) {
    for (int unit = 0; unit < kUnits; ++unit) candidates.take_changed(unit);
}

// The candidates of `s` with every unit and digit looked at.
Candidates looked_at(const State& s) {
    Candidates candidates(s);
    look_at_every_unit(candidates);
    while (candidates.take_pattern_digit() != 0) {
    }
    return candidates;
}

int only_digit(DigitMask m) { return lowest_digit(m); }

TEST(SudominokuCandidates, StartFromWhatTheUnitsAllowWithEveryUnitToLookAt) {
    const State s = row_and_column();
    Candidates candidates(s);
    EXPECT_EQ(std::popcount(unsigned{candidates[cell('A', 1)]}), 5);
    EXPECT_EQ(std::popcount(unsigned{candidates[cell('A', 2)]}), 1);
    EXPECT_EQ(candidates[kCells], 0);
    EXPECT_EQ(candidates.changed_units(), (1u << kUnits) - 1);
    EXPECT_FALSE(candidates.sanity(s));  // units still to look at
    look_at_every_unit(candidates);
    EXPECT_TRUE(candidates.sanity(s));
}

TEST(SudominokuCandidates, KeepTakesTheLostDigitsOffTheirBoardsAndMarksTheirUnits) {
    const State s = row_and_column();
    Candidates candidates = looked_at(s);
    const int a1 = cell('A', 1), a2_digit = only_digit(candidates[cell('A', 2)]);
    ASSERT_NE(candidates[a1] & digit_bit(a2_digit), 0);
    candidates.keep(a1, candidates[a1] & ~digit_bit(a2_digit));
    EXPECT_EQ(candidates[a1] & digit_bit(a2_digit), 0);
    EXPECT_EQ(candidates.board(a2_digit) >> a1 & 1, Wide{0});
    EXPECT_EQ(candidates.changed_units(), kUnitBits[a1]);  // A1's row, column and box
    EXPECT_EQ(candidates.take_pattern_digit(), a2_digit);
    EXPECT_EQ(candidates.take_pattern_digit(), 0);
    look_at_every_unit(candidates);
    EXPECT_TRUE(candidates.sanity(s));
}

TEST(SudominokuCandidates, SanityCatchesACellMarkedClearedWhosePeerKeepsItsDigit) {
    const State s = row_and_column();
    Candidates candidates = looked_at(s);
    const int a1 = cell('A', 1), a2 = cell('A', 2);
    candidates.mark_peers_cleared(a2);  // but A1 still holds A2's digit
    EXPECT_FALSE(candidates.sanity(s));
    candidates.keep(a1, candidates[a1] & ~candidates[a2]);
    look_at_every_unit(candidates);
    EXPECT_TRUE(candidates.sanity(s));
}

TEST(SudominokuCandidates, AFilledCellTakesItsDigitFromItsPeers) {
    State s = row_and_column();
    Candidates candidates = looked_at(s);
    const int a1 = cell('A', 1), a2 = cell('A', 2);
    const int digit = only_digit(candidates[a2]);
    s.digits[a2] = static_cast<std::uint8_t>(digit);  // filled, as put() would
    s.used.place(a2, digit);
    s.open.remove(a2);
    --s.empty;
    const Wide filled = candidates.filled_since(s);
    EXPECT_EQ(filled, Wide{1} << a2);
    const CellSet lost = candidates.remove_filled(s, filled);
    EXPECT_EQ(wide(lost), (Wide{1} << a1) | (Wide{1} << a2));
    EXPECT_EQ(candidates[a2], 0);
    EXPECT_EQ(candidates[a1] & digit_bit(digit), 0);
    EXPECT_EQ(candidates.placed(digit) >> a2 & 1, Wide{1});
    EXPECT_EQ(candidates.filled_since(s), Wide{0});
    look_at_every_unit(candidates);
    EXPECT_TRUE(candidates.sanity(s));
}

TEST(SudominokuLiveEdges, AKilledEdgeLeavesTheWaysOfBothItsCells) {
    LiveEdges edges;
    edges.matched = true;
    const int a1 = cell('A', 1), a2 = cell('A', 2);
    CellSet touched;
    edges.kill(Wide{1} << a1, 0, &touched);
    EXPECT_TRUE(edges.dead(a1, a2));
    EXPECT_TRUE(edges.dead(a2, a1));
    EXPECT_FALSE(edges.dead(a1, cell('B', 1)));
    EXPECT_FALSE(edges.matched);
    EXPECT_EQ(wide(touched), (Wide{1} << a1) | (Wide{1} << a2));
    EXPECT_TRUE(edges.sanity());
    edges.live_ways[a2] = 0xF;  // a way left live along the dead edge
    EXPECT_FALSE(edges.sanity());
}

// The counts of `s` from its root, as narrow() makes them.
PlacementCounts counted(const State& s, const Candidates& candidates, const LiveEdges& edges) {
    NeighbourLanes around{};
    for (int c = 0; c < kCells; ++c) around[c] = around_in_lanes(candidates, edges, c);
    PlacementCounts counts;
    counts.count(s, candidates, edges, kEveryCell, around);
    counts.made_for(s);
    return counts;
}

TEST(SudominokuPlacementCounts, CountThePartnersNextToEachCandidateAlongLiveEdges) {
    const State s = opened({cell('A', 1), cell('A', 2)});
    const Candidates candidates(s);
    const int a1 = cell('A', 1), a2 = cell('A', 2);
    const int d1 = only_digit(candidates[a1]);
    LiveEdges edges;
    PlacementCounts counts = counted(s, candidates, edges);
    EXPECT_EQ(counts.at(a1, d1), 1);  // the domino {d1, d2} along A1-A2
    EXPECT_EQ(counts.of_cell(a1, candidates[a1]), 1);
    EXPECT_TRUE(counts.sanity(s, candidates, edges));
    edges.kill(Wide{1} << a1, 0, nullptr);
    EXPECT_FALSE(counts.sanity(s, candidates, edges));  // counted before the edge died
    counts = counted(s, candidates, edges);
    EXPECT_EQ(counts.at(a1, d1), 0);
    EXPECT_EQ(counts.of_cell(a2, candidates[a2]), 0);
    EXPECT_TRUE(counts.sanity(s, candidates, edges));
}

TEST(SudominokuPlacementCounts, RememberThePartnersTheyWereCountedWith) {
    State s = opened({cell('A', 1), cell('A', 2)});
    const Candidates candidates(s);
    const PlacementCounts counts = counted(s, candidates, LiveEdges{});
    EXPECT_TRUE(counts.counted());
    s.partners[1] &= ~digit_bit(2);  // the domino {1, 2} put down elsewhere
    s.partners[2] &= ~digit_bit(1);
    EXPECT_EQ(counts.lost_partners(s, 1), digit_bit(2));
    EXPECT_EQ(counts.lost_partners(s, 3), 0);
}

}  // namespace
}  // namespace sudoku::sudominoku::detail
