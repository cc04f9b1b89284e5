// spawn_posix.hpp on POSIX systems. After a fork, a child of a threaded process may
// only make async-signal-safe calls: everything it needs is made before.
#include "spawn_posix.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__linux__)
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdlib>

#include "process_tree_posix.hpp"
#include "system_words.hpp"

extern char** environ;

namespace sudoku::spawn {
namespace {

// What the keeper keeps: the program's argv, and its ends and the status
// report open.
struct Kept {
    std::vector<char*> argv;
    std::vector<int> descriptors;  // sorted
    int open_max = 1024;
};

// Waits for `child` through signals; its wait status, or -1 when it cannot
// be waited for. Async-signal-safe, for the keeper and the probes.
int reap(pid_t child) {
    int status = 0;
    while (::waitpid(child, &status, 0) < 0)
        if (errno != EINTR) return -1;
    return status;
}

// Closes the descriptors from `low` to `high`.
void close_range_of(int low, int high, int open_max) {
#if defined(__linux__) && defined(SYS_close_range)
    if (::syscall(SYS_close_range, static_cast<unsigned>(low), static_cast<unsigned>(high), 0u) == 0) return;
#endif
    for (int fd = low; fd <= high && fd < open_max; ++fd) ::close(fd);
}

// Every descriptor from 3 up but the kept ones: with -j, the keeper would
// otherwise hold other runs' pipes open (it never execs, so close-on-exec
// does not close them).
void close_all_but(const Kept& kept) {
    int low = 3;
    for (const int fd : kept.descriptors) {
        if (fd > low) close_range_of(low, fd - 1, kept.open_max);
        low = std::max(low, fd + 1);
    }
    close_range_of(low, kept.open_max - 1, kept.open_max);
}

void reset_signals() {
    struct sigaction defaults {};
    defaults.sa_handler = SIG_DFL;
    for (int signal = 1; signal < NSIG; ++signal) ::sigaction(signal, &defaults, nullptr);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
}

// In the program's process: stdin, stdout and stderr, the limits, then the
// program; the errno of a failure goes to `exec_report`.
[[noreturn]] void become_program(const Start& start, const Kept& kept, int exec_report) {
    ::setpgid(0, 0);  // a group of its own, which the runner kills at a limit while the keeper lives
#if defined(__linux__)
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);  // its keeper gone (killed from outside): it goes too
#endif
    ::dup2(start.input, STDIN_FILENO);
    ::dup2(start.output, STDOUT_FILENO);
    ::dup2(start.error_output, STDERR_FILENO);
    set_child_limits(start.limits);
    box::drop_privileges(start.box, exec_report);
    ::execve(start.path.c_str(), kept.argv.data(), environ);
    const int error = errno;
    [[maybe_unused]] const auto written = ::write(exec_report, &error, sizeof error);
    ::_exit(127);
}

#if defined(__linux__)
// Outside a namespace, the keeper (a subreaper) has adopted what the program
// left: killed and reaped here, so that the keeper's end is the run's end and
// its rusage counts them.
void end_adopted() {
    for (int round = 0; round < 64; ++round) {
        char text[4096];
        const int fd = ::open("/proc/thread-self/children", O_RDONLY | O_CLOEXEC);
        const ssize_t n = fd < 0 ? -1 : ::read(fd, text, sizeof text - 1);
        if (fd >= 0) ::close(fd);
        if (n <= 0) return;
        text[n] = '\0';
        pid_t pids[512];
        int count = 0;
        for (const char* p = text; *p && count < 512;) {
            pid_t pid = 0;
            while (*p == ' ') ++p;
            while (*p >= '0' && *p <= '9') pid = pid * 10 + (*p++ - '0');
            if (pid <= 0) break;
            pids[count++] = pid;
        }
        for (int i = 0; i < count; ++i) ::kill(-pids[i], SIGKILL), ::kill(pids[i], SIGKILL);
        for (int i = 0; i < count; ++i) reap(pids[i]);
    }
}

// Run by pid 1 of a new pid namespace: that namespace's /proc mounted over
// the machine's, in a mount namespace of its own, its /proc made private
// first (so that the mount never reaches the machine's), as isolate does:
// /proc/<pid> is then each process's own. Whether it could.
// Costs 0.3 ms a run (doc/solver-notes.md); kept: with the machine's /proc, a
// program found another process at /proc/<its pid>, and LeakSanitizer failed.
bool mount_own_proc() {
    if (::unshare(CLONE_NEWNS) != 0) return false;
    if (::mount(nullptr, "/proc", nullptr, MS_PRIVATE, nullptr) != 0) return false;
    return ::mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, nullptr) == 0;
}

