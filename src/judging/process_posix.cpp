#include "sudoku/judging/process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__linux__)
#include <sched.h>
#include <sys/prctl.h>
#endif

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>
#include <utility>

#include "cgroup.hpp"
#include "process_tree.hpp"
#include "run_groups.hpp"
#include "spawn.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/output.hpp"

// Portability: POSIX.1-2008 throughout, and what only some systems have,
// each behind a feature test (CMakeLists.txt) or the system's own macro, with
// a POSIX path that SUDOKU_POSIX_ONLY builds and CI tests on Linux:
//   pipe2(O_CLOEXEC)  Linux, the BSDs; else pipe() and fcntl(), with every
//                     start held off meanwhile so that no child inherits the pipe
//   sigabbrev_np      glibc 2.32 on; else a table of the POSIX signals
//   cgroups, pid namespaces  Linux: the sandbox (cgroup.hpp, spawn.hpp)
//   /proc             Linux: CPU and memory of the tree looked at, escaped
//                     orphans found; else RLIMIT_AS and ru_maxrss (bytes on
//                     macOS, KiB elsewhere)
//   PR_SET_CHILD_SUBREAPER  Linux: the orphans of a program's descendants come to us

namespace sudoku {
namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kWatchEvery = std::chrono::milliseconds(10);

#ifndef SUDOKU_HAVE_PIPE2
// Held from a pipe's creation until its descendants are close-on-exec and the
// child is started, so that no other thread's child inherits them.
std::mutex pipe_and_start;
#endif

// A descriptor closed when it goes out of scope.
class Descriptor {
public:
    explicit Descriptor(int fd = -1) : fd_(fd) {}
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    ~Descriptor() { reset(); }
    int get() const { return fd_; }
    void reset(int fd = -1) {
        if (fd_ >= 0) ::close(fd_);
        fd_ = fd;
    }

private:
    int fd_;
};

// A pipe as two descriptors; `error` is the errno of a failure, else 0.
struct Pipe {
    Descriptor reading, writing;
    int error = 0;
    Pipe() {
        int ends[2];
        if ((error = spawn::close_on_exec_pipe(ends)) == 0) reading.reset(ends[0]), writing.reset(ends[1]);
    }
};

// An unlinked scratch file for a program's output; -1 with errno on failure.
int scratch_file() {
    std::string path;
    const int fd = create_scratch_file("sudoku-output", path);
    if (fd >= 0) ::unlink(path.c_str());
    return fd;
}

long kib_of_maxrss(long maxrss) {
#ifdef __APPLE__
    return maxrss / 1024;  // bytes there
#else
    return maxrss;
#endif
}

// Whether the keeper has exited, left a zombie for reap() (not reaped here).
bool has_exited(pid_t pid) {
    siginfo_t info{};
    return ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid;
}

// Reads what a pipe holds now; 0 at its end, -1 when there is nothing yet.
ssize_t read_some(int fd, char* chunk, std::size_t size) {
    const ssize_t n = ::read(fd, chunk, size);
    if (n < 0) return errno == EINTR || errno == EAGAIN ? -1 : 0;  // an error is an end, for the verdict
    return n;
}

// One run being watched: its pipes, its keeper, and what it used so far.
class Run {
public:
    Run(pid_t keeper, cgroup::RunGroup* group, int spill, const ProcessLimits& limits, ProcessResult& result)
        : keeper_(keeper), group_(group), spill_(spill), limits_(limits), result_(result) {}
    int output = -1, errors = -1, status = -1;  // the read ends: stdout, stderr, the keeper's status report

    // Until the keeper is gone or a limit is hit: reads stdout into the
    // spill, keeps the start of stderr, and looks at the CPU and memory.
    void watch(Clock::time_point started);
    // Kills what is left at a limit, reaps the keeper, settles the figures.
    void reap();
    // The fallback's CPU time once `swept` more seconds of its orphans were
    // reaped elsewhere: they may have been looked at already.
    double cpu_with(double swept) const { return std::max(sampled_cpu_, reaped_cpu_ + swept); }

private:
    bool copy_output();
    bool keep_errors();
    bool read_status();
    void look();
    void drain();

