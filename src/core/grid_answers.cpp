#include "sudoku/core/grid_answers.hpp"

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/general_solver.hpp"
#include "sudoku/core/target_score.hpp"

namespace sudoku {

namespace {

bool is_classic(const GeneralGrid& grid) { return grid.box_size() == 3; }

// The puzzle on the core that fits its size: `classic_search` for 9x9, `general_search` otherwise.
bool solve_on(const GeneralGrid& puzzle, GeneralGrid& solution, bool (*classic_search)(const Grid&, Grid&, classic::SearchStats*),
              bool (*general_search)(const GeneralGrid&, GeneralGrid&, general::SearchStats*)) {
    if (!is_classic(puzzle)) return general_search(puzzle, solution, nullptr);
    Grid found{};
    if (!classic_search(to_classic(puzzle), found, nullptr)) return false;
    solution = from_classic(found);
    return true;
}

bool same_house(const GeneralGrid& grid, int a, int b) {
    const int side = grid.side(), box = grid.box_size();
    const int row_a = a / side, column_a = a % side, row_b = b / side, column_b = b % side;
    return row_a == row_b || column_a == column_b || (row_a / box == row_b / box && column_a / box == column_b / box);
}

}  // namespace

std::optional<GridClash> find_grid_clash(const GeneralGrid& grid) {
    // Quadratic, but only on the givens of one grid (625 cells at most), once per case.
    for (int cell = 0; cell < grid.cells(); ++cell) {
        if (grid[cell] == 0) continue;
        for (int earlier = 0; earlier < cell; ++earlier)
            if (grid[earlier] == grid[cell] && same_house(grid, earlier, cell)) return GridClash{cell, grid[cell]};
    }
    return std::nullopt;
}

// Clashing givens have no solution in either core, so the clash is looked
// for only where the search found none (the quadratic scan cost a 9x9 about
// as much as its search).
GridAnswer answer_grid(const GeneralGrid& puzzle, GridQuestion question) {
    GridAnswer answer;
    const auto none_found = [&] {
        answer.outcome = find_grid_clash(puzzle) ? GridOutcome::clash : GridOutcome::no_solution;
        return answer;
    };
    if (question == GridQuestion::count_to_two) {
        const int count = count_grid_solutions(puzzle, 2);
        if (count == 0) return none_found();
        if (count == 2) {
            answer.outcome = GridOutcome::several;
            return answer;
        }
    }
    if (question == GridQuestion::largest_score && is_classic(puzzle)) {
        const auto best = target::best_score(to_classic(puzzle));
        if (best.score < 0) return none_found();
        answer.outcome = GridOutcome::solved;
        answer.solution = from_classic(best.best);
        return answer;
    }
    const bool solved = question == GridQuestion::smallest_solution
                            ? solve_on(puzzle, answer.solution, classic::solve_smallest, general::solve_smallest)
                            : solve_on(puzzle, answer.solution, classic::solve, general::solve);
    if (!solved) return none_found();
    answer.outcome = GridOutcome::solved;
    return answer;
}

int count_grid_solutions(const GeneralGrid& puzzle, int limit) {
    if (is_classic(puzzle)) return classic::count_solutions(to_classic(puzzle), limit);
    return general::count_solutions(puzzle, limit);
}

Grid to_classic(const GeneralGrid& grid) {
    Grid result{};
    for (int cell = 0; cell < kCells; ++cell) result[cell] = static_cast<std::uint8_t>(grid[cell]);
    return result;
}

GeneralGrid from_classic(const Grid& grid) {
    GeneralGrid result(3);
    for (int cell = 0; cell < kCells; ++cell) result.set(cell, grid[cell]);
    return result;
}

}  // namespace sudoku
