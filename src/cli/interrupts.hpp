// For the commands that run programs (`test`, `stress`): nothing they start
// outlives them. On SIGINT, SIGTERM or SIGHUP, and when stdout breaks (a
// reader such as `head -1` that went away), every running program is killed
// with its process group and what escaped it, the scratch files are removed,
// and sudoku dies of the same signal, so that its parent sees 128+N as
// usual. Programs are also reset to SIGCHLD's default, so that a parent that
// ignores it cannot make every run look like a crash.
#pragma once

#include <string>

namespace sudoku::cli {

class InterruptGuard {
public:
    // Handlers hand the signals to a watcher thread, which also notices a
    // reader of stdout that went away while a test still runs.
    InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;
    ~InterruptGuard();

    // A file to remove when a signal ends the run (and no sooner).
    void remove_on_signal(const std::string& path);

    // Stdout broke: stop everything as for a signal, and die of SIGPIPE.
    [[noreturn]] void broken_output();

    // For a thread whose run was ended by the stop: waits for sudoku to die
    // of the signal, so that nothing (a made-up verdict, a saved input) is
    // printed or written after it.
    [[noreturn]] static void wait_for_the_end();
};

}  // namespace sudoku::cli