    pid_t keeper_;
    cgroup::RunGroup* group_;
    int spill_;  // the scratch file stdout goes to
    const ProcessLimits& limits_;
    ProcessResult& result_;
    bool status_read_ = false;
    int wait_status_ = 0;
    double sampled_cpu_ = 0, reaped_cpu_ = 0;
    long last_pss_kib_ = 0;  // the fallback's previous look
};

// Appends what the stdout pipe holds now to the spill; false at its end or past the limit.
bool Run::copy_output() {
    char chunk[1 << 16];
    const ssize_t n = read_some(output, chunk, sizeof chunk);
    if (n <= 0) return n < 0;
    const auto size = static_cast<std::size_t>(n);
    for (std::size_t done = 0; done < size;) {
        const ssize_t w = ::write(spill_, chunk + done, size - done);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) break;  // a full scratch disk: judged on what was kept
        done += static_cast<std::size_t>(w);
    }
    result_.output->size += size;
    if (result_.output->size > limits_.output_bytes) result_.output_overflow = true;
    return !result_.output_overflow;
}

// Keeps the start of what the stderr pipe holds now; false at its end.
bool Run::keep_errors() {
    char chunk[1 << 16];
    const ssize_t n = read_some(errors, chunk, sizeof chunk);
    if (n <= 0) return n < 0;
    const auto size = static_cast<std::size_t>(n);
    if (result_.error_start.size() < kKeptErrorBytes)
        result_.error_start.append(chunk, std::min(size, kKeptErrorBytes - result_.error_start.size()));
    result_.error_bytes += size;
    return true;
}

// Takes the program's wait status from the keeper; false at the report's
// end, which comes when the keeper exits (it holds the only write end).
bool Run::read_status() {
    int value = 0;
    const ssize_t n = read_some(status, reinterpret_cast<char*>(&value), sizeof value);
    if (n == static_cast<ssize_t>(sizeof value)) status_read_ = true, wait_status_ = value;
    return n != 0;
}

// The CPU time and memory so far, and the limits they may have passed.
void Run::look() {
    ::kill(keeper_, SIGCONT);  // a program that stopped its keeper (outside a namespace) does not stop the run
    if (group_) {
        sampled_cpu_ = group_->cpu_seconds();
        result_.peak_kib = std::max(result_.peak_kib, group_->peak_kib());  // its limit is the kernel's
    } else {
        const auto usage = process_tree::usage_of_tree(keeper_);
        sampled_cpu_ = std::max(sampled_cpu_, usage.cpu_seconds);
        // Memory held over two looks: one walk of /proc is no snapshot, and a
        // process read before its children mapped what it shares counts
        // that twice for a moment.
        result_.peak_kib = std::max(result_.peak_kib, std::min(usage.pss_kib, last_pss_kib_));
        last_pss_kib_ = usage.pss_kib;
        if (limits_.memory_kib > 0 && static_cast<std::size_t>(result_.peak_kib) > limits_.memory_kib)
            result_.memory_limit_hit = true;
    }
    if (sampled_cpu_ >= limits_.cpu_seconds) result_.cpu_limit_hit = true;
}

// After the keeper ended: what is in the pipes, and no more.
void Run::drain() {
    for (pollfd readable{output, POLLIN, 0}; ::poll(&readable, 1, 0) > 0; readable.revents = 0)
        if (!copy_output()) break;
    for (pollfd readable{errors, POLLIN, 0}; ::poll(&readable, 1, 0) > 0; readable.revents = 0)
        if (!keep_errors()) break;
    if (!status_read_) read_status();
}

