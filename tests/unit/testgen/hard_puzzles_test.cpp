// The climb behind `gen --hard`: its steps keep a puzzle a puzzle, the
// relabelling puts wrong digits first, and climbing never loses work.
#include <gtest/gtest.h>

#include <algorithm>

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/grid_answers.hpp"
#include "sudoku/core/target_score.hpp"
#include "sudoku/io/whole_input.hpp"
#include "sudoku/testgen/hard_puzzles.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

ClassicCandidate sample_candidate(bool unique, bool keep_count) {
    const auto candidate = candidate_of(test::grid_from_line(test::shared_puzzle("hardest_1106_first")), unique, keep_count);
    EXPECT_TRUE(candidate.has_value());
    return *candidate;
}

TEST(HardPuzzles, EveryStepKeepsAUniquePuzzleOfItsSolution) {
    Random random(5);
    auto candidate = sample_candidate(true, false);
    int kept = 0;
    for (int step = 0; step < 300; ++step) {
        const auto next = random_step(candidate, random);
        if (!next) continue;
        ++kept;
        EXPECT_TRUE(is_complete_and_valid(next->solution));
        EXPECT_TRUE(is_solution_of(next->solution, next->puzzle()));
        EXPECT_EQ(classic::count_solutions(next->puzzle(), 2), 1);
        EXPECT_LE(count_givens(next->puzzle()), count_givens(candidate.puzzle()));
        candidate = *next;
    }
    EXPECT_GT(kept, 50);  // symmetries always pass, moved givens often
}

TEST(HardPuzzles, WithGivensFixedTheStepsKeepTheirNumber) {
    Random random(6);
    auto candidate = sample_candidate(false, true);
    const int givens = count_givens(candidate.puzzle());
    for (int step = 0; step < 200; ++step)
        if (const auto next = random_step(candidate, random)) {
            EXPECT_EQ(count_givens(next->puzzle()), givens);
            EXPECT_TRUE(is_solution_of(next->solution, next->puzzle()));
            candidate = *next;
        }
}

TEST(HardPuzzles, RelabellingGivesTheModelsFirstBlanksTheirLastDigits) {
    auto candidate = sample_candidate(true, false);
    relabel_against(candidate, BacktrackingModel::rows);
    EXPECT_TRUE(is_complete_and_valid(candidate.solution));
    // Row 1 of this puzzle has one given (8, last): its eight blanks read 9 8 7 ... 2.
    for (int column = 0; column < 8; ++column) EXPECT_EQ(candidate.solution[column], 9 - column) << column;
    relabel_against(candidate, BacktrackingModel::descending);
    for (int column = 0; column < 8; ++column) EXPECT_EQ(candidate.solution[column], 1 + column) << column;
}

TEST(HardPuzzles, TheClimbIsDeterministicUniqueAndHarderThanItsStart) {
    for (const auto model : kBacktrackingModels) {
        ClassicOptions options;
        Random plain_random(11), first(11), second(11);
        const auto plain = generate_classic(plain_random, options);
        const auto hard = generate_hard_classic(first, options, model, 3'000'000);
        ASSERT_TRUE(plain && hard);
        EXPECT_EQ(generate_hard_classic(second, options, model, 3'000'000), hard);
        EXPECT_EQ(classic::count_solutions(*hard, 2), 1);
        const std::uint64_t plain_nodes = backtracking_nodes(*plain, model, UINT64_MAX);
        EXPECT_GT(backtracking_nodes(*hard, model, 5 * plain_nodes + 1), 5 * plain_nodes)  // counted only that far
            << model_name(model);
    }
}

// Luogu P1074's climb, as `gen --hard --format=luogu1074 --seed=1` makes it:
// 24 givens, solutions by the hundred thousand (a random 24-given puzzle has
// thousands to tens of thousands), and the target core answers it within the
// climb's node limit.
TEST(HardPuzzles, TheClimbOnTheTargetSudokuMultipliesSolutionsWithinTheCoresLimit) {
    GenerateOptions options;
    options.format = *parse_format_name("luogu1074");
    options.hard_model = BacktrackingModel::rows;
    const auto text = generate_input(1, options);
    ASSERT_TRUE(text);
    LineReader reader(*text);
    const auto puzzles = std::get<std::vector<PuzzleAt>>(read_all_puzzles(reader, options.format));
    ASSERT_EQ(puzzles.size(), 1u);
    const Grid puzzle = to_classic(std::get<GeneralGrid>(puzzles[0].puzzle));
    EXPECT_EQ(std::count_if(puzzle.begin(), puzzle.end(), [](std::uint8_t digit) { return digit != 0; }), 24);
    EXPECT_GE(classic::count_solutions(puzzle, kTargetSolutionCap), 300'000);
    target::SearchStats stats;
    stats.node_limit = kTargetNodeLimit;
    EXPECT_GT(target::best_score(puzzle, &stats).score, 0);
    EXPECT_FALSE(stats.gave_up);
}

}  // namespace
}  // namespace sudoku
