#include "forking_thread.hpp"

#include <cerrno>

namespace sudoku {

ForkingThread::ForkingThread() : thread_([this] { serve(); }) {}

ForkingThread::~ForkingThread() {
    {
        const std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    changed_.notify_all();
    thread_.join();
}

long ForkingThread::run(const std::function<long()>& task, int& error) {
    std::unique_lock lock(mutex_);
    task_ = &task;
    done_ = false;
    changed_.notify_all();
    changed_.wait(lock, [this] { return done_; });
    error = error_;
    return result_;
}

void ForkingThread::serve() {
    std::unique_lock lock(mutex_);
    for (;;) {
        changed_.wait(lock, [this] { return task_ != nullptr || stopping_; });
        if (task_ == nullptr) return;
        errno = 0;
        result_ = (*task_)();
        error_ = errno;
        task_ = nullptr;
        done_ = true;
        changed_.notify_all();
    }
}

}  // namespace sudoku
