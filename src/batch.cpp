#include "sudoku/batch.hpp"

#include <algorithm>
#include <string>
#include <system_error>

#include "sudoku/classic_solver.hpp"
#include "sudoku/line_format.hpp"

namespace sudoku {
namespace {

// One input puzzle on its way to its answer line.
struct LineJob {
    std::size_t line = 0;
    int number = 0;            // of the puzzle in the input, from 1
    bool valid = false;
    std::string error;         // what is wrong, when not valid
    Grid puzzle{}, solution{};
    int solutions = 0;         // with Task::count, up to the limit; else 0 or 1

    void answer(const RunOptions& options) {
        if (!valid) return;
        solutions = options.task == Task::count ? classic::count_solutions(puzzle, options.count_limit)
                                                : classic::solve(puzzle, solution);
    }

    ExitStatus write(std::string_view name, const RunOptions& options, Output& out, Output& err) const {
        if (!valid) {
            out.write(kInvalidLine);
            out.write("\n");
            report(out, err, name, line, error);
            return ExitStatus::bad_input;
        }
        if (options.task == Task::count) {
            out.write(std::to_string(solutions));
            out.write("\n");
        } else if (solutions > 0) {
            write_line(solution, out.buffer());
            return ExitStatus::solved;
        } else {
            out.write(kUnsolvableLine);
            out.write("\n");
        }
        if (solutions > 0) return ExitStatus::solved;
        report(out, err, name, line, no_solution_message(number));
        return ExitStatus::no_solution;
    }
};

// A puzzle costs microseconds: threads take this many at a time.
constexpr std::size_t kBatchSize = 1024, kGrain = 16;

}  // namespace

int one_per_core() {
    const unsigned cores = std::thread::hardware_concurrency();
    return cores == 0 ? 1 : static_cast<int>(cores);
}

WorkerPool::WorkerPool(int threads) {
    try {
        for (int i = 0; i < threads; ++i) threads_.emplace_back([this] { serve(); });
    } catch (const std::system_error&) {
        // No more threads to be had: help_and_wait() does the work that is left.
    }
}

WorkerPool::~WorkerPool() {
    {
        const std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    work_ready_.notify_all();
    for (auto& thread : threads_) thread.join();
}

void WorkerPool::start(std::size_t count, std::size_t grain, std::function<void(std::size_t)> work) {
    {
        const std::lock_guard lock(mutex_);
        work_ = std::move(work);
        count_ = unfinished_ = count;
        grain_ = grain;
        next_ = 0;
    }
    work_ready_.notify_all();
}

void WorkerPool::help_and_wait() {
    std::unique_lock lock(mutex_);
    work_through(lock);
    work_done_.wait(lock, [this] { return unfinished_ == 0; });
}

void WorkerPool::work_through(std::unique_lock<std::mutex>& lock) {
    // A grain at a time under the lock, sized so that the work outweighs it.
    while (next_ < count_) {
        const std::size_t begin = next_, end = std::min(begin + grain_, count_);
        next_ = end;
        lock.unlock();
        for (std::size_t i = begin; i < end; ++i) work_(i);
        lock.lock();
        unfinished_ -= end - begin;
        if (unfinished_ == 0) work_done_.notify_all();
    }
}

void WorkerPool::serve() {
    std::unique_lock lock(mutex_);
    for (;;) {
        work_ready_.wait(lock, [this] { return stopping_ || next_ < count_; });
        if (stopping_) return;
        work_through(lock);
    }
}

ExitStatus solve_lines(LineReader& input, std::string_view name, const RunOptions& options, Output& out, Output& err) {
    InOrderBatches<LineJob> batches(name, options, out, err, kBatchSize, kGrain);
    input.before_blocking_read([&] {
        batches.finish();
        out.flush();
    });
    Line line;
    int puzzles = 0;
    while (out.error() == 0 && input.next(line)) {
        if (!line.too_long && is_comment_or_blank(line.text)) continue;
        LineJob job;
        job.line = line.number;
        job.number = ++puzzles;
        const auto read = parse_puzzle_line(line);
        job.valid = std::holds_alternative<Grid>(read);
        if (job.valid) job.puzzle = std::get<Grid>(read);
        else job.error = std::get<ReadError>(read).what;
        batches.add(std::move(job));
    }
    input.before_blocking_read([&out] { out.flush(); });
    batches.finish();
    if (report_read_failure(input, out, err, name)) return ExitStatus::bad_input;
    return batches.status();
}

}  // namespace sudoku
