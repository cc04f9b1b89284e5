// process.hpp on Windows: each program in a Job Object of its own, so that
// the CPU time and the memory peak are those of every process it starts,
// the job's memory limit is Windows' to enforce, and the whole tree is
// killed at a limit, at the end and on Ctrl-C (KILL_ON_JOB_CLOSE).
#include "sudoku/judging/process.hpp"

#include <fcntl.h>
#include <io.h>
#include <windows.h>

#include <algorithm>
#include <initializer_list>
#include <chrono>
#include <mutex>
#include <set>
#include <thread>

#include "sudoku/io/messages.hpp"

namespace sudoku {
namespace {

using Clock = std::chrono::steady_clock;
constexpr DWORD kWatchEveryMs = 10;

std::wstring widen(const std::string& text) {
    if (text.empty()) return {};
    const int n = MultiByteToWideChar(CP_UTF8, 0, text.data(), static_cast<int>(text.size()), nullptr, 0);
    std::wstring wide(static_cast<std::size_t>(n), L'\0');
    MultiByteToWideChar(CP_UTF8, 0, text.data(), static_cast<int>(text.size()), wide.data(), n);
    return wide;
}

// One argument, quoted so that CommandLineToArgvW (and the C runtime) read
// it back as it was: backslashes doubled only before a quote.
std::wstring quoted(const std::wstring& arg) {
    if (!arg.empty() && arg.find_first_of(L" \t\n\v\"") == std::wstring::npos) return arg;
    std::wstring out = L"\"";
    std::size_t backslashes = 0;
    for (const wchar_t c : arg) {
        if (c == L'\\') {
            ++backslashes;
            continue;
        }
        out.append(c == L'"' ? 2 * backslashes + 1 : backslashes, L'\\');
        backslashes = 0;
        out.push_back(c);
    }
    out.append(2 * backslashes, L'\\');
    return out + L"\"";
}

bool is_file(const std::wstring& path) {
    const DWORD attributes = GetFileAttributesW(path.c_str());
    return attributes != INVALID_FILE_ATTRIBUTES && !(attributes & FILE_ATTRIBUTE_DIRECTORY);
}

std::wstring lower(std::wstring text) {
    std::transform(text.begin(), text.end(), text.begin(), [](wchar_t c) { return c >= L'A' && c <= L'Z' ? c + 32 : c; });
    return text;
}

std::wstring environment(const wchar_t* name, const wchar_t* otherwise) {
    const DWORD n = GetEnvironmentVariableW(name, nullptr, 0);
    if (n == 0) return otherwise;
    std::wstring value(n, L'\0');
    value.resize(GetEnvironmentVariableW(name, value.data(), n));
    return value;
}

std::vector<std::wstring> split(const std::wstring& list) {
    std::vector<std::wstring> parts;
    std::size_t start = 0;
    for (std::size_t end; (end = list.find(L';', start)) != std::wstring::npos; start = end + 1)
        if (end > start) parts.push_back(list.substr(start, end - start));
    if (start < list.size()) parts.push_back(list.substr(start));
    return parts;
}

// The program as cmd.exe finds it: a name with a directory as given, else
// the current directory and then PATH's, in order; a name without an
// extension tried with each of PATHEXT's (.COM;.EXE;.BAT;.CMD by default).
std::optional<std::wstring> find_program(const std::string& program) {
    const std::wstring name = widen(program);
    const bool has_directory = name.find_first_of(L"\\/:") != std::wstring::npos;
    const auto dot = name.find_last_of(L'.');
    const bool has_extension = dot != std::wstring::npos && name.find_first_of(L"\\/", dot) == std::wstring::npos;
    std::vector<std::wstring> extensions{L""};
    if (!has_extension) extensions = split(environment(L"PATHEXT", L".COM;.EXE;.BAT;.CMD"));
    std::vector<std::wstring> directories{L""};
    if (!has_directory) {
        directories = {L".\\"};
        for (auto& dir : split(environment(L"PATH", L""))) directories.push_back(dir.back() == L'\\' ? dir : dir + L"\\");
    }
    for (const auto& dir : directories)
        for (const auto& extension : extensions)
            if (is_file(dir + name + extension)) return dir + name + extension;
    return std::nullopt;
}

// The jobs of the programs running now, for stop_every_program().
std::mutex jobs_mutex;
std::set<HANDLE> running_jobs;
bool stopping = false;

class Handle {
public:
    explicit Handle(HANDLE handle = nullptr) : handle_(handle) {}
    Handle(const Handle&) = delete;
    Handle& operator=(const Handle&) = delete;
    ~Handle() { reset(); }
    HANDLE get() const { return handle_; }
    void reset(HANDLE handle = nullptr) {
        if (handle_ && handle_ != INVALID_HANDLE_VALUE) CloseHandle(handle_);
        handle_ = handle;
    }

private:
    HANDLE handle_;
};

HANDLE duplicate(HANDLE handle) {
    HANDLE copy = nullptr;
    DuplicateHandle(GetCurrentProcess(), handle, GetCurrentProcess(), &copy, 0, FALSE, DUPLICATE_SAME_ACCESS);
    return copy;
}

// A program inherits every inheritable handle of sudoku: its own three are
// made inheritable only under jobs_mutex, for its CreateProcess, and closed
// before the next program starts, so that no run holds another's pipe open.
void make_inheritable(std::initializer_list<HANDLE> handles) {
    for (const HANDLE handle : handles) SetHandleInformation(handle, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT);
}

// Wine runs Windows programs but reports no CPU time or memory of another
// process (job accounting and GetProcessTimes give 0): its ntdll says who it is.
bool under_wine() {
    static const bool wine = [] {
        const HMODULE ntdll = GetModuleHandleW(L"ntdll.dll");
        return ntdll && GetProcAddress(ntdll, "wine_get_version") != nullptr;
    }();
    return wine;
}

double seconds_of(LARGE_INTEGER hundreds_of_ns) { return static_cast<double>(hundreds_of_ns.QuadPart) / 1e7; }

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

}  // namespace

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
    if (argv.empty()) return result.start_error = "no command", result;
    const auto program = find_program(argv[0]);
    if (!program) return result.start_error = "cannot run " + quote_name(argv[0]) + ": command not found", result;
    std::wstring command_line;
    const std::wstring extension = lower(program->substr(program->find_last_of(L'.') + 1));
    std::wstring application = *program;
    if (extension == L"bat" || extension == L"cmd") {  // batch files run in cmd.exe, as cmd.exe itself runs them
        application = environment(L"COMSPEC", L"C:\\Windows\\System32\\cmd.exe");
        command_line = L"cmd.exe /d /s /c \"" + quoted(*program);
    } else {
        command_line = quoted(*program);
    }
    for (std::size_t i = 1; i < argv.size(); ++i) command_line += L" " + quoted(widen(argv[i]));
    if (application != *program) command_line += L"\"";

