// `sudoku stress --hunt`: the slowest input for a program that the hunt
// (judging/hunt.hpp) finds within a budget of wall time; the first TLE,
// confirmed by a second run, ends it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "defaults.hpp"
#include "options.hpp"
#include "sudoku/io/output.hpp"
#include "sudoku/testgen/generator.hpp"
#include "sudoku/sandbox/process.hpp"

namespace sudoku::cli {

struct HuntSettings {
    GenerateOptions options;  // the format, and what its puzzles may be
    std::uint64_t seed = 0;
    double budget_seconds = kDefaultBudgetSeconds;
    ProcessLimits limits = default_limits();
    std::vector<std::string> program;
    std::optional<double> shrink_seconds;  // --shrink: the budget of shrinking a failure
    std::optional<std::string> save_to;    // --save-to: where a failure is kept as a test
    bool json = false;                     // --json: each report one JSON object a line
};

// Exit status as stress's: 0 no failure within the budget (the slowest input
// saved), 1 a TLE or another failure (saved), 2 a file that cannot be
// written, 3 no puzzle with the options was found.
int hunt_slow_input(const HuntSettings& settings, Output& out, Output& err);

}  // namespace sudoku::cli
