// The generator in process: valid, unique puzzles, and the hard pattern.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include "sudoku/io/boj4574.hpp"
#include "sudoku/core/classic_solver.hpp"
#include "sudoku/testgen/generator.hpp"
#include "sudoku/core/random.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/judging/validator.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

namespace fs = std::filesystem;
using test::run_executable;

using test::lines_of;

TEST(Gen, ClassicPuzzlesAreValidUniqueAndHaveTheAskedGivens) {
    ValidateOptions strict;
    strict.unique = true;
    for (const int givens : {0, 22, 30}) {
        Random random(static_cast<std::uint64_t>(givens) + 1);
        for (int i = 0; i < 50; ++i) {
            const auto puzzle = generate_classic(random, {givens, true});
            ASSERT_TRUE(puzzle.has_value());
            EXPECT_EQ(classic::count_solutions(*puzzle, 2), 1);
            if (givens > 0) {
                EXPECT_EQ(count_givens(*puzzle), givens);
            }
        }
    }
    const auto lines = run_executable("gen --seed=9 --format=line --count=200 --givens=24");
    ASSERT_EQ(lines.status, 0);
    EXPECT_EQ(find_violation(lines.out, strict), std::nullopt);
    EXPECT_EQ(run_executable("count -", lines.out).out, [] {
        std::string ones;
        for (int i = 0; i < 200; ++i) ones += "1\n";
        return ones;
    }());
}

TEST(Gen, HardSudominokuKeepsTheSinglesAndMostGivensOutOfTheTopRows) {
    Random random(21);
    int top = 0, all = 0;
    for (int i = 0; i < 20; ++i) {
        const auto layout = generate_sudominoku(random, {10, 10, true});
        ASSERT_TRUE(layout.has_value());
        for (int digit = 1; digit <= 9; ++digit) EXPECT_GE(row_of(layout->single_cell[digit]), 3);
        for (const auto& d : layout->dominoes) {
            top += row_of(d.first_cell) < 3 || row_of(d.second_cell) < 3;
            ++all;
        }
    }
    EXPECT_LT(top * 10, all);  // under a tenth of the given dominoes touch the top rows
}

}  // namespace
}  // namespace sudoku
