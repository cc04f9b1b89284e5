// The command line's defaults, each declared once, as MiniSat declares an
// option's default in the option itself: the option rows store them, their
// --help prints the figures from them, and a test that depends on one names
// it (tests/defaults_test.py holds the manual and the README to --help).
// The sandbox's ProcessLimits takes its CPU limit from its caller and has
// no memory limit of its own; these are what a judge sets (default_limits()). The defaults a lower layer owns stay there, named, and
// --help prints them from there: RunOptions{} (count's --limit, the search
// limit), GenerateOptions{} (gen's --count, --dominoes, --attempts, --effort).
#pragma once

namespace sudoku::cli {

// test, stress and shrink: the judges' limits for these problems.
inline constexpr double kDefaultTimeLimitSeconds = 2;  // CPU time of the program and its descendants
inline constexpr int kDefaultMemoryLimitMb = 256;      // its processes together, and each one's stack
// test and stress: one run at a time, so that no run's time is another's.
inline constexpr int kDefaultRunJobs = 1;
inline constexpr int kDefaultStressRuns = 100;
// The wall time after which no run starts: shrink --budget, stress --budget
// (a hunt) and stress --shrink given alone.
inline constexpr double kDefaultBudgetSeconds = 60;
// gen and stress: the givens of a --multiple puzzle when --givens is not given.
inline constexpr int kDefaultMultipleGivens = 25;

}  // namespace sudoku::cli
