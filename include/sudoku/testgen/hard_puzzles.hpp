// Puzzles that are slow for a program rather than merely random: `gen --hard`
// climbs on a backtracking model's node count (core/backtracking_models.hpp),
// `stress --hunt` on a real program's CPU time. Both move a puzzle about with
// random_step(), which keeps it a puzzle of the same kind.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "sudoku/core/backtracking_models.hpp"
#include "sudoku/core/grid.hpp"
#include "sudoku/core/random.hpp"
#include "sudoku/testgen/generator.hpp"

namespace sudoku {

// A puzzle as a climb holds it: its solution, and which cells are given.
struct ClassicCandidate {
    Grid solution{};
    std::array<bool, kCells> given{};
    bool unique = true;      // moves keep exactly one solution (else at least one)
    bool keep_count = false;  // moves keep the number of givens (--givens)

    Grid puzzle() const;
};

// A candidate for `puzzle`, solved; nullopt when it has no solution.
std::optional<ClassicCandidate> candidate_of(const Grid& puzzle, bool unique, bool keep_count);

// One random step: a symmetry of the whole grid (two rows of a band, two
// columns of a stack, two bands, two stacks swapped; transposed; two digits
// relabelled), or a given moved to a blank cell, or a given taken away.
// nullopt when the step drawn would break uniqueness (the caller draws again).
// `toward` a model, a given moves later in the model's order more often.
std::optional<ClassicCandidate> random_step(const ClassicCandidate& from, Random& random,
                                            std::optional<BacktrackingModel> toward = std::nullopt);

// Relabels the digits so that `model` meets wrong digits first: the solution
// digits of the blanks, in the order the model visits them, become 9, 8, 7...
// (1, 2, 3... for a model that tries digits descending). A row-major solver
// then meets a first row of 9 8 7 6 5 4 3 2 1, as on the puzzles known to
// defeat it.
void relabel_against(ClassicCandidate& candidate, BacktrackingModel model);

// A climb against a model, resumable: `stress --hunt` climbs a little,
// measures the program, and climbs on. It starts from a puzzle shaped against
// the model (its givens taken away in the order the model visits cells, so
// that the model meets blanks first), and each step either moves the puzzle
// (random_step toward the model) or jumps to a fresh shaped start: the
// costliest starts are worth more than a long climb from a poor one.
struct Climb {
    ClassicOptions options;
    BacktrackingModel model = BacktrackingModel::rows;
    ClassicCandidate current;
    std::uint64_t nodes = 0;  // the model's nodes on current.puzzle(), at least
};
// nullopt when no puzzle with the options turned up within their attempts.
// The start's nodes are counted up to `cap` (by default, as far as is worth it).
std::optional<Climb> start_climb(Random& random, const ClassicOptions& options, BacktrackingModel model,
                                 std::optional<std::uint64_t> cap = std::nullopt);
// Steps from climb.current, each kept when the model needs at least as many
// nodes, until about `budget` nodes are spent; returns what was spent.
std::uint64_t climb(Climb& climb, Random& random, std::uint64_t budget);

// A climb's end, with `budget` nodes spent. Deterministic in `random`.
std::optional<Grid> generate_hard_classic(Random& random, const ClassicOptions& options, BacktrackingModel model,
                                          std::uint64_t budget = kHardBudget);

// Luogu P1074 (the target Sudoku, core/target_score.hpp): every published
// accepted solution enumerates all the solutions, whatever its order (rows
// with the fewest blanks first, the cell with the fewest candidates, DLX), so
// a puzzle is hard for them by its solutions' number. A climb from `givens`
// random givens of a random solution grid, a given moved to a blank cell a
// step (one that sees few givens to one that sees many: solutions multiply
// where givens are not), kept when it has more solutions, counted up to
// kTargetSolutionCap, and the target core still answers it within
// kTargetNodeLimit nodes, so that its own hard puzzles (its bound weak on
// them) are never the climb's end. It stops after kTargetSteps steps or
// kTargetBudget solutions counted (7-8 s on an AMD EPYC, loaded).
inline constexpr int kTargetSolutionCap = 2'000'000;
inline constexpr std::uint64_t kTargetNodeLimit = 20'000;
inline constexpr int kTargetSteps = 400;
inline constexpr std::uint64_t kTargetBudget = 12'000'000;
Grid generate_hard_target(Random& random, int givens);

// One random step: the board turned or mirrored (the eight symmetries of the
// square keep every domino a domino), the digits relabelled, or a given
// domino swapped for a hidden one; nullopt when the case would not keep one
// solution grid.
std::optional<SudominokuCandidate> random_step(const SudominokuCandidate& from, Random& random);

}  // namespace sudoku
