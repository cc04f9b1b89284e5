#include "sudoku/testgen/generator.hpp"

#include <algorithm>
#include <bit>
#include <numeric>

#include "sudoku/io/boj2580.hpp"
#include "sudoku/io/boj4574.hpp"
#include "sudoku/core/classic_solver.hpp"
#include "sudoku/testgen/hard_puzzles.hpp"
#include "sudoku/io/line_format.hpp"
#include "judge_format_generator.hpp"
#include "sudoku/core/tiling.hpp"

namespace sudoku {
namespace {

// Fills the open cells of `grid`, the one with fewest candidates first and
// its digits in random order; false at a dead end. The solver is not used
// here on purpose: its search order may change for speed, and the same seed
// must keep giving the same grid.
bool fill_randomly(Grid& grid, UnitMasks& used, Random& random) {
    int best = -1, fewest = 10;
    for (int cell = 0; cell < kCells; ++cell) {
        if (grid[cell] != 0) continue;
        const int count = digit_count(used.candidates(cell));
        if (count < fewest) best = cell, fewest = count;
    }
    if (best < 0) return true;
    std::array<int, 9> digits{};
    int n = 0;
    for (unsigned m = used.candidates(best); m != 0; m &= m - 1) digits[n++] = lowest_digit(m);
    random.shuffle(digits, static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        const UnitMasks before = used;
        grid[best] = static_cast<std::uint8_t>(digits[i]);
        used.place(best, digits[i]);
        if (fill_randomly(grid, used, random)) return true;
        used = before;
    }
    grid[best] = 0;
    return false;
}

// Givens taken away one at a time in `order` while the puzzle stays unique,
// until `target` are left (0: as long as any can go).
void remove_while_unique(Grid& puzzle, const std::array<int, kCells>& order, int target) {
    int givens = count_givens(puzzle);
    for (int cell : order) {
        if (target > 0 && givens <= target) return;
        const std::uint8_t digit = puzzle[cell];
        puzzle[cell] = 0;
        if (classic::count_solutions(puzzle, 2) == 1) --givens;
        else puzzle[cell] = digit;
    }
}

std::array<int, kCells> cell_order(Random& random) {
    std::array<int, kCells> order{};
    std::iota(order.begin(), order.end(), 0);
    random.shuffle(order);
    return order;
}

bool in_top_rows(const sudominoku::GivenDomino& d) { return row_of(d.first_cell) < 3 || row_of(d.second_cell) < 3; }

}  // namespace

std::optional<sudominoku::CaseLayout> random_full_layout(Random& random, const std::array<bool, kCells>& single_allowed) {
    sudominoku::TilingProblem problem;
    problem.grid = random_solution_grid(random);
    problem.open.fill(true);
    problem.dominoes = sudominoku::kAllDominoes;
    problem.singles = kAllDigits;
    problem.single_allowed = single_allowed;
    // Most grids tile within a few hundred steps; a grid that does not is replaced.
    return sudominoku::find_tiling(problem, &random, 20000);
}

bool has_one_grid(const sudominoku::CaseLayout& layout) {
    const auto count = sudominoku::count_grids(sudominoku::puzzle_of(layout), 2);
    return !count.gave_up && count.grids == 1;
}

Grid random_solution_grid(Random& random) {
    Grid grid{};
    UnitMasks used;
    fill_randomly(grid, used, random);  // an empty grid always completes
    return grid;
}

std::optional<Grid> generate_classic(Random& random, const ClassicOptions& options) {
    return generate_classic(random, options, cell_order);
}

std::optional<Grid> generate_classic(Random& random, const ClassicOptions& options, const RemovalOrder& removal_order) {
    for (int attempt = 0; attempt < options.attempts; ++attempt) {
        Grid puzzle = random_solution_grid(random);
        const auto order = removal_order(random);
        if (!options.unique) {
            const int keep = options.givens > 0 ? options.givens : 0;
            for (int i = 0; i < kCells - keep; ++i) puzzle[order[i]] = 0;
            return puzzle;
        }
        remove_while_unique(puzzle, order, options.givens);
        if (options.givens == 0 || count_givens(puzzle) == options.givens) return puzzle;
    }
    return std::nullopt;
}

sudominoku::CaseLayout SudominokuCandidate::layout() const {
    sudominoku::CaseLayout puzzle;
    puzzle.single_cell = full.single_cell;
    for (std::size_t i = 0; i < full.dominoes.size(); ++i)
        if (given >> i & 1) puzzle.dominoes.push_back(full.dominoes[i]);
    return puzzle;
}

void remove_while_one_grid(SudominokuCandidate& candidate, const std::array<int, sudominoku::kDominoes>& order, int target) {
    for (const int i : order) {
        if (std::popcount(candidate.given) <= target) return;
        candidate.given &= ~(std::uint64_t{1} << i);
        if (!has_one_grid(candidate.layout())) candidate.given |= std::uint64_t{1} << i;
    }
}

std::optional<SudominokuCandidate> generate_sudominoku_candidate(Random& random, const SudominokuOptions& options) {
    const int target = random.between(options.min_dominoes, options.max_dominoes);
    std::array<bool, kCells> single_allowed{};  // with --hard, the singles stay out of the top rows
    for (int cell = 0; cell < kCells; ++cell) single_allowed[cell] = !options.hard || row_of(cell) >= 3;
    for (int attempt = 0; attempt < options.attempts; ++attempt) {
        auto full = random_full_layout(random, single_allowed);
        if (!full) continue;
        // Take dominoes away in random order (with --hard, those touching the
        // top rows first) while the case keeps one grid.
        std::array<int, sudominoku::kDominoes> order{};
        std::iota(order.begin(), order.end(), 0);
        random.shuffle(order);
        if (options.hard)
            std::stable_partition(order.begin(), order.end(), [&](int i) { return in_top_rows(full->dominoes[i]); });
        SudominokuCandidate candidate{*full, sudominoku::kAllDominoes};
        remove_while_one_grid(candidate, order, target);
        if (std::popcount(candidate.given) == target) return candidate;
    }
    return std::nullopt;
}

std::optional<sudominoku::CaseLayout> generate_sudominoku(Random& random, const SudominokuOptions& options) {
    const auto candidate = generate_sudominoku_candidate(random, options);
    if (!candidate) return std::nullopt;
    // The input lists the givens in random order, each turned either way.
    auto layout = candidate->layout();
    random.shuffle(layout.dominoes);
    for (auto& d : layout.dominoes)
        if (random.below(2) == 1) d = {d.second_cell, d.second_digit, d.first_cell, d.first_digit};
    return layout;
}

std::optional<std::string> generate_input(std::uint64_t seed, const GenerateOptions& options) {
    if (const JudgeFormat* table_format = judge_format(options.format)) return generate_judge_input(seed, *table_format, options);
    Random random(seed);
    std::string text;
    for (int i = 0; i < options.count; ++i) {
        if (options.format == Format::boj4574) {
            const auto layout = generate_sudominoku(random, options.sudominoku);
            if (!layout) return std::nullopt;
            write_boj4574_case(*layout, text);
            continue;
        }
        const auto puzzle = options.hard_model
                                ? generate_hard_classic(random, options.classic, *options.hard_model, options.hard_budget)
                                : generate_classic(random, options.classic);
        if (!puzzle) return std::nullopt;
        if (options.format == Format::line) write_line(*puzzle, text);
        else write_boj2580(*puzzle, text);
    }
    if (options.format == Format::boj4574) text += "0\n";
    return text;
}

}  // namespace sudoku
