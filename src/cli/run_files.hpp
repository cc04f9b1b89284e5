// Solving (or counting) the FILE operands of `sudoku` and `sudoku count`.
#pragma once

#include <string>
#include <vector>

#include "option_table.hpp"
#include "sudoku/io/output.hpp"
#include "sudoku/pipeline/solve.hpp"

namespace sudoku::cli {

// Runs the pipeline on each file in turn ("-": stdin; none: stdin); the worst status.
int run_files(const std::vector<std::string>& files, const RunOptions& options, Output& out, Output& err);

// A command that reads puzzles, `sudoku` or `sudoku count`: its command line
// read by `table` (which stores into `options`), its --help the table's lines
// between `help_start` and `help_end`; then run_files() on its FILEs.
int run_puzzle_command(std::string_view name, std::string_view help_start, OptionTable& table, std::string_view help_end,
                       const RunOptions& options, int argc, char** argv, Output& out, Output& err);

}  // namespace sudoku::cli
