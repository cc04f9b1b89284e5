#include "watched_run_posix.hpp"

#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

#include "process_tree_posix.hpp"
#include "spawn_posix.hpp"

namespace sudoku {
namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kWatchEvery = std::chrono::milliseconds(10);
// How long a keeper has, after the kill at a limit, to reap what ran and end.
constexpr auto kEndingAtMost = std::chrono::seconds(2);

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

}  // namespace


// Appends what the stdout pipe holds now to the spill; false at its end or past the limit.
bool WatchedRun::copy_output() {
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
bool WatchedRun::keep_errors() {
    char chunk[1 << 16];
    const ssize_t n = read_some(errors, chunk, sizeof chunk);
    if (n <= 0) return n < 0;
    const auto size = static_cast<std::size_t>(n);
    if (result_.error_start.size() < kKeptErrorBytes)
        result_.error_start.append(chunk, std::min(size, kKeptErrorBytes - result_.error_start.size()));
    result_.error_bytes += size;
    return true;
}

// Takes the keeper's report (spawn_posix.hpp); false at the report's end, which
// comes when the keeper exits (it holds the only write end).
bool WatchedRun::read_status() {
    spawn::Report report;
    const ssize_t n = read_some(status, reinterpret_cast<char*>(&report), sizeof report);
    if (n != static_cast<ssize_t>(sizeof report)) return n != 0;  // nothing yet, or the end
    switch (report.kind) {
        case spawn::Report::exited: status_read_ = true, wait_status_ = report.value; break;
        case spawn::Report::exec_failed: exec_error_ = report.value; break;
        case spawn::Report::kill_at_limit: victim_ = victim_ != 0 ? victim_ : report.value; break;
        case spawn::Report::too_many_processes: keeper_counted_too_many_ = true; break;
    }
    return true;
}

// The CPU time and memory so far, and the limits they may have passed.
void WatchedRun::look() {
    ::kill(keeper_, SIGCONT);  // a program that stopped its keeper (outside a namespace) does not stop the run
    long tasks = 0;
    if (group_) {
        sampled_cpu_ = group_->cpu_seconds();
        result_.peak_kib = std::max(result_.peak_kib, group_->peak_kib());  // its limit is the kernel's
        if (!group_->caps_processes()) tasks = process_tree::usage_of_tree(keeper_).tasks;
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
        tasks = usage.tasks;
    }
    // What a cgroup's pids.max would have refused: root is exempt from
    // RLIMIT_NPROC, and outside a user namespace it counts the uid's others.
    if (tasks > kMaxProcesses) result_.process_limit_hit = true;
    if (sampled_cpu_ >= limits_.cpu_seconds) result_.cpu_limit_hit = true;
}

// After the keeper ended: what is in the pipes, and no more.
void WatchedRun::drain() {
    for (pollfd readable{output, POLLIN, 0}; ::poll(&readable, 1, 0) > 0; readable.revents = 0)
        if (!copy_output()) break;
    for (pollfd readable{errors, POLLIN, 0}; ::poll(&readable, 1, 0) > 0; readable.revents = 0)
        if (!keep_errors()) break;
    if (!status_read_) read_status();
}

void WatchedRun::watch(Clock::time_point started) {
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
            result_.waiting_seconds = process_tree::waiting_of_tree(keeper_);
            return;
        }
        if (!open[2]) return drain();
        if (now >= next_look) {
            next_look = now + kWatchEvery;
            if (has_exited(keeper_)) return drain();
            look();
            if (result_.cpu_limit_hit || result_.memory_limit_hit || result_.process_limit_hit) return;
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

// At a limit: kills what the keeper named (the program's group; a second
// keeper, pid 1 of a namespace), else the keeper (pid 1 of one), and waits a
// while for the keeper to reap it all and end, so that the time of all of
// it is this run's; a keeper that does not end in time is killed too.
void WatchedRun::stop_at_limit() {
    if (victim_ > 0 && !status_read_) {
        ::kill(-victim_, SIGKILL);
        ::kill(victim_, SIGKILL);
    } else {
        ::kill(keeper_, SIGKILL);
    }
    const auto until = Clock::now() + kEndingAtMost;
    for (bool open = true; open && Clock::now() < until && !has_exited(keeper_);) {
        ::kill(keeper_, SIGCONT);
        pollfd readable{status, POLLIN, 0};
        if (::poll(&readable, 1, 10) > 0) open = read_status();
    }
    ::kill(-keeper_, SIGKILL);
}

void WatchedRun::reap() {
    const bool killed = result_.cpu_limit_hit || result_.wall_limit_hit || result_.memory_limit_hit || result_.output_overflow ||
                        result_.process_limit_hit;
    if (killed) stop_at_limit();
    int keeper_status = 0;
    rusage usage{};
    while (::wait4(keeper_, &keeper_status, 0, &usage) < 0 && errno == EINTR) {
    }
    ::kill(-keeper_, SIGKILL);  // what it left running in its group goes with it
    if (group_) group_->kill_all();
    process_tree::unlist(keeper_);
    if (!killed && !status_read_) read_status();
    if (keeper_counted_too_many_) result_.process_limit_hit = true;  // the keeper ended them as it would anyway
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

}  // namespace sudoku
