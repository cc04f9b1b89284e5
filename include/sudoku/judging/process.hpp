// Running a contestant's program: one child process with its input from a
// file, its output captured, a wall-clock limit enforced on its whole process
// group, and its time and memory from wait4's rusage. The only module that
// spawns, kills or waits.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace sudoku {

struct ProcessLimits {
    double seconds = 2.0;                         // wall clock; then the process group is killed
    std::size_t output_bytes = std::size_t{256} << 20;  // stdout past this: killed, output_overflow
};

struct ProcessResult {
    std::string start_error;     // non-empty when the program could not be started
    bool timed_out = false;      // killed at the time limit
    bool output_overflow = false;
    int exit_code = -1;          // when it exited
    int signal = 0;              // when a signal ended it (not ours at the time limit)
    double cpu_seconds = 0;      // user + system, from rusage
    double wall_seconds = 0;
    long peak_kib = 0;           // ru_maxrss
    std::string output;          // all it wrote on stdout (stderr is passed through)
};

// `argv[0]` is looked up on PATH as a shell would. Thread-safe: several may
// run at once (posix_spawn, close-on-exec descriptors).
ProcessResult run_process(const std::vector<std::string>& argv, const std::string& input_path, const ProcessLimits& limits);

// Why `program` cannot be run, looked up on PATH as a shell would ("command
// not found", "permission denied"), or nullopt when it can.
std::optional<std::string> why_cannot_run(const std::string& program);

// Makes this process the reaper of every program's orphaned descendants
// (Linux: PR_SET_CHILD_SUBREAPER), so that what leaves a program's process
// group (setsid) is still found, and killed when no other program runs or by
// stop_every_program(). False where the system has no such thing.
bool adopt_orphaned_descendants();

// Kills every program still running, with its process group, and every
// adopted orphan; the orphans are reaped here, the programs by the threads
// that wait for them. For an interrupted `test` or `stress`.
void stop_every_program();

// "SIGSEGV" for 11; "signal 64" when it has no name.
std::string signal_name(int signal);

}  // namespace sudoku
