// Helpers shared by the tests: data files, the in-memory pipeline, the real executable.
#pragma once

// The executable is run through the shell (and exec'd) on POSIX systems,
// with CreateProcessW on Windows (run_win32.hpp).
#ifdef _WIN32
#include "run_win32.hpp"
#else
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <functional>
#include <thread>
#endif

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/io/boj4574.hpp"
#include "sudoku/io/line_format.hpp"
#include "sudoku/io/system.hpp"
#include "sudoku/pipeline/solve.hpp"

#include <gtest/gtest.h>

// The built executable as a word of a shell command line, and as the start
// of an argv: behind the emulator (SUDOKU_RUNNER, qemu) in a cross build.
// (The Windows build's tests run inside Wine with sudoku.exe: no runner.)
#ifdef SUDOKU_RUNNER
#define SUDOKU_COMMAND "'" SUDOKU_RUNNER "' '" SUDOKU_EXECUTABLE "'"
#else
#define SUDOKU_COMMAND "'" SUDOKU_EXECUTABLE "'"
#endif

// A program to judge that prints its input back (a wrong answer wherever the
// input has blanks): cat, or on Windows the Windows contestant's echo mode.
#ifdef _WIN32
#define SUDOKU_CAT "'" SUDOKU_WINDOWS_CONTESTANT "' echo"
#else
#define SUDOKU_CAT "cat"
#endif

// A test that needs what Windows (or Wine, which CI runs it under) does not
// have, a POSIX shell, signals, /proc, fork, is skipped there with `why`.
#ifdef _WIN32
#define SKIP_ON_WINDOWS(why) GTEST_SKIP() << (why)
#else
#define SKIP_ON_WINDOWS(why) static_cast<void>(0)
#endif

