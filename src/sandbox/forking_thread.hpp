// A thread that runs one task at a time for others (private to the process
// module): the thread that forks a run's keeper when the keeper should start
// in that run's cgroup v1 groups. The thread joins the groups once, and a
// fork inherits the forking thread's groups for nothing, where the keeper
// joining them itself costs a grace period of RCU per group (about 0.4 ms a
// run, measured: more than the run of a fast program).
#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace sudoku {

class ForkingThread {
public:
    ForkingThread();
    ~ForkingThread();  // finishes the task under way, then ends the thread
    ForkingThread(const ForkingThread&) = delete;
    ForkingThread& operator=(const ForkingThread&) = delete;

    // Runs `task` on the thread and returns what it returned, with the
    // errno it left in `error`.
    long run(const std::function<long()>& task, int& error);

private:
    void serve();

    std::mutex mutex_;
    std::condition_variable changed_;
    const std::function<long()>* task_ = nullptr;  // set: a task to run
    bool done_ = false, stopping_ = false;
    long result_ = 0;
    int error_ = 0;
    std::thread thread_;  // last: started once the rest is ready
};

}  // namespace sudoku
