// The process module's bookkeeping of what runs (private to it): the
// programs started and not yet reaped, the orphans of their descendants that
// are handed to us as subreaper, and (Linux) the memory of a program's tree.
#pragma once

#include <sys/resource.h>
#include <sys/types.h>

#include <functional>

namespace sudoku::process_tree {

// Runs `start` (which forks and returns the child's pid, or -1) under the
// lock of the list, and lists the child: a sweep never takes a program just
// started for an orphan. Returns -1 (errno ECANCELED) without starting once
// stop_all() ran.
pid_t start_listed(const std::function<pid_t()>& start);
void unlist(pid_t pid);
bool any_listed();

// User and system time of a rusage, in seconds.
double cpu_seconds_of(const rusage& usage);

// Kills and reaps the adopted orphans; their CPU seconds.
double sweep_orphans();

// Kills every listed program's group, waits (a while) for their reapers, sweeps.
void stop_all();

// The memory of the tree of processes under `root` (itself included), from
// /proc: resident now, and the highest high-water mark among them. Each
// process's VmHWM starts afresh at its exec, unlike ru_maxrss, which also
// counts the parent it was forked from. `known` is false where there is no /proc.
struct Memory {
    long resident_kib = 0, peak_kib = 0;
    bool known = false;
};
Memory memory_of_tree(pid_t root);

}  // namespace sudoku::process_tree