// For an ordinary user: user and pid namespaces, and the rest of the keeper's
// work done by a child, pid 1 there, while this one waits for it. Returns
// in that child, or where the system says no.
void enter_user_namespace(const Start& start) {
    const unsigned uid = ::getuid(), gid = ::getgid();
    if (::unshare(CLONE_NEWUSER | CLONE_NEWPID) != 0) return;
    box::map_user_to_itself(uid, gid);
    const pid_t inner = ::fork();
    if (inner == 0) ::prctl(PR_SET_PDEATHSIG, SIGKILL);  // the first keeper killed: the namespace goes with it
    if (inner <= 0) return;  // the inner keeper (or no fork: go on as one)
    const Report victim{Report::kill_at_limit, inner};  // pid 1 there: the namespace goes with it
    [[maybe_unused]] const auto written = ::write(start.status_report, &victim, sizeof victim);
    for (const int fd : {start.input, start.output, start.error_output, start.status_report}) ::close(fd);
    reap(inner);
    ::_exit(0);
}
#endif

// Writes one Report to the runner (spawn_posix.hpp).
void report(const Start& start, Report::Kind kind, int value) {
    const Report message{kind, value};
    [[maybe_unused]] const auto written = ::write(start.status_report, &message, sizeof message);
}

// The keeper's setting up: its own session, the run's cgroup, the OOM
// score, its death with sudoku's, the orphans, default signals, only the
// descriptors it needs, and for an ordinary user its namespaces.
void set_up_keeper(const Start& start, const Kept& kept) {
    ::setsid();
    for (const int fd : start.join_files) [[maybe_unused]] const auto joined = ::write(fd, "0", 1);
    if (start.reset_oom_score) {
        const int score = ::open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
        [[maybe_unused]] const auto written = ::write(score, "0", 1);
        ::close(score);
    }
#if defined(__linux__)
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);    // sudoku killed: the run goes with it
    ::prctl(PR_SET_CHILD_SUBREAPER, 1);    // what the program leaves comes here
#endif
    reset_signals();
    close_all_but(kept);
#if defined(__linux__)
    if (start.user_namespace) enter_user_namespace(start);
#endif
}

// Starts the program and says what to kill at a limit; its pid, or exits
// with the exec's errno reported.
pid_t start_program(const Start& start, const Kept& kept) {
    // The exec's errno comes back on a pipe of the keeper's own: the runner
    // never waits for it (a program can stop its keeper the moment it starts).
    int exec_report[2];
    if (const int error = close_on_exec_pipe(exec_report)) report(start, Report::exec_failed, error), ::_exit(127);
#if defined(__linux__)
    // vfork: no copy of the keeper's pages (it is a copy of sudoku's, and a
    // second fork of them cost as much as the rest of a small run). The
    // keeper is one thread, and its child only execs or writes and exits.
    const pid_t program = ::vfork();
    const bool in_namespace = ::getpid() == 1;  // then the runner kills this keeper, and the namespace with it
#else
    const pid_t program = ::fork();
    const bool in_namespace = false;
#endif
    if (program == 0) become_program(start, kept, exec_report[1]);
    if (program < 0) report(start, Report::exec_failed, errno), ::_exit(127);
    if (!in_namespace) report(start, Report::kill_at_limit, program);
    for (const int fd : {start.input, start.output, start.error_output, exec_report[1]}) ::close(fd);
    int exec_error = 0;
    ssize_t n;
    while ((n = ::read(exec_report[0], &exec_error, sizeof exec_error)) < 0 && errno == EINTR) {
    }
    if (n == static_cast<ssize_t>(sizeof exec_error)) {
        reap(program);
        report(start, Report::exec_failed, exec_error), ::_exit(127);
    }
    return program;
}

// The program's wait status. Orphans handed to the keeper (pid 1, or a
// subreaper) are reaped as they end, so that no zombie holds a place under
// the process bound.
int wait_for(pid_t program) {
    for (;;) {
        int status = 0;
        const pid_t pid = ::waitpid(-1, &status, 0);
        if (pid == program) return status;
        if (pid < 0 && errno != EINTR) ::_exit(126);
    }
}

