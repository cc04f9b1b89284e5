#include <gtest/gtest.h>

#include <array>

#include "sudoku/core/grid_answers.hpp"
#include "sudoku/core/random.hpp"
#include "sudoku/core/region_solver.hpp"

namespace sudoku {
namespace {

constexpr std::array kQuestions{GridQuestion::any_solution, GridQuestion::smallest_solution, GridQuestion::count_to_two};

// A 4x4 or 9x9 grid, all blank but the given cells.
GeneralGrid blank_but(int box_size, std::initializer_list<std::pair<int, int>> givens) {
    GeneralGrid grid(box_size);
    for (const auto& [cell, value] : givens) grid.set(cell, value);
    return grid;
}

// Clashing givens are a clash whatever is asked, on both cores; a grid that
// only has no solution is not one.
TEST(GridAnswers, ClashingGivensAreAClashOnEitherCoreForEveryQuestion) {
    for (const int box : {2, 3})
        for (const GridQuestion question : kQuestions) {
            EXPECT_EQ(answer_grid(blank_but(box, {{0, 1}, {1, 1}}), question).outcome, GridOutcome::clash) << box;
        }
}

TEST(GridAnswers, NoSolutionWithoutAClashIsNoSolution) {
    // 4x4: row 0 has 1 2 3 at columns 1..3, and column 0 has 4 at row 2:
    // cell 0 can hold nothing, yet no two givens clash.
    const GeneralGrid small = blank_but(2, {{1, 1}, {2, 2}, {3, 3}, {8, 4}});
    // 9x9: row 0 has 1..8 at columns 1..8, and 9 at row 4, column 0.
    GeneralGrid classic = blank_but(3, {{36, 9}});
    for (int column = 1; column < 9; ++column) classic.set(column, column);
    for (const GridQuestion question : kQuestions) {
        ASSERT_FALSE(find_grid_clash(small));
        ASSERT_FALSE(find_grid_clash(classic));
        EXPECT_EQ(answer_grid(small, question).outcome, GridOutcome::no_solution);
        EXPECT_EQ(answer_grid(classic, question).outcome, GridOutcome::no_solution);
    }
}

TEST(GridAnswers, SeveralOnlyWhenCountingAndASolutionOtherwise) {
    for (const int box : {2, 3}) {
        const GeneralGrid empty(box);
        EXPECT_EQ(answer_grid(empty, GridQuestion::count_to_two).outcome, GridOutcome::several) << box;
        const GridAnswer smallest = answer_grid(empty, GridQuestion::smallest_solution);
        ASSERT_EQ(smallest.outcome, GridOutcome::solved) << box;
        EXPECT_EQ(smallest.solution[0], 1);
        EXPECT_EQ(smallest.solution[1], 2);
        EXPECT_EQ(answer_grid(empty, GridQuestion::any_solution).outcome, GridOutcome::solved) << box;
    }
}

TEST(GridAnswers, AUniqueGridIsSolvedWithItsSolutionWhenCounting) {
    // 4x4 with one blank: the count finds one, and the answer carries it.
    const std::array<int, 16> values{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 0};
    const auto grid = GeneralGrid::from_values(2, values);
    ASSERT_TRUE(grid);
    const GridAnswer answer = answer_grid(*grid, GridQuestion::count_to_two);
    ASSERT_EQ(answer.outcome, GridOutcome::solved);
    EXPECT_EQ(answer.solution[15], 1);
}

// The boxes with two cells traded: box 0 takes cell 3 (row 1, column 4)
// and gives box 1 cell 20 (row 3, column 3), each still joined.
regions::RegionMap traded_boxes() {
    regions::RegionMap regions = regions::box_regions();
    regions[3] = 0;
    regions[20] = 1;
    return regions;
}

// A grid that carries a partition has it as its third house everywhere: the
// clash, the validity check and the answer; a partition that is not nine
// joined regions of nine is not taken.
TEST(GridAnswers, AJigsawGridIsAnsweredOnItsRegions) {
    GeneralGrid jigsaw(3);
    ASSERT_TRUE(jigsaw.set_regions(traded_boxes()));
    EXPECT_EQ(jigsaw.box_of(3), 0);
    EXPECT_EQ(jigsaw.box_of(20), 1);
    jigsaw.set(18, 5);
    jigsaw.set(3, 5);  // in region 0, but in boxes 0 and 1, rows 3 and 1, columns 1 and 4
    EXPECT_TRUE(find_grid_clash(jigsaw));
    EXPECT_EQ(answer_grid(jigsaw, GridQuestion::count_to_two).outcome, GridOutcome::clash);
    EXPECT_FALSE(find_grid_clash(blank_but(3, {{18, 5}, {3, 5}})));
    jigsaw.set(3, 0);
    EXPECT_EQ(answer_grid(jigsaw, GridQuestion::count_to_two).outcome, GridOutcome::several);
    const GridAnswer any = answer_grid(jigsaw, GridQuestion::any_solution);
    ASSERT_EQ(any.outcome, GridOutcome::solved);
    EXPECT_TRUE(any.solution.is_complete_solution_of(jigsaw));
    EXPECT_TRUE(any.solution.has_regions());
    EXPECT_EQ(count_grid_solutions(jigsaw, 2), 2);

    regions::RegionMap split = regions::box_regions();
    std::swap(split[0], split[80]);
    GeneralGrid refused(3);
    EXPECT_FALSE(refused.set_regions(split));
    EXPECT_FALSE(refused.has_regions());
    EXPECT_FALSE(GeneralGrid(4).set_regions(regions::box_regions()));
}

// The boxes as regions, however numbered, leave a plain grid for the classic
// core: no regions carried, and the same answers as the grid without them.
TEST(GridAnswers, TheBoxesAsRegionsLeaveAPlainGrid) {
    regions::RegionMap boxes = regions::box_regions();
    for (auto& region : boxes) region = static_cast<std::uint8_t>(8 - region);
    GeneralGrid puzzle = blank_but(3, {{0, 5}, {10, 3}, {40, 9}});
    const GeneralGrid plain = puzzle;
    ASSERT_TRUE(puzzle.set_regions(boxes));
    EXPECT_FALSE(puzzle.has_regions());
    EXPECT_EQ(puzzle, plain);
    EXPECT_EQ(puzzle.box_of(80), 8);
    EXPECT_TRUE(puzzle.set_regions(traded_boxes()));
    EXPECT_TRUE(puzzle.has_regions());
    EXPECT_TRUE(puzzle.set_regions(regions::box_regions()));
    EXPECT_FALSE(puzzle.has_regions());
    EXPECT_EQ(puzzle, plain);
}

// The one-pass scan of a grid past 25x25 finds the cell the quadratic scan
// of GeneralGrid finds, on random givens of every size both hold.
TEST(WideGrid, FindsTheClashTheGeneralScanFinds) {
    Random random(3435);
    int clashes = 0, clean = 0;
    for (int box = 1; box <= GeneralGrid::kMaxBoxSize; ++box)
        for (int round = 0; round < 200; ++round) {
            GeneralGrid general(box);
            WideGrid wide(box);
            const int givens = static_cast<int>(random.below(static_cast<std::uint64_t>(general.side() + 2)));
            for (int i = 0; i < givens; ++i) {
                const int cell = static_cast<int>(random.below(static_cast<std::uint64_t>(general.cells())));
                const int value = 1 + static_cast<int>(random.below(static_cast<std::uint64_t>(general.side())));
                general.set(cell, value);
                wide.set(cell, value);
            }
            const auto expected = find_grid_clash(general);
            const auto found = find_wide_clash(wide);
            ASSERT_EQ(found.has_value(), expected.has_value()) << box << " " << round;
            if (expected) {
                EXPECT_EQ(*found, expected->cell) << box << " " << round;
            }
            (expected ? clashes : clean) += 1;
            EXPECT_EQ(check_wide_grid(wide).outcome, expected ? GridOutcome::clash : GridOutcome::solved);
        }
    EXPECT_GT(clashes, 100);  // both kinds met
    EXPECT_GT(clean, 100);
}

// At 100x100 the box is 10x10: cells 0 and 909 share only it, 0 and 1010 nothing.
TEST(WideGrid, ABoxOfTheLargestGridIsTenByTen) {
    WideGrid grid(10);
    grid.set(0, 100);
    grid.set(1010, 100);
    EXPECT_FALSE(find_wide_clash(grid));
    grid.set(909, 100);
    EXPECT_EQ(find_wide_clash(grid), 909);
}

}  // namespace
}  // namespace sudoku
