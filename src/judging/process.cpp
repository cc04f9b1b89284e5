#include "sudoku/judging/process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__linux__)
#include <sys/prctl.h>
#endif

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <utility>

#include "process_tree.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/output.hpp"

// Portability: POSIX.1-2008 throughout, and what only some systems have,
// each behind a feature test (CMakeLists.txt) or the system's own macro, with
// a POSIX path that SUDOKU_POSIX_ONLY builds and CI tests on Linux:
//   pipe2(O_CLOEXEC)  Linux, the BSDs; else pipe() and fcntl(), with every
//                     start held off meanwhile so that no child inherits the pipe
//   sigabbrev_np      glibc 2.32 on; else a table of the POSIX signals
//   /proc             Linux: memory watched and escaped orphans found; else
//                     RLIMIT_AS and ru_maxrss (bytes on macOS, KiB elsewhere)
//   PR_SET_CHILD_SUBREAPER  Linux: the orphans of a program's descendants come to us

extern char** environ;

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

// A pipe whose both ends are closed on exec; the errno of a failure, else 0.
int close_on_exec_pipe(int ends[2]) {
#ifdef SUDOKU_HAVE_PIPE2
    return ::pipe2(ends, O_CLOEXEC) == 0 ? 0 : errno;
#else
    if (::pipe(ends) != 0) return errno;
    for (int i = 0; i < 2; ++i)
        if (::fcntl(ends[i], F_SETFD, FD_CLOEXEC) != 0) {
            const int error = errno;
            ::close(ends[0]), ::close(ends[1]);
            return error;
        }
    return 0;
#endif
}

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

// argv[0] found as a shell finds it (on PATH unless it holds a '/'), in
// `path`; why it cannot run, when it cannot.
std::optional<std::string> find_program(const std::string& program, std::string& path) {
    const auto check = [](const std::string& candidate) -> std::optional<std::string> {
        struct stat status {};
        if (::stat(candidate.c_str(), &status) != 0) return system_error_text(errno);
        if (S_ISDIR(status.st_mode)) return system_error_text(EISDIR);
        if (!S_ISREG(status.st_mode) || ::access(candidate.c_str(), X_OK) != 0) return system_error_text(EACCES);
        return std::nullopt;
    };
    if (program.empty()) return "no command";
    if (program.find('/') != std::string::npos) return path = program, check(program);
    const char* search = std::getenv("PATH");
    std::string_view directories = search && *search ? search : "/usr/bin:/bin";
    for (;;) {
        const auto colon = directories.find(':');
        const std::string_view directory = directories.substr(0, colon);
        path = (directory.empty() ? std::string(".") : std::string(directory)) + "/" + program;
        if (!check(path)) return std::nullopt;
        if (colon == std::string_view::npos) return "command not found";
        directories.remove_prefix(colon + 1);
    }
}

// The program as the child needs it, made before the fork: after it, a
// child of a threaded process may only make async-signal-safe calls.
struct Start {
    std::string path;                // argv[0] found on PATH
    std::vector<std::string> words;
    std::vector<char*> argv;
    int input = -1, output = -1, error_report = -1;
    rlim_t cpu_seconds = 0, address_space = 0;  // 0: not set
};

// In the child: its own process group, stdin and stdout, default signals and
// none blocked, the limits, then the program; a failure goes to `error_report`.
[[noreturn]] void become_program(const Start& start) {
    ::setpgid(0, 0);
    ::dup2(start.input, STDIN_FILENO);
    ::dup2(start.output, STDOUT_FILENO);
    struct sigaction defaults {};
    defaults.sa_handler = SIG_DFL;
    for (int signal = 1; signal < NSIG; ++signal) ::sigaction(signal, &defaults, nullptr);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    if (start.cpu_seconds > 0) {
        const rlimit cpu{start.cpu_seconds, start.cpu_seconds + 1};
        ::setrlimit(RLIMIT_CPU, &cpu);
    }
    if (start.address_space > 0) {
        const rlimit memory{start.address_space, start.address_space};
        ::setrlimit(RLIMIT_AS, &memory);
    }
    ::execve(start.path.c_str(), start.argv.data(), environ);
    const int error = errno;
    [[maybe_unused]] const auto written = ::write(start.error_report, &error, sizeof error);
    ::_exit(127);
}

// Forks and execs; the child's pid, or -1 with `error` set.
pid_t start_program(const Start& start, int& error) {
    int report[2];
    if ((error = close_on_exec_pipe(report)) != 0) return -1;
    Start with_report = start;
    with_report.error_report = report[1];
    with_report.argv.clear();
    for (auto& word : with_report.words) with_report.argv.push_back(word.data());
    with_report.argv.push_back(nullptr);
    const pid_t pid = process_tree::start_listed([&] {
        const pid_t child = ::fork();
        if (child == 0) become_program(with_report);
        return child;
    });
    ::close(report[1]);
    if (pid < 0) {
        error = errno;  // fork's, or ECANCELED once a stop is under way
        ::close(report[0]);
        return -1;
    }
    int exec_error = 0;
    ssize_t n;
    while ((n = ::read(report[0], &exec_error, sizeof exec_error)) < 0 && errno == EINTR) {
    }
    ::close(report[0]);
    if (n == static_cast<ssize_t>(sizeof exec_error)) {  // the exec failed: the child is gone
        while (::waitpid(pid, nullptr, 0) < 0 && errno == EINTR) {
        }
        process_tree::unlist(pid);
        error = exec_error;
        return -1;
    }
    return pid;
}

// Whether the program has exited, left a zombie for reap() (not reaped here).
bool has_exited(pid_t pid) {
    siginfo_t info{};
    return ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid;
}

