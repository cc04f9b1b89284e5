// The resource limits a program's process gets (private to the process
// module, POSIX): worked out before the fork, set after it by the program's
// process before its exec, with setrlimit alone (all a child of a threaded
// process may call); and the keeper's own count of the run's processes.
#pragma once

#include <sys/resource.h>

#include "sudoku/sandbox/process.hpp"

namespace sudoku::spawn {

struct ChildLimits {
    rlim_t cpu_seconds = 0, address_space = 0, processes = 0;  // 0: not set
    rlim_t stack = RLIM_INFINITY, file_size = RLIM_INFINITY, open_files = RLIM_INFINITY;
};

// The limits of a run under `limits`: `in_cgroup` when its cgroup's
// pids.max holds its processes; `user_namespace` when its keeper makes a
// user namespace of its own.
ChildLimits child_limits(const ProcessLimits& limits, bool in_cgroup, bool user_namespace);

// Sets them on the calling process; async-signal-safe.
void set_child_limits(const ChildLimits& limits);

// How many children the calling process has (Linux; 0 elsewhere): the
// keeper's adopted orphans once the program is reaped. Async-signal-safe.
int count_children();

}  // namespace sudoku::spawn
