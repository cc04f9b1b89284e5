// The process module's bookkeeping of what runs (private to it): the
// programs started and not yet reaped, the orphans of their descendants that
// are handed to us as subreaper, and (Linux) what a program's tree used.
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

// Whether stop_all() ran: a run that ends now was interrupted, not judged.
bool stop_requested();

// What the processes under `keeper` used, from /proc (the fallback where no
// cgroup is had): CPU time of them all, those reaped included (each parent's
// cutime holds its reaped children's), and their anonymous and shared
// memory as proportional set size (PSS: a page shared by n processes counts
// 1/n to each, so a fork's shared pages count once; clean file pages, which
// a cgroup would reclaim, not at all), the keeper itself left out. `known` is false
// where there is no /proc. Seen only when sampled: a spike between two looks,
// and files in tmpfs, are not.
// `tasks` counts their threads, the keeper's included, as a cgroup's pids.max
// does.
struct TreeUsage {
    double cpu_seconds = 0;
    long pss_kib = 0;
    long tasks = 0;
    bool known = false;
};
TreeUsage usage_of_tree(pid_t keeper);

// How long the processes under `keeper` (itself left out) have been ready to
// run but waiting for a processor, in seconds (Linux's /proc/PID/schedstat;
// 0 elsewhere): what tells a program starved of CPU from an idle one.
double waiting_of_tree(pid_t keeper);

// How many tasks (threads) whose real uid is `uid` run on the machine now,
// as RLIMIT_NPROC counts them outside a user namespace; -1 where there is no
// /proc to count them in.
long tasks_of_user(uid_t uid);

}  // namespace sudoku::process_tree