void Run::watch(Clock::time_point started) {
    const auto deadline = started + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(wall_limit(limits_)));
    auto next_look = Clock::now() + kWatchEvery;  // nothing to see before the program has run a while
    // The wall clock is watched until the keeper is gone, not until stdout
    // closes: a program that closes it and sleeps is still running. The end
    // of the status report is the keeper's exit: reap() waits for the rest.
    bool open[3] = {true, true, true};  // stdout, stderr, the status report
    for (;;) {
        const auto now = Clock::now();
        if (now >= deadline) {
            result_.wall_limit_hit = true;
            return;
        }
        if (!open[2]) return drain();
        if (now >= next_look) {
            next_look = now + kWatchEvery;
            if (has_exited(keeper_)) return drain();
            look();
            if (result_.cpu_limit_hit || result_.memory_limit_hit) return;
        }
        pollfd fds[3];
        nfds_t count = 0;
        int which[3];
        for (int i = 0; i < 3; ++i)
            if (open[i]) fds[count] = {i == 0 ? output : i == 1 ? errors : status, POLLIN, 0}, which[count++] = i;
        const auto until = std::min(deadline, next_look);
        const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now()).count();
        const int ready = ::poll(fds, count, static_cast<int>(std::max<long long>(1, wait)));
        if (ready < 0 && errno != EINTR) return;
        for (nfds_t i = 0; ready > 0 && i < count; ++i) {
            if (fds[i].revents == 0) continue;
            const int source = which[i];
            const bool more = source == 0 ? copy_output() : source == 1 ? keep_errors() : read_status();
            if (source == 0 && result_.output_overflow) return;
            if (!more) open[source] = false;
        }
    }
}

void Run::reap() {
    const bool killed = result_.cpu_limit_hit || result_.wall_limit_hit || result_.memory_limit_hit || result_.output_overflow;
    if (killed) ::kill(-keeper_, SIGKILL);  // its group; in a namespace, everything with it
    int keeper_status = 0;
    rusage usage{};
    while (::wait4(keeper_, &keeper_status, 0, &usage) < 0 && errno == EINTR) {
    }
    ::kill(-keeper_, SIGKILL);  // what it left running in its group goes with it
    if (group_) group_->kill_all();
    process_tree::unlist(keeper_);
    if (!killed && !status_read_) read_status();
    if (status_read_) {
        if (WIFEXITED(wait_status_)) result_.exit_code = WEXITSTATUS(wait_status_);
        if (WIFSIGNALED(wait_status_) && !killed) result_.signal = WTERMSIG(wait_status_);
    } else if (!killed) {
        // The keeper died before the program did: something killed it (the
        // program itself, outside a namespace, or the OOM killer).
        result_.signal = WIFSIGNALED(keeper_status) ? WTERMSIG(keeper_status) : SIGKILL;
    }
    if (group_) {
        result_.cpu_seconds = group_->cpu_seconds();
        result_.peak_kib = std::max(result_.peak_kib, group_->peak_kib());
        if (group_->oom_killed()) result_.memory_limit_hit = true;
    } else {
        reaped_cpu_ = process_tree::cpu_seconds_of(usage);
        result_.cpu_seconds = std::max(sampled_cpu_, reaped_cpu_);
        // A program that ends between two looks leaves only ru_maxrss: the most
        // one process of it held, which also counts the pages of the fork it
        // started as (sudoku's own few MB).
        result_.peak_kib = std::max(result_.peak_kib, kib_of_maxrss(usage.ru_maxrss));
    }
}

// The sandbox each run gets, found once.
struct SandboxChoice {
    bool cgroup_possible = false;
    std::string cgroup_name, why_not;
};

const SandboxChoice& sandbox_here() {
    static const SandboxChoice choice = [] {
        SandboxChoice found;
        std::string why;
        if (const auto probe = cgroup::RunGroup::make(0, why)) {
            found.cgroup_possible = true;
            found.cgroup_name = probe->name();
        } else {
            found.why_not = why;
        }
        return found;
    }();
    return choice;
}

bool namespace_possible() {
#if defined(__linux__)
    return ::geteuid() == 0;
#else
    return false;
#endif
}

}  // namespace

