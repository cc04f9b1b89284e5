// gen --hard for Luogu P1074: a climb on the number of solutions, under a
// ceiling of the target core's own nodes (hard_puzzles.hpp).
#include <algorithm>
#include <array>
#include <numeric>

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/target_score.hpp"
#include "sudoku/testgen/generator.hpp"
#include "sudoku/testgen/hard_puzzles.hpp"

namespace sudoku {
namespace {

struct TargetCandidate {
    Grid puzzle{};
    int solutions = 0;
    std::uint64_t our_nodes = 0;

    // Better for the published solutions and no worse for ours past the cap.
    bool beats(const TargetCandidate& other) const {
        return solutions != other.solutions ? solutions > other.solutions : our_nodes < other.our_nodes;
    }
};

// The candidate of `puzzle` when it beats `best` (its solutions counted
// only as far as that decides), and the target core answers it.
// `spent` adds the solutions counted, the climb's cost.
std::optional<TargetCandidate> better(const Grid& puzzle, const TargetCandidate& best, std::uint64_t& spent) {
    TargetCandidate candidate{puzzle, classic::count_solutions(puzzle, std::min(best.solutions + 1, kTargetSolutionCap)), 0};
    spent += static_cast<std::uint64_t>(candidate.solutions);
    if (candidate.solutions < best.solutions) return std::nullopt;
    target::SearchStats stats;
    stats.node_limit = kTargetNodeLimit;
    target::best_score(puzzle, &stats);
    if (stats.gave_up) return std::nullopt;
    candidate.our_nodes = stats.nodes;
    if (candidate.solutions > best.solutions) {
        candidate.solutions = classic::count_solutions(puzzle, kTargetSolutionCap);
        spent += static_cast<std::uint64_t>(candidate.solutions);
    }
    if (!candidate.beats(best)) return std::nullopt;
    return candidate;
}

// The givens in the row, column and box of `cell`: a given moved where there
// are many leaves more freedom elsewhere, which is where solutions multiply.
int givens_seen(const Grid& puzzle, int cell) {
    int seen = 0;
    for (int other = 0; other < kCells; ++other)
        if (other != cell && puzzle[other] != 0 &&
            (row_of(other) == row_of(cell) || column_of(other) == column_of(cell) || box_of(other) == box_of(cell)))
            ++seen;
    return seen;
}

// Of three random cells that are given (or blank, `given` false), the one
// that sees the fewest givens (or the most).
int drawn_cell(const Grid& puzzle, Random& random, bool given) {
    int chosen = -1;
    for (int draw = 0; draw < 3; ++draw) {
        int cell = 0;
        do cell = static_cast<int>(random.below(kCells));
        while ((puzzle[cell] != 0) != given);
        if (chosen < 0 || (givens_seen(puzzle, cell) < givens_seen(puzzle, chosen)) == given) chosen = cell;
    }
    return chosen;
}

// `givens` random cells of a random `solution` given, drawn again where the
// core gives up (a few random puzzles in a hundred come near the limit).
TargetCandidate random_start(Random& random, int givens, Grid& solution, std::uint64_t& spent) {
    for (;;) {
        solution = random_solution_grid(random);
        std::array<int, kCells> cells{};
        std::iota(cells.begin(), cells.end(), 0);
        random.shuffle(cells);
        Grid puzzle{};
        for (int i = 0; i < givens; ++i) puzzle[cells[static_cast<std::size_t>(i)]] = solution[cells[static_cast<std::size_t>(i)]];
        if (const auto start = better(puzzle, TargetCandidate{}, spent)) return *start;
    }
}

}  // namespace

Grid generate_hard_target(Random& random, int givens) {
    Grid solution{};
    std::uint64_t spent = 0;
    TargetCandidate best = random_start(random, givens, solution, spent);
    for (int step = 0; step < kTargetSteps && spent < kTargetBudget && givens < kCells; ++step) {  // a full grid has nowhere to move
        Grid next = best.puzzle;
        const int from = drawn_cell(next, random, true), to = drawn_cell(next, random, false);
        next[from] = 0;
        next[to] = solution[to];
        if (const auto candidate = better(next, best, spent)) best = *candidate;
    }
    return best.puzzle;
}

}  // namespace sudoku
