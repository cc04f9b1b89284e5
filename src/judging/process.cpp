#include "sudoku/judging/process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef __linux__
#include <dirent.h>
#include <sys/prctl.h>
#endif

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <mutex>

#include "sudoku/io/messages.hpp"

// Portability: POSIX.1-2008 throughout, and two calls that only some
// systems have, each behind a feature test (CMakeLists.txt) with a POSIX
// path that SUDOKU_POSIX_ONLY builds and CI tests on Linux:
//   pipe2(O_CLOEXEC)  Linux, the BSDs; else pipe() and fcntl(), with every
//                     spawn held off meanwhile so that no child inherits the pipe
//   sigabbrev_np      glibc 2.32 on; else a table of the POSIX signals
// ru_maxrss is KiB on Linux and the BSDs, bytes on macOS.

extern char** environ;

namespace sudoku {
namespace {

#ifndef SUDOKU_HAVE_PIPE2
// Held from a pipe's creation until its descriptors are close-on-exec and the
// child is spawned, so that no other thread's child inherits them.
std::mutex pipe_and_spawn;
#endif

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

long kib_of_maxrss(long maxrss) {
#ifdef __APPLE__
    return maxrss / 1024;  // bytes there
#else
    return maxrss;
#endif
}

using Clock = std::chrono::steady_clock;

// The programs started and not yet reaped (each leads its own process
// group), so that stop_every_program() can kill them from any thread. A
// program is spawned and listed under the one lock, so that the sweep of
// orphans never takes a program just started for one.
std::mutex running_mutex;
std::vector<pid_t> running;
bool stopping = false;  // stop_every_program() was called: nothing more starts

void stop_listing(pid_t pid) {
    const std::lock_guard lock(running_mutex);
    running.erase(std::remove(running.begin(), running.end(), pid), running.end());
}

// Our children that we did not start: the orphaned descendants of programs
// (one that called setsid, say), handed to us as their subreaper. Linux only;
// elsewhere none are found. Called with running_mutex held.
std::vector<pid_t> adopted_orphans() {
    std::vector<pid_t> orphans;
#ifdef __linux__
    const pid_t self = ::getpid();
    DIR* proc = ::opendir("/proc");
    if (!proc) return orphans;
    while (const dirent* entry = ::readdir(proc)) {
        const pid_t pid = static_cast<pid_t>(std::atoi(entry->d_name));
        if (pid <= 0 || std::find(running.begin(), running.end(), pid) != running.end()) continue;
        std::ifstream stat("/proc/" + std::string(entry->d_name) + "/stat");
        std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
        const auto close = text.rfind(')');  // the command name, in parentheses, may hold anything
        if (close == std::string::npos) continue;
        char state = 0;
        long parent = 0;
        if (std::sscanf(text.c_str() + close + 1, " %c %ld", &state, &parent) == 2 && parent == self) orphans.push_back(pid);
    }
    ::closedir(proc);
#endif
    return orphans;
}

// Kills and reaps the adopted orphans, again as long as killing them leaves more.
void sweep_orphans() {
    for (int round = 0; round < 64; ++round) {
        std::vector<pid_t> orphans;
        {
            const std::lock_guard lock(running_mutex);
            orphans = adopted_orphans();
        }
        if (orphans.empty()) return;
        for (const pid_t pid : orphans) ::kill(-pid, SIGKILL), ::kill(pid, SIGKILL);
        for (const pid_t pid : orphans)
            while (::waitpid(pid, nullptr, 0) < 0 && errno == EINTR) {
            }
    }
}

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

double seconds_of(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; }

// Starts argv with stdin from `input` and stdout into `output_end`, leader of a
// new process group so that the limit can kill all it started.
int spawn(const std::vector<std::string>& argv, int input, int output_end, pid_t& pid) {
    std::vector<char*> args;
    for (const auto& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
    args.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, output_end, STDOUT_FILENO);
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setpgroup(&attributes, 0);
    // The parent may ignore or block signals (sudoku test ignores SIGPIPE);
    // the program starts with the defaults and none blocked.
    sigset_t defaults, none;
    sigemptyset(&defaults);
    for (const int signal : {SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD}) sigaddset(&defaults, signal);
    sigemptyset(&none);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    const std::lock_guard lock(running_mutex);
    const int error = stopping ? ECANCELED : posix_spawnp(&pid, args[0], &actions, &attributes, args.data(), environ);
    if (error == 0) running.push_back(pid);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return error;
}

// Reads the child's stdout until it closes, the time is up or the output is too long.
void collect_output(int fd, Clock::time_point deadline, const ProcessLimits& limits, ProcessResult& result) {
    char chunk[1 << 16];
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0) {
            result.timed_out = true;
            return;
        }
        pollfd readable{fd, POLLIN, 0};
        const int ready = ::poll(&readable, 1, static_cast<int>(std::min<long long>(left, 1000)));
        if (ready < 0 && errno != EINTR) return;
        if (ready <= 0) continue;
        const ssize_t n = ::read(fd, chunk, sizeof chunk);
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (n <= 0) return;  // end of output (or an error: the same for the verdict)
        result.output.append(chunk, static_cast<std::size_t>(n));
        if (result.output.size() > limits.output_bytes) {
            result.output_overflow = true;
            return;
        }
    }
}