    Handle input(CreateFileW(widen(input_path).c_str(), GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr,
                             OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr));
    // The output in a temporary file removed when its last handle closes.
    wchar_t directory[MAX_PATH + 1], path[MAX_PATH + 1];
    GetTempPathW(MAX_PATH + 1, directory);
    GetTempFileNameW(directory, L"sdk", 0, path);
    const HANDLE spilled = CreateFileW(path, GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                                       nullptr, CREATE_ALWAYS, FILE_ATTRIBUTE_TEMPORARY | FILE_FLAG_DELETE_ON_CLOSE, nullptr);
    HANDLE error_read = nullptr, error_write = nullptr;
    if (input.get() == INVALID_HANDLE_VALUE || spilled == INVALID_HANDLE_VALUE || !CreatePipe(&error_read, &error_write, nullptr, 0)) {
        if (spilled != INVALID_HANDLE_VALUE) CloseHandle(spilled);
        return result.start_error = "cannot set up the run's files: " + system_error_text(EIO), result;
    }
    Handle errors(error_read), errors_child(error_write), output_child(duplicate(spilled));
    result.output = std::make_shared<SpilledOutput>(_open_osfhandle(reinterpret_cast<intptr_t>(spilled), _O_RDWR | _O_BINARY));

    Handle job(CreateJobObjectW(nullptr, nullptr));
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION job_limits{};
    job_limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE | JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION;
    if (limits.memory_kib > 0) {
        job_limits.BasicLimitInformation.LimitFlags |= JOB_OBJECT_LIMIT_JOB_MEMORY;
        job_limits.JobMemoryLimit = limits.memory_kib << 10;
    }
    SetInformationJobObject(job.get(), JobObjectExtendedLimitInformation, &job_limits, sizeof job_limits);
    Handle port(CreateIoCompletionPort(INVALID_HANDLE_VALUE, nullptr, 0, 1));
    JOBOBJECT_ASSOCIATE_COMPLETION_PORT association{job.get(), port.get()};
    SetInformationJobObject(job.get(), JobObjectAssociateCompletionPortInformation, &association, sizeof association);

