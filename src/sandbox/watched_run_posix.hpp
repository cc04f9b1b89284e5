// One run being watched (private to the process module, POSIX): the read
// ends of the program's stdout and stderr and of its keeper's status report
// (spawn_posix.hpp), the keeper, and what the run has used so far, from its cgroup
// (cgroup.hpp) or from /proc (process_tree_posix.hpp).
#pragma once

#include <sys/types.h>

#include <algorithm>
#include <chrono>

#include "cgroup.hpp"
#include "sudoku/sandbox/process.hpp"

namespace sudoku {

// One run being watched: its pipes, its keeper, and what it used so far.
class WatchedRun {
public:
    WatchedRun(pid_t keeper, cgroup::RunGroup* group, int spill, const ProcessLimits& limits, ProcessResult& result)
        : keeper_(keeper), group_(group), spill_(spill), limits_(limits), result_(result) {}
    int output = -1, errors = -1, status = -1;  // the read ends: stdout, stderr, the keeper's status report

    // Until the keeper is gone or a limit is hit: reads stdout into the
    // spill, keeps the start of stderr, and looks at the CPU and memory.
    void watch(std::chrono::steady_clock::time_point started);
    // Kills what is left at a limit, reaps the keeper, settles the figures.
    void reap();
    // The fallback's CPU time once `swept` more seconds of its orphans were
    // reaped elsewhere: they may have been looked at already.
    double cpu_with(double swept) const { return std::max(sampled_cpu_, reaped_cpu_ + swept); }
    // The errno of the program's exec when it could not start, else 0.
    int exec_error() const { return exec_error_; }

private:
    bool copy_output();
    bool keep_errors();
    bool read_status();
    void look();
    void drain();
    void stop_at_limit();

    pid_t keeper_;
    cgroup::RunGroup* group_;
    int spill_;  // the scratch file stdout goes to
    const ProcessLimits& limits_;
    ProcessResult& result_;
    bool status_read_ = false;
    int wait_status_ = 0;
    int exec_error_ = 0;
    bool keeper_counted_too_many_ = false;  // its orphans, when the program ended, passed kMaxProcesses
    pid_t victim_ = 0;  // what the keeper said to kill at a limit (spawn_posix.hpp); 0: the keeper
    double sampled_cpu_ = 0, reaped_cpu_ = 0;
    long last_pss_kib_ = 0;  // the fallback's previous look
};

}  // namespace sudoku
