#include <gtest/gtest.h>

#include <string>

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/random.hpp"
#include "sudoku/testgen/generator.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

std::string digits_of(const Grid& grid) {
    std::string text;
    for (auto digit : grid) text += static_cast<char>('0' + digit);
    return text;
}

// The yardstick: a plain search in reading order, digits ascending, whose
// first solution is the smallest by definition. It gives up after `budget`
// placements (false), so that only puzzles it finishes are compared.
class ReadingOrderSearch {
public:
    explicit ReadingOrderSearch(long budget) : budget_(budget) {}
    std::optional<Grid> first_solution(Grid grid) {
        found_.reset();
        search(grid, 0);
        return found_;
    }
    bool finished() const { return budget_ > 0; }

private:
    bool search(Grid& grid, int cell) {
        while (cell < kCells && grid[cell] != 0) ++cell;
        if (cell == kCells) {
            found_ = grid;
            return true;
        }
        for (int digit = 1; digit <= 9; ++digit) {
            if (--budget_ <= 0) return true;  // stop the whole search
            grid[cell] = static_cast<std::uint8_t>(digit);
            if (!find_clash_at(grid, cell) && search(grid, cell + 1)) return true;
        }
        grid[cell] = 0;
        return false;
    }
    long budget_;
    std::optional<Grid> found_;
};

void expect_smallest_as_plain_search(const Grid& puzzle, int& compared) {
    ReadingOrderSearch plain(200'000);
    const auto expected = plain.first_solution(puzzle);
    if (!plain.finished()) return;
    Grid solution{};
    const bool solved = classic::solve_smallest(puzzle, solution);
    ASSERT_EQ(solved, expected.has_value()) << digits_of(puzzle);
    if (solved) {
        EXPECT_EQ(solution, *expected) << digits_of(puzzle);
    }
    ++compared;
}

TEST(ClassicSmallest, TheEmptyGridGivesTheSmallestGridOfAll) {
    Grid solution{};
    ASSERT_TRUE(classic::solve_smallest(Grid{}, solution));
    EXPECT_EQ(digits_of(solution),
              "123456789456789123789123456214365897365897214897214365531642978642978531978531642");
}

// Puzzles with many solutions are where the fast core's first solution is
// usually not the smallest.
TEST(ClassicSmallest, EqualsAPlainReadingOrderSearchOnPuzzlesWithManySolutions) {
    int compared = 0, differing_first = 0;
    for (int seed = 1; seed <= 60; ++seed) {
        Random random(static_cast<std::uint64_t>(seed));
        ClassicOptions options;
        options.unique = false;
        options.givens = 20 + seed % 15;
        const auto puzzle = generate_classic(random, options);
        ASSERT_TRUE(puzzle) << seed;
        Grid fast{}, smallest{};
        ASSERT_TRUE(classic::solve(*puzzle, fast));
        ASSERT_TRUE(classic::solve_smallest(*puzzle, smallest));
        if (fast != smallest) ++differing_first;
        expect_smallest_as_plain_search(*puzzle, compared);
    }
    EXPECT_GE(compared, 50);
    EXPECT_GE(differing_first, 30);  // else this test would not test the walk at all
}

TEST(ClassicSmallest, EqualsAPlainReadingOrderSearchOnTheListedPuzzles) {
    int compared = 0;
    for (const auto& [text, unused] : test::read_puzzle_lines("tests/data/classic_puzzles.txt"))
        expect_smallest_as_plain_search(test::grid_from_line(text), compared);
    for (const auto& [text, unused] : test::read_puzzle_lines("tests/data/classic_no_solution.txt"))
        expect_smallest_as_plain_search(test::grid_from_line(text), compared);
    EXPECT_GE(compared, 20);
}

TEST(ClassicSmallest, SaysSoWhenThereIsNoSolution) {
    Grid puzzle{};
    puzzle[0] = 5;
    puzzle[1] = 5;
    Grid solution{};
    EXPECT_FALSE(classic::solve_smallest(puzzle, solution));
}

}  // namespace
}  // namespace sudoku
