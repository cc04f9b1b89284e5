#include "sudoku/batch.hpp"

#include <atomic>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include "sudoku/classic_solver.hpp"
#include "sudoku/line_format.hpp"

namespace sudoku {
namespace {

// One input puzzle on its way to its answer line.
struct Job {
    std::size_t line = 0;
    int number = 0;            // of the puzzle in the input, from 1
    bool valid = false;
    std::string error;         // what is wrong, when not valid
    Grid puzzle{}, solution{};
    int solutions = 0;         // with Task::count, up to the limit; else 0 or 1
};

class Batcher {
public:
    Batcher(std::string_view name, const RunOptions& options, Output& out, Output& err)
        : name_(name), jobs_(options.jobs > 0 ? options.jobs : one_per_core()), task_(options.task),
          count_limit_(options.count_limit), out_(out), err_(err) {
        batch_.reserve(kBatchSize);
    }

    void add(const Line& line) {
        Job& job = next_slot();
        job.line = line.number;
        job.number = ++puzzles_;
        const auto read = parse_puzzle_line(line);
        job.valid = std::holds_alternative<Grid>(read);
        if (job.valid) job.puzzle = std::get<Grid>(read);
        else job.error = std::get<ReadError>(read).what;
        if (batch_.size() == kBatchSize) finish_batch();
    }

    // Solves what is pending and writes its answers, in input order.
    void finish_batch() {
        solve_all();
        for (const Job& job : batch_) write(job);
        batch_.clear();
        out_.flush_if_large();
    }

    ExitStatus status() const { return status_; }

private:
    static constexpr std::size_t kBatchSize = 1024;
    static constexpr std::size_t kGrain = 16;  // puzzles a thread takes at a time

    Job& next_slot() {
        batch_.emplace_back();
        return batch_.back();
    }

    void answer(Job& job) const {
        job.solutions = task_ == Task::count ? classic::count_solutions(job.puzzle, count_limit_)
                                             : classic::solve(job.puzzle, job.solution);
    }

    void solve_all() {
        for_each_in_parallel(batch_.size(), static_cast<int>(jobs_), kGrain, [this](std::size_t i) {
            if (batch_[i].valid) answer(batch_[i]);
        });
    }

    void write(const Job& job) {
        if (!job.valid) {
            out_.write(kInvalidLine);
            out_.write("\n");
            report(out_, err_, name_, job.line, job.error);
            status_ = worse(status_, ExitStatus::bad_input);
        } else if (task_ == Task::count) {
            out_.write(std::to_string(job.solutions));
            out_.write("\n");
            if (job.solutions == 0) {
                report(out_, err_, name_, job.line, no_solution_message(job.number));
                status_ = worse(status_, ExitStatus::no_solution);
            }
        } else if (job.solutions == 0) {
            out_.write(kUnsolvableLine);
            out_.write("\n");
            report(out_, err_, name_, job.line, no_solution_message(job.number));
            status_ = worse(status_, ExitStatus::no_solution);
        } else {
            write_line(job.solution, out_.buffer());
        }
    }

    std::string_view name_;
    std::size_t jobs_;
    Task task_;
    int count_limit_;
    Output& out_;
    Output& err_;
    std::vector<Job> batch_;
    int puzzles_ = 0;
    ExitStatus status_ = ExitStatus::solved;
};

}  // namespace

int one_per_core() {
    const unsigned cores = std::thread::hardware_concurrency();
    return cores == 0 ? 1 : static_cast<int>(cores);
}

void for_each_in_parallel(std::size_t count, int jobs, std::size_t grain, const std::function<void(std::size_t)>& work) {
    std::atomic<std::size_t> next{0};
    const auto share = [&] {
        for (;;) {
            const std::size_t begin = next.fetch_add(grain);
            if (begin >= count) return;
            for (std::size_t i = begin; i < std::min(begin + grain, count); ++i) work(i);
        }
    };
    const std::size_t helpers = std::min<std::size_t>(static_cast<std::size_t>(std::max(jobs, 1)) - 1, count / grain);
    std::vector<std::thread> threads;
    threads.reserve(helpers);
    try {
        for (std::size_t i = 0; i < helpers; ++i) threads.emplace_back(share);
    } catch (const std::system_error&) {
        // No more threads to be had: the ones running, and this one, share the work.
    }
    share();
    for (auto& thread : threads) thread.join();
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

void WorkerPool::start(std::size_t count, std::function<void(std::size_t)> work) {
    {
        const std::lock_guard lock(mutex_);
        work_ = std::move(work);
        count_ = unfinished_ = count;
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
    // One index at a time under the lock: a case costs microseconds to
    // milliseconds, far more than taking the lock.
    while (next_ < count_) {
        const std::size_t i = next_++;
        lock.unlock();
        work_(i);
        lock.lock();
        if (--unfinished_ == 0) work_done_.notify_all();
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
    Batcher batcher(name, options, out, err);
    input.before_blocking_read([&] {
        batcher.finish_batch();
        out.flush();
    });
    Line line;
    while (out.error() == 0 && input.next(line))
        if (line.too_long || !is_comment_or_blank(line.text)) batcher.add(line);
    input.before_blocking_read([&out] { out.flush(); });
    batcher.finish_batch();
    if (report_read_failure(input, out, err, name)) return ExitStatus::bad_input;
    return batcher.status();
}

}  // namespace sudoku
