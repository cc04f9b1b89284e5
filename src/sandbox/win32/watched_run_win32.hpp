// One run being watched (private to the process module, Windows): the
// program's process and its job (spawn_win32.hpp), looked at every 10 ms
// until it exits or passes a limit, then the whole job killed and what it
// used read from the job's accounting.
#pragma once

#include <chrono>
#include <functional>

#include "spawn_win32.hpp"

namespace sudoku {

class WatchedJob {
public:
    // `stopping` says whether stop_every_program() has been called.
    WatchedJob(const spawn::Job& job, HANDLE process, HANDLE spill, const ProcessLimits& limits, ProcessResult& result,
               std::function<bool()> stopping)
        : job_(job), process_(process), spill_(spill), limits_(limits), result_(result), stopping_(std::move(stopping)) {}

    // Until the program exits, a limit is hit or the run is stopped.
    void watch(std::chrono::steady_clock::time_point started);
    // Kills whatever the job still holds and waits for the program.
    void end();
    // The exit code, CPU time, memory peak and output size, once it has ended.
    void collect();

private:
    bool look(std::chrono::steady_clock::time_point started);
    void read_memory_messages();
    double cpu_seconds() const;

    const spawn::Job& job_;
    HANDLE process_, spill_;
    const ProcessLimits& limits_;
    ProcessResult& result_;
    std::function<bool()> stopping_;
};

// Wine runs Windows programs but reports no CPU time or memory of another
// process (job accounting and GetProcessTimes give 0): its ntdll says who it is.
bool under_wine();

}  // namespace sudoku
