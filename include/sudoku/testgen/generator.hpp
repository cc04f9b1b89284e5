// Random puzzles for `sudoku gen` and `sudoku stress`: the same Random (seed)
// and options give the same puzzle on every machine, since every step is this
// project's own code (the PRNG, the solver, the counter, the tiling search).
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/io/format.hpp"
#include "sudoku/core/backtracking_models.hpp"
#include "sudoku/core/grid.hpp"
#include "sudoku/core/grid_answers.hpp"
#include "sudoku/core/random.hpp"
#include "sudoku/core/sudominoku_solver.hpp"

namespace sudoku {

// A random solution grid, filled cell by cell (fewest candidates first,
// digits in random order). Every grid can come out, but not all equally
// often: exact uniform sampling needs the completion counts of every band,
// which this does not carry.
Grid random_solution_grid(Random& random);

// All 36 dominoes and the 9 singles laid on a fresh random grid, the singles
// only where `single_allowed`; nullopt when that grid would not tile.
std::optional<sudominoku::CaseLayout> random_full_layout(Random& random, const std::array<bool, kCells>& single_allowed);

// The case has exactly one solution grid (decided, not given up on).
bool has_one_grid(const sudominoku::CaseLayout& layout);

// A Sudominoku case as the generator and the climbs hold it: all 36 dominoes
// and the singles of its solution, and which of the dominoes are given.
struct SudominokuCandidate {
    sudominoku::CaseLayout full;
    std::uint64_t given = 0;  // bit i: full.dominoes[i] is given

    sudominoku::CaseLayout layout() const;  // the given dominoes in full's order
};
// Given dominoes taken away one at a time in `order` (indices into
// full.dominoes) while the case keeps one grid, until `target` are left.
void remove_while_one_grid(SudominokuCandidate& candidate, const std::array<int, sudominoku::kDominoes>& order, int target);

inline constexpr int kClassicAttempts = 20000;
// No Sudoku with fewer givens has one solution (McGuire, Tugemann and
// Civario, 2012); nor does gen's random search reach a jigsaw one.
inline constexpr int kLeastUniqueGivens = 17;
struct ClassicOptions {
    int givens = 0;       // 0: as few as the options allow (unique: a minimal puzzle)
    bool unique = true;   // false: any number of solutions, at least one
    int attempts = kClassicAttempts;  // grids tried before giving up
};
// A puzzle with exactly `givens` givens (when asked for), unique unless told;
// nullopt when no such puzzle turned up in `attempts` grids.
std::optional<Grid> generate_classic(Random& random, const ClassicOptions& options);
// The same, with the order in which the givens are taken away drawn by
// `removal_order` (above: a shuffle of all the cells).
using RemovalOrder = std::function<std::array<int, kCells>(Random&)>;
std::optional<Grid> generate_classic(Random& random, const ClassicOptions& options, const RemovalOrder& removal_order);

inline constexpr int kSudominokuAttempts = 50;
struct SudominokuOptions {
    int min_dominoes = 10, max_dominoes = 35;  // the given dominoes, N in the statement
    bool hard = false;  // keep givens out of the top three rows where uniqueness allows
    int attempts = kSudominokuAttempts;  // grids tried before giving up
};
// A case with one solution grid, N drawn from the range; nullopt when none
// turned up in `attempts` grids. generate_sudominoku_candidate() gives it
// before its lines are shuffled, as the hunt moves it about.
std::optional<sudominoku::CaseLayout> generate_sudominoku(Random& random, const SudominokuOptions& options);
std::optional<SudominokuCandidate> generate_sudominoku_candidate(Random& random, const SudominokuOptions& options);

// The work of a `gen --hard` climb, in model nodes counted over all its steps:
// about 3.3 s on an AMD Zen 4 (doc/solver-notes.md).
inline constexpr std::uint64_t kHardBudget = 400'000'000;

// A whole judge input: `count` puzzles in `format` (BOJ 2580: one), from
// Random(seed), in the judge's exact input layout (BOJ 4574 ends with "0").
struct GenerateOptions {
    Format format = Format::boj2580;
    int count = 1;
    ClassicOptions classic;
    SudominokuOptions sudominoku;
    std::optional<BacktrackingModel> hard_model;  // 2580 and line: climbed against it (hard_puzzles.hpp)
    std::uint64_t hard_budget = kHardBudget;      // the climb's work, in model nodes
    // The problems whose answer says a kind (io/judge_formats.hpp): the kinds
    // of board to make, taken in turn; empty: the format's every kind, its mix.
    std::vector<GridOutcome> answers;
};
// nullopt when a puzzle could not be made (see the attempt bounds above).
std::optional<std::string> generate_input(std::uint64_t seed, const GenerateOptions& options);

}  // namespace sudoku
