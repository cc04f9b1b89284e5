#include "sudoku/core/region_solver.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "sudoku/core/classic_solver.hpp"
#include "test_support.hpp"

namespace sudoku::regions {
namespace {

struct JigsawCase {
    RegionMap regions;
    Grid puzzle, solution;
};

Grid jigsaw_grid(const std::string& text) {
    Grid grid{};
    for (int cell = 0; cell < kCells; ++cell) grid[cell] = text[cell] == '.' ? 0 : static_cast<std::uint8_t>(text[cell] - '0');
    return grid;
}

std::vector<JigsawCase> jigsaw_cases() {
    std::istringstream in(test::read_file(test::source_path("tests/data/jigsaw_puzzles.txt")));
    std::vector<JigsawCase> cases;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string regions, puzzle, solution;
        fields >> regions >> puzzle >> solution;
        JigsawCase c;
        for (int cell = 0; cell < kCells; ++cell) c.regions[cell] = static_cast<std::uint8_t>(regions[cell] - '0');
        c.puzzle = jigsaw_grid(puzzle);
        c.solution = jigsaw_grid(solution);
        cases.push_back(c);
    }
    return cases;
}

// Every row, column and region holds 1..9 once, and every given is kept.
bool solves_jigsaw(const Grid& solution, const Grid& puzzle, const RegionMap& regions) {
    std::array<unsigned, 27> seen{};
    for (int cell = 0; cell < kCells; ++cell) {
        const int d = solution[cell];
        if (d < 1 || d > 9 || (puzzle[cell] != 0 && puzzle[cell] != d)) return false;
        for (const int house : {cell / 9, 9 + cell % 9, 18 + regions[cell]}) {
            if (seen[house] >> d & 1) return false;
            seen[house] |= 1u << d;
        }
    }
    return true;
}

TEST(RegionSolver, SolvesEveryJigsawPuzzleToItsOneSolution) {
    const auto cases = jigsaw_cases();
    ASSERT_EQ(cases.size(), 24u);
    for (const JigsawCase& c : cases) {
        ASSERT_EQ(check_regions(c.regions).error, RegionError::none);
        const RegionAnswer answer = count_to_two(c.puzzle, c.regions);
        EXPECT_EQ(answer.error, RegionError::none);
        EXPECT_EQ(answer.count, 1);
        EXPECT_TRUE(solves_jigsaw(answer.first, c.puzzle, c.regions));
        EXPECT_EQ(answer.first, c.solution);
    }
}

TEST(RegionSolver, AMinimalPuzzleWithoutAGivenHasSeveralSolutionsAllValid) {
    for (const JigsawCase& c : jigsaw_cases()) {
        Grid fewer = c.puzzle;
        int cell = 0;
        while (fewer[cell] == 0) ++cell;
        fewer[cell] = 0;
        const RegionAnswer answer = count_to_two(fewer, c.regions);
        EXPECT_EQ(answer.count, 2);
        EXPECT_TRUE(solves_jigsaw(answer.first, fewer, c.regions));
        EXPECT_EQ(count_solutions(fewer, c.regions, 1).count, 1);
    }
}

TEST(RegionSolver, ClashingOrImpossibleGivensHaveNoSolution) {
    const JigsawCase c = jigsaw_cases().front();
    Grid clash = c.puzzle;  // a given's digit again in a blank of its row
    int given = 0;
    while (clash[given] == 0) ++given;
    int blank = 9 * (given / 9);
    while (clash[blank] != 0) ++blank;
    clash[blank] = clash[given];
    EXPECT_EQ(count_to_two(clash, c.regions).count, 0);
    // A given that differs from the one solution, clashing with no other given.
    for (int cell = 0; cell < kCells; ++cell) {
        if (c.puzzle[cell] != 0) continue;
        Grid wrong = c.puzzle;
        for (int d = 1; d <= 9; ++d) {
            wrong[cell] = static_cast<std::uint8_t>(d);
            const RegionAnswer answer = count_to_two(wrong, c.regions);
            EXPECT_EQ(answer.count, d == c.solution[cell] ? 1 : 0) << "cell " << cell << " digit " << d;
        }
        break;
    }
    Grid out_of_range = c.puzzle;
    out_of_range[0] = 10;
    EXPECT_EQ(count_to_two(out_of_range, c.regions).count, 0);
}

TEST(RegionSolver, OnTheBoxesCountsAsTheClassicCoreAndSolvesValidly) {
    const RegionMap boxes = box_regions();
    ASSERT_EQ(check_regions(boxes).error, RegionError::none);
    int checked = 0;
    for (const auto& file : {"tests/data/classic_puzzles.txt", "tests/data/classic_no_solution.txt"})
        for (const test::PuzzleLine& line : test::read_puzzle_lines(file)) {
            const Grid puzzle = test::grid_from_line(line.puzzle);
            const RegionAnswer answer = count_to_two(puzzle, boxes);
            EXPECT_EQ(answer.count, classic::count_solutions(puzzle, 2)) << line.puzzle;
            if (line.number >= 0) {
                EXPECT_EQ(answer.count, line.number) << line.puzzle;
            }
            if (answer.count > 0) {
                EXPECT_TRUE(is_solution_of(answer.first, puzzle)) << line.puzzle;
            }
            ++checked;
        }
    EXPECT_GT(checked, 20);
    EXPECT_EQ(count_to_two(Grid{}, boxes).count, 2);
}

TEST(RegionSolver, CountsTheSolutionsOfANearlyFullGridExactly) {
    // A full grid with the four cells of a digit swap rectangle blank (two
    // rows, two columns, each pair of a column in one region): exactly two fillings.
    int found = 0;
    for (const JigsawCase& c : jigsaw_cases()) {
        const Grid& s = c.solution;
        for (int a = 0; a < kCells && found == 0; ++a)
            for (int b = a + 1; b < kCells && found == 0; ++b) {
                const int x = 9 * (a / 9) + b % 9, y = 9 * (b / 9) + a % 9;
                if (a / 9 == b / 9 || a % 9 == b % 9 || s[a] != s[b] || s[x] != s[y]) continue;
                if (c.regions[a] != c.regions[y] || c.regions[b] != c.regions[x]) continue;
                Grid holes = s;
                holes[a] = holes[b] = holes[x] = holes[y] = 0;
                EXPECT_EQ(count_solutions(holes, c.regions, 100).count, 2);
                ++found;
            }
        Grid one_blank = s;  // a single blank is forced
        one_blank[40] = 0;
        EXPECT_EQ(count_solutions(one_blank, c.regions, 100).count, 1);
    }
    EXPECT_EQ(found, 1);
}

TEST(RegionSolver, ReportsAMalformedPartitionAsAValue) {
    RegionMap regions = box_regions();
    regions[5] = 9;
    EXPECT_EQ(check_regions(regions).error, RegionError::out_of_range);
    EXPECT_EQ(check_regions(regions).region, 5);
    EXPECT_EQ(count_to_two(Grid{}, regions).error, RegionError::out_of_range);
    regions = box_regions();
    regions[0] = 1;  // box 0 has 8 cells, box 1 ten
    EXPECT_EQ(check_regions(regions).error, RegionError::wrong_size);
    EXPECT_EQ(check_regions(regions).region, 0);
    const RegionAnswer answer = count_to_two(Grid{}, regions);
    EXPECT_EQ(answer.error, RegionError::wrong_size);
    EXPECT_EQ(answer.count, 0);
    regions = box_regions();
    std::swap(regions[0], regions[80]);  // box 0 and box 8 each split in two
    EXPECT_EQ(check_regions(regions).error, RegionError::disconnected);
    EXPECT_EQ(check_regions(regions).region, 0);
    EXPECT_EQ(count_to_two(Grid{}, regions).error, RegionError::none);  // the search does not need it
}

}  // namespace
}  // namespace sudoku::regions
