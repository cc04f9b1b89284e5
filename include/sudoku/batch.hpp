// The line format solved in batches: one puzzle per line in, one answer per
// line out, in input order, on several threads.
//
// Streaming: a batch is solved when it is full, and also whenever the input
// is about to block, so that a pipeline gets its answers as soon as their
// puzzles are in; memory stays constant however long the input.
#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>
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

// Threads that stay for a whole input, so that a batch is worked on while the
// caller reads the next one, and the caller then joins in: with jobs - 1
// threads here, no more threads run than jobs at any time.
class WorkerPool {
public:
    explicit WorkerPool(int threads);
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;
    ~WorkerPool();

    // Hands work(i) for every i below `count` to the threads and returns at
    // once. One batch at a time: help_and_wait() before the next.
    void start(std::size_t count, std::function<void(std::size_t)> work);
    // Works on the batch alongside the threads; returns when all of it is done.
    void help_and_wait();

private:
    void serve();
    // Runs indices of the batch until none is left; called with `lock` held.
    void work_through(std::unique_lock<std::mutex>& lock);

    std::mutex mutex_;
    std::condition_variable work_ready_, work_done_;
    std::function<void(std::size_t)> work_;
    std::size_t count_ = 0, next_ = 0, unfinished_ = 0;
    bool stopping_ = false;
    std::vector<std::thread> threads_;
};

// options.jobs: threads that solve (1: the calling thread alone; 0: one per
// core, asked only here so that a judge run of another format does not pay
// for it). With Task::count each answer line is the puzzle's count.
ExitStatus solve_lines(LineReader& input, std::string_view name, const RunOptions& options, Output& out, Output& err);

}  // namespace sudoku