// Waits for the child; past the deadline (or when told to stop) kills its group first.
void reap(pid_t pid, Clock::time_point deadline, bool kill_now, ProcessResult& result) {
    int status = 0;
    rusage usage{};
    for (;;) {
        if (kill_now || Clock::now() >= deadline) {
            if (!kill_now) result.timed_out = true;
            ::kill(-pid, SIGKILL);
            while (::wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
            }
            break;
        }
        const pid_t done = ::wait4(pid, &status, WNOHANG, &usage);
        if (done == pid) break;
        if (done < 0 && errno != EINTR) return;
        ::usleep(500);
    }
    ::kill(-pid, SIGKILL);  // what it left running in its group goes with it
    stop_listing(pid);
    if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
    if (WIFSIGNALED(status) && !result.timed_out && !result.output_overflow) result.signal = WTERMSIG(status);
    result.cpu_seconds = seconds_of(usage.ru_utime) + seconds_of(usage.ru_stime);
    result.peak_kib = kib_of_maxrss(usage.ru_maxrss);
}

}  // namespace

ProcessResult run_process(const std::vector<std::string>& argv, const std::string& input_path, const ProcessLimits& limits) {
    ProcessResult result;
    if (argv.empty()) {
        result.start_error = "no command";
        return result;
    }
    Descriptor input(::open(input_path.c_str(), O_RDONLY | O_CLOEXEC));
    if (input.get() < 0) {
        result.start_error = "cannot open " + quote_name(input_path) + ": " + system_error_text(errno);
        return result;
    }
#ifndef SUDOKU_HAVE_PIPE2
    std::unique_lock spawning(pipe_and_spawn);
#endif
    int ends[2];
    if (const int error = close_on_exec_pipe(ends); error != 0) {
        result.start_error = "pipe: " + system_error_text(error);
        return result;
    }
    Descriptor reading(ends[0]), writing(ends[1]);
    const auto start = Clock::now();
    const auto deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limits.seconds));
    pid_t pid = 0;
    if (const int error = spawn(argv, input.get(), writing.get(), pid); error != 0) {
        result.start_error = "cannot run " + quote_name(argv[0]) + ": " + system_error_text(error);
        return result;
    }
#ifndef SUDOKU_HAVE_PIPE2
    spawning.unlock();
#endif
    writing.reset();  // so that the child's exit ends the output
    collect_output(reading.get(), deadline, limits, result);
    reap(pid, deadline, result.timed_out || result.output_overflow, result);
    // What escaped the group: killed once no other program runs (with -j,
    // some run at every moment, so the rest at the end: stop_every_program()).
    bool others_running = false;
    {
        const std::lock_guard lock(running_mutex);
        others_running = !running.empty();
    }
    if (!others_running) sweep_orphans();
    result.wall_seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
}

std::optional<std::string> why_cannot_run(const std::string& program) {
    const auto check = [](const std::string& path) -> std::optional<std::string> {
        struct stat status {};
        if (::stat(path.c_str(), &status) != 0) return system_error_text(errno);
        if (S_ISDIR(status.st_mode)) return system_error_text(EISDIR);
        if (!S_ISREG(status.st_mode) || ::access(path.c_str(), X_OK) != 0) return system_error_text(EACCES);
        return std::nullopt;
    };
    if (program.empty()) return "no command";
    if (program.find('/') != std::string::npos) return check(program);
    const char* path = std::getenv("PATH");
    std::string_view directories = path && *path ? path : "/usr/bin:/bin";
    while (true) {
        const auto colon = directories.find(':');
        const std::string_view directory = directories.substr(0, colon);
        if (!check((directory.empty() ? std::string(".") : std::string(directory)) + "/" + program)) return std::nullopt;
        if (colon == std::string_view::npos) return "command not found";
        directories.remove_prefix(colon + 1);
    }
}

bool adopt_orphaned_descendants() {
#if defined(__linux__) && defined(PR_SET_CHILD_SUBREAPER)
    return ::prctl(PR_SET_CHILD_SUBREAPER, 1) == 0;
#else
    return false;
#endif
}

void stop_every_program() {
    {
        const std::lock_guard lock(running_mutex);
        stopping = true;
        for (const pid_t pid : running) ::kill(-pid, SIGKILL);
    }
    // Once the threads that wait for the programs have reaped them, whatever
    // escaped their groups has been handed to us, and the sweep finds it.
    for (int wait = 0; wait < 300; ++wait) {
        {
            const std::lock_guard lock(running_mutex);
            if (running.empty()) break;
        }
        ::usleep(10'000);
    }
    sweep_orphans();
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
