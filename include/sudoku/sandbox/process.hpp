// The sandbox: running a program as a judge's sandbox does, one program with its input
// from a file, its output spilled to a scratch file and its stderr kept in
// part, limits on its CPU time, wall-clock time, memory and output, and the
// time and memory it used, of every process it started. A layer of its own
// (src/sandbox, target sudoku_sandbox) that knows nothing of Sudoku: it says
// what a run did, and the judge decides the verdict. The platform's
// interface: process_posix.cpp (with spawn_posix.cpp, and on Linux
// cgroup_linux.cpp and process_tree_posix.cpp) and win32/process_win32.cpp (Job
// Objects) are the only code that spawns, kills or waits.
//
// Where it can (Linux, as root or in a delegated cgroup v2 subtree), a run
// has a cgroup of its own: CPU time, memory peak and OOM kills as the kernel
// counts them, the memory limit enforced by the kernel, every process killed
// at the end; and, as root, a pid namespace, so that the program cannot
// signal sudoku. Elsewhere (the fallback) its processes are looked at in
// /proc every 10 ms: memory as PSS, so that shared pages count once, but a
// spike between two looks, and files written to tmpfs, are not seen.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sudoku {

// What watches a run: a cgroup where one can be had (automatic), a cgroup
// or nothing at all (cgroup), or the /proc fallback even where a cgroup could
// be had (none).
enum class Sandbox { automatic, cgroup, none };

// The most processes (threads included) a run may have at once, on every
// path: a fork bomb stops there, far above what a solution needs.
inline constexpr int kMaxProcesses = 1024;
// The most files a program may have open at once (POSIX): isolate's default;
// python3 and a JVM (OpenJDK 17) start with half of it.
inline constexpr int kMaxOpenFiles = 64;
// The most a run may write on stdout (a judge's output limit): past it the
// program is killed (output_overflow).
inline constexpr std::size_t kMaxOutputBytes = std::size_t{256} << 20;

// What a run may use. No run is without a CPU limit, and the sandbox has no
// default for it: the caller's time limit is the judge's (the command line's
// default is cli/defaults.hpp's), so it is the one thing a caller must give.
struct ProcessLimits {
    explicit ProcessLimits(double cpu_seconds) : cpu_seconds(cpu_seconds) {}

    double cpu_seconds;       // CPU time of the program and its descendants
    double wall_seconds = 0;  // wall clock; 0: kDefaultWallFactor x cpu_seconds + 1
    std::size_t memory_kib = 0;   // resident memory of its processes together; 0: none
    std::size_t stack_kib = 0;    // each process's stack (POSIX); 0: stack_limit_kib()'s rule
    std::size_t output_bytes = kMaxOutputBytes;
    Sandbox sandbox = Sandbox::automatic;
    // Paths the program must not see (a folder, or a file's folder): under an
    // empty read-only tmpfs where runs are isolated (Linux namespaces).
    std::vector<std::string> hidden_paths;
    // Files under those paths the program never sees, even when its command
    // line names them (its own files there are shown): sorted, each as
    // std::filesystem::weakly_canonical gives it.
    std::vector<std::string> secret_files;
};
inline constexpr double kDefaultWallFactor = 2;
double wall_limit(const ProcessLimits& limits);  // wall_seconds, or its default
// stack_kib, or else the memory limit, as isolate, Codeforces and BOJ give
// the stack; 0 (unlimited) when there is neither.
std::size_t stack_limit_kib(const ProcessLimits& limits);

// A program's output, kept in an unlinked scratch file (never all in memory):
// read it from the start through rewound().
class SpilledOutput {
public:
    explicit SpilledOutput(int fd) : fd_(fd) {}
    SpilledOutput(const SpilledOutput&) = delete;
    SpilledOutput& operator=(const SpilledOutput&) = delete;
    ~SpilledOutput();
    int rewound() const;
    // Reads on from where the last read (or rewound()) left: the count, 0 at the end, -1 on an error.
    long read_some(char* data, std::size_t size) const;
    std::size_t size = 0;

private:
    int fd_;
};

// How much of a program's stderr a run keeps: the rest is read and dropped,
// so that a flood of debugging output costs neither the disk nor the terminal.
inline constexpr std::size_t kKeptErrorBytes = std::size_t{64} << 10;

// Why a program was not started: `action` failed ("cannot run", "cannot
// open"), on `name` as the caller gave it (empty when none), for `reason`, in
// the system's words (empty when none). The caller words it, names quoted.
struct StartError {
    std::string action, name, reason;
    explicit operator bool() const { return !action.empty(); }
};

struct ProcessResult {
    StartError start_error;      // set when the program could not be started
    bool interrupted = false;    // stop_every_program() ended it: no verdict on it
    bool cpu_limit_hit = false;     // killed when its CPU time reached the limit
    bool wall_limit_hit = false;    // killed at the wall-clock limit
    bool memory_limit_hit = false;  // killed (or OOM-killed) for its memory
    bool output_overflow = false;
    bool process_limit_hit = false;  // killed when it had more than kMaxProcesses (where the kernel did not refuse them)
    int exit_code = -1;          // when it exited
    int signal = 0;              // when a signal ended it (not ours at a limit)
    double cpu_seconds = 0;      // user + system of the program and every descendant
    double wall_seconds = 0;
    double waiting_seconds = 0;  // at the wall limit: ready to run but given no processor (Linux)
    bool cpu_time_unknown = false;  // the system reports no CPU time of other processes (Wine)
    long peak_kib = 0;           // the most memory its processes held at once
    std::shared_ptr<SpilledOutput> output;  // all it wrote on stdout
    std::string error_start;     // the first kKeptErrorBytes it wrote on stderr
    std::size_t error_bytes = 0; // all it wrote on stderr
};

// What watches runs here, asked for `wanted`: `cgroup` true for a cgroup of
// each run's own; `description` for the report ("cgroup v1, pid namespace";
// "none: why, and what is not seen"); `error` when `wanted` is
// Sandbox::cgroup and none can be had (nothing should run then).
struct SandboxReport {
    bool cgroup = false;
    std::string description, error;
};
SandboxReport probe_sandbox(Sandbox wanted);

// `argv[0]` is looked up on PATH as a shell would (on Windows as cmd.exe
// would, with PATHEXT). Thread-safe: several may run at once. The CPU time
// and memory are looked at every 10 ms, and the program killed when they
// pass the limits. POSIX: each process also gets RLIMIT_CPU a second past the
// CPU limit, RLIMIT_STACK at stack_limit_kib(), RLIMIT_FSIZE at the output
// limit (a file written past it: SIGXFSZ), RLIMIT_NOFILE at kMaxOpenFiles,
// and where there is no /proc, RLIMIT_AS as its memory limit. Its processes
// are kMaxProcesses at most: a cgroup's pids.max, else RLIMIT_NPROC (not
// root), the /proc watcher, which kills the run past it, and the keeper's
// count of what the program left (process_limit_hit).
// Windows: the Job Object holds the memory limit; the stack is the
// executable's own.
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

// How many processors sudoku may run programs on (its CPU affinity on
// Linux): runs beyond that at once would starve each other, and a judge
// gives each run a processor of its own.
int usable_processors();

// "SIGSEGV" for 11; "signal 64" when it has no name.
std::string signal_name(int signal);

}  // namespace sudoku
