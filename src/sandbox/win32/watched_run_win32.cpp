#include "watched_run_win32.hpp"

namespace sudoku {
namespace {

using Clock = std::chrono::steady_clock;
constexpr DWORD kWatchEveryMs = 10;

double seconds_of(LARGE_INTEGER hundreds_of_ns) { return static_cast<double>(hundreds_of_ns.QuadPart) / 1e7; }

std::size_t size_of(HANDLE file) {
    LARGE_INTEGER size{};
    GetFileSizeEx(file, &size);
    return static_cast<std::size_t>(size.QuadPart);
}

}  // namespace

bool under_wine() {
    static const bool wine = [] {
        const HMODULE ntdll = GetModuleHandleW(L"ntdll.dll");
        return ntdll && GetProcAddress(ntdll, "wine_get_version") != nullptr;
    }();
    return wine;
}

void WatchedJob::watch(Clock::time_point started) {
    while (!look(started)) {
    }
}

// Waits up to 10 ms for the program, then looks at every limit; true when
// the watch is over.
bool WatchedJob::look(Clock::time_point started) {
    const bool exited = WaitForSingleObject(process_, kWatchEveryMs) == WAIT_OBJECT_0;
    read_memory_messages();
    result_.output_overflow = size_of(spill_) > limits_.output_bytes;
    result_.cpu_limit_hit = cpu_seconds() >= limits_.cpu_seconds;
    result_.wall_seconds = std::chrono::duration<double>(Clock::now() - started).count();
    result_.wall_limit_hit = !exited && result_.wall_seconds >= wall_limit(limits_);
    result_.interrupted = stopping_();
    return exited || result_.memory_limit_hit || result_.output_overflow || result_.cpu_limit_hit || result_.wall_limit_hit ||
           result_.interrupted;
}

// The job's completion port says when a process or the job met the memory limit.
void WatchedJob::read_memory_messages() {
    DWORD message = 0;
    ULONG_PTR key = 0;
    LPOVERLAPPED detail = nullptr;
    while (GetQueuedCompletionStatus(job_.port.get(), &message, &key, &detail, 0))
        if (message == JOB_OBJECT_MSG_JOB_MEMORY_LIMIT || message == JOB_OBJECT_MSG_PROCESS_MEMORY_LIMIT) result_.memory_limit_hit = true;
}

// User and kernel time of every process the job ever held.
double WatchedJob::cpu_seconds() const {
    JOBOBJECT_BASIC_ACCOUNTING_INFORMATION accounting{};
    QueryInformationJobObject(job_.job.get(), JobObjectBasicAccountingInformation, &accounting, sizeof accounting, nullptr);
    return seconds_of(accounting.TotalUserTime) + seconds_of(accounting.TotalKernelTime);
}

// Whatever the program left running goes with it.
void WatchedJob::end() {
    TerminateJobObject(job_.job.get(), 1);
    WaitForSingleObject(process_, INFINITE);
}

void WatchedJob::collect() {
    DWORD exit_code = 0;
    GetExitCodeProcess(process_, &exit_code);
    result_.exit_code = static_cast<int>(exit_code);
    result_.cpu_seconds = cpu_seconds();
    result_.cpu_time_unknown = under_wine();
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION used{};
    QueryInformationJobObject(job_.job.get(), JobObjectExtendedLimitInformation, &used, sizeof used, nullptr);
    result_.peak_kib = static_cast<long>(used.PeakJobMemoryUsed >> 10);
    if (limits_.memory_kib > 0 && used.PeakJobMemoryUsed >= (limits_.memory_kib << 10)) result_.memory_limit_hit = true;
    result_.output->size = size_of(spill_);
}

}  // namespace sudoku