    STARTUPINFOW startup{};
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = input.get();
    startup.hStdOutput = output_child.get();
    startup.hStdError = errors_child.get();
    PROCESS_INFORMATION process{};
    {
        const std::lock_guard lock(jobs_mutex);
        if (stopping) return result.interrupted = true, result;
        // Suspended until it is in the job, so that nothing it starts escapes
        // the job; a process group of its own, so that Ctrl-C is sudoku's to handle.
        make_inheritable({input.get(), output_child.get(), errors_child.get()});
        const BOOL started = CreateProcessW(application.c_str(), command_line.data(), nullptr, nullptr, TRUE,
                                            CREATE_SUSPENDED | CREATE_NEW_PROCESS_GROUP | CREATE_UNICODE_ENVIRONMENT,
                                            nullptr, nullptr, &startup, &process);
        const DWORD error = GetLastError();
        errors_child.reset();
        output_child.reset();
        input.reset();
        if (!started)
            return result.start_error = "cannot run " + quote_name(argv[0]) + ": CreateProcess failed (error " +
                                        std::to_string(error) + ")",
                   result;
        AssignProcessToJobObject(job.get(), process.hProcess);
        running_jobs.insert(job.get());
    }
    Handle process_handle(process.hProcess), thread(process.hThread);
    ResumeThread(thread.get());
    std::thread error_reader([&] { drain_errors(errors.get(), result); });

    const auto start = Clock::now();
    const double wall = wall_limit(limits);
    JOBOBJECT_BASIC_ACCOUNTING_INFORMATION accounting{};
    const auto cpu_now = [&] {
        QueryInformationJobObject(job.get(), JobObjectBasicAccountingInformation, &accounting, sizeof accounting, nullptr);
        return seconds_of(accounting.TotalUserTime) + seconds_of(accounting.TotalKernelTime);
    };
    for (;;) {
        const bool exited = WaitForSingleObject(process_handle.get(), kWatchEveryMs) == WAIT_OBJECT_0;
        DWORD message = 0;
        ULONG_PTR key = 0;
        LPOVERLAPPED detail = nullptr;
        while (GetQueuedCompletionStatus(port.get(), &message, &key, &detail, 0))
            if (message == JOB_OBJECT_MSG_JOB_MEMORY_LIMIT || message == JOB_OBJECT_MSG_PROCESS_MEMORY_LIMIT) result.memory_limit_hit = true;
        LARGE_INTEGER written{};
        GetFileSizeEx(spilled, &written);
        result.output_overflow = static_cast<std::size_t>(written.QuadPart) > limits.output_bytes;
        result.cpu_limit_hit = cpu_now() >= limits.cpu_seconds;
        result.wall_seconds = std::chrono::duration<double>(Clock::now() - start).count();
        result.wall_limit_hit = !exited && result.wall_seconds >= wall;
        bool stop;
        {
            const std::lock_guard lock(jobs_mutex);
            stop = stopping;
        }
        result.interrupted = stop;
        if (exited || result.memory_limit_hit || result.output_overflow || result.cpu_limit_hit || result.wall_limit_hit || stop) break;
    }
    // Whatever the program left running goes with it.
    TerminateJobObject(job.get(), 1);
    WaitForSingleObject(process_handle.get(), INFINITE);
    {
        const std::lock_guard lock(jobs_mutex);
        running_jobs.erase(job.get());
    }
    error_reader.join();
    DWORD exit_code = 0;
    GetExitCodeProcess(process_handle.get(), &exit_code);
    result.exit_code = static_cast<int>(exit_code);
    result.cpu_seconds = cpu_now();
    result.cpu_time_unknown = under_wine();
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION used{};
    QueryInformationJobObject(job.get(), JobObjectExtendedLimitInformation, &used, sizeof used, nullptr);
    result.peak_kib = static_cast<long>(used.PeakJobMemoryUsed >> 10);
    if (limits.memory_kib > 0 && used.PeakJobMemoryUsed >= (limits.memory_kib << 10)) result.memory_limit_hit = true;
    LARGE_INTEGER size{};
    GetFileSizeEx(spilled, &size);
    result.output->size = static_cast<std::size_t>(size.QuadPart);
    return result;
}

std::optional<std::string> why_cannot_run(const std::string& program) {
    if (!find_program(program)) return "command not found";
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
