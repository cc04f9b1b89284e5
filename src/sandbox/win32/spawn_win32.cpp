#include "spawn_win32.hpp"

#include <algorithm>
#include <initializer_list>

namespace sudoku::spawn {
namespace {

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
bool has_directory(const std::wstring& name) { return name.find_first_of(L"\\/:") != std::wstring::npos; }

std::optional<std::wstring> find_program(const std::string& program) {
    const std::wstring name = widen(program);
    const auto dot = name.find_last_of(L'.');
    const bool has_extension = dot != std::wstring::npos && name.find_first_of(L"\\/", dot) == std::wstring::npos;
    std::vector<std::wstring> extensions{L""};
    if (!has_extension) extensions = split(environment(L"PATHEXT", L".COM;.EXE;.BAT;.CMD"));
    std::vector<std::wstring> directories{L""};
    if (!has_directory(name)) {
        directories = {L".\\"};
        for (auto& dir : split(environment(L"PATH", L""))) directories.push_back(dir.back() == L'\\' ? dir : dir + L"\\");
    }
    for (const auto& dir : directories)
        for (const auto& extension : extensions)
            if (is_file(dir + name + extension)) return dir + name + extension;
    return std::nullopt;
}

HANDLE duplicate(HANDLE handle) {
    HANDLE copy = nullptr;
    DuplicateHandle(GetCurrentProcess(), handle, GetCurrentProcess(), &copy, 0, FALSE, DUPLICATE_SAME_ACCESS);
    return copy;
}

// A program inherits every inheritable handle of sudoku: see start_in_job().
void make_inheritable(std::initializer_list<HANDLE> handles) {
    for (const HANDLE handle : handles) SetHandleInformation(handle, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT);
}

// A scratch file in the temporary directory, deleted when its last handle closes.
HANDLE deleted_on_close_file() {
    wchar_t directory[MAX_PATH + 1], path[MAX_PATH + 1];
    GetTempPathW(MAX_PATH + 1, directory);
    GetTempFileNameW(directory, L"sdk", 0, path);
    return CreateFileW(path, GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                       CREATE_ALWAYS, FILE_ATTRIBUTE_TEMPORARY | FILE_FLAG_DELETE_ON_CLOSE, nullptr);
}

}  // namespace

std::wstring widen(const std::string& text) {
    if (text.empty()) return {};
    const int n = MultiByteToWideChar(CP_UTF8, 0, text.data(), static_cast<int>(text.size()), nullptr, 0);
    std::wstring wide(static_cast<std::size_t>(n), L'\0');
    MultiByteToWideChar(CP_UTF8, 0, text.data(), static_cast<int>(text.size()), wide.data(), n);
    return wide;
}

std::optional<Launch> launch_for(const std::vector<std::string>& argv) {
    const auto program = find_program(argv[0]);
    if (!program) return std::nullopt;
    Launch launch{*program, quoted(*program)};
    const std::wstring extension = lower(program->substr(program->find_last_of(L'.') + 1));
    const bool batch = extension == L"bat" || extension == L"cmd";
    if (batch) {  // cmd.exe /s /c "WHOLE LINE": the outer quotes are cmd's, the rest as typed
        launch.application = environment(L"COMSPEC", L"C:\\Windows\\System32\\cmd.exe");
        launch.command_line = L"cmd.exe /d /s /c \"" + launch.command_line;
    }
    for (std::size_t i = 1; i < argv.size(); ++i) launch.command_line += L" " + quoted(widen(argv[i]));
    if (batch) launch.command_line += L"\"";
    return launch;
}

std::string why_not_found(const std::string& program) {
    return has_directory(widen(program)) ? "no such file or directory" : "command not found";
}

bool open_run_files(const std::string& input_path, RunFiles& files) {
    files.input.reset(CreateFileW(widen(input_path).c_str(), GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr,
                                  OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr));
    files.spill.reset(deleted_on_close_file());
    HANDLE error_read = nullptr, error_write = nullptr;
    if (!files.input.valid() || !files.spill.valid() || !CreatePipe(&error_read, &error_write, nullptr, 0)) return false;
    files.errors.reset(error_read);
    files.errors_child.reset(error_write);
    files.output_child.reset(duplicate(files.spill.get()));
    return true;
}

Job make_job(const ProcessLimits& limits) {
    Job made;
    made.job.reset(CreateJobObjectW(nullptr, nullptr));
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION job_limits{};
    job_limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE | JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION;
    if (limits.memory_kib > 0) {
        job_limits.BasicLimitInformation.LimitFlags |= JOB_OBJECT_LIMIT_JOB_MEMORY;
        job_limits.JobMemoryLimit = limits.memory_kib << 10;
    }
    SetInformationJobObject(made.job.get(), JobObjectExtendedLimitInformation, &job_limits, sizeof job_limits);
    // The process cap of every path, set apart: where it is refused (Wine
    // may), the limits above stay.
    job_limits.BasicLimitInformation.LimitFlags |= JOB_OBJECT_LIMIT_ACTIVE_PROCESS;
    job_limits.BasicLimitInformation.ActiveProcessLimit = kMaxProcesses;
    SetInformationJobObject(made.job.get(), JobObjectExtendedLimitInformation, &job_limits, sizeof job_limits);
    made.port.reset(CreateIoCompletionPort(INVALID_HANDLE_VALUE, nullptr, 0, 1));
    JOBOBJECT_ASSOCIATE_COMPLETION_PORT association{made.job.get(), made.port.get()};
    SetInformationJobObject(made.job.get(), JobObjectAssociateCompletionPortInformation, &association, sizeof association);
    return made;
}

Started start_in_job(const Launch& launch, RunFiles& files, const Job& job) {
    STARTUPINFOW startup{};
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = files.input.get();
    startup.hStdOutput = files.output_child.get();
    startup.hStdError = files.errors_child.get();
    make_inheritable({files.input.get(), files.output_child.get(), files.errors_child.get()});
    PROCESS_INFORMATION process{};
    BOOL created = FALSE;
    DWORD error = 0;
    // ERROR_INTERNAL_ERROR is what Wine gives, now and then, when it cannot
    // map a new process's shared user data: a second try starts the program,
    // where a made-up RE would judge it for nothing it did.
    for (int attempt = 0; attempt < 2; ++attempt) {
        std::wstring command_line = launch.command_line;  // CreateProcessW may write to it
        created = CreateProcessW(launch.application.c_str(), command_line.data(), nullptr, nullptr, TRUE,
                                 CREATE_SUSPENDED | CREATE_NEW_PROCESS_GROUP | CREATE_UNICODE_ENVIRONMENT, nullptr, nullptr, &startup,
                                 &process);
        error = created ? 0 : GetLastError();
        if (created || error != ERROR_INTERNAL_ERROR) break;
    }
    Started started;
    started.error = error;
    files.input.reset();
    files.output_child.reset();
    files.errors_child.reset();
    if (!created) return started;
    started.process.reset(process.hProcess);
    started.thread.reset(process.hThread);
    AssignProcessToJobObject(job.job.get(), process.hProcess);
    return started;
}

}  // namespace sudoku::spawn
