// process.hpp on Windows: each program in a Job Object of its own, so that
// the CPU time and the memory peak are those of every process it starts,
// the job's memory limit is Windows' to enforce, and the whole tree is
// killed at a limit, at the end and on Ctrl-C (KILL_ON_JOB_CLOSE).
// A run is set up and started (spawn_win32.cpp), watched and collected
// (watched_run_win32.cpp); what is here is the run's order and the jobs
// running now, for stop_every_program().
#include "sudoku/sandbox/process.hpp"

#include <fcntl.h>
#include <io.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <mutex>
#include <set>
#include <thread>

#include "spawn_win32.hpp"
#include "watched_run_win32.hpp"
#include "system_words.hpp"

namespace sudoku {
namespace {

using Clock = std::chrono::steady_clock;
using spawn::Handle;

// The jobs of the programs running now, for stop_every_program(); the lock
// also holds off every other start while one program inherits its handles.
std::mutex jobs_mutex;
std::set<HANDLE> running_jobs;
bool stopping = false;

bool stop_requested() {
    const std::lock_guard lock(jobs_mutex);
    return stopping;
}

// The program's stderr: the first kKeptErrorBytes kept, the rest counted and dropped.
void drain_errors(HANDLE pipe, ProcessResult& result) {
    char chunk[4096];
    DWORD n = 0;
    while (ReadFile(pipe, chunk, sizeof chunk, &n, nullptr) && n > 0) {
        const std::size_t keep = std::min<std::size_t>(n, kKeptErrorBytes - std::min(kKeptErrorBytes, result.error_start.size()));
        result.error_start.append(chunk, keep);
        result.error_bytes += n;
    }
}

// The spill as the descriptor SpilledOutput reads (the C runtime's, over the handle it takes).
std::shared_ptr<SpilledOutput> spilled_output(Handle& spill) {
    return std::make_shared<SpilledOutput>(_open_osfhandle(reinterpret_cast<intptr_t>(spill.release()), _O_RDWR | _O_BINARY));
}

// Starts the program in its job and lists the job, unless the run is
// being stopped; the program runs from here on. False with the reason in `result`.
bool start_listed(const std::vector<std::string>& argv, const spawn::Launch& launch, spawn::RunFiles& files,
                  const spawn::Job& job, spawn::Started& started, ProcessResult& result) {
    {
        const std::lock_guard lock(jobs_mutex);
        if (stopping) return result.interrupted = true, false;
        started = spawn::start_in_job(launch, files, job);
        if (started.error != 0) {
            result.start_error = {"cannot run", argv[0], "CreateProcess failed (error " + std::to_string(started.error) + ")"};
            return false;
        }
        running_jobs.insert(job.job.get());
    }
    ResumeThread(started.thread.get());
    return true;
}

void unlist(const spawn::Job& job) {
    const std::lock_guard lock(jobs_mutex);
    running_jobs.erase(job.job.get());
}

}  // namespace

SpilledOutput::~SpilledOutput() {
    if (fd_ >= 0) _close(fd_);
}

int SpilledOutput::rewound() const {
    _lseeki64(fd_, 0, SEEK_SET);
    return fd_;
}

long SpilledOutput::read_some(char* data, std::size_t size) const {
    return _read(fd_, data, static_cast<unsigned>(std::min<std::size_t>(size, 1u << 30)));
}

SandboxReport probe_sandbox(Sandbox wanted) {
    SandboxReport report;
    report.description = under_wine() ? "Job Object under Wine, which reports no CPU time or memory of a run: TLE only at "
                                        "the wall clock, no MLE"
                                      : "Job Object (CPU time, memory and every process of a run counted by Windows)";
    if (wanted == Sandbox::cgroup) report.error = "no cgroups on Windows: --sandbox=cgroup cannot be had (a Job Object is)";
    return report;
}

ProcessResult run_process(const std::vector<std::string>& argv, const std::string& input_path, const ProcessLimits& limits) {
    ProcessResult result;
    if (argv.empty()) return result.start_error = {"no command", "", ""}, result;
    const auto launch = spawn::launch_for(argv);
    if (!launch) return result.start_error = {"cannot run", argv[0], spawn::why_not_found(argv[0])}, result;
    spawn::RunFiles files;
    if (!spawn::open_run_files(input_path, files))
        return result.start_error = {"cannot set up the run's files", "", sandbox::error_text(EIO)}, result;
    const HANDLE spill = files.spill.get();  // SpilledOutput's to close from here on
    result.output = spilled_output(files.spill);
    const spawn::Job job = spawn::make_job(limits);

    spawn::Started started;
    if (!start_listed(argv, *launch, files, job, started, result)) return result;
    std::thread error_reader([&] { drain_errors(files.errors.get(), result); });
    WatchedJob run(job, started.process.get(), spill, limits, result, stop_requested);
    run.watch(Clock::now());
    run.end();
    unlist(job);
    error_reader.join();
    run.collect();
    return result;
}

std::optional<std::string> why_cannot_run(const std::string& program) {
    if (!spawn::launch_for({program})) return spawn::why_not_found(program);
    return std::nullopt;
}

bool adopt_orphaned_descendants() { return false; }  // a job holds every descendant already

void stop_every_program() {
    const std::lock_guard lock(jobs_mutex);
    stopping = true;
    for (const HANDLE job : running_jobs) TerminateJobObject(job, 1);
}

int usable_processors() {
    DWORD_PTR process_mask = 0, system_mask = 0;
    if (GetProcessAffinityMask(GetCurrentProcess(), &process_mask, &system_mask) && process_mask != 0)
        return static_cast<int>(std::popcount(static_cast<unsigned long long>(process_mask)));
    return std::max(1u, std::thread::hardware_concurrency());
}

std::string signal_name(int signal) { return "signal " + std::to_string(signal); }  // Windows has none

}  // namespace sudoku
