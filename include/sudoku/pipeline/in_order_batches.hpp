// Puzzles answered in batches on the worker pool and written in input
// order: the one mechanism of both batched formats (the line format, BOJ
// 4574 cases).
//
// Streaming: a batch is answered when it is full, and also whenever the input
// is about to block, so that a pipeline gets its answers as soon as their
// puzzles are in; memory stays constant however long the input.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "sudoku/pipeline/solve.hpp"
#include "sudoku/pipeline/worker_pool.hpp"

namespace sudoku {

// Puzzles answered in batches and written in input order, the one mechanism
// of both batched formats (the line format, BOJ 4574 cases). A Job has
//   void answer(const RunOptions&)                          on any thread
//   ExitStatus write(name, const RunOptions&, Output&, Output&) const   here, in order
// A full batch goes to a pool of jobs - 1 threads while the caller reads the
// next, which it then helps finish; a batch of at most one grain is answered
// here, so a judge run of one puzzle starts no thread and asks for no core count.
// Lost: a fresh thread per batch, and a pool that leaves the reader out (doc/solver-notes.md).
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

}  // namespace sudoku
