// interrupts.hpp on Windows: Ctrl-C, Ctrl-Break and a closed console end the
// run as a signal does on POSIX systems: every program's job killed, the
// scratch files removed, and sudoku exits with STATUS_CONTROL_C_EXIT, as a
// Windows program ended by Ctrl-C does.
#include "interrupts.hpp"

#include <windows.h>

#include <atomic>
#include <mutex>
#include <vector>

#include "sudoku/sandbox/process.hpp"

namespace sudoku::cli {
namespace {

constexpr UINT kControlCExit = 0xC000013A;  // STATUS_CONTROL_C_EXIT

std::mutex scratch_mutex;
std::vector<std::string> scratch_files;

[[noreturn]] void stop_and_exit() {
    stop_every_program();
    {
        const std::lock_guard lock(scratch_mutex);
        for (const auto& path : scratch_files) DeleteFileA(path.c_str());
    }
    ExitProcess(kControlCExit);
}

std::atomic<bool> finish_on_control{false};
std::atomic<bool> control_to_finish{false};

BOOL WINAPI on_control(DWORD) {
    if (!finish_on_control || control_to_finish.exchange(true)) stop_and_exit();
    stop_every_program();  // the command sees finishing() before its run comes back
    return TRUE;
}

}  // namespace

InterruptGuard::InterruptGuard() { SetConsoleCtrlHandler(on_control, TRUE); }

InterruptGuard::~InterruptGuard() { SetConsoleCtrlHandler(on_control, FALSE); }

void InterruptGuard::remove_on_signal(const std::string& path) {
    const std::lock_guard lock(scratch_mutex);
    scratch_files.push_back(path);
}

void InterruptGuard::broken_output() { stop_and_exit(); }

void InterruptGuard::wait_for_the_end() {
    for (;;) Sleep(INFINITE);
}

void InterruptGuard::finish_on_signal() { finish_on_control = true; }

bool InterruptGuard::finishing() { return control_to_finish; }

void InterruptGuard::die_of_the_signal() { stop_and_exit(); }

}  // namespace sudoku::cli
