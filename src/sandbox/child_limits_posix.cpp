#include "child_limits_posix.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>

#include "process_tree_posix.hpp"

namespace sudoku::spawn {
namespace {

using Resource = decltype(RLIMIT_CPU);  // an enum in glibc's C++, an int elsewhere

// `wanted`, or the hard limit sudoku has when that is lower: only a
// privileged process may raise its hard limit, and setrlimit would refuse.
rlim_t within_hard_limit(Resource resource, rlim_t wanted) {
    rlimit current{};
    if (::getrlimit(resource, &current) != 0 || current.rlim_max == RLIM_INFINITY) return wanted;
    return wanted == RLIM_INFINITY ? current.rlim_max : std::min(wanted, current.rlim_max);
}

rlim_t bytes_of_kib(std::size_t kib) { return kib == 0 ? RLIM_INFINITY : static_cast<rlim_t>(kib) << 10; }

// RLIMIT_NPROC counts every task of the real uid in the user namespace (its
// ancestors' counts checked too), and root is exempt: in a user namespace of
// the run's own only the run's tasks count, keepers included as a cgroup
// counts them; outside one, the uid's other tasks count too (sudoku's own
// threads, and runs side by side, which share the cap), so the run gets
// kMaxProcesses on top of what the uid had at the first run (counted once: a
// count costs 1.5 ms of /proc), and the /proc watcher counts the run's own.
rlim_t process_limit(bool user_namespace) {
    if (::geteuid() == 0) return 0;
    if (user_namespace) return kMaxProcesses;
    static const long tasks = process_tree::tasks_of_user(::getuid());
    return tasks < 0 ? 0 : static_cast<rlim_t>(tasks) + kMaxProcesses;
}

void set_limit(Resource resource, rlim_t soft, rlim_t hard) {
    const rlimit value{soft, hard};
    ::setrlimit(resource, &value);
}

}  // namespace

ChildLimits child_limits(const ProcessLimits& limits, bool in_cgroup, bool user_namespace) {
    ChildLimits child;
    child.cpu_seconds = static_cast<rlim_t>(std::ceil(limits.cpu_seconds)) + 1;
#ifndef __linux__
    if (limits.memory_kib > 0) child.address_space = static_cast<rlim_t>(limits.memory_kib) << 10;
#endif
    child.stack = within_hard_limit(RLIMIT_STACK, bytes_of_kib(stack_limit_kib(limits)));
    child.file_size = within_hard_limit(RLIMIT_FSIZE, static_cast<rlim_t>(limits.output_bytes));
    child.open_files = within_hard_limit(RLIMIT_NOFILE, kMaxOpenFiles);
    if (!in_cgroup) child.processes = process_limit(user_namespace);
    if (child.processes > 0) child.processes = within_hard_limit(RLIMIT_NPROC, child.processes);
    return child;
}

void set_child_limits(const ChildLimits& limits) {
    if (limits.cpu_seconds > 0) set_limit(RLIMIT_CPU, limits.cpu_seconds, limits.cpu_seconds + 1);
    if (limits.address_space > 0) set_limit(RLIMIT_AS, limits.address_space, limits.address_space);
    if (limits.processes > 0) set_limit(RLIMIT_NPROC, limits.processes, limits.processes);
    set_limit(RLIMIT_STACK, limits.stack, limits.stack);
    set_limit(RLIMIT_FSIZE, limits.file_size, limits.file_size);
    set_limit(RLIMIT_NOFILE, limits.open_files, limits.open_files);
    // No core file, as isolate sets it: a crash is judged RE, and a dump would
    // take time and leave a file where the run has no box.
    set_limit(RLIMIT_CORE, 0, 0);
}

int count_children() {
    int count = 0;
#if defined(__linux__)
    const int fd = ::open("/proc/thread-self/children", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    bool in_number = false;
    char text[4096];
    for (ssize_t n; (n = ::read(fd, text, sizeof text)) > 0;)
        for (ssize_t i = 0; i < n; ++i) {
            const bool digit = text[i] >= '0' && text[i] <= '9';
            count += digit && !in_number;
            in_number = digit;
        }
    ::close(fd);
#endif
    return count;
}

}  // namespace sudoku::spawn
