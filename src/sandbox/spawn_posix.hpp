// Starting a contestant's program (private to the process module, POSIX):
// sudoku forks a keeper, the keeper forks the program and waits for it.
//
//   sudoku (runner thread)
//     └─ keeper     its own session (no terminal), pid 1 of a new pid namespace
//        │          where sudoku may make one (with its own /proc mounted in
//        │          a mount namespace of its own), else a subreaper; joins the
//        │          run's cgroup first, so that all it starts is in it
//        └─ program stdin, stdout, stderr from the runner; signals reset; limits
//                   (child_limits_posix.hpp)
//
// As an ordinary user, where the system allows user namespaces, the keeper
// makes a user and a pid namespace (its uid and gid mapped to themselves)
// and forks a second keeper, pid 1 there, which starts the program; the
// first waits for it.
//
// The keeper writes Reports to the status report: outside a pid namespace
// first what the runner is to kill at a limit (so that the keeper lives to
// reap it, and to count its time: the program's process group, or the second
// keeper below); then the exec's errno when the program could not start,
// else its wait status when it exits (and before it, when the keeper then
// has more than kMaxProcesses with its orphans, how many); then it ends everything the program left: in a namespace by exiting
// (the kernel kills the rest), else by killing and reaping what it adopted.
// So the runner waits for the keeper alone, and the program cannot signal
// sudoku in a namespace (it sees no process outside).
#pragma once

#include <sys/resource.h>
#include <sys/types.h>

#include <optional>
#include <string>
#include <vector>

#include "box.hpp"
#include "child_limits_posix.hpp"
#include "forking_thread.hpp"

namespace sudoku::spawn {

struct Report {
    enum Kind : int { exec_failed = 1, exited = 2, kill_at_limit = 3, too_many_processes = 4 };
    int kind = 0;
    int value = 0;  // exec_failed: the errno; exited: the wait status; kill_at_limit: a pid, and its process group;
                    // too_many_processes (before exited): how many it had
};

struct Start {
    std::string path;                // argv[0] found on PATH
    std::vector<std::string> words;  // argv
    int input = -1, output = -1, error_output = -1;  // the program's stdin, stdout, stderr
    int status_report = -1;          // the keeper writes its Report here
    std::vector<int> join_files;     // cgroup.procs files the keeper joins
    ChildLimits limits;              // set in the program's process
    bool pid_namespace = false;      // ask for a pid namespace of its own (root)
    bool user_namespace = false;     // ask for user and pid namespaces (an ordinary user)
    bool reset_oom_score = false;    // sudoku made itself immune to the OOM killer: the run is not
    box::Plan box;                   // made by the keeper in its namespaces (box.hpp)
};

// Starts the keeper, which starts the program; the keeper's pid, or -1 with
// `error` (the errno of a failed fork; a failed exec comes in the Report:
// nothing here waits on the keeper, which the program may stop). `in_namespace` says
// whether the keeper got a pid namespace of its own. The keeper is forked
// on `forker` where one is given, else on the calling thread.
pid_t start_kept(const Start& start, int& error, bool& in_namespace, ForkingThread* forker);

// Whether root may make a pid namespace here, and whether an ordinary user
// may make user and pid namespaces, each with a /proc of its own (asked once,
// in a child).
bool pid_namespaces_allowed();
bool user_namespaces_allowed();

// argv[0] found as a shell finds it (on PATH unless it holds a '/'), in
// `path`; why it cannot run, when it cannot.
// With `as_others`, as the unprivileged user a program run by root becomes.
std::optional<std::string> find_program(const std::string& program, std::string& path, bool as_others = false);

// A pipe whose both ends are closed on exec; the errno of a failure, else 0.
int close_on_exec_pipe(int ends[2]);

}  // namespace sudoku::spawn
