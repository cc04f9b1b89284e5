// Solving (or counting) the FILE operands of `sudoku` and `sudoku count`.
#pragma once

#include <string>
#include <vector>

#include "sudoku/io/output.hpp"
#include "sudoku/pipeline/solve.hpp"

namespace sudoku::cli {

// Runs the pipeline on each file in turn ("-": stdin; none: stdin); the worst status.
int run_files(const std::vector<std::string>& files, const RunOptions& options, Output& out, Output& err);

}  // namespace sudoku::cli