SandboxReport probe_sandbox(Sandbox wanted) {
    SandboxReport report;
    const char* fallback = "memory as PSS looked at every 10 ms (tmpfs files and shorter spikes not seen)";
    if (wanted == Sandbox::none) {
        report.description = std::string("none (asked for): ") + fallback;
        return report;
    }
    const auto& here = sandbox_here();
    if (here.cgroup_possible) {
        report.cgroup = true;
        report.description = here.cgroup_name + (namespace_possible() ? ", pid namespace" : "");
        return report;
    }
    if (wanted == Sandbox::cgroup) report.error = "no cgroup for the runs: " + here.why_not;
    report.description = "none (" + here.why_not + "): " + fallback;
    return report;
}

double wall_limit(const ProcessLimits& limits) {
    return limits.wall_seconds > 0 ? limits.wall_seconds : kDefaultWallFactor * limits.cpu_seconds + 1;
}

SpilledOutput::~SpilledOutput() {
    if (fd_ >= 0) ::close(fd_);
}

int SpilledOutput::rewound() const {
    ::lseek(fd_, 0, SEEK_SET);
    return fd_;
}

std::string output_start(const SpilledOutput& output, std::size_t limit) {
    std::string text(std::min(limit, output.size), '\0');
    std::size_t done = 0;
    const int fd = output.rewound();
    while (done < text.size()) {
        const ssize_t n = ::read(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        done += static_cast<std::size_t>(n);
    }
    text.resize(done);
    return text;
}

namespace {

// A cgroup for the run, where `limits` ask for one and one can be had;
// false with `result.start_error` when Sandbox::cgroup asked and none came.
bool make_group(const ProcessLimits& limits, run_groups::GroupedRun& grouped, ProcessResult& result) {
    if (limits.sandbox == Sandbox::none || !sandbox_here().cgroup_possible) {
        if (limits.sandbox == Sandbox::cgroup) result.start_error = probe_sandbox(limits.sandbox).error;
        return limits.sandbox != Sandbox::cgroup;
    }
    std::string why;
    grouped = run_groups::take(limits.memory_kib, why);
    if (!grouped.group) result.start_error = "no cgroup for the run: " + why;
    return grouped.group != nullptr;
}

}  // namespace

ProcessResult run_process(const std::vector<std::string>& argv, const std::string& input_path, const ProcessLimits& limits) {
    ProcessResult result;
    if (argv.empty()) {
        result.start_error = "no command";
        return result;
    }
    spawn::Start start;
    if (const auto why = spawn::find_program(argv[0], start.path)) {
        result.start_error = "cannot run " + quote_name(argv[0]) + ": " + *why;
        return result;
    }
    Descriptor input(::open(input_path.c_str(), O_RDONLY | O_CLOEXEC));
    if (input.get() < 0) {
        result.start_error = "cannot open " + quote_name(input_path) + ": " + system_error_text(errno);
        return result;
    }
    const int spill = scratch_file();
    if (spill < 0) {
        result.start_error = "cannot make a scratch file: " + system_error_text(errno);
        return result;
    }
    result.output = std::make_shared<SpilledOutput>(spill);
    run_groups::GroupedRun grouped;
    if (!make_group(limits, grouped, result)) return result;
    cgroup::RunGroup* const group = grouped.group.get();

    start.words = argv;
    start.cpu_seconds = static_cast<rlim_t>(std::ceil(limits.cpu_seconds)) + 1;
#ifndef __linux__
    if (limits.memory_kib > 0) start.address_space = static_cast<rlim_t>(limits.memory_kib) << 10;
#endif
    start.pid_namespace = limits.sandbox != Sandbox::none && namespace_possible();
    if (group && !grouped.forker) start.join_files = group->join_files();
    start.reset_oom_score = grouped.forker != nullptr;
#ifndef SUDOKU_HAVE_PIPE2
    std::unique_lock starting(pipe_and_start);
#endif
    Pipe output, errors, status;
    for (const Pipe* pipe : {&output, &errors, &status})
        if (pipe->error != 0) {
            result.start_error = "pipe: " + system_error_text(pipe->error);
            return result;
        }
    start.input = input.get();
    start.output = output.writing.get();
    start.error_output = errors.writing.get();
    start.status_report = status.writing.get();
    const auto started = Clock::now();
    int error = 0;
    bool in_namespace = false;
    const pid_t keeper = spawn::start_kept(start, error, in_namespace, grouped.forker.get());
#ifndef SUDOKU_HAVE_PIPE2
    starting.unlock();
#endif
    if (keeper < 0) {
        result.interrupted = error == ECANCELED;
        result.start_error = "cannot run " + quote_name(argv[0]) + ": " + system_error_text(error);
        return result;
    }
    for (Pipe* pipe : {&output, &errors, &status}) pipe->writing.reset();  // the keeper's and the program's now
    Run run(keeper, group, spill, limits, result);
    run.output = output.reading.get();
    run.errors = errors.reading.get();
    run.status = status.reading.get();
    run.watch(started);
    run.reap();
    result.wall_seconds = std::chrono::duration<double>(Clock::now() - started).count();
    // What escaped the group without a namespace or cgroup to hold it: killed
    // once no other program runs (with -j, some run at every moment, so the
    // rest at the end: stop_every_program()). Its CPU time is the program's.
    if (!group && !in_namespace && !process_tree::any_listed()) result.cpu_seconds = run.cpu_with(process_tree::sweep_orphans());
    run_groups::give_back(std::move(grouped));
    result.interrupted = process_tree::stop_requested();
    return result;
}

std::optional<std::string> why_cannot_run(const std::string& program) {
    std::string path;
    return spawn::find_program(program, path);
}

bool adopt_orphaned_descendants() {
#if defined(__linux__) && defined(PR_SET_CHILD_SUBREAPER)
    return ::prctl(PR_SET_CHILD_SUBREAPER, 1) == 0;
#else
    return false;
#endif
}

void stop_every_program() { process_tree::stop_all(); }

int usable_processors() {
#if defined(__linux__)
    cpu_set_t set;
    if (::sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
#endif
    return std::max(1u, std::thread::hardware_concurrency());
}

std::string signal_name(int signal) {
#ifdef SUDOKU_HAVE_SIGABBREV_NP
    if (const char* abbreviation = ::sigabbrev_np(signal)) return "SIG" + std::string(abbreviation);
#else
    struct Named {
        int number;
        const char* name;
    };
    static constexpr Named kSignals[] = {
        {SIGHUP, "SIGHUP"},   {SIGINT, "SIGINT"},     {SIGQUIT, "SIGQUIT"}, {SIGILL, "SIGILL"},   {SIGTRAP, "SIGTRAP"},
        {SIGABRT, "SIGABRT"}, {SIGBUS, "SIGBUS"},     {SIGFPE, "SIGFPE"},   {SIGKILL, "SIGKILL"}, {SIGUSR1, "SIGUSR1"},
        {SIGSEGV, "SIGSEGV"}, {SIGUSR2, "SIGUSR2"},   {SIGPIPE, "SIGPIPE"}, {SIGALRM, "SIGALRM"}, {SIGTERM, "SIGTERM"},
        {SIGCHLD, "SIGCHLD"}, {SIGCONT, "SIGCONT"},   {SIGSTOP, "SIGSTOP"}, {SIGTSTP, "SIGTSTP"}, {SIGTTIN, "SIGTTIN"},
        {SIGTTOU, "SIGTTOU"}, {SIGURG, "SIGURG"},     {SIGXCPU, "SIGXCPU"}, {SIGXFSZ, "SIGXFSZ"}, {SIGVTALRM, "SIGVTALRM"},
        {SIGPROF, "SIGPROF"}, {SIGSYS, "SIGSYS"},
    };
    for (const auto& [number, name] : kSignals)
        if (number == signal) return name;
#endif
    return "signal " + std::to_string(signal);
}

}  // namespace sudoku
