// The general core against an independent solver written here: plain
// backtracking in reading order, values ascending, so its first solution is
// the lexicographically smallest. Answers, counts and no-solution verdicts
// must agree on random 4x4, 9x9 and 16x16 puzzles (with enough givens that
// the plain solver finishes), every 4x4 puzzle of one grid, and n = 1 and 5.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <numeric>
#include <vector>

#include "sudoku/core/general_grid.hpp"
#include "sudoku/core/general_solver.hpp"
#include "sudoku/core/random.hpp"

namespace sudoku {
namespace {

// The independent solver: the digits each row, column and box has used,
// cells filled in reading order. Counts up to `limit`, keeps the first.
class PlainSolver {
public:
    explicit PlainSolver(const GeneralGrid& puzzle) : grid_(puzzle), n_(puzzle.box_size()), side_(puzzle.side()) {}

    int count(int limit) {
        limit_ = limit;
        for (int cell = 0; cell < grid_.cells(); ++cell)
            if (grid_[cell] != 0) {
                if (used(cell) & bit(grid_[cell])) return 0;  // clashing givens
                toggle(cell, grid_[cell]);
            }
        fill(0);
        return found_;
    }
    const GeneralGrid& first() const { return first_; }

private:
    static unsigned bit(int value) { return 1u << value; }
    int box(int cell) const { return cell / side_ / n_ * n_ + cell % side_ / n_; }
    unsigned used(int cell) const { return rows_[cell / side_] | columns_[cell % side_] | boxes_[box(cell)]; }
    void toggle(int cell, int value) {
        rows_[cell / side_] ^= bit(value), columns_[cell % side_] ^= bit(value), boxes_[box(cell)] ^= bit(value);
    }

    bool fill(int cell) {  // true once the limit is reached
        while (cell < grid_.cells() && grid_[cell] != 0) ++cell;
        if (cell == grid_.cells()) {
            if (found_++ == 0) first_ = grid_;
            return found_ >= limit_;
        }
        for (int value = 1; value <= side_; ++value) {
            if (used(cell) & bit(value)) continue;
            grid_.set(cell, value);
            toggle(cell, value);
            const bool done = fill(cell + 1);
            toggle(cell, value);
            grid_.set(cell, 0);
            if (done) return true;
        }
        return false;
    }

