#include "sudoku/core/target_score.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/random.hpp"
#include "test_support.hpp"

namespace sudoku::target {
namespace {

TEST(TargetScore, WeighsTheCentreTenAndTheOuterRingSix) {
    EXPECT_EQ(weight(40), 10);
    for (const int cell : {0, 8, 4, 36, 44, 72, 80, 76}) EXPECT_EQ(weight(cell), 6) << cell;
    EXPECT_EQ(weight(cell_at(1, 1)), 7);
    EXPECT_EQ(weight(cell_at(2, 5)), 8);
    EXPECT_EQ(weight(cell_at(5, 3)), 9);
    int total = 0;
    for (int cell = 0; cell < kCells; ++cell) total += weight(cell);
    EXPECT_EQ(total, 32 * 6 + 24 * 7 + 16 * 8 + 8 * 9 + 10);
}

// Digits and '.', as read (test::grid_from_line refuses clashing givens).
Grid target_grid(const std::string& line) {
    Grid grid{};
    for (int cell = 0; cell < kCells; ++cell) grid[cell] = line[cell] == '.' ? 0 : static_cast<std::uint8_t>(line[cell] - '0');
    return grid;
}

TEST(TargetScore, AnswersTheKnownCases) {
    const auto cases = test::read_puzzle_lines("tests/data/target_puzzles.txt");
    ASSERT_EQ(cases.size(), 3u);
    for (const test::PuzzleLine& c : cases) {
        const Grid puzzle = target_grid(c.puzzle);
        const TargetAnswer answer = best_score(puzzle);
        EXPECT_EQ(answer.score, c.number) << c.puzzle;
        if (answer.score >= 0) {
            EXPECT_TRUE(is_solution_of(answer.best, puzzle));
            EXPECT_EQ(score_of(answer.best), answer.score);
        }
    }
}

// gen --hard keeps only puzzles the search answers within a node limit: past
// it the search stops at once and says so, and under it the answer is whole.
TEST(TargetScore, ANodeLimitStopsTheSearchAndSaysSo) {
    const Grid empty{};  // every grid a solution: thousands of nodes
    SearchStats stopped;
    stopped.node_limit = 50;
    best_score(empty, &stopped);
    EXPECT_TRUE(stopped.gave_up);
    EXPECT_EQ(stopped.nodes, 51u);
    const Grid puzzle = target_grid(test::read_puzzle_lines("tests/data/target_puzzles.txt").front().puzzle);
    SearchStats room;
    room.node_limit = 1000;
    EXPECT_EQ(best_score(puzzle, &room).score, best_score(puzzle).score);
    EXPECT_FALSE(room.gave_up);
}

TEST(TargetScore, AFullGridScoresItself) {
    const Grid puzzle = test::grid_from_line(test::read_puzzle_lines("tests/data/target_puzzles.txt").front().puzzle);
    Grid full;
    ASSERT_TRUE(classic::solve(puzzle, full));
    SearchStats stats;
    const TargetAnswer answer = best_score(full, &stats);
    EXPECT_EQ(answer.score, score_of(full));
    EXPECT_EQ(answer.best, full);
    EXPECT_EQ(stats.nodes, 1u);
    // The same grid with a clash: no solution.
    Grid clash = full;
    clash[0] = clash[1];
    EXPECT_EQ(best_score(clash).score, -1);
}

// All solutions, the plain way: blanks in reading order, every digit the
// row, column and box allow; the largest score among them (-1: none).
class BruteForce {
public:
    explicit BruteForce(const Grid& puzzle) : grid_(puzzle) {}
    int best() {
        walk(0);
        return best_;
    }
    int solutions() const { return solutions_; }

private:
    void walk(int cell) {
        while (cell < kCells && grid_[cell] != 0) ++cell;
        if (cell == kCells) {
            ++solutions_;
            best_ = std::max(best_, score_of(grid_));
            return;
        }
        for (int d = 1; d <= 9; ++d) {
            grid_[cell] = static_cast<std::uint8_t>(d);
            if (!find_clash_at(grid_, cell)) walk(cell + 1);
        }
        grid_[cell] = 0;
    }
    Grid grid_;
    int best_ = -1, solutions_ = 0;
};

TEST(TargetScore, AgreesWithEveryFillingEnumeratedOnRandomPuzzles) {
    Random random(1074);
    int several = 0, checked = 0;
    for (int round = 0; round < 100; ++round) {
        Grid seeds{}, full;
        for (int i = 0; i < 6; ++i) seeds[random.below(kCells)] = static_cast<std::uint8_t>(random.between(1, 9));
        if (!classic::solve(seeds, full)) continue;
        std::array<int, kCells> cells;
        for (int cell = 0; cell < kCells; ++cell) cells[cell] = cell;
        random.shuffle(cells);
        Grid puzzle{};
        const int givens = random.between(28, 38);
        for (int i = 0; i < givens; ++i) puzzle[cells[i]] = full[cells[i]];
        if (round % 10 == 0) puzzle[cells[givens]] = static_cast<std::uint8_t>(random.between(1, 9));  // maybe no solution
        if (has_clash(puzzle)) continue;
        BruteForce brute(puzzle);
        const int expected = brute.best();
        several += brute.solutions() > 1;
        ++checked;
        const TargetAnswer answer = best_score(puzzle);
        ASSERT_EQ(answer.score, expected) << "round " << round;
        if (expected >= 0) {
            EXPECT_TRUE(is_solution_of(answer.best, puzzle));
            EXPECT_EQ(score_of(answer.best), expected);
        }
    }
    EXPECT_GT(checked, 50);
    EXPECT_GT(several, checked / 2);  // the cross-check chose among several solutions often
}

}  // namespace
}  // namespace sudoku::target
