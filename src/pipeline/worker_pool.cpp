#include "sudoku/pipeline/worker_pool.hpp"

#include <algorithm>
#include <system_error>
#include <utility>

namespace sudoku {

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
    if (failure_) std::rethrow_exception(std::exchange(failure_, nullptr));
}

void WorkerPool::cancel() {
    const std::lock_guard lock(mutex_);
    unfinished_ -= count_ - next_;
    next_ = count_;
    if (unfinished_ == 0) work_done_.notify_all();
}

bool WorkerPool::help_once() {
    std::unique_lock lock(mutex_);
    if (next_ >= count_) return false;
    work_one_grain(lock);
    return true;
}

void WorkerPool::work_through(std::unique_lock<std::mutex>& lock) {
    while (next_ < count_) work_one_grain(lock);
}

void WorkerPool::work_one_grain(std::unique_lock<std::mutex>& lock) {
    // A grain at a time under the lock, sized so that the work outweighs it.
    const std::size_t begin = next_, end = std::min(begin + grain_, count_);
    next_ = end;
    lock.unlock();
    std::exception_ptr failure;
    try {
        for (std::size_t i = begin; i < end; ++i) work_(i);
    } catch (...) {
        failure = std::current_exception();  // for help_and_wait() to rethrow
    }
    lock.lock();
    if (failure && !failure_) failure_ = failure;
    unfinished_ -= end - begin;
    if (unfinished_ == 0) work_done_.notify_all();
}

void WorkerPool::serve() {
    std::unique_lock lock(mutex_);
    for (;;) {
        work_ready_.wait(lock, [this] { return stopping_ || next_ < count_; });
        if (stopping_) return;
        work_through(lock);
    }
}

}  // namespace sudoku
