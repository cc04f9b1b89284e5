// The line format solved in batches: one puzzle per line in, one answer per
// line out, in input order, on several threads.
//
// Streaming: a batch is solved when it is full, and also whenever the input
// is about to block, so that a pipeline gets its answers as soon as their
// puzzles are in; memory stays constant however long the input.
#pragma once

#include <functional>
#include <string_view>

#include "sudoku/run.hpp"

namespace sudoku {

// The answer line of a puzzle that has none, and of a line that is not a
// puzzle: never 81 digits, so no one takes them for a solution.
inline constexpr std::string_view kUnsolvableLine = "unsolvable";
inline constexpr std::string_view kInvalidLine = "invalid";

// Calls work(i) for every i below `count`, on up to `jobs` threads (this one
// among them), `grain` indices at a time. Fewer threads when no more can be
// started (a process limit): the ones running share the work all the same.
// Both batched formats use it: the line format and BOJ 4574's cases.
void for_each_in_parallel(std::size_t count, int jobs, std::size_t grain, const std::function<void(std::size_t)>& work);
int one_per_core();  // the hardware's threads; 1 when it cannot tell

// options.jobs: threads that solve (1: the calling thread alone; 0: one per
// core, asked only here so that a judge run of another format does not pay
// for it). With Task::count each answer line is the puzzle's count.
ExitStatus solve_lines(LineReader& input, std::string_view name, const RunOptions& options, Output& out, Output& err);

}  // namespace sudoku
