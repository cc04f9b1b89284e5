// The backtracking models count what a plain program of their kind does: the
// figures here are bench/plain/backtracking.cpp's (`--nodes`), a program that
// shares no code with the models.
#include <gtest/gtest.h>

#include "sudoku/core/backtracking_models.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

Grid puzzle_of_line(const std::string& name) { return test::grid_from_line(test::shared_puzzle(name)); }

TEST(BacktrackingModels, CountWhatAPlainProgramOfTheirKindCounts) {
    struct Expected {
        const char* puzzle;
        std::uint64_t rows, descending, columns, forward;
    };
    for (const auto& [name, rows, descending, columns, forward] : {
             Expected{"boj_sample", 14, 14, 14, 14},
             Expected{"hardest_1106_first", 1'686'405, 892'811, 1'464'074, 515'955},
             Expected{"sparse_many", 706, 279, 415, 540},
         }) {
        const Grid puzzle = puzzle_of_line(name);
        EXPECT_EQ(backtracking_nodes(puzzle, BacktrackingModel::rows, UINT64_MAX), rows) << name;
        EXPECT_EQ(backtracking_nodes(puzzle, BacktrackingModel::descending, UINT64_MAX), descending) << name;
        EXPECT_EQ(backtracking_nodes(puzzle, BacktrackingModel::columns, UINT64_MAX), columns) << name;
        EXPECT_EQ(backtracking_nodes(puzzle, BacktrackingModel::forward, UINT64_MAX), forward) << name;
    }
}

TEST(BacktrackingModels, StopAtTheCap) {
    const Grid puzzle = puzzle_of_line("hardest_1106_first");
    EXPECT_EQ(backtracking_nodes(puzzle, BacktrackingModel::rows, 1000), 1000u);
    EXPECT_EQ(backtracking_nodes(puzzle, BacktrackingModel::forward, 1), 1u);
}

TEST(BacktrackingModels, EndOnAPuzzleWithNoSolutionAndOnASolvedOne) {
    // Row 1 holds 1 to 8 and column 9 a 9: the top right blank can take nothing.
    const Grid stuck = test::grid_from_line("123456780" "000000009" + std::string(63, '0'));
    EXPECT_EQ(backtracking_nodes(stuck, BacktrackingModel::rows, UINT64_MAX), 0u);
    EXPECT_EQ(backtracking_nodes(stuck, BacktrackingModel::forward, UINT64_MAX), 0u);
    EXPECT_EQ(backtracking_nodes(puzzle_of_line("boj_sample_solution"), BacktrackingModel::columns, UINT64_MAX), 0u);
}

TEST(BacktrackingModels, AreNamedAsTheCommandLineNamesThem) {
    for (const auto model : kBacktrackingModels) EXPECT_EQ(model_named(model_name(model)), model);
    EXPECT_EQ(model_named("rows"), BacktrackingModel::rows);
    EXPECT_EQ(model_named("diagonal"), std::nullopt);
}

}  // namespace
}  // namespace sudoku
