// For the commands that run programs (`test`, `stress`): nothing they start
// outlives them. On SIGINT, SIGTERM or SIGHUP, and when stdout breaks (a
// reader such as `head -1` that went away), every running program is killed
// with its process group and what escaped it, the scratch files are removed,
// and sudoku dies of the same signal, so that its parent sees 128+N as
// usual. Programs are also reset to SIGCHLD's default, so that a parent that
// ignores it cannot make every run look like a crash.
//
// A command with work worth keeping (`shrink`, and `stress --shrink` while
// it shrinks) asks to finish on a signal instead: the first SIGINT, SIGTERM
// or SIGHUP kills every running program as above and nothing more starts,
// but sudoku lives on until the command has written what it has, then dies
// of the signal. A second signal ends it at once.
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

    // From now on, finish on a signal (above) instead of dying of it.
    static void finish_on_signal();
    // A signal came after finish_on_signal(): the runs it stopped, and any
    // since, are no verdicts, and the command should write what it has.
    static bool finishing();
    // Removes the scratch files and dies of that signal.
    [[noreturn]] static void die_of_the_signal();
};

}  // namespace sudoku::cli