// Appends what the pipe holds now to the scratch file; false at its end.
bool copy_available(int from_program, int to_file, const ProcessLimits& limits, ProcessResult& result) {
    char chunk[1 << 16];
    const ssize_t n = ::read(from_program, chunk, sizeof chunk);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) return true;
    if (n <= 0) return false;  // end of output (or an error: the same for the verdict)
    const auto size = static_cast<std::size_t>(n);
    for (std::size_t done = 0; done < size;) {
        const ssize_t w = ::write(to_file, chunk + done, size - done);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) break;  // a full scratch disk: judged on what was kept
        done += static_cast<std::size_t>(w);
    }
    result.output->size += size;
    if (result.output->size > limits.output_bytes) result.output_overflow = true;
    return !result.output_overflow;
}

// After the program exited: what is in the pipe, and no more.
void drain(int from_program, int to_file, const ProcessLimits& limits, ProcessResult& result) {
    for (pollfd readable{from_program, POLLIN, 0}; ::poll(&readable, 1, 0) > 0; readable.revents = 0)
        if (!copy_available(from_program, to_file, limits, result)) return;
}

// Reads the program's stdout into the scratch file until it closes, a limit
// is hit or the output is too long, watching its memory meanwhile.
void watch(pid_t pid, int from_program, int to_file, Clock::time_point start, const ProcessLimits& limits,
           ProcessResult& result) {
    const auto deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(wall_limit(limits)));
    auto next_look = Clock::now();
    for (;;) {
        const auto now = Clock::now();
        if (now >= deadline) {
            result.wall_limit_hit = true;
            return;
        }
        if (now >= next_look) {
            next_look = now + kWatchEvery;
            // The program is done when it exits, even if children it left
            // still hold its stdout: what it wrote is read, the rest killed.
            if (has_exited(pid)) return drain(from_program, to_file, limits, result);
            const auto memory = process_tree::memory_of_tree(pid);
            result.peak_kib = std::max({result.peak_kib, memory.resident_kib, memory.peak_kib});
            if (limits.memory_kib > 0 && static_cast<std::size_t>(result.peak_kib) > limits.memory_kib) {
                result.memory_limit_hit = true;
                return;
            }
        }
        const auto wait = std::min(deadline, next_look) - Clock::now();
        pollfd readable{from_program, POLLIN, 0};
        const int ready = ::poll(&readable, 1, static_cast<int>(std::max<long long>(1, std::chrono::duration_cast<std::chrono::milliseconds>(wait).count())));
        if (ready < 0 && errno != EINTR) return;
        if (ready > 0 && !copy_available(from_program, to_file, limits, result)) return;
    }
}

// Kills the program's group when `kill_now`, and reaps the program.
void reap(pid_t pid, bool kill_now, ProcessResult& result) {
    if (kill_now) ::kill(-pid, SIGKILL);
    int status = 0;
    rusage usage{};
    while (::wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
    }
    ::kill(-pid, SIGKILL);  // what it left running in its group goes with it
    process_tree::unlist(pid);
    if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
    if (WIFSIGNALED(status) && !kill_now) result.signal = WTERMSIG(status);
    result.cpu_seconds = process_tree::cpu_seconds_of(usage);
    // A program that ends between two looks at /proc leaves only ru_maxrss,
    // which also counts the pages of the fork it started as (sudoku's own few MB).
    result.peak_kib = std::max(result.peak_kib, kib_of_maxrss(usage.ru_maxrss));
}

}  // namespace

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

ProcessResult run_process(const std::vector<std::string>& argv, const std::string& input_path, const ProcessLimits& limits) {
    ProcessResult result;
    if (argv.empty()) {
        result.start_error = "no command";
        return result;
    }
    Start start;
    if (const auto why = find_program(argv[0], start.path)) {
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

    start.words = argv;
    start.cpu_seconds = static_cast<rlim_t>(std::ceil(limits.cpu_seconds)) + 1;
#ifndef __linux__
    if (limits.memory_kib > 0) start.address_space = static_cast<rlim_t>(limits.memory_kib) << 10;
#endif
#ifndef SUDOKU_HAVE_PIPE2
    std::unique_lock starting(pipe_and_start);
#endif
    int ends[2];
    if (const int error = close_on_exec_pipe(ends); error != 0) {
        result.start_error = "pipe: " + system_error_text(error);
        return result;
    }
    Descriptor reading(ends[0]), writing(ends[1]);
    start.input = input.get();
    start.output = writing.get();
    const auto started = Clock::now();
    int error = 0;
    const pid_t pid = start_program(start, error);
#ifndef SUDOKU_HAVE_PIPE2
    starting.unlock();
#endif
    if (pid < 0) {
        result.start_error = "cannot run " + quote_name(argv[0]) + ": " + system_error_text(error);
        return result;
    }
    writing.reset();  // so that the program's exit ends the output
    watch(pid, reading.get(), spill, started, limits, result);
    reap(pid, result.wall_limit_hit || result.memory_limit_hit || result.output_overflow, result);
    result.wall_seconds = std::chrono::duration<double>(Clock::now() - started).count();
    // What escaped the group: killed once no other program runs (with -j,
    // some run at every moment, so the rest at the end: stop_every_program()).
    // Its CPU time is the program's: a killed script's busy child counts.
    if (!process_tree::any_listed()) result.cpu_seconds += process_tree::sweep_orphans();
    return result;
}

std::optional<std::string> why_cannot_run(const std::string& program) {
    std::string path;
    return find_program(program, path);
}

bool adopt_orphaned_descendants() {
#if defined(__linux__) && defined(PR_SET_CHILD_SUBREAPER)
    return ::prctl(PR_SET_CHILD_SUBREAPER, 1) == 0;
#else
    return false;
#endif
}

void stop_every_program() { process_tree::stop_all(); }

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