// The keeper: see spawn_posix.hpp.
[[noreturn]] void keep(const Start& start, const Kept& kept) {
    set_up_keeper(start, kept);
#if defined(__linux__)
    // pid 1: the probe (namespaces_allowed) has seen this mount succeed here; then the box.
    if (::getpid() == 1 && mount_own_proc()) box::enter(start.box, start.input);
#endif
    const pid_t program = start_program(start, kept);
    const int status = wait_for(program);
    // Orphans alive at once past the cap, the keeper counted as a cgroup
    // counts it: seen even when the program ended between two looks.
    if (const int processes = count_children() + 1; processes > kMaxProcesses) report(start, Report::too_many_processes, processes);
    report(start, Report::exited, status);
#if defined(__linux__)
    if (::getpid() != 1) end_adopted();
#endif
    ::_exit(0);
}

#if defined(__linux__)
// Whether the children this thread forks next get a pid namespace of their
// own (pid_for_children is per thread); refused once, never asked again.
bool new_pid_namespace_for_children() {
    static std::atomic<bool> refused{false};
    if (refused) return false;
    if (::unshare(CLONE_NEWPID) == 0) return true;
    refused = true;  // EPERM: not root and no user namespace
    return false;
}

// Back to sudoku's own namespace for the next child.
void own_pid_namespace_for_children() {
    static const int own = ::open("/proc/self/ns/pid", O_RDONLY | O_CLOEXEC);
    ::setns(own, CLONE_NEWPID);
}
#endif

}  // namespace

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

pid_t start_kept(const Start& start, int& error, bool& in_namespace, ForkingThread* forker) {
    Kept kept;
    std::vector<std::string> words = start.words;
    for (auto& word : words) kept.argv.push_back(word.data());
    kept.argv.push_back(nullptr);
    kept.descriptors = {start.input, start.output, start.error_output, start.status_report, start.box.network};
    std::sort(kept.descriptors.begin(), kept.descriptors.end());
    kept.open_max = static_cast<int>(std::clamp(::sysconf(_SC_OPEN_MAX), 64L, 65536L));
    in_namespace = false;
    // On the thread that forks (pid_for_children is that thread's).
    const std::function<long()> fork_keeper = [&]() -> long {
#if defined(__linux__)
        in_namespace = start.pid_namespace && new_pid_namespace_for_children();
#endif
        const pid_t child = ::fork();
        if (child == 0) keep(start, kept);
        const int fork_error = errno;
#if defined(__linux__)
        if (in_namespace) own_pid_namespace_for_children();
#endif
        errno = fork_error;
        return child;
    };
    const pid_t pid = process_tree::start_listed([&] {
        if (!forker) return static_cast<pid_t>(fork_keeper());
        int fork_error = 0;
        const auto child = static_cast<pid_t>(forker->run(fork_keeper, fork_error));
        errno = fork_error;
        return child;
    });
    if (pid < 0) error = errno;  // fork's, or ECANCELED once a stop is under way
    return pid;
}

#if defined(__linux__)
namespace {

bool exited_with_zero(pid_t child) {
    const int status = child > 0 ? reap(child) : -1;
    return status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

// Whether a child may unshare `flags` and have pid 1 there mount its /proc.
bool namespaces_allowed(int flags) {
    const pid_t child = ::fork();
    if (child == 0) {
        if (::unshare(flags) != 0) ::_exit(1);
        const pid_t first = ::fork();
        if (first == 0) ::_exit(mount_own_proc() ? 0 : 1);
        ::_exit(exited_with_zero(first) ? 0 : 1);
    }
    return exited_with_zero(child);
}

}  // namespace
#endif

bool pid_namespaces_allowed() {
#if defined(__linux__)
    static const bool allowed = namespaces_allowed(CLONE_NEWPID);
    return allowed;
#else
    return false;
#endif
}

bool user_namespaces_allowed() {
#if defined(__linux__)
    static const bool allowed = namespaces_allowed(CLONE_NEWUSER | CLONE_NEWPID);
    return allowed;
#else
    return false;
#endif
}

std::optional<std::string> find_program(const std::string& program, std::string& path, bool as_others) {
    const auto check = [as_others](const std::string& candidate) -> std::optional<std::string> {
        struct stat status {};
        if (::stat(candidate.c_str(), &status) != 0) return sandbox::error_text(errno);
        if (S_ISDIR(status.st_mode)) return sandbox::error_text(EISDIR);
        if (!S_ISREG(status.st_mode) || ::access(candidate.c_str(), X_OK) != 0) return sandbox::error_text(EACCES);
        if (as_others && !box::runnable_by_others(candidate)) return "not runnable by others, as runs of root's are";
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

}  // namespace sudoku::spawn
