// Running a contestant's program as a judge does: one child process with its
// input from a file, its output spilled to a scratch file, limits on its CPU
// time, wall-clock time, memory and output enforced on its whole process
// group, and the time and memory it used. The only module that spawns, kills
// or waits (process.cpp, and process_tree.cpp for what runs and what escaped).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sudoku {

struct ProcessLimits {
    double cpu_seconds = 2.0;     // CPU time of the program and its descendants
    double wall_seconds = 0;      // wall clock; 0: kDefaultWallFactor x cpu_seconds + 1
    std::size_t memory_kib = 0;   // resident memory of its processes together; 0: none
    std::size_t output_bytes = std::size_t{256} << 20;  // stdout past this: killed, output_overflow
};
inline constexpr double kDefaultWallFactor = 2;
double wall_limit(const ProcessLimits& limits);  // wall_seconds, or its default

// A program's output, kept in an unlinked scratch file (never all in memory):
// read it through fd() from the start.
class SpilledOutput {
public:
    explicit SpilledOutput(int fd) : fd_(fd) {}
    SpilledOutput(const SpilledOutput&) = delete;
    SpilledOutput& operator=(const SpilledOutput&) = delete;
    ~SpilledOutput();
    int fd() const { return fd_; }  // rewound to the start for each caller of rewound()
    int rewound() const;
    std::size_t size = 0;

private:
    int fd_;
};

struct ProcessResult {
    std::string start_error;     // non-empty when the program could not be started
    bool wall_limit_hit = false;    // killed at the wall-clock limit
    bool memory_limit_hit = false;  // killed when its memory passed the limit
    bool output_overflow = false;
    int exit_code = -1;          // when it exited
    int signal = 0;              // when a signal ended it (not ours at a limit)
    double cpu_seconds = 0;      // user + system of the program and every descendant reaped
    double wall_seconds = 0;
    long peak_kib = 0;           // the highest resident memory of its processes together
    std::shared_ptr<SpilledOutput> output;  // all it wrote on stdout (stderr is passed through)
};

// `argv[0]` is looked up on PATH as a shell would. Thread-safe: several may
// run at once (fork, close-on-exec descriptors). Each process of the program
// gets RLIMIT_CPU a second past the CPU limit; on Linux its memory is watched
// in /proc every 10 ms, elsewhere RLIMIT_AS is its memory limit.
ProcessResult run_process(const std::vector<std::string>& argv, const std::string& input_path, const ProcessLimits& limits);

// The first `limit` bytes of a spilled output.
std::string output_start(const SpilledOutput& output, std::size_t limit);

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
