// The one pool of threads behind everything done in parallel: the batched
// formats' puzzles (InOrderBatches) and `sudoku test`'s runs (run_in_order).
#pragma once

#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace sudoku {

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
    // Works on the batch alongside the threads; returns when all of it is
    // done, and rethrows the first exception a piece of work threw.
    void help_and_wait();
    // Runs one grain of the batch here, if one is left; false when none is.
    bool help_once();
    // No more of the batch is started; what runs finishes.
    void cancel();
    // The threads it has: fewer than asked when the system would give no more.
    std::size_t threads() const { return threads_.size(); }

private:
    void serve();
    // Runs indices of the batch until none is left; called with `lock` held.
    void work_through(std::unique_lock<std::mutex>& lock);
    // Runs the next grain; called with `lock` held and work left.
    void work_one_grain(std::unique_lock<std::mutex>& lock);

    std::mutex mutex_;
    std::condition_variable work_ready_, work_done_;
    std::function<void(std::size_t)> work_;
    std::exception_ptr failure_;  // the first exception the work threw
    std::size_t count_ = 0, grain_ = 1, next_ = 0, unfinished_ = 0;
    bool stopping_ = false;
    std::vector<std::thread> threads_;
};

// Runs work(i) for every i below `count` on the pool's threads, and calls
// done(i) here, in index order, each as soon as it and every one before it
// are finished: output that streams at any number of threads. No more runs
// are under way at once than the pool has threads (this thread only waits
// and reports), unless the pool has none, when this thread does the work.
// done(i) returns false to stop: nothing more starts, what runs finishes.
template <class Work, class Done>
void run_in_order(WorkerPool& pool, std::size_t count, Work work, Done done) {
    std::mutex mutex;
    std::condition_variable finished;
    std::vector<bool> ready(count, false);
    std::vector<std::exception_ptr> failures(count);  // rethrown here, in order
    pool.start(count, 1, [&](std::size_t i) {
        std::exception_ptr failure;
        try {
            work(i);
        } catch (...) {
            failure = std::current_exception();
        }
        const std::lock_guard lock(mutex);
        failures[i] = failure;
        ready[i] = true;
        finished.notify_all();
    });
    for (std::size_t i = 0; i < count; ++i) {
        if (pool.threads() == 0)
            while (!ready[i] && pool.help_once()) {
            }
        std::unique_lock lock(mutex);
        finished.wait(lock, [&] { return static_cast<bool>(ready[i]); });
        lock.unlock();
        if (failures[i]) {
            pool.cancel();
            pool.help_and_wait();
            std::rethrow_exception(failures[i]);
        }
        if (!done(i)) {
            pool.cancel();
            break;
        }
    }
    pool.help_and_wait();
}

}  // namespace sudoku
