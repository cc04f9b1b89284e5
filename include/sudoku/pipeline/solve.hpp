// The whole pipeline the command line runs on one input: detect the format,
// read, solve, write. Kept apart from main() so tests and the fuzz target run
// exactly what the executable runs, in memory. One driver per format
// (src/pipeline/*_driver.cpp): BOJ 2580 one grid, BOJ 4574 and the line
// format in batches on the worker pool, answers always in input order.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "sudoku/core/sudominoku_solver.hpp"
#include "sudoku/io/format.hpp"
#include "sudoku/io/output.hpp"
#include "sudoku/io/tokenizer.hpp"

namespace sudoku {

// Exit statuses, as documented in the man page and --help.
enum class ExitStatus : int {
    solved = 0,       // every puzzle solved
    no_solution = 1,  // a well-formed puzzle has no solution
    bad_input = 2,    // usage error, unreadable or malformed input
    gave_up = 3,      // a Sudominoku search reached its bound undecided
    write_error = 4,  // standard output (or a file the command saves) could not be written
};
ExitStatus worse(ExitStatus a, ExitStatus b);

// What the pipeline does with each puzzle: print its solution, or print how
// many solutions it has, one line per puzzle, counting up to `count_limit`.
enum class Task { solve, count };

// count's default --limit: its counts 0, 1 and 2 read none, unique and several.
inline constexpr int kDefaultCountLimit = 2;

struct RunOptions {
    Task task = Task::solve;
    int count_limit = kDefaultCountLimit;  // with Task::count
    bool name_counts = false;      // with Task::count: each line starts "NAME:", as grep's over several files
    std::optional<Format> format;  // nullopt: detect it
    int jobs = 0;                  // threads for the batched formats; 0: one per core
    std::uint64_t max_placements = sudominoku::kDefaultMaxPlacements;  // per Sudominoku case; 0: no bound
};

// Solves every puzzle in `input`, answers to `out`, one line per problem to
// `err` as "sudoku: <name>:<line>: <what>". Answers before a bad case are
// written; nothing is written for the bad case itself.
ExitStatus solve_input(LineReader& input, std::string_view name, const RunOptions& options, Output& out, Output& err);

}  // namespace sudoku
