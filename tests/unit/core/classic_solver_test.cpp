#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "core/classic/board_io.hpp"
#include "core/classic/propagator.hpp"
#include "core/classic/vector_sweep.hpp"
#include "sudoku/core/classic_solver.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

// tests/data/classic_puzzles.txt: "puzzle:n", n = 1 for a unique puzzle, 2 for "two or more".
TEST(ClassicSolver, SolvesEveryListedPuzzleValidlyAndCountsItsSolutions) {
    const auto puzzles = test::read_puzzle_lines("tests/data/classic_puzzles.txt");
    ASSERT_GE(puzzles.size(), 60u);
    for (const auto& [text, expected_count] : puzzles) {
        const Grid puzzle = test::grid_from_line(text);
        Grid solution;
        ASSERT_TRUE(classic::solve(puzzle, solution)) << text;
        EXPECT_TRUE(is_solution_of(solution, puzzle)) << text;
        EXPECT_EQ(classic::count_solutions(puzzle, 2), expected_count) << text;
    }
}

TEST(ClassicSolver, RefutesPuzzlesWithoutSolutionAndTheSearchIsSmall) {
    const auto puzzles = test::read_puzzle_lines("tests/data/classic_no_solution.txt");
    ASSERT_EQ(puzzles.size(), 5u);
    for (const auto& [text, unused] : puzzles) {
        const Grid puzzle = test::grid_from_line(text);
        Grid solution;
        classic::SearchStats stats;
        EXPECT_FALSE(classic::solve(puzzle, solution, &stats)) << text;
        EXPECT_LT(stats.nodes, 2000u) << text;  // "within milliseconds": a node costs well under a microsecond
        EXPECT_EQ(classic::count_solutions(puzzle, 5), 0) << text;
    }
}

