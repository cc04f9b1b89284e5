// What a judge asks of one n²×n² grid, answered by the right core: the
// classic core for 9x9 (the fast one), the region core for a jigsaw grid (any
// solution, or none/one/several: it has no smallest-solution walk), the
// general core for every other size.
// The judge formats (io/judge_formats.hpp) ask through here only.
#pragma once

#include <optional>

#include "sudoku/core/general_grid.hpp"
#include "sudoku/core/grid.hpp"
#include "sudoku/core/wide_grid.hpp"

namespace sudoku {

enum class GridQuestion {
    any_solution,       // the first solution the core finds
    smallest_solution,  // the lexicographically smallest, cells in reading order
    count_to_two,       // none, one or several; the solution when there is one
    anti_sudoku,        // of a solved 9x9 grid: one cell of each row, column and box changed to
                        // another digit, so that each holds a digit twice (Codeforces 1335D)
    largest_score,      // 9x9: the solution of the largest target score (target_score.hpp)
    rules_check,        // whether the givens clash (solved: they do not), nothing solved
};

enum class GridOutcome { solved, no_solution, several, clash };

struct GridAnswer {
    GridOutcome outcome = GridOutcome::no_solution;
    GeneralGrid solution;  // with `solved` (anti_sudoku: the changed grid; no_solution unless the grid is solved)
};

// Clashing givens are their own outcome, since some judges answer them apart ("Illegal.").
GridAnswer answer_grid(const GeneralGrid& puzzle, GridQuestion question);
// The rules check of a grid past 25x25: its outcome only (solution is left blank).
GridAnswer check_wide_grid(const WideGrid& grid);
int count_grid_solutions(const GeneralGrid& puzzle, int limit);  // min(count, limit)

// Two givens with the same value in one row, column or box (or region): the later cell
// of the first such pair in reading order, and its value.
struct GridClash {
    int cell;
    int value;
};
std::optional<GridClash> find_grid_clash(const GeneralGrid& grid);

Grid to_classic(const GeneralGrid& grid);  // box size 3
GeneralGrid from_classic(const Grid& grid);

}  // namespace sudoku
