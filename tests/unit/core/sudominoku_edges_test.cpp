// The tiling's edges on hand-drawn boards: BOJ 4574's sample answer with a
// few cells opened again, every domino free. Drawn with the open cells as
// letters (row A-I, column 1-9, cell = 9 * row + column):
//
//   pair       A1 A2            a domino fits: its edge stays, nothing dies
//   stranded   A1 A2, E5        E5 has no open neighbour: a dead end there
//   row of 3   A1 A2 A3         A1 and A3 both need A2: a dead end at A2
//   square     A1 A2 / B1 B2    two tilings: nothing forced
//   unfit      A1 A2, domino    the edge's domino is used: it dies, and A1
//              {its digits}     is left stranded
#include <gtest/gtest.h>

#include "core/sudominoku/edges.hpp"
#include "sudominoku_boards.hpp"

namespace sudoku::sudominoku::detail {
namespace {

bool right_edge_dead(const Analysis& analysis, int from) { return (analysis.edges.dead_right >> from & 1) != 0; }

// forced_edges() on `s` from its root analysis: what it returned, and the analysis and cells it left.
struct Forced {
    bool kept = false;
    Analysis analysis;
    CellSet touched;
};
Forced forced(const State& s) {
    Forced result{false, root_analysis(s), {}};
    result.kept = forced_edges(s, result.analysis, result.touched);
    return result;
}

TEST(SudominokuEdges, APairThatADominoFitsKeepsItsEdge) {
    const auto pair = forced(opened({cell('A', 1), cell('A', 2)}));
    EXPECT_TRUE(pair.kept);
    EXPECT_FALSE(right_edge_dead(pair.analysis, cell('A', 1)));
    EXPECT_TRUE(pair.touched.empty());
}

TEST(SudominokuEdges, ACellWithNoOpenNeighbourIsADeadEnd) {
    const auto stranded = forced(opened({cell('A', 1), cell('A', 2), cell('E', 5)}));
    EXPECT_FALSE(stranded.kept);
    EXPECT_EQ(stranded.analysis.dead_end.cell, cell('E', 5));
}

TEST(SudominokuEdges, TwoCellsThatNeedTheSameOneAreADeadEndThere) {
    const auto row = forced(opened({cell('A', 1), cell('A', 2), cell('A', 3)}));
    EXPECT_FALSE(row.kept);
    EXPECT_EQ(row.analysis.dead_end.cell, cell('A', 2));
}

TEST(SudominokuEdges, ASquareWithTwoTilingsForcesNothing) {
    const auto square = forced(opened({cell('A', 1), cell('A', 2), cell('B', 1), cell('B', 2)}));
    EXPECT_TRUE(square.kept);
    EXPECT_EQ(square.analysis.edges.dead_right, Wide{0});
    EXPECT_EQ(square.analysis.edges.dead_down, Wide{0});
    EXPECT_TRUE(square.touched.empty());
}

TEST(SudominokuEdges, AnEdgeWhoseDominoIsUsedDiesAndStrandsItsCells) {
    State s = opened({cell('A', 1), cell('A', 2)});
    // Each open cell's one candidate is its digit in the answer.
    const int left = lowest_digit(s.used.candidates(cell('A', 1))), right = lowest_digit(s.used.candidates(cell('A', 2)));
    s.partners[left] &= ~digit_bit(right);
    s.partners[right] &= ~digit_bit(left);
    const auto unfit = forced(s);
    EXPECT_FALSE(unfit.kept);
    EXPECT_TRUE(right_edge_dead(unfit.analysis, cell('A', 1)));
    EXPECT_EQ(unfit.analysis.dead_end.cell, cell('A', 1));
}

}  // namespace
}  // namespace sudoku::sudominoku::detail