// The search size on the heavy tail, counted (deterministic), not timed:
// whole-tree guesses were 4,358 in all (542 at most) with cell branching
// alone, 2,255 (221) with placement patterns and triads.
TEST(ClassicSolver, TheHeavyTailPuzzlesNeedSmallSearches) {
    const auto puzzles = test::read_puzzle_lines("tests/data/classic_tail24.txt");
    ASSERT_EQ(puzzles.size(), 24u);
    std::uint64_t guesses = 0;
    for (const auto& [text, unused] : puzzles) {
        const Grid puzzle = test::grid_from_line(text);
        Grid solution;
        ASSERT_TRUE(classic::solve(puzzle, solution)) << text;
        EXPECT_TRUE(is_solution_of(solution, puzzle)) << text;
        classic::SearchStats stats;
        EXPECT_EQ(classic::count_solutions(puzzle, 2, &stats), 1) << text;
        EXPECT_LT(stats.guesses, 300u) << text;
        guesses += stats.guesses;
    }
    EXPECT_LT(guesses, 2'600u);
}

// The line format leaves clashing givens to the solver (Clashes::left_to_solver),
// whose board is built from each digit's givens at once: every pair of peers
// given the same digit (sharing a minirow, a row across boxes, a box across
// rows, a column within a band or across bands), alone or among a puzzle's
// givens, has no solution; the same givens without the clash have one.
TEST(ClassicSolver, ClashingGivensHaveNoSolution) {
    const Grid puzzle = test::grid_from_line(test::shared_puzzle("hard_17"));
    Grid solution;
    ASSERT_TRUE(classic::solve(puzzle, solution));
    for (int a = 0; a < kCells; ++a)
        for (int b = a + 1; b < kCells; ++b) {
            if (!are_peers(a, b)) continue;
            Grid alone{};
            alone[a] = alone[b] = 4;
            Grid found;
            ASSERT_FALSE(classic::solve(alone, found)) << a << " " << b;
            ASSERT_EQ(classic::count_solutions(alone, 1), 0) << a << " " << b;
            // Among the solution's own digits: a clash with them, or none.
            Grid among = puzzle;
            among[a] = solution[a];
            among[b] = solution[a];
            ASSERT_EQ(classic::solve(among, found), false) << a << " " << b;
            among[b] = solution[b];
            ASSERT_TRUE(classic::solve(among, found)) << a << " " << b;
            ASSERT_EQ(found, solution) << a << " " << b;
        }
}

TEST(ClassicSolver, ACellWithNoCandidateLeftIsFoundWithoutGuessing) {
    // Row 1 holds 1..8; the 9 below the empty cell leaves it nothing.
    Grid puzzle{};
    for (int column = 0; column < 8; ++column) puzzle[cell_at(0, column)] = static_cast<std::uint8_t>(column + 1);
    puzzle[cell_at(1, 8)] = 9;
    Grid solution;
    classic::SearchStats stats;
    EXPECT_FALSE(classic::solve(puzzle, solution, &stats));
    EXPECT_EQ(stats.guesses, 0u);
}

TEST(ClassicSolver, SolvedGridIsItsOwnSolution) {
    const Grid solved = test::grid_from_line(test::shared_puzzle("boj_sample_solution"));
    Grid solution;
    ASSERT_TRUE(classic::solve(solved, solution));
    EXPECT_EQ(solution, solved);
    EXPECT_EQ(classic::count_solutions(solved, 10), 1);
}

TEST(ClassicSolver, EmptyAndNearEmptyGridsSolveQuicklyAndDeterministically) {
    const char* const sparse[] = {
        ".................................................................................",
        "1...........2...........3...........4...........5...........6...........7.......8",
        "........1.......2.......3.......4.......5.......6.......7.......8.......9........",
        "12.......................................................................3.......",
    };
    for (const char* text : sparse) {
        const Grid puzzle = test::grid_from_line(text);
        Grid first, second;
        classic::SearchStats stats;
        ASSERT_TRUE(classic::solve(puzzle, first, &stats)) << text;
        EXPECT_TRUE(is_solution_of(first, puzzle));
        EXPECT_LT(stats.nodes, 1000u) << text;  // no wandering in the huge space of solutions
        ASSERT_TRUE(classic::solve(puzzle, second));
        EXPECT_EQ(first, second);
        EXPECT_EQ(classic::count_solutions(puzzle, 3), 3);
    }
}

// Swapping two digits in a rectangle (two rows, two columns, two boxes) of
// a solution, none of the four given, gives another: a count to two ends at
// the first solution there, the swap checked at the pair cells branched on.
TEST(ClassicSolver, ARectangleOfOpenCellsIsTheSecondSolutionWithoutSearch) {
    const Grid solved = test::grid_from_line(test::shared_puzzle("boj_sample_solution"));
    int rectangles = 0;
    for (int row = 0; row < 9; ++row)
        for (int other_row = row + 1; other_row < 9; ++other_row)
            for (int column = 0; column < 9; ++column)
                for (int other_column = column + 1; other_column < 9; ++other_column) {
                    const int corners[4] = {cell_at(row, column), cell_at(row, other_column), cell_at(other_row, column),
                                            cell_at(other_row, other_column)};
                    const bool two_boxes = row / 3 == other_row / 3 || column / 3 == other_column / 3;
                    if (!two_boxes || solved[corners[0]] != solved[corners[3]] || solved[corners[1]] != solved[corners[2]]) continue;
                    Grid puzzle = solved;
                    for (const int cell : corners) puzzle[cell] = 0;
                    classic::SearchStats stats;
                    EXPECT_EQ(classic::count_solutions(puzzle, 2, &stats), 2) << row << other_row << column << other_column;
                    EXPECT_EQ(stats.nodes, 2u);  // the root and one branch: the other is never tried
                    EXPECT_EQ(classic::count_solutions(puzzle, 5), 2);
                    ++rectangles;
                }
    EXPECT_GE(rectangles, 1);
}

// Counting to two, with that shortcut, agrees with counting on (which has
// none) on puzzles of one solution that need a search (hardest_1000.txt) and
// of several (random holes in their solutions, the same on every run).
TEST(ClassicSolver, CountingToTwoAgreesWithCountingFurther) {
    std::mt19937 random(2026);
    int unique_searched = 0, several = 0;
    for (const auto& line : test::read_puzzle_lines("tests/data/hardest_1000.txt")) {
        const Grid hard = test::grid_from_line(line.puzzle);
        Grid holed;
        ASSERT_TRUE(classic::solve(hard, holed)) << line.puzzle;
        const int holes = 45 + static_cast<int>(random() % 20);
        for (int i = 0; i < holes; ++i) holed[random() % kCells] = 0;
        for (const Grid& puzzle : {hard, holed}) {
            classic::SearchStats stats;
            const int to_two = classic::count_solutions(puzzle, 2, &stats), on = classic::count_solutions(puzzle, 3);
            std::string text;
            for (const std::uint8_t digit : puzzle) text += static_cast<char>('0' + digit);
            ASSERT_EQ(to_two, std::min(on, 2)) << text;
            unique_searched += to_two == 1 && stats.guesses > 0;
            several += to_two == 2;
        }
    }
    EXPECT_GE(unique_searched, 900);  // both kinds in number
    EXPECT_GE(several, 300);
}

TEST(ClassicSolver, CountingStopsAtTheLimit) {
    const Grid empty{};
    EXPECT_EQ(classic::count_solutions(empty, 1), 1);
    EXPECT_EQ(classic::count_solutions(empty, 50), 50);
}

// The propagator's sweep chosen for a scope (the vector one where this CPU has it).
class SweepChoice {
public:
    explicit SweepChoice(bool vector) : before_(classic::use_vector_sweep(vector)) {}
    ~SweepChoice() { classic::use_vector_sweep(before_); }
    SweepChoice(const SweepChoice&) = delete;
    SweepChoice& operator=(const SweepChoice&) = delete;

private:
    bool before_;
};

// The givens placed one by one through a propagator, then run(): its verdict and the board.
std::pair<bool, classic::Board> propagated(const Grid& puzzle) {
    classic::Board board{};
    for (auto& words : board.words) words = {classic::kBandCells, classic::kBandCells, classic::kBandCells, classic::kStackedUnknown};
    board.unsolved = {classic::kBandCells, classic::kBandCells, classic::kBandCells, 0};
    classic::Propagator propagator(board);
    propagator.mark_all_changed();
    bool ok = true;
    for (int cell = 0; cell < kCells && ok; ++cell)
        if (puzzle[cell] != 0) ok = propagator.place(puzzle[cell] - 1, cell);
    ok = ok && propagator.run();
    return {ok, board};
}

// The first `hardest` of hardest_1000.txt, then the other classic files whole.
std::vector<std::string> sweep_test_puzzles(std::size_t hardest) {
    std::vector<std::string> puzzles;
    for (const auto& line : test::read_puzzle_lines("tests/data/hardest_1000.txt"))
        if (puzzles.size() < hardest) puzzles.push_back(line.puzzle);
    for (const char* file : {"tests/data/classic_tail24.txt", "tests/data/classic_puzzles.txt", "tests/data/classic_no_solution.txt"})
        for (const auto& line : test::read_puzzle_lines(file)) puzzles.push_back(line.puzzle);
    return puzzles;
}

// The vector sweep (AVX2) and the portable one, which aarch64 and older CPUs
// use, reach the same fixpoint: the same board after each propagation, so the
// same answers, nodes and guesses.
TEST(ClassicSolver, VectorAndPortableSweepsLeaveTheSameBoards) {
    if (!classic::vector_sweep_available()) GTEST_SKIP() << "this CPU or build has no vector sweep (AVX2 on x86-64)";
    const auto puzzles = sweep_test_puzzles(1000);
    ASSERT_GE(puzzles.size(), 1089u);
    int contradictions = 0;
    for (const auto& text : puzzles) {
        const Grid puzzle = test::grid_from_line(text);
        std::pair<bool, classic::Board> vector, portable;
        {
            const SweepChoice choice(true);
            vector = propagated(puzzle);
        }
        {
            const SweepChoice choice(false);
            portable = propagated(puzzle);
        }
        ASSERT_EQ(vector.first, portable.first) << text;
        contradictions += !vector.first;
        if (!vector.first) continue;  // a contradiction leaves the board half done, differently in each
        EXPECT_EQ(std::memcmp(&vector.second, &portable.second, sizeof(classic::Board)), 0) << text;
        EXPECT_TRUE(vector.second.sanity()) << text;
    }
    EXPECT_GE(contradictions, 1);
}

// The solutions come out through read_out()'s AVX2 path and grid_of() in turn.
TEST(ClassicSolver, VectorAndPortableSweepsSearchAlike) {
    if (!classic::vector_sweep_available()) GTEST_SKIP() << "this CPU or build has no vector sweep (AVX2 on x86-64)";
    // 300 of the hardest: the search under the sanitizers and SUDOKU_ASSERTS stays well inside the timeout.
    for (const auto& text : sweep_test_puzzles(300)) {
        const Grid puzzle = test::grid_from_line(text);
        Grid vector_solution{}, portable_solution{};
        classic::SearchStats vector_stats, portable_stats, vector_count_stats, portable_count_stats;
        bool vector_solved = false, portable_solved = false;
        int vector_count = 0, portable_count = 0;
        {
            const SweepChoice choice(true);
            vector_solved = classic::solve(puzzle, vector_solution, &vector_stats);
            vector_count = classic::count_solutions(puzzle, 2, &vector_count_stats);
        }
        {
            const SweepChoice choice(false);
            portable_solved = classic::solve(puzzle, portable_solution, &portable_stats);
            portable_count = classic::count_solutions(puzzle, 2, &portable_count_stats);
        }
        ASSERT_EQ(vector_solved, portable_solved) << text;
        EXPECT_EQ(vector_solution, portable_solution) << text;
        EXPECT_EQ(vector_stats.nodes, portable_stats.nodes) << text;
        EXPECT_EQ(vector_stats.guesses, portable_stats.guesses) << text;
        EXPECT_EQ(vector_count, portable_count) << text;
        EXPECT_EQ(vector_count_stats.nodes, portable_count_stats.nodes) << text;
        EXPECT_EQ(vector_count_stats.guesses, portable_count_stats.guesses) << text;
    }
}

// The givens placed in AVX2 registers and word by word: the same board, and
// the same clashes (random givens, most of them clashing somewhere).
TEST(ClassicSolver, VectorAndPortableGivensAreAlike) {
    if (!classic::vector_sweep_available()) GTEST_SKIP() << "this CPU or build has no vector sweep (AVX2 on x86-64)";
    int clashing = 0, placed = 0;
    const auto compare = [&](const Grid& puzzle) {
        classic::Board vector_board{}, portable_board{};
        bool vector_fits = false, portable_fits = false;
        {
            const SweepChoice choice(true);
            vector_fits = classic::place_givens(puzzle, vector_board);
        }
        {
            const SweepChoice choice(false);
            portable_fits = classic::place_givens(puzzle, portable_board);
        }
        ASSERT_EQ(vector_fits, portable_fits);
        if (vector_fits) {
            EXPECT_EQ(std::memcmp(&vector_board, &portable_board, sizeof(classic::Board)), 0);
        }
        clashing += !vector_fits;
        placed += vector_fits;
    };
    for (const auto& text : sweep_test_puzzles(1000)) compare(test::grid_from_line(text));
    std::mt19937 random(81);
    for (int i = 0; i < 3000; ++i) {
        Grid puzzle{};
        for (int given = static_cast<int>(random() % 24); given > 0; --given)
            puzzle[random() % kCells] = static_cast<std::uint8_t>(1 + random() % 9);
        compare(puzzle);
    }
    EXPECT_GE(clashing, 1000);
    EXPECT_GE(placed, 1500);
}

}  // namespace
}  // namespace sudoku
