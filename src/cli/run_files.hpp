// Solving (or counting) the FILE operands of `sudoku` and `sudoku count`.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "option_table.hpp"
#include "sudoku/io/output.hpp"
#include "sudoku/pipeline/solve.hpp"

namespace sudoku::cli {

// Runs the pipeline on each file in turn ("-": stdin; none: stdin); the worst status.
int run_files(const std::vector<std::string>& files, const RunOptions& options, Output& out, Output& err);

// What `sudoku` and `sudoku count` say of themselves: the rest of the two
// commands is run_puzzle_command().
struct PuzzleCommand {
    std::string_view name;                   // "sudoku count", for its usage errors
    std::string help_start;                  // --help before the options' lines
    std::string_view help_end;               // and after them
    std::string_view jobs_help, search_limit_help;  // the shared rows' help
    // Once the command line is read: a status when an option asked for
    // something else than reading the files (solve's --list), else nothing.
    std::function<std::optional<int>(Output& out)> instead_of_files = {};
};

// A command that reads puzzles: its own rows (`rows`, storing into
// `options`) before --format, --jobs and --search-limit, its --help, its
// command line read; then run_files() on its FILEs.
int run_puzzle_command(const PuzzleCommand& command, std::vector<Option> rows, RunOptions& options, int argc, char** argv,
                       Output& out, Output& err);

}  // namespace sudoku::cli
