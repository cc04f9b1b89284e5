// Starting a contestant's program (private to the process module, Windows):
// the program found as cmd.exe finds it, its command line quoted as
// CommandLineToArgvW reads it back, and the program started suspended,
// put in a Job Object of its own and only then let run, so that nothing it
// starts escapes the job.
//
//   sudoku (runner thread)
//     └─ job        KILL_ON_JOB_CLOSE, the memory limit; a completion port
//        └─ program its own process group (Ctrl-C is sudoku's to handle),
//                   stdin from the test, stdout to the spill, stderr a pipe
#pragma once

#include <windows.h>

#include <optional>
#include <string>
#include <vector>

#include "sudoku/sandbox/process.hpp"

namespace sudoku::spawn {

// A handle closed when it goes out of scope.
class Handle {
public:
    explicit Handle(HANDLE handle = nullptr) : handle_(handle) {}
    Handle(const Handle&) = delete;
    Handle& operator=(const Handle&) = delete;
    Handle(Handle&& other) noexcept : handle_(other.release()) {}
    Handle& operator=(Handle&& other) noexcept {
        if (this != &other) reset(other.release());
        return *this;
    }
    ~Handle() { reset(); }
    HANDLE get() const { return handle_; }
    bool valid() const { return handle_ && handle_ != INVALID_HANDLE_VALUE; }
    void reset(HANDLE handle = nullptr) {
        if (valid()) CloseHandle(handle_);
        handle_ = handle;
    }
    HANDLE release() {
        const HANDLE handle = handle_;
        handle_ = nullptr;
        return handle;
    }

private:
    HANDLE handle_;
};

std::wstring widen(const std::string& text);

// What CreateProcessW is given: the program's path (cmd.exe for a batch
// file, as cmd.exe itself runs one) and the whole command line.
struct Launch {
    std::wstring application, command_line;
};
// argv[0] found as cmd.exe finds it (the current directory, then PATH's,
// each name tried with PATHEXT's extensions); nullopt when it is not found.
std::optional<Launch> launch_for(const std::vector<std::string>& argv);
// Why `program` was not found, in the words a POSIX shell would use: "no
// such file or directory" for a path, else "command not found".
std::string why_not_found(const std::string& program);

// The run's files: its input, the spill its stdout goes to (deleted when
// its last handle closes) and the pipe of its stderr. The child's ends are
// closed once it has started.
struct RunFiles {
    Handle input, spill, errors, output_child, errors_child;
};
bool open_run_files(const std::string& input_path, RunFiles& files);

// The Job Object a run is in, with the completion port it reports to (the
// memory limit hit) and its limits set: the whole tree killed when the job
// closes, the memory limit (when there is one) Windows' to enforce.
struct Job {
    Handle job, port;
};
Job make_job(const ProcessLimits& limits);

// Starts the program suspended, in a process group of its own, with the
// run's three handles, and puts it in `job`; the caller resumes its thread.
// The handles are inheritable only meanwhile and the child's ends closed
// after, so the caller holds off every other start (the process module's
// lock): no other run's program may inherit them. The process, or the
// CreateProcess error code.
struct Started {
    Handle process, thread;
    DWORD error = 0;
};
Started start_in_job(const Launch& launch, RunFiles& files, const Job& job);

}  // namespace sudoku::spawn
