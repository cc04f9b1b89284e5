#include "process_tree_posix.hpp"

#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef __linux__
#include <dirent.h>
#endif

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <sstream>
#include <string>
#include <vector>

#include "system_words.hpp"

namespace sudoku::process_tree {
namespace {

std::mutex running_mutex;
std::vector<pid_t> running;  // each leads its own process group
bool stopping = false;       // stop_all() was called: nothing more starts

#ifdef __linux__
std::vector<pid_t> numbers_in(const std::string& text) {
    std::vector<pid_t> numbers;
    for (const char* p = text.c_str(); *p;) {
        char* end = nullptr;
        const long n = std::strtol(p, &end, 10);
        if (end == p) break;
        numbers.push_back(static_cast<pid_t>(n));
        p = end;
    }
    return numbers;
}

// The children of `pid`, from each of its threads' /proc children file.
std::vector<pid_t> children_of(pid_t pid) {
    std::vector<pid_t> children;
    const std::string tasks = "/proc/" + std::to_string(pid) + "/task";
    DIR* dir = ::opendir(tasks.c_str());
    if (!dir) return children;
    while (const dirent* entry = ::readdir(dir)) {
        if (entry->d_name[0] == '.') continue;
        for (const pid_t child : numbers_in(sandbox::read_text(tasks + "/" + entry->d_name + "/children"))) children.push_back(child);
    }
    ::closedir(dir);
    return children;
}

long field_kib(const std::string& text, const char* field) {
    const auto at = text.find(field);
    return at == std::string::npos ? 0 : std::atol(text.c_str() + at + std::char_traits<char>::length(field));
}

// The anonymous and shared-memory part of a smaps_rollup's PSS: clean file
// pages (a read-only mmap of a big file) are page cache a cgroup would reclaim
// rather than count against the limit. Before Linux 5.1 only the whole PSS.
long pss_kib_of(const std::string& rollup) {
    if (rollup.find("Pss_Anon:") == std::string::npos) return field_kib(rollup, "Pss:");
    return field_kib(rollup, "Pss_Anon:") + field_kib(rollup, "Pss_Shmem:");
}

// From /proc/PID/stat: utime + stime + cutime + cstime in clock ticks
// (fields 14-17) and num_threads (field 20), counted from the one after the
// command name's closing parenthesis.
struct StatFigures {
    long long ticks = 0;
    long threads = 0;
};
StatFigures figures_of(const std::string& stat) {
    StatFigures figures;
    const auto close = stat.rfind(')');
    if (close == std::string::npos) return figures;
    std::istringstream fields(stat.substr(close + 2));
    std::string skipped;
    for (int field = 3; field < 14 && fields >> skipped; ++field) {
    }
    for (int field = 14, value = 0; field <= 17 && fields >> value; ++field) figures.ticks += value;
    for (int field = 18; field < 20 && fields >> skipped; ++field) {
    }
    fields >> figures.threads;
    return figures;
}
#endif

// Calls visit(pid, "/proc/PID") for `root` and each of its descendants,
// parents first (4096 at most); a visit that returns false skips the
// process's children (it is gone). Linux only: elsewhere none is visited.
template <class Visit>
void each_in_tree(pid_t root, Visit visit) {
#ifdef __linux__
    std::vector<pid_t> pending{root};
    for (std::size_t seen = 0; !pending.empty() && seen < 4096; ++seen) {
        const pid_t pid = pending.back();
        pending.pop_back();
        if (!visit(pid, "/proc/" + std::to_string(pid))) continue;
        for (const pid_t child : children_of(pid)) pending.push_back(child);
    }
#else
    (void)root, (void)visit;
#endif
}

// Our children that we did not start: orphans handed to us. Linux only;
// elsewhere none are found. Called with running_mutex held.
std::vector<pid_t> adopted_orphans() {
    std::vector<pid_t> orphans;
#ifdef __linux__
    for (const pid_t child : children_of(::getpid()))
        if (std::find(running.begin(), running.end(), child) == running.end()) orphans.push_back(child);
#endif
    return orphans;
}

double seconds_of(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; }

}  // namespace

double cpu_seconds_of(const rusage& usage) { return seconds_of(usage.ru_utime) + seconds_of(usage.ru_stime); }

pid_t start_listed(const std::function<pid_t()>& start) {
    const std::lock_guard lock(running_mutex);
    if (stopping) {
        errno = ECANCELED;
        return -1;
    }
    const pid_t pid = start();
    if (pid > 0) running.push_back(pid);
    return pid;
}

void unlist(pid_t pid) {
    const std::lock_guard lock(running_mutex);
    running.erase(std::remove(running.begin(), running.end(), pid), running.end());
}

bool any_listed() {
    const std::lock_guard lock(running_mutex);
    return !running.empty();
}

double sweep_orphans() {
    double cpu_seconds = 0;
    for (int round = 0; round < 64; ++round) {
        std::vector<pid_t> orphans;
        {
            const std::lock_guard lock(running_mutex);
            orphans = adopted_orphans();
        }
        if (orphans.empty()) break;
        for (const pid_t pid : orphans) ::kill(-pid, SIGKILL), ::kill(pid, SIGKILL);
        for (const pid_t pid : orphans) {
            rusage usage{};
            while (::wait4(pid, nullptr, 0, &usage) < 0 && errno == EINTR) {
            }
            cpu_seconds += cpu_seconds_of(usage);
        }
    }
    return cpu_seconds;
}

void stop_all() {
    {
        const std::lock_guard lock(running_mutex);
        stopping = true;
        for (const pid_t pid : running) ::kill(-pid, SIGKILL);
    }
    // Once the threads that wait for the programs have reaped them, whatever
    // escaped their groups has been handed to us, and the sweep finds it.
    for (int wait = 0; wait < 300 && any_listed(); ++wait) ::usleep(10'000);
    sweep_orphans();
}

double waiting_of_tree(pid_t keeper) {
    double seconds = 0;
    each_in_tree(keeper, [&](pid_t pid, const std::string& proc) {
        if (pid == keeper) return true;
        std::istringstream fields(sandbox::read_text(proc + "/schedstat"));  // running, waiting, slices
        double running = 0, waiting = 0;
        if (fields >> running >> waiting) seconds += waiting / 1e9;
        return true;
    });
    return seconds;
}

bool stop_requested() {
    const std::lock_guard lock(running_mutex);
    return stopping;
}

TreeUsage usage_of_tree(pid_t keeper) {
    TreeUsage usage;
    long long ticks = 0;
    each_in_tree(keeper, [&](pid_t pid, const std::string& proc) {
        const std::string stat = sandbox::read_text(proc + "/stat");
        if (stat.empty()) return false;  // gone meanwhile
        usage.known = true;
        const StatFigures figures = figures_of(stat);
        ticks += figures.ticks;
        usage.tasks += std::max(1L, figures.threads);
        if (pid != keeper) usage.pss_kib += pss_kib_of(sandbox::read_text(proc + "/smaps_rollup"));
        return true;
    });
#ifdef __linux__
    static const long ticks_per_second = ::sysconf(_SC_CLK_TCK);
    usage.cpu_seconds = static_cast<double>(ticks) / static_cast<double>(ticks_per_second > 0 ? ticks_per_second : 100);
#endif
    return usage;
}

long tasks_of_user(uid_t uid) {
#ifdef __linux__
    DIR* dir = ::opendir("/proc");
    if (!dir) return -1;
    long tasks = 0;
    const std::string real_uid = "\nUid:\t" + std::to_string(uid) + "\t";
    while (const dirent* entry = ::readdir(dir)) {
        if (entry->d_name[0] < '1' || entry->d_name[0] > '9') continue;
        const std::string status = sandbox::read_text(std::string("/proc/") + entry->d_name + "/status");
        if (status.find(real_uid) == std::string::npos) continue;
        tasks += std::max(1L, field_kib(status, "\nThreads:"));
    }
    ::closedir(dir);
    return tasks;
#else
    (void)uid;
    return -1;
#endif
}

}  // namespace sudoku::process_tree
