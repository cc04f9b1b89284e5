// Batches answered on several threads and written in input order: the line
// format (one puzzle per line in, one answer per line out) and, through
// InOrderBatches, BOJ 4574's cases.
//
// Streaming: a batch is solved when it is full, and also whenever the input
// is about to block, so that a pipeline gets its answers as soon as their
// puzzles are in; memory stays constant however long the input.
#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>
#include <string_view>

#include "sudoku/run.hpp"

namespace sudoku {

// The answer line of a puzzle that has none, and of a line that is not a
// puzzle: never 81 digits, so no one takes them for a solution.
inline constexpr std::string_view kUnsolvableLine = "unsolvable";
inline constexpr std::string_view kInvalidLine = "invalid";

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

    // Hands work(i) for every i below `count`, `grain` indices at a time, to
    // the threads and returns at once. One batch at a time: help_and_wait()
    // before the next.
    void start(std::size_t count, std::size_t grain, std::function<void(std::size_t)> work);
    // Works on the batch alongside the threads; returns when all of it is done.
    void help_and_wait();

private:
    void serve();
    // Runs indices of the batch until none is left; called with `lock` held.
    void work_through(std::unique_lock<std::mutex>& lock);

    std::mutex mutex_;
    std::condition_variable work_ready_, work_done_;
    std::function<void(std::size_t)> work_;
    std::size_t count_ = 0, grain_ = 1, next_ = 0, unfinished_ = 0;
    bool stopping_ = false;
    std::vector<std::thread> threads_;
};

// Puzzles answered in batches and written in input order, the one mechanism
// of both batched formats (the line format, BOJ 4574 cases). A Job has
//   void answer(const RunOptions&)                          on any thread
//   ExitStatus write(name, const RunOptions&, Output&, Output&) const   here, in order
// A full batch goes to a pool of jobs - 1 threads while the caller reads the
// next, which it then helps finish; a batch of at most one grain is answered
// here, so a judge run of one puzzle starts no thread and asks for no core count.
//
// 10,000 random BOJ 4574 cases on this 2-core machine, --jobs=2 against
// --jobs=1 (interleaved runs): each batch solved here and on a fresh helper
// between reads, 0.72x (reading, a sixth of the work, ran alone); a fresh
// thread per batch solving while this one read, 0.97x (new stacks fault in
// page by page); a pool of two threads while this one read, best 0.61x but
// median 0.76x (three threads on two cores); this pool, the reader joining
// in, 0.56x / 0.57x (with LineReader's hook only before reads that wait).
template <class Job>
class InOrderBatches {
public:
    InOrderBatches(std::string_view name, const RunOptions& options, Output& out, Output& err, std::size_t batch_size,
                   std::size_t grain)
        : name_(name), options_(options), out_(out), err_(err), batch_size_(batch_size), grain_(grain) {
        batch_.reserve(batch_size_);
    }

    void add(Job job) {
        batch_.push_back(std::move(job));
        if (batch_.size() < batch_size_) return;
        if (options_.jobs == 1) return finish();
        finish_in_pool();  // the answers keep input order
        in_pool_.swap(batch_);
        pool().start(in_pool_.size(), grain_, [this](std::size_t i) { in_pool_[i].answer(options_); });
    }

    // Answers and writes everything added so far.
    void finish() {
        finish_in_pool();
        if (options_.jobs != 1 && batch_.size() > grain_) {
            pool().start(batch_.size(), grain_, [this](std::size_t i) { batch_[i].answer(options_); });
            pool().help_and_wait();
        } else {
            for (Job& job : batch_) job.answer(options_);
        }
        write_all(batch_);
    }

    ExitStatus status() const { return status_; }

private:
    WorkerPool& pool() {
        if (!pool_) pool_.emplace((options_.jobs > 0 ? options_.jobs : one_per_core()) - 1);
        return *pool_;
    }

    void finish_in_pool() {
        if (in_pool_.empty()) return;
        pool_->help_and_wait();
        write_all(in_pool_);
    }

    void write_all(std::vector<Job>& answered) {
        for (const Job& job : answered) {
            status_ = worse(status_, job.write(name_, options_, out_, err_));
            out_.flush_if_large();
        }
        answered.clear();
    }

    std::string_view name_;
    const RunOptions& options_;
    Output& out_;
    Output& err_;
    std::size_t batch_size_, grain_;
    std::vector<Job> batch_;    // being read
    std::vector<Job> in_pool_;  // being answered by the pool
    std::optional<WorkerPool> pool_;
    ExitStatus status_ = ExitStatus::solved;
};

// options.jobs: threads that solve (1: the calling thread alone; 0: one per
// core, asked only here so that a judge run of another format does not pay
// for it). With Task::count each answer line is the puzzle's count.
ExitStatus solve_lines(LineReader& input, std::string_view name, const RunOptions& options, Output& out, Output& err);

}  // namespace sudoku