namespace sudoku::test {

#ifndef _WIN32
// exec()s the built executable with `arguments` (argv[0] is added), in a
// forked child; returns only when that fails.
inline void exec_sudoku(const std::vector<std::string>& arguments) {
    std::vector<std::string> words;
#ifdef SUDOKU_RUNNER
    words.emplace_back(SUDOKU_RUNNER);
#endif
    words.emplace_back(SUDOKU_EXECUTABLE);
    words.insert(words.end(), arguments.begin(), arguments.end());
    std::vector<char*> argv;
    for (auto& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    ::execv(argv[0], argv.data());
}

#endif

inline std::filesystem::path source_path(const std::string& relative) {
    return std::filesystem::path(SUDOKU_SOURCE_DIR) / relative;
}

// The whole file. A file that cannot be read throws, so that a test whose
// data is missing fails rather than passing on nothing.
inline std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path.string());
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

#ifdef SUDOKU_MANUAL
// The manual page as built: doc/sudoku.1.in with its lists filled in.
inline std::string manual_page() { return read_file(SUDOKU_MANUAL); }
#endif

// A judge format's own sample: samples/NAME/judge_sample.EXTENSION (in or out).
inline std::string judge_sample(std::string_view name, std::string_view extension) {
    return read_file(source_path("samples/" + std::string(name) + "/judge_sample." + std::string(extension)));
}

inline void write_file(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

inline Grid grid_from_line(std::string_view text) {
    const Line line{1, text, false};
    return std::get<Grid>(parse_puzzle_line(line));
}

// A puzzle of tests/data/shared_puzzles.txt by its name, as an 81-character
// line: the puzzles several tests share live there, not in the code.
inline std::string shared_puzzle(const std::string& name) {
    std::istringstream in(read_file(source_path("tests/data/shared_puzzles.txt")));
    for (std::string line; std::getline(in, line);)
        if (line.rfind(name + " ", 0) == 0) return line.substr(name.size() + 1);
    throw std::runtime_error("no puzzle named " + name + " in tests/data/shared_puzzles.txt");
}

// Data files of "puzzle" or "puzzle:number" lines; '#' lines are comments.
struct PuzzleLine {
    std::string puzzle;
    int number = -1;
};
inline std::vector<PuzzleLine> read_puzzle_lines(const std::string& relative) {
    std::vector<PuzzleLine> result;
    std::istringstream in(read_file(source_path(relative)));
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        const auto colon = line.find(':');
        result.push_back({line.substr(0, colon), colon == std::string::npos ? -1 : std::stoi(line.substr(colon + 1))});
    }
    return result;
}

// The cases of a BOJ 4574 file, as the reader gives them.
inline std::vector<sudominoku::Puzzle> puzzles_in(const std::string& relative) {
    const std::string text = read_file(source_path(relative));
    LineReader input(text);
    Boj4574Reader reader(input);
    std::vector<sudominoku::Puzzle> puzzles;
    for (auto next = reader.next(); std::holds_alternative<sudominoku::Puzzle>(next); next = reader.next())
        puzzles.push_back(std::get<sudominoku::Puzzle>(next));
    return puzzles;
}

// The grids of a judge answer file ("Puzzle k" and 9 lines each).
inline std::vector<Grid> grids_in(const std::string& relative) {
    std::istringstream in(read_file(source_path(relative)));
    std::vector<Grid> grids;
    std::string line, digits;
    while (std::getline(in, line)) {
        if (line.rfind("Puzzle", 0) == 0) continue;
        digits += line;
        if (digits.size() == 81) {
            grids.push_back(grid_from_line(digits));
            digits.clear();
        }
    }
    return grids;
}

inline std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// The first and the last line of `text`, "" when it has none: a run that
// printed nothing fails its test with a message, never indexes an empty vector.
inline std::string first_line_of(const std::string& text) {
    const auto lines = lines_of(text);
    return lines.empty() ? std::string() : lines.front();
}
inline std::string last_line_of(const std::string& text) {
    const auto lines = lines_of(text);
    return lines.empty() ? std::string() : lines.back();
}

// A source file's path, shell-quoted, for a command line.
inline std::string path_of(const std::string& relative) { return "'" + source_path(relative).string() + "'"; }
// A right answer to BOJ 2580's sample (quoted) for a program under `sudoku
// test` to print: not the sample's own .out, which the box never shows it.
inline std::string boj_sample_answer() { return path_of("samples/2580/solved.in"); }

// Where tests make their scratch directories. Under Wine the build's paths
// (SUDOKU_EXECUTABLE, SUDOKU_SOURCE_DIR) are Unix paths, which a Windows
// program resolves on its current drive: Z:, where Wine maps /, while its
// working directory is in the build tree, but C: in Windows' temporary
// folder. So the Windows build's scratch directories are in the build tree.
inline std::filesystem::path scratch_root() {
#ifdef _WIN32
    return std::filesystem::current_path();
#else
    return std::filesystem::temp_directory_path();
#endif
}

// A scratch directory for files a test writes, removed afterwards; names come back shell-quoted.
class Scratch {
public:
    Scratch() : dir_(scratch_root() / ("sudoku_commands_" + std::to_string(os::process_id()))) {
        std::filesystem::create_directories(dir_);
    }
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;
    ~Scratch() { std::filesystem::remove_all(dir_); }
    std::string write(const std::string& name, const std::string& text) const {
        write_file(dir_ / name, text);
        return "'" + (dir_ / name).string() + "'";
    }
    std::string dir() const { return "'" + dir_.string() + "'"; }
    // A subdirectory, made, shell-quoted.
    std::string make_dir(const std::string& name) const {
        std::filesystem::create_directories(dir_ / name);
        return "'" + (dir_ / name).string() + "'";
    }
    std::filesystem::path path(const std::string& name) const { return dir_ / name; }

private:
    std::filesystem::path dir_;
};

struct Result {
    int status = -1;
    std::string out, err;
};

// Runs the whole pipeline in memory, as the executable would on one input named "-".
inline Result run_pipeline(const std::string& input, const RunOptions& options = {}) {
    Result result;
    {
        Output out(result.out), err(result.err);
        LineReader reader(input);
        result.status = static_cast<int>(solve_input(reader, "-", options, out, err));
    }
    return result;
}

// The exit status of a std::system() command line (POSIX), 128 + the
// signal when a signal ended it.
inline int shell_status(const std::string& command) {
    const int raw = std::system(command.c_str());
#ifdef _WIN32
    return raw;
#else
    return WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
#endif
}

// Runs the built executable with `args` (already shell-quoted) and `input`
// on stdin in the directory `dir`, which keeps the files `in`, `out` and `err`.
inline Result run_executable_in(const std::filesystem::path& dir, const std::string& args, const std::string& input = "") {
    write_file(dir / "in", input);
#ifdef _WIN32
    auto words = win32::shell_words(args);
    words.insert(words.begin(), SUDOKU_EXECUTABLE);
    Result result;
    {
        const auto process = win32::start(words, {dir / "in", dir / "out", dir / "err", dir});
        result.status = win32::exit_code_of(process.get());
    }
#else
    const std::string command = "cd '" + dir.string() + "' && " SUDOKU_COMMAND " " + args +
                                " <in >out 2>err";
    Result result;
    result.status = shell_status(command);
#endif
    result.out = read_file(dir / "out");
    result.err = read_file(dir / "err");
    return result;
}

// The same in a scratch directory of its own, removed afterwards.
inline Result run_executable(const std::string& args, const std::string& input = "") {
    const auto dir = scratch_root() / ("sudoku_test_" + std::to_string(os::process_id()));
    std::filesystem::create_directories(dir);
    Result result = run_executable_in(dir, args, input);
    std::filesystem::remove_all(dir);
    return result;
}

// Issue 50: `command` (solving, or "count ") on a line-format file of 2
// puzzles, a 2,000,000-character line (spaces, then x; or 2,000,001 digits)
// and 2 more puzzles answers the long line `invalid` with one message, and
// the puzzles after it as it answers them alone.
inline void expect_overlong_lines_skipped(const std::string& command) {
    Scratch scratch;
    const auto puzzles = read_puzzle_lines("tests/data/hardest_1000.txt");
    const std::string before = puzzles.at(0).puzzle + "\n" + puzzles.at(1).puzzle + "\n";
    const std::string after = puzzles.at(2).puzzle + "\n" + puzzles.at(3).puzzle + "\n";
    const std::string head = run_executable(command + "-", before).out, tail = run_executable(command + "-", after).out;
    ASSERT_EQ(std::count(tail.begin(), tail.end(), '\n'), 2) << tail;
    for (const auto& [name, line] : {std::pair<std::string, std::string>{"spaces", std::string(1999999, ' ') + "x"},
                                     {"digits", std::string(2000001, '1')}}) {
        const std::string file = scratch.write(name + ".txt", before + line + "\n" + after);
        const auto result = run_executable(command + file);
        EXPECT_EQ(result.status, 2) << command << name;
        EXPECT_EQ(result.out, head + "invalid\n" + tail) << command << name;
        EXPECT_EQ(result.err, "sudoku: " + scratch.path(name + ".txt").string() + ":3: line is too long (over 4096 characters)\n")
            << command << name;
    }
}

#ifndef _WIN32
// A stream that never ends: a thread writes line_at(0), line_at(1), ...
// into a socket until the reader closes its end (send()'s EPIPE, with no
// SIGPIPE), so that a test proves a reader stops early rather than reading
// an input whole. fd() is the reading end.
class EndlessStream {
public:
    explicit EndlessStream(std::function<std::string(std::size_t)> line_at) {
        int ends[2];
        if (::socketpair(AF_UNIX, SOCK_STREAM, 0, ends) != 0) throw std::runtime_error("socketpair failed");
        read_ = ends[0];
        writer_ = std::thread([write = ends[1], line_at = std::move(line_at)] {
            std::string chunk;
            for (std::size_t i = 0;; ++i) {
                chunk += line_at(i);
                if (chunk.size() < (1 << 16)) continue;
                for (std::size_t sent = 0; sent < chunk.size();) {
                    const long n = ::send(write, chunk.data() + sent, chunk.size() - sent, MSG_NOSIGNAL);
                    if (n <= 0) return static_cast<void>(::close(write));
                    sent += static_cast<std::size_t>(n);
                }
                chunk.clear();
            }
        });
    }
    EndlessStream(const EndlessStream&) = delete;
    EndlessStream& operator=(const EndlessStream&) = delete;
    ~EndlessStream() {
        ::close(read_);
        writer_.join();
    }
    int fd() const { return read_; }

private:
    int read_ = -1;
    std::thread writer_;
};
#endif

}  // namespace sudoku::test