    GeneralGrid grid_, first_;
    int n_, side_, limit_ = 1, found_ = 0;
    std::array<unsigned, GeneralGrid::kMaxSide> rows_{}, columns_{}, boxes_{};
};

// A valid full grid: the pattern grid with its digits, bands, stacks, and the
// rows and columns inside them shuffled (every such move keeps it valid).
GeneralGrid random_full_grid(int n, Random& random) {
    const int side = n * n;
    std::vector<int> digits(static_cast<std::size_t>(side)), rows, columns;
    std::iota(digits.begin(), digits.end(), 1);
    random.shuffle(digits);
    auto lines = [&] {
        std::vector<int> bands(static_cast<std::size_t>(n)), order;
        std::iota(bands.begin(), bands.end(), 0);
        random.shuffle(bands);
        for (const int band : bands) {
            std::vector<int> inside(static_cast<std::size_t>(n));
            std::iota(inside.begin(), inside.end(), 0);
            random.shuffle(inside);
            for (const int i : inside) order.push_back(n * band + i);
        }
        return order;
    };
    rows = lines(), columns = lines();
    GeneralGrid grid(n);
    for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c) {
            const int row = rows[static_cast<std::size_t>(r)], column = columns[static_cast<std::size_t>(c)];
            grid.set(side * r + c, digits[static_cast<std::size_t>((n * (row % n) + row / n + column) % side)]);
        }
    return grid;
}

// `keep` givens of a random full grid, the rest blank; now and then (when
// `may_change`) one given changed to another value, which mostly leaves no solution.
GeneralGrid random_puzzle(int n, int keep, Random& random, bool may_change = true) {
    const GeneralGrid full = random_full_grid(n, random);
    std::vector<int> order(static_cast<std::size_t>(full.cells()));
    std::iota(order.begin(), order.end(), 0);
    random.shuffle(order);
    GeneralGrid puzzle(n);
    for (int i = 0; i < keep; ++i) puzzle.set(order[static_cast<std::size_t>(i)], full[order[static_cast<std::size_t>(i)]]);
    if (may_change && keep > 0 && random.below(3) == 0) {
        const int cell = order[0];
        puzzle.set(cell, puzzle[cell] % full.side() + 1);
    }
    return puzzle;
}

// Every entry point against the plain solver on one puzzle; the plain
// solver's count is checked against a limit above it, so it is exact.
void expect_agreement(const GeneralGrid& puzzle) {
    PlainSolver plain(puzzle);
    const int expected = plain.count(3);
    EXPECT_EQ(general::count_solutions(puzzle, 3), expected);
    EXPECT_EQ(general::count_solutions(puzzle, 1), std::min(expected, 1));
    GeneralGrid solution, smallest;
    ASSERT_EQ(general::solve(puzzle, solution), expected > 0);
    ASSERT_EQ(general::solve_smallest(puzzle, smallest), expected > 0);
    if (expected == 0) return;
    EXPECT_TRUE(solution.is_complete_solution_of(puzzle));
    EXPECT_EQ(smallest, plain.first());
    if (expected == 1) {
        EXPECT_EQ(solution, plain.first());
    }
}

struct Mix {
    int n, count, fewest_givens;
};

TEST(GeneralSolver, AgreesWithAPlainSolverOnRandomPuzzles) {
    Random random(2024);
    int solved = 0, unsolvable = 0, several = 0;
    for (const Mix mix : {Mix{2, 600, 0}, Mix{3, 300, 30}, Mix{4, 60, 190}}) {
        const int cells = mix.n * mix.n * mix.n * mix.n;
        for (int i = 0; i < mix.count; ++i) {
            const GeneralGrid puzzle = random_puzzle(mix.n, random.between(mix.fewest_givens, cells), random);
            SCOPED_TRACE(::testing::Message() << "n " << mix.n << " puzzle " << i);
            expect_agreement(puzzle);
            const int count = PlainSolver(puzzle).count(2);
            (count == 0 ? unsolvable : count == 1 ? solved : several) += 1;
        }
    }
    // The mix has every verdict, so that a solver which always says one thing fails.
    EXPECT_GT(unsolvable, 50);
    EXPECT_GT(solved, 100);
    EXPECT_GT(several, 50);
}

// Every subset of one 4x4 grid's givens (2^16 puzzles), and the same with
// the first given changed: every count, answer and smallest answer.
TEST(GeneralSolver, AgreesWithAPlainSolverOnEverySubsetOfA4x4Grid) {
    Random random(7);
    const GeneralGrid full = random_full_grid(2, random);
    for (int changed = 0; changed < 2; ++changed)
        for (unsigned subset = 0; subset < (1u << 16); subset += 1 + changed * 2) {
            GeneralGrid puzzle(2);
            for (int cell = 0; cell < 16; ++cell)
                if (subset >> cell & 1) puzzle.set(cell, full[cell]);
            if (changed && puzzle[0] != 0) puzzle.set(0, puzzle[0] % 4 + 1);
            SCOPED_TRACE(::testing::Message() << "subset " << subset << " changed " << changed);
            expect_agreement(puzzle);
            if (::testing::Test::HasFailure()) return;
        }
}

// UVa 989's answers: the smallest of many solutions, from sparse grids that
// have one (the plain solver takes minutes to refute a sparse 9x9).
TEST(GeneralSolver, TheSmallestSolutionIsThePlainSolversFirst) {
    Random random(989);
    for (int n = 1; n <= 3; ++n)
        for (int i = 0; i < 40; ++i) {
            const GeneralGrid puzzle = i == 0 ? GeneralGrid(n) : random_puzzle(n, random.between(0, n * n * n), random, false);
            PlainSolver plain(puzzle);
            ASSERT_EQ(plain.count(1), 1);
            GeneralGrid smallest;
            ASSERT_TRUE(general::solve_smallest(puzzle, smallest)) << "n " << n << " puzzle " << i;
            EXPECT_EQ(smallest, plain.first()) << "n " << n << " puzzle " << i;
        }
}

// The empty 16x16: each value below the fast search's is a search of its own,
// some of them refutations; without restarts there one ran for minutes.
TEST(GeneralSolver, TheSmallestSolutionOfTheEmpty16x16IsThePlainSolversFirst) {
    const GeneralGrid empty(4);
    PlainSolver plain(empty);
    ASSERT_EQ(plain.count(1), 1);
    GeneralGrid smallest;
    ASSERT_TRUE(general::solve_smallest(empty, smallest));
    EXPECT_EQ(smallest, plain.first());
}

TEST(GeneralSolver, SolvesTheOneCellGrid) {
    GeneralGrid solution;
    ASSERT_TRUE(general::solve(GeneralGrid(1), solution));
    EXPECT_EQ(solution[0], 1);
    EXPECT_EQ(general::count_solutions(GeneralGrid(1), 5), 1);
    const auto given = GeneralGrid::from_values(1, std::array{1});
    ASSERT_TRUE(given.has_value());
    ASSERT_TRUE(general::solve_smallest(*given, solution));
    EXPECT_EQ(solution, *given);
}

TEST(GeneralSolver, Solves25x25Puzzles) {
    Random random(25);
    for (const int keep : {0, 250, 400, 600}) {
        const GeneralGrid full = random_full_grid(5, random);
        GeneralGrid puzzle = full;
        std::vector<int> order(625);
        std::iota(order.begin(), order.end(), 0);
        random.shuffle(order);
        for (int i = keep; i < 625; ++i) puzzle.set(order[static_cast<std::size_t>(i)], 0);
        GeneralGrid solution;
        ASSERT_TRUE(general::solve(puzzle, solution)) << keep;
        EXPECT_TRUE(solution.is_complete_solution_of(puzzle)) << keep;
        EXPECT_GE(general::count_solutions(puzzle, 2), 1) << keep;
    }
    // A 25x25 with one blank has one answer: the full grid's.
    GeneralGrid puzzle = random_full_grid(5, random), solution;
    const GeneralGrid full = puzzle;
    puzzle.set(312, 0);
    ASSERT_TRUE(general::solve(puzzle, solution));
    EXPECT_EQ(solution, full);
    EXPECT_EQ(general::count_solutions(puzzle, 2), 1);
    // The empty grid has many.
    EXPECT_EQ(general::count_solutions(GeneralGrid(5), 2), 2);
}

// Two givens with the same digit in a row, a column or a box, for every box
// size: no solution, whatever the rest.
TEST(GeneralSolver, ClashingGivensHaveNoSolution) {
    for (int n = 2; n <= 5; ++n) {
        const int side = n * n;
        const std::array<std::array<int, 2>, 3> pairs = {{{0, side - 1}, {0, side * (side - 1)}, {0, side + 1}}};
        for (const auto& [first, second] : pairs) {
            GeneralGrid puzzle(n), solution;
            puzzle.set(first, 1);
            puzzle.set(second, 1);
            EXPECT_FALSE(general::solve(puzzle, solution)) << n << " " << second;
            EXPECT_FALSE(general::solve_smallest(puzzle, solution)) << n << " " << second;
            EXPECT_EQ(general::count_solutions(puzzle, 2), 0) << n << " " << second;
            puzzle.set(second, 2);  // the same givens without the clash
            EXPECT_TRUE(general::solve(puzzle, solution)) << n << " " << second;
        }
    }
}

TEST(GeneralSolver, IsDeterministicAndABudgetStopsTheCount) {
    Random random(3076);
    const GeneralGrid puzzle = random_puzzle(4, 120, random);
    general::SearchStats first, second;
    GeneralGrid a, b;
    EXPECT_EQ(general::solve(puzzle, a, &first), general::solve(puzzle, b, &second));
    EXPECT_EQ(a, b);
    EXPECT_EQ(first.nodes, second.nodes);
    EXPECT_EQ(first.guesses, second.guesses);
    // The empty 16x16 needs branching: a one-node budget gives up.
    const auto bounded = general::count_solutions_within(GeneralGrid(4), 2, 1);
    EXPECT_TRUE(bounded.gave_up);
    const auto enough = general::count_solutions_within(GeneralGrid(4), 2, 1'000'000);
    EXPECT_FALSE(enough.gave_up);
    EXPECT_EQ(enough.count, 2);
}

TEST(GeneralGrid, BuildsFromValuesAndRefusesBadOnes) {
    const std::vector<int> values = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
    const auto grid = GeneralGrid::from_values(2, values);
    ASSERT_TRUE(grid.has_value());
    EXPECT_EQ(grid->side(), 4);
    EXPECT_EQ(grid->at(1, 2), 1);
    EXPECT_EQ(grid->givens(), 16);
    EXPECT_TRUE(grid->is_complete_and_valid());
    EXPECT_FALSE(GeneralGrid::from_values(3, values).has_value());  // 16 values for 81 cells
    EXPECT_FALSE(GeneralGrid::from_values(6, values).has_value());
    std::vector<int> bad = values;
    bad[5] = 5;
    EXPECT_FALSE(GeneralGrid::from_values(2, bad).has_value());
    bad[5] = -1;
    EXPECT_FALSE(GeneralGrid::from_values(2, bad).has_value());
}

TEST(GeneralGrid, ASolutionIsCompleteValidAndKeepsTheGivens) {
    const std::vector<int> values = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
    const GeneralGrid full = *GeneralGrid::from_values(2, values);
    GeneralGrid puzzle(2);
    puzzle.set(5, 4);
    EXPECT_TRUE(full.is_complete_solution_of(puzzle));
    puzzle.set(5, 3);
    EXPECT_FALSE(full.is_complete_solution_of(puzzle));  // a given changed
    EXPECT_FALSE(full.is_complete_solution_of(GeneralGrid(3)));  // another shape
    GeneralGrid blank = full;
    blank.set(0, 0);
    EXPECT_FALSE(blank.is_complete_solution_of(GeneralGrid(2)));
    GeneralGrid swapped = full;  // rows still permutations, columns not
    swapped.set(0, 2), swapped.set(1, 1);
    EXPECT_FALSE(swapped.is_complete_and_valid());
    EXPECT_NE(swapped, full);
    EXPECT_EQ(GeneralGrid(2), GeneralGrid(2));
    EXPECT_NE(GeneralGrid(2), GeneralGrid(3));
}

}  // namespace
}  // namespace sudoku
