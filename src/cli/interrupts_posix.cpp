#include "interrupts.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

#include "sudoku/sandbox/process.hpp"

namespace sudoku::cli {
namespace {

constexpr int kHandled[] = {SIGINT, SIGTERM, SIGHUP};

std::mutex scratch_mutex;
std::vector<std::string> scratch_files;

// The self-pipe: a handler may only write(), so it hands the signal to the watcher.
int signal_pipe[2] = {-1, -1};

std::atomic<bool> finish_wanted{false};  // finish_on_signal() was called
std::atomic<int> signal_to_finish{0};  // the signal the command finishes before dying of

extern "C" void on_signal(int signal) {
    const unsigned char number = static_cast<unsigned char>(signal);
    [[maybe_unused]] const auto written = ::write(signal_pipe[1], &number, 1);
}

// Kills what runs, removes the scratch files, and dies of `signal`.
[[noreturn]] void stop_and_die(int signal) {
    stop_every_program();
    {
        const std::lock_guard lock(scratch_mutex);
        for (const auto& path : scratch_files) ::unlink(path.c_str());
    }
    ::signal(signal, SIG_DFL);
    ::raise(signal);
    ::_exit(128 + signal);  // should the signal not end it after all
}

// A pipe on stdout whose reader went away (`| head -1`) shows as POLLERR.
bool output_reader_gone() {
    pollfd out{STDOUT_FILENO, 0, 0};
    return ::poll(&out, 1, 0) > 0 && (out.revents & POLLERR);
}

void watch() {
    for (;;) {
        pollfd signals{signal_pipe[0], POLLIN, 0};
        if (::poll(&signals, 1, 100) > 0) {
            unsigned char number = 0;
            if (::read(signal_pipe[0], &number, 1) == 1) {
                int none = 0;
                if (!finish_wanted || !signal_to_finish.compare_exchange_strong(none, number)) stop_and_die(number);
                stop_every_program();  // the command sees finishing() before its run comes back
            }
        }
        if (output_reader_gone()) stop_and_die(SIGPIPE);
    }
}

}  // namespace

InterruptGuard::InterruptGuard() {
    // A parent that ignores SIGCHLD would have every child reaped unseen.
    ::signal(SIGCHLD, SIG_DFL);
    // Writes to a broken stdout fail with EPIPE and are handled, not fatal.
    ::signal(SIGPIPE, SIG_IGN);
    adopt_orphaned_descendants();
    if (::pipe(signal_pipe) != 0) return;  // then the signals keep their default, fatal action
    for (const int end : signal_pipe) ::fcntl(end, F_SETFD, FD_CLOEXEC);
    try {
        std::thread(watch).detach();
    } catch (const std::system_error&) {
        return;  // no thread to be had: likewise
    }
    struct sigaction action {};
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (const int signal : kHandled) ::sigaction(signal, &action, nullptr);
}

InterruptGuard::~InterruptGuard() = default;  // the watcher goes with the process

void InterruptGuard::remove_on_signal(const std::string& path) {
    const std::lock_guard lock(scratch_mutex);
    scratch_files.push_back(path);
}

void InterruptGuard::broken_output() { stop_and_die(SIGPIPE); }

void InterruptGuard::wait_for_the_end() {
    for (;;) ::pause();
}

void InterruptGuard::finish_on_signal() { finish_wanted = true; }

bool InterruptGuard::finishing() { return signal_to_finish != 0; }

void InterruptGuard::die_of_the_signal() { stop_and_die(signal_to_finish); }

}  // namespace sudoku::cli
