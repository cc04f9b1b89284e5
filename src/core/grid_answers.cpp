#include "sudoku/core/grid_answers.hpp"

#include <cassert>

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/general_solver.hpp"
#include "sudoku/core/region_solver.hpp"
#include "sudoku/core/target_score.hpp"

namespace sudoku {

namespace {

bool is_classic(const GeneralGrid& grid) { return grid.box_size() == 3 && !grid.has_regions(); }

// A jigsaw grid on the region core: the first solution it meets, counting to `limit`.
regions::RegionAnswer count_on_regions(const GeneralGrid& puzzle, int limit) {
    return regions::count_solutions(to_classic(puzzle), puzzle.regions(), limit);
}

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
    const int side = grid.side();
    return a / side == b / side || a % side == b % side || grid.box_of(a) == grid.box_of(b);
}

// One cell of each row, column and box (row 3(i mod 3) + i/3, column i)
// takes the next digit (9: 1), which its row, column and box already hold:
// nine changes, each house one.
GridAnswer anti_sudoku(const GeneralGrid& solved) {
    GridAnswer answer;
    if (solved.box_size() != 3 || solved.has_regions() || !solved.is_complete_and_valid()) return answer;
    answer.outcome = GridOutcome::solved;
    answer.solution = solved;
    for (int i = 0; i < 9; ++i) {
        const int cell = 9 * (3 * (i % 3) + i / 3) + i;
        answer.solution.set(cell, solved[cell] % 9 + 1);
    }
    return answer;
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
    if (question == GridQuestion::anti_sudoku) return anti_sudoku(puzzle);
    GridAnswer answer;
    if (question == GridQuestion::rules_check) {
        answer.outcome = find_grid_clash(puzzle) ? GridOutcome::clash : GridOutcome::solved;
        answer.solution = puzzle;
        return answer;
    }
    const auto none_found = [&] {
        answer.outcome = find_grid_clash(puzzle) ? GridOutcome::clash : GridOutcome::no_solution;
        return answer;
    };
    if (puzzle.has_regions()) {
        // The region core has no smallest-solution walk: no jigsaw judge asks for one.
        assert(question != GridQuestion::smallest_solution);
        const auto found = count_on_regions(puzzle, question == GridQuestion::count_to_two ? 2 : 1);
        if (found.count == 0) return none_found();
        answer.outcome = found.count == 1 ? GridOutcome::solved : GridOutcome::several;
        if (found.count > 1) return answer;
        answer.solution = puzzle;  // its regions with it
        for (int cell = 0; cell < kCells; ++cell) answer.solution.set(cell, found.first[cell]);
        return answer;
    }
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

GridAnswer check_wide_grid(const WideGrid& grid) {
    GridAnswer answer;
    answer.outcome = find_wide_clash(grid) ? GridOutcome::clash : GridOutcome::solved;
    return answer;
}

int count_grid_solutions(const GeneralGrid& puzzle, int limit) {
    if (is_classic(puzzle)) return classic::count_solutions(to_classic(puzzle), limit);
    if (puzzle.has_regions()) return count_on_regions(puzzle, limit).count;
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
