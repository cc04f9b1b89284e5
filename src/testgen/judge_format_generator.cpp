// Inputs of the judges' formats of the table: 9x9 puzzles from the classic
// generator (with --hard where asked), jigsaw ones made here, other sizes
// from the general one, laid out by the format's own input writer. Where the answer says a kind,
// the boards other than unique ones are unique puzzles changed by one edit.
#include "judge_format_generator.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <numeric>
#include <vector>

#include "sudoku/core/grid_answers.hpp"
#include "sudoku/core/region_solver.hpp"
#include "sudoku/testgen/general_generator.hpp"
#include "sudoku/testgen/hard_puzzles.hpp"

namespace sudoku {
namespace {

// Unique puzzles tried for one board of another kind before giving up: an
// edit fails only where --givens leaves no given whose loss makes several
// solutions, which the next puzzle rarely repeats.
constexpr int kEditAttempts = 100;

std::vector<int> shuffled_cells(Random& random, const GeneralGrid& board) {
    std::vector<int> cells(static_cast<std::size_t>(board.cells()));
    std::iota(cells.begin(), cells.end(), 0);
    random.shuffle(cells);
    return cells;
}

// The values of the givens in the row, column and box (or region) of `cell` (bit v: value v).
std::uint32_t seen_values(const GeneralGrid& board, int cell) {
    const int side = board.side(), row = cell / side, column = cell % side, box = board.box_of(cell);
    std::uint32_t seen = 0;
    for (int other = 0; other < board.cells(); ++other) {
        const bool peer = other / side == row || other % side == column || board.box_of(other) == box;
        if (other != cell && peer) seen |= std::uint32_t{1} << board[other];
    }
    return seen & ~std::uint32_t{1};  // blanks see nothing
}

// Several solutions: a given taken away (from a minimal puzzle, any will do).
bool take_away_to_several(GeneralGrid& board, Random& random) {
    for (const int cell : shuffled_cells(random, board)) {
        const int value = board[cell];
        if (value == 0) continue;
        board.set(cell, 0);
        if (count_grid_solutions(board, 2) == 2) return true;
        board.set(cell, value);
    }
    return false;
}

void take_away_one(GeneralGrid& board, Random& random) {
    for (const int cell : shuffled_cells(random, board))
        if (board[cell] != 0) {
            board.set(cell, 0);
            return;
        }
}

// No solution, though no givens clash: a value added that no given it sees
// holds and no solution has there (in a unique puzzle, any but the solution's).
bool add_without_solution(GeneralGrid& board, Random& random) {
    std::array<int, GeneralGrid::kMaxSide> values{};
    for (const int cell : shuffled_cells(random, board)) {
        if (board[cell] != 0) continue;
        const std::uint32_t seen = seen_values(board, cell);
        std::iota(values.begin(), values.begin() + board.side(), 1);
        random.shuffle(values, static_cast<std::size_t>(board.side()));
        for (int i = 0; i < board.side(); ++i) {
            if (seen >> values[static_cast<std::size_t>(i)] & 1) continue;
            board.set(cell, values[static_cast<std::size_t>(i)]);
            if (count_grid_solutions(board, 1) == 0) return true;
        }
        board.set(cell, 0);
    }
    return false;
}

// Clashing givens: a given changed to the value of another given it sees.
bool change_to_clash(GeneralGrid& board, Random& random) {
    for (const int cell : shuffled_cells(random, board)) {
        if (board[cell] == 0) continue;
        std::uint32_t seen = seen_values(board, cell) & ~(std::uint32_t{1} << board[cell]);
        if (seen == 0) continue;
        for (auto skip = random.below(static_cast<std::uint64_t>(std::popcount(seen))); skip > 0; --skip) seen &= seen - 1;
        board.set(cell, std::countr_zero(seen));
        return true;
    }
    return false;
}

// A jigsaw partition under a solution grid: the boxes, then trades of two
// cells holding the same digit between a region and the region next to it,
// each kept while both stay joined. Each region keeps one of each digit, so
// `solution` stays a solution: the partition is never one that no grid fills,
// which the search could take minutes to refute (doc/solver-notes.md, "The
// region core").
regions::RegionMap traded_partition(Random& random, const Grid& solution) {
    constexpr int kTrades = 200, kTries = 100 * kTrades;  // the bench's partitions had 200 swaps
    regions::RegionMap regions = regions::box_regions();
    for (int done = 0, tried = 0; done < kTrades && tried < kTries; ++tried) {
        const int cell = static_cast<int>(random.below(kCells));
        const bool across = random.below(2) == 0;
        if (across ? cell % 9 == 8 : cell / 9 == 8) continue;
        const std::uint8_t mine = regions[cell], theirs = regions[across ? cell + 1 : cell + 9];
        if (mine == theirs) continue;
        int twin = 0;  // the cell of the other region with this digit (never the neighbour: a row or column holds it once)
        while (regions[twin] != theirs || solution[twin] != solution[cell]) ++twin;
        regions[cell] = theirs, regions[twin] = mine;
        if (regions::check_regions(regions).error == regions::RegionError::none) ++done;
        else regions[cell] = mine, regions[twin] = theirs;
    }
    return regions;
}

// A jigsaw puzzle: givens taken away from a solution in random order (while
// it keeps one solution, unless --multiple) down to --givens, or as far as
// they go.
std::optional<GeneralGrid> generate_jigsaw(Random& random, const ClassicOptions& options) {
    if (options.givens > kCells) return std::nullopt;  // one more than 81, asked for several solutions: no attempt can end
    for (int attempt = 0; attempt < options.attempts; ++attempt) {
        const Grid solution = random_solution_grid(random);
        const regions::RegionMap regions = traded_partition(random, solution);
        Grid puzzle = solution;
        std::array<int, kCells> order{};
        std::iota(order.begin(), order.end(), 0);
        random.shuffle(order);
        int givens = kCells;
        for (const int cell : order) {
            if (givens == options.givens) break;
            puzzle[cell] = 0;
            if (!options.unique || regions::count_to_two(puzzle, regions).count == 1) --givens;
            else puzzle[cell] = solution[cell];
        }
        if (options.givens > 0 && givens != options.givens) continue;
        GeneralGrid grid = from_classic(puzzle);
        grid.set_regions(regions);
        return grid;
    }
    return std::nullopt;
}

// POJ 3435's grid: the pattern solution (r·n + r/n + c) mod n² + 1 with its
// digits relabelled and about half its cells blanked; for a clash, one cell
// takes the digit of another cell of one of its houses, which keeps its own.
// A clash needs two cells in a house, so its n is 2..10, else 1..10.
WideGrid generate_wide_grid(Random& random, GridOutcome outcome) {
    const bool clash = outcome == GridOutcome::clash;
    const int n = static_cast<int>(random.below(clash ? 9 : 10)) + (clash ? 2 : 1), side = n * n;
    std::vector<int> label(static_cast<std::size_t>(side));
    std::iota(label.begin(), label.end(), 1);
    for (std::size_t i = label.size(); i > 1; --i) std::swap(label[i - 1], label[random.below(i)]);
    WideGrid solution(n), grid(n);
    for (int cell = 0; cell < solution.cells(); ++cell) {
        const int row = cell / side, column = cell % side;
        solution.set(cell, label[static_cast<std::size_t>((row * n + row / n + column) % side)]);
        if (random.below(2) == 0) grid.set(cell, solution[cell]);
    }
    if (!clash) return grid;
    const auto draw = [&random](int bound) { return static_cast<int>(random.below(static_cast<std::uint64_t>(bound))); };
    const int cell = draw(grid.cells()), row = cell / side, column = cell % side;
    int other = cell;
    while (other == cell) {
        const int house = draw(3);
        other = house == 0   ? row * side + draw(side)
                : house == 1 ? draw(side) * side + column
                             : (row / n * n + draw(n)) * side + column / n * n + draw(n);
    }
    grid.set(other, solution[other]);
    grid.set(cell, solution[other]);
    return grid;
}

}  // namespace

std::optional<GeneralGrid> generate_judge_puzzle(Random& random, const JudgeFormat& format, const GenerateOptions& options) {
    if (format.houses == Houses::regions) return generate_jigsaw(random, options.classic);
    if (format.answer == AnswerPolicy::anti_sudoku) return from_classic(random_solution_grid(random));  // its input is solved grids
    const int box_size = format.box_size == 0 ? 3 : format.box_size;
    if (box_size != 3) {
        // The general generator takes a seed: one drawn from this input's stream.
        const GeneralPuzzleOptions general{options.classic.givens, !options.classic.unique};
        return generate_general(box_size, random.next(), general);
    }
    const auto puzzle = options.hard_model ? generate_hard_classic(random, options.classic, *options.hard_model, options.hard_budget)
                                           : generate_classic(random, options.classic);
    if (!puzzle) return std::nullopt;
    return from_classic(*puzzle);
}

std::optional<GeneralGrid> generate_board_of_kind(Random& random, const JudgeFormat& format, const GenerateOptions& options,
                                                  GridOutcome outcome) {
    if (outcome == GridOutcome::solved) return generate_judge_puzzle(random, format, options);
    // With --givens the board keeps that many: the edits that take one away start from one more.
    const bool counted = options.classic.givens > 0;
    GenerateOptions unique = options;
    if (counted && outcome == GridOutcome::several) ++unique.classic.givens;
    // Fewer givens than a unique puzzle can have: the board edited may have several solutions.
    if (counted && unique.classic.givens < kLeastUniqueGivens) unique.classic.unique = false;
    for (int attempt = 0; attempt < kEditAttempts; ++attempt) {
        auto board = generate_judge_puzzle(random, format, unique);
        if (!board) return std::nullopt;
        if (counted && outcome == GridOutcome::no_solution) take_away_one(*board, random);
        const bool edited = outcome == GridOutcome::several      ? take_away_to_several(*board, random)
                            : outcome == GridOutcome::no_solution ? add_without_solution(*board, random)
                                                                  : change_to_clash(*board, random);
        if (edited) return board;
    }
    return std::nullopt;
}

std::optional<std::string> generate_judge_input(std::uint64_t seed, const JudgeFormat& format, const GenerateOptions& options) {
    Random random(seed);
    std::vector<GridOutcome> kinds = options.answers;
    if (kinds.empty())
        for (const auto& kind : format.answer_kinds) kinds.push_back(kind.outcome);
    if (!options.classic.unique) kinds.clear();  // --multiple: any number of solutions, at least one
    if (format.answer == AnswerPolicy::rules_check) {  // options.cpp refuses --multiple: kinds is not empty
        std::string text;
        for (int i = 0; i < options.count; ++i)
            write_wide_input(generate_wide_grid(random, kinds[(seed + static_cast<std::uint64_t>(i)) % kinds.size()]), text);
        return text;
    }
    // A problem that promises givens asks nothing of the solutions' number: as
    // many givens as asked (the least it promises by default), kept from a solution grid.
    GenerateOptions made = options;
    if (format.min_givens > 0) {
        made.classic.unique = false;
        made.classic.givens = std::max(made.classic.givens, format.min_givens);
    }
    // The target Sudoku's --hard climbs on its own measure, to boards with solutions (options.cpp refuses none).
    const bool hard_target = format.answer == AnswerPolicy::largest_score && options.hard_model;
    std::vector<GeneralGrid> puzzles;
    for (int i = 0; i < options.count; ++i) {
        const auto kind = [&] { return kinds[(seed + static_cast<std::uint64_t>(i)) % kinds.size()]; };
        auto puzzle = hard_target     ? from_classic(generate_hard_target(random, made.classic.givens))
                      : kinds.empty() ? generate_judge_puzzle(random, format, made)
                                      : generate_board_of_kind(random, format, made, kind());
        if (!puzzle) return std::nullopt;
        puzzles.push_back(*puzzle);
    }
    std::string text;
    format.write_input(puzzles, text);
    return text;
}

}  // namespace sudoku
