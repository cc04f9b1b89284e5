#include "sudoku/sandbox/process.hpp"

#include <fcntl.h>
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
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>
#include <utility>

#include "box.hpp"
#include "cgroup.hpp"
#include "process_tree_posix.hpp"
#include "run_groups.hpp"
#include "spawn_posix.hpp"
#include "watched_run_posix.hpp"
#include "system_words.hpp"

// Portability: POSIX.1-2008 throughout, and what only some systems have,
// each behind a feature test (CMakeLists.txt) or the system's own macro, with
// a POSIX path that SUDOKU_POSIX_ONLY builds and CI tests on Linux:
//   pipe2(O_CLOEXEC)  Linux, the BSDs; else pipe() and fcntl(), with every
//                     start held off meanwhile so that no child inherits the pipe
//   sigabbrev_np      glibc 2.32 on; else a table of the POSIX signals
//   cgroups, pid namespaces  Linux: the sandbox (cgroup.hpp, spawn_posix.hpp)
//   /proc             Linux: CPU and memory of the tree looked at, escaped
//                     orphans found; else RLIMIT_AS and ru_maxrss (bytes on
//                     macOS, KiB elsewhere)
//   PR_SET_CHILD_SUBREAPER  Linux: the orphans of a program's descendants come to us

namespace sudoku {
namespace {

using Clock = std::chrono::steady_clock;

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
    const char* dir = std::getenv("TMPDIR");
    std::string path = std::string(dir && *dir ? dir : "/tmp") + "/sudoku-output-XXXXXX";
    const int fd = ::mkstemp(path.data());
    if (fd < 0) return -1;
    ::fcntl(fd, F_SETFD, FD_CLOEXEC);
    ::unlink(path.c_str());
    return fd;
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

// The namespaces a run gets here, where the system allows them with a /proc
// of their own: root makes a pid namespace; an ordinary user a user and a pid
// namespace.
enum class Namespaces { none, pid, user_and_pid };

Namespaces namespaces_here() {
#if defined(__linux__)
    if (::geteuid() == 0) return spawn::pid_namespaces_allowed() ? Namespaces::pid : Namespaces::none;
    if (spawn::user_namespaces_allowed()) return Namespaces::user_and_pid;
#endif
    return Namespaces::none;
}

// What the keeper's box can be here (box.hpp), asked once.
const box::Abilities& box_here(Namespaces namespaces) {
    static const box::Abilities abilities = box::abilities(namespaces == Namespaces::user_and_pid);
    return abilities;
}

std::string namespaces_named(Namespaces namespaces) {
    if (namespaces == Namespaces::none) return ", not isolated";
    const bool root = namespaces == Namespaces::pid;
    return (root ? ", pid namespace" : ", user and pid namespaces") + box::described(box_here(namespaces), root);
}

}  // namespace

SandboxReport probe_sandbox(Sandbox wanted) {
    SandboxReport report;
    const char* fallback = "memory as PSS looked at every 10 ms (tmpfs files and shorter spikes not seen)";
    if (wanted == Sandbox::none) {
        report.description = std::string("none (asked for): ") + fallback + ", not isolated";
        return report;
    }
    const auto& here = sandbox_here();
    const std::string namespaces = namespaces_named(namespaces_here());
    if (here.cgroup_possible) {
        report.cgroup = true;
        report.description = here.cgroup_name + namespaces;
        return report;
    }
    if (wanted == Sandbox::cgroup) report.error = "no cgroup for the runs: " + here.why_not;
    report.description = "none (" + here.why_not + "): " + fallback + namespaces;
    return report;
}

namespace {

// A cgroup for the run, where `limits` ask for one and one can be had;
// false with `result.start_error` when Sandbox::cgroup asked and none came.
bool make_group(const ProcessLimits& limits, run_groups::GroupedRun& grouped, ProcessResult& result) {
    if (limits.sandbox == Sandbox::none || !sandbox_here().cgroup_possible) {
        if (limits.sandbox == Sandbox::cgroup) result.start_error = {"no cgroup for the runs", "", sandbox_here().why_not};
        return limits.sandbox != Sandbox::cgroup;
    }
    std::string why;
    grouped = run_groups::take(limits.memory_kib, why);
    if (!grouped.group) result.start_error = {"no cgroup for the run", "", why};
    return grouped.group != nullptr;
}

// As root, a run in a box runs as an unprivileged user (a uid slot):
// whether this one does.
bool drops_to_a_user(Namespaces namespaces) { return namespaces == Namespaces::pid && box_here(namespaces).box; }

// The box the keeper makes (box.hpp), where it can; as root, in a uid slot
// held until the run ends.
void plan_box(spawn::Start& start, Namespaces namespaces, const std::string& input_path, const ProcessLimits& limits,
              std::optional<box::UidSlot>& uid_slot) {
    if (namespaces == Namespaces::none || !box_here(namespaces).box) return;
    start.box = box::plan_for(start.words, start.path, input_path, limits, start.user_namespace);
    if (drops_to_a_user(namespaces)) start.box.drop_to_user = true, start.box.uid = start.box.gid = uid_slot.emplace().uid();
    if (!box_here(namespaces).overlay) start.box.overlay_options.clear();
}

}  // namespace

SpilledOutput::~SpilledOutput() {
    if (fd_ >= 0) ::close(fd_);
}

int SpilledOutput::rewound() const {
    ::lseek(fd_, 0, SEEK_SET);
    return fd_;
}

long SpilledOutput::read_some(char* data, std::size_t size) const {
    for (;;) {
        const ssize_t n = ::read(fd_, data, size);
        if (n >= 0 || errno != EINTR) return static_cast<long>(n);
    }
}

namespace {

// The program found, as the user it runs as; its input opened; the scratch
// file for its output made (`spill`). False with the reason in `result`.
bool open_run(const std::vector<std::string>& argv, const std::string& input_path, bool as_others, spawn::Start& start,
              Descriptor& input, int& spill, ProcessResult& result) {
    if (argv.empty()) return result.start_error = {"no command", "", ""}, false;
    if (const auto why = spawn::find_program(argv[0], start.path, as_others))
        return result.start_error = {"cannot run", argv[0], *why}, false;
    input.reset(::open(input_path.c_str(), O_RDONLY | O_CLOEXEC));
    if (input.get() < 0) return result.start_error = {"cannot open", input_path, sandbox::error_text(errno)}, false;
    if ((spill = scratch_file()) < 0) return result.start_error = {"cannot make a scratch file", "", sandbox::error_text(errno)}, false;
    result.output = std::make_shared<SpilledOutput>(spill);
    start.words = argv;
    return true;
}

// The program's stdin, stdout and stderr, and the keeper's report, as the
// keeper gets them; false with the reason in `result` when a pipe failed.
bool connect(spawn::Start& start, const Descriptor& input, const Pipe& output, const Pipe& errors, const Pipe& status,
             ProcessResult& result) {
    for (const Pipe* pipe : {&output, &errors, &status})
        if (pipe->error != 0) return result.start_error = {"pipe", "", sandbox::error_text(pipe->error)}, false;
    start.input = input.get();
    start.output = output.writing.get();
    start.error_output = errors.writing.get();
    start.status_report = status.writing.get();
    return true;
}

}  // namespace

ProcessResult run_process(const std::vector<std::string>& argv, const std::string& input_path, const ProcessLimits& limits) {
    ProcessResult result;
    spawn::Start start;
    Descriptor input;
    int spill = -1;
    const Namespaces namespaces = limits.sandbox == Sandbox::none ? Namespaces::none : namespaces_here();
    if (!open_run(argv, input_path, drops_to_a_user(namespaces), start, input, spill, result)) return result;
    run_groups::GroupedRun grouped;
    if (!make_group(limits, grouped, result)) return result;
    cgroup::RunGroup* const group = grouped.group.get();
    start.pid_namespace = namespaces == Namespaces::pid;
    start.user_namespace = namespaces == Namespaces::user_and_pid;
    std::optional<box::UidSlot> uid_slot;
    plan_box(start, namespaces, input_path, limits, uid_slot);
    start.limits = spawn::child_limits(limits, group && group->caps_processes(), start.user_namespace);
    if (group && !grouped.forker) start.join_files = group->join_files();
    start.reset_oom_score = run_groups::sudoku_is_immune();
#ifndef SUDOKU_HAVE_PIPE2
    std::unique_lock starting(pipe_and_start);
#endif
    Pipe output, errors, status;
    if (!connect(start, input, output, errors, status, result)) return result;
    const auto started = Clock::now();
    int error = 0;
    bool in_namespace = false;
    const pid_t keeper = spawn::start_kept(start, error, in_namespace, grouped.forker.get());
#ifndef SUDOKU_HAVE_PIPE2
    starting.unlock();
#endif
    if (keeper < 0) {
        result.interrupted = error == ECANCELED;
        result.start_error = {"cannot run", argv[0], sandbox::error_text(error)};
        return result;
    }
    for (Pipe* pipe : {&output, &errors, &status}) pipe->writing.reset();  // the keeper's and the program's now
    WatchedRun run(keeper, group, spill, limits, result);
    run.output = output.reading.get();
    run.errors = errors.reading.get();
    run.status = status.reading.get();
    run.watch(started);
    run.reap();
    if (run.exec_error() != 0) {
        result = ProcessResult{};
        result.start_error = {"cannot run", argv[0], sandbox::error_text(run.exec_error())};
        run_groups::give_back(std::move(grouped));
        return result;
    }
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
