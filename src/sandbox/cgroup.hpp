// One run's control group (private to the process module): the kernel's own
// accounting of every process the run ever had, as isolate and DOMjudge's
// runguard judge by it, and the run's limits enforced by the kernel.
//
//   what            cgroup v2 file          cgroup v1 file
//   CPU time        cpu.stat usage_usec     cpuacct.usage (ns)
//   memory peak     memory.peak             memory.max_usage_in_bytes
//   memory limit    memory.max              memory.limit_in_bytes (+ memsw)
//   OOM kills       memory.events oom_kill  memory.oom_control oom_kill
//   processes       pids.max                pids.max
//   kill them all   cgroup.kill             SIGKILL to cgroup.procs until empty
//
// A run's groups are made beside each other under the group sudoku itself
// is in (so that a container's own limits still hold): NAME = sudoku-PID-N.
// Making and removing a v1 group costs about 0.2 ms (three controllers), as
// much as a whole small run: a v1 group is emptied, its counters reset, and
// used again by the next run of the same thread (reset()).
// Linux only (cgroup_linux.cpp); elsewhere make() says why not (cgroup_none.cpp).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "sudoku/sandbox/process.hpp"  // kMaxProcesses, pids.max

namespace sudoku::cgroup {

class RunGroup {
public:
    // A new group for one run, its memory limited to `memory_kib` (0: not
    // limited); nullptr with `why` when no group can be made here.
    static std::unique_ptr<RunGroup> make(std::size_t memory_kib, std::string& why);
    // Kills what is left in it and removes it.
    ~RunGroup();
    RunGroup(const RunGroup&) = delete;
    RunGroup& operator=(const RunGroup&) = delete;

    // Descriptors open on its cgroup.procs files: a child writes "0" to
    // each to join (write() is all a child of a threaded process may do).
    const std::vector<int>& join_files() const { return join_files_; }
    // The memory limit it was made with.
    std::size_t memory_kib() const { return memory_kib_; }
    // Whether its pids.max holds the run to kMaxProcesses (false where the
    // pids controller is missing).
    bool caps_processes() const { return caps_processes_; }
    // Makes it ready for another run: no process in it, its CPU time and
    // peak counted from zero, its OOM kills from here. False where it cannot
    // be (cgroup v2; earlier runs left over 8 MiB charged to it): it is to be
    // removed then.
    bool reset();
    // CPU seconds of every process it ever held.
    double cpu_seconds() const;
    // The most memory it held at once, in KiB.
    long peak_kib() const;
    // Whether the kernel killed a process of it for memory.
    bool oom_killed() const;
    // Kills every process in it (sudoku's own threads in it aside), and
    // waits (briefly) until none is left.
    void kill_all() const;
    // Moves the calling thread alone into it (cgroup v1, where a thread may
    // be in other groups than its process): what it forks starts there.
    // False where that cannot be done (cgroup v2).
    bool join_this_thread() const;
    // "cgroup v1" or "cgroup v2".
    const char* name() const;

    struct Layout;  // where its files are (cgroup_linux.cpp)
    explicit RunGroup(std::unique_ptr<Layout> layout);

private:
    std::unique_ptr<Layout> layout_;
    std::vector<int> join_files_;
    std::size_t memory_kib_ = 0;
    bool caps_processes_ = false;
    long long oom_kills_before_ = 0;  // OOM kills of earlier runs
    long leftover_kib_ = 0;           // charged by earlier runs when this one began
    static constexpr unsigned long long kMaxLeftoverBytes = 8ull << 20;
};

}  // namespace sudoku::cgroup
