// The end-to-end tests' way of running the built executable on Windows
// (under Wine in CI): test_support.hpp's run_executable(), whose arguments
// the tests write as a POSIX shell would quote them, split here into words
// and started with CreateProcessW, the program found and the command line
// quoted by the process module's own code (spawn_win32.hpp). The only test
// code that calls Windows; no shell is involved.
#pragma once

#include <windows.h>
// (after windows.h)
#include <tlhelp32.h>

#include <chrono>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "sandbox/win32/spawn_win32.hpp"

namespace sudoku::test::win32 {

// The words of a POSIX shell command line, as the tests quote them: '...'
// taken as it is, "..." with \" \\ \$ \` escapes, a backslash outside
// quotes escaping the next character. Nothing else of a shell is read: a
// test that needs a pipe or a redirection is a POSIX test.
inline std::vector<std::string> shell_words(const std::string& line) {
    std::vector<std::string> words;
    std::string word;
    bool in_word = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (c == ' ' || c == '\t' || c == '\n') {
            if (in_word) words.push_back(word), word.clear(), in_word = false;
            continue;
        }
        in_word = true;
        if (c == '\'') {
            const auto end = line.find('\'', i + 1);
            if (end == std::string::npos) throw std::runtime_error("unterminated ' in: " + line);
            word += line.substr(i + 1, end - i - 1);
            i = end;
        } else if (c == '"') {
            for (++i; i < line.size() && line[i] != '"'; ++i) {
                if (line[i] == '\\' && i + 1 < line.size() && std::string("\"\\$`").find(line[i + 1]) != std::string::npos) ++i;
                word += line[i];
            }
            if (i == line.size()) throw std::runtime_error("unterminated \" in: " + line);
        } else if (c == '\\' && i + 1 < line.size()) {
            word += line[++i];
        } else {
            word += c;
        }
    }
    if (in_word) words.push_back(word);
    return words;
}

// A file handle the child inherits: its stdin, stdout or stderr.
inline HANDLE inheritable_file(const std::filesystem::path& path, bool writing) {
    SECURITY_ATTRIBUTES inherit{sizeof inherit, nullptr, TRUE};
    return CreateFileW(path.wstring().c_str(), writing ? GENERIC_WRITE : GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE,
                       &inherit, writing ? CREATE_ALWAYS : OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
}

// How a started program is started: its stdin, stdout and stderr files, its
// working directory, and the creation flags (a process group of its own, a
// console of its own...).
struct Files {
    std::filesystem::path in, out, err, dir;
    DWORD flags = 0;
};

// Starts `words` (the first found as cmd.exe finds it) with `files`; the
// process, or a null handle when it could not start.
inline spawn::Handle start(const std::vector<std::string>& words, const Files& files) {
    const auto launch = spawn::launch_for(words);
    if (!launch) throw std::runtime_error("cannot find " + words.front());
    spawn::Handle in(inheritable_file(files.in, false)), out(inheritable_file(files.out, true)), err(inheritable_file(files.err, true));
    STARTUPINFOW startup{};
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = in.get();
    startup.hStdOutput = out.get();
    startup.hStdError = err.get();
    std::wstring command_line = launch->command_line;
    PROCESS_INFORMATION process{};
    // Wine now and then fails a start with ERROR_INTERNAL_ERROR ("failed to
    // map the shared user data"); a second try starts it: the test is not about that.
    BOOL created = FALSE;
    for (int attempt = 0; attempt < 2 && !created; ++attempt) {
        std::wstring line = command_line;  // CreateProcessW may write to it
        created = CreateProcessW(launch->application.c_str(), line.data(), nullptr, nullptr, TRUE, files.flags, nullptr,
                                 files.dir.wstring().c_str(), &startup, &process);
        if (!created && GetLastError() != ERROR_INTERNAL_ERROR) break;
    }
    if (!created)
        throw std::runtime_error("CreateProcess failed for " + words.front() + ": error " + std::to_string(GetLastError()));
    CloseHandle(process.hThread);
    return spawn::Handle(process.hProcess);
}

// Waits for a started program, killed after `at_most` (a hang fails the
// test, as ctest's timeout does on POSIX); its exit code.
inline int exit_code_of(HANDLE process, std::chrono::seconds at_most = std::chrono::seconds(120)) {
    if (WaitForSingleObject(process, static_cast<DWORD>(at_most.count() * 1000)) != WAIT_OBJECT_0) {
        TerminateProcess(process, 124);  // timeout(1)'s status
        WaitForSingleObject(process, INFINITE);
    }
    DWORD code = 0;
    GetExitCodeProcess(process, &code);
    return static_cast<int>(code);
}

// Processes running now whose executable is named `name` ("x.exe").
inline int processes_named(const std::wstring& name) {
    spawn::Handle snapshot(CreateToolhelp32Snapshot(TH32CS_SNAPPROCESS, 0));
    PROCESSENTRY32W entry{};
    entry.dwSize = sizeof entry;
    int found = 0;
    for (bool more = Process32FirstW(snapshot.get(), &entry); more; more = Process32NextW(snapshot.get(), &entry))
        found += _wcsicmp(entry.szExeFile, name.c_str()) == 0;
    return found;
}

// Ctrl-C, as the console delivers it when the user presses it, to every
// process attached to this process's console: sudoku.exe started from here
// (not in a process group of its own, whose Ctrl-C Windows ignores), and
// this process, whose handler takes it. Wine sends it only where its console
// has a terminal (a console with none refuses: ERROR_INVALID_ACCESS, "Shell-
// no-window console"), and only to process group 0 (Ctrl-Break to a group
// fails with ERROR_INVALID_HANDLE: measured on Wine 8). False when it could not be sent.
inline BOOL WINAPI take_ctrl_c(DWORD event) { return event == CTRL_C_EVENT; }
inline bool send_ctrl_c_to_console() {
    SetConsoleCtrlHandler(take_ctrl_c, TRUE);
    return GenerateConsoleCtrlEvent(CTRL_C_EVENT, 0) != 0;
}

}  // namespace sudoku::test::win32
