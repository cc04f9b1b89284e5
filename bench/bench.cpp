// Solver time per puzzle, measured in-process (no process start, no I/O), and
// for the line-format datasets the whole-file time of the executable beside
// this program: `sudoku --jobs 1 FILE` and `sudoku FILE` (one thread per
// core), output to /dev/null, the best of three runs.
//
//   sudoku_bench [--no-whole-file] [FILE]...
//
// With no FILE: the samples in samples/, every dataset in ../shared/data/classic/
// and every .in file in ../shared/data/sudominoku/. A FILE is a BOJ 2580 grid, a
// file of 81-character lines, or BOJ 4574 cases. Every solution is checked (a
// BOJ 4574 answer against NAME.out beside the input when there is one); a
// puzzle that fails the check is counted and makes the exit status 1, so the
// bench doubles as a validity run.
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "sudoku/boj2580.hpp"
#include "sudoku/boj4574.hpp"
#include "sudoku/classic_solver.hpp"
#include "sudoku/detect.hpp"
#include "sudoku/line_format.hpp"

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

std::string slurp(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::optional<sudoku::Format> format_of(const std::string& text) {
    sudoku::LineReader input(text);
    const auto format = sudoku::detect_format(input);
    if (!std::holds_alternative<sudoku::Format>(format)) return std::nullopt;
    return std::get<sudoku::Format>(format);
}

// The puzzles of a file, in either classic format.
std::vector<sudoku::Grid> load_classic(const std::string& text) {
    std::vector<sudoku::Grid> puzzles;
    sudoku::LineReader input(text);
    if (format_of(text) == sudoku::Format::boj2580) {
        const auto grid = sudoku::read_boj2580(input);
        if (std::holds_alternative<sudoku::Grid>(grid)) puzzles.push_back(std::get<sudoku::Grid>(grid));
        return puzzles;
    }
    sudoku::Line line;
    while (input.next(line)) {
        if (sudoku::is_comment_or_blank(line.text)) continue;
        const auto grid = sudoku::parse_puzzle_line(line);
        if (std::holds_alternative<sudoku::Grid>(grid)) puzzles.push_back(std::get<sudoku::Grid>(grid));
    }
    return puzzles;
}

struct Row {
    std::string name;
    std::size_t puzzles = 0, failed = 0;
    double total_us = 0, median_us = 0, max_us = 0, guesses = 0;
    double whole_one_s = -1, whole_all_s = -1;  // whole-file wall time, -1 when not measured
};

// Wall time of `executable [option] file` with stdout to /dev/null, best of three.
double whole_file_seconds(const fs::path& executable, const char* option, const fs::path& file) {
    double best = 1e30;
    for (int run = 0; run < 3; ++run) {
        const auto start = Clock::now();
        const pid_t child = ::fork();
        if (child == 0) {
            const int null = ::open("/dev/null", O_WRONLY);
            ::dup2(null, 1);
            ::dup2(null, 2);
            if (option) ::execl(executable.c_str(), "sudoku", option, file.c_str(), static_cast<char*>(nullptr));
            else ::execl(executable.c_str(), "sudoku", file.c_str(), static_cast<char*>(nullptr));
            ::_exit(127);
        }
        int status = 0;
        ::waitpid(child, &status, 0);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return -1;
        best = std::min(best, std::chrono::duration<double>(Clock::now() - start).count());
    }
    return best;
}

void summarize(std::vector<double>& times, double guesses, Row& row) {
    if (times.empty()) return;
    for (double t : times) row.total_us += t;
    std::nth_element(times.begin(), times.begin() + times.size() / 2, times.end());
    row.median_us = times[times.size() / 2];
    row.max_us = *std::max_element(times.begin(), times.end());
    row.guesses = guesses / static_cast<double>(times.size());
}

Row bench_classic(const std::string& name, const std::vector<sudoku::Grid>& puzzles) {
    Row row{name, puzzles.size()};
    std::vector<double> times;
    times.reserve(puzzles.size());
    sudoku::classic::SearchStats stats;
    for (const auto& puzzle : puzzles) {
        sudoku::Grid solution;
        const auto start = Clock::now();
        const bool solved = sudoku::classic::solve(puzzle, solution, &stats);
        const double us = std::chrono::duration<double, std::micro>(Clock::now() - start).count();
        times.push_back(us);
        if (!solved || !sudoku::is_solution_of(solution, puzzle)) ++row.failed;
    }
    summarize(times, static_cast<double>(stats.guesses), row);
    return row;
}

// Solves each case of a BOJ 4574 file and compares the printed answer with the expected file, if any.
Row bench_sudominoku(const fs::path& file) {
    Row row{file.filename().string()};
    const std::string text = slurp(file);
    auto expected_path = file;
    expected_path.replace_extension(".out");
    const std::string expected = fs::exists(expected_path) ? slurp(expected_path) : std::string();
    sudoku::LineReader input(text);
    sudoku::Boj4574Reader reader(input);
    std::vector<double> times;
    sudoku::sudominoku::SearchStats stats;
    std::string printed;
    for (auto next = reader.next(); std::holds_alternative<sudoku::sudominoku::Puzzle>(next); next = reader.next()) {
        const auto& puzzle = std::get<sudoku::sudominoku::Puzzle>(next);
        sudoku::Grid solution;
        const auto start = Clock::now();
        const bool solved = sudoku::sudominoku::solve(puzzle, solution, &stats) == sudoku::sudominoku::Outcome::solved;
        times.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
        if (!solved || !sudoku::is_solution_of(solution, puzzle.grid)) ++row.failed;
        else sudoku::write_boj4574(reader.case_number(), solution, printed);
    }
    if (!expected.empty() && printed != expected && row.failed == 0) row.failed = 1;
    row.puzzles = times.size();
    summarize(times, static_cast<double>(stats.guesses), row);
    return row;
}

void print_header() {
    std::printf("%-32s %8s %10s %8s %9s %8s %8s %6s %9s %9s\n", "file", "puzzles", "puzzles/s", "mean us",
                "median us", "max us", "guesses", "failed", "-j1 s", "-jall s");
}

void print(const Row& row) {
    const double per_second = row.total_us > 0 ? 1e6 * static_cast<double>(row.puzzles) / row.total_us : 0;
    std::printf("%-32s %8zu %10.0f %8.2f %9.2f %8.1f %8.2f %6zu", row.name.c_str(), row.puzzles, per_second,
                row.puzzles ? row.total_us / static_cast<double>(row.puzzles) : 0.0, row.median_us, row.max_us,
                row.guesses, row.failed);
    if (row.whole_one_s >= 0) std::printf(" %9.3f %9.3f", row.whole_one_s, row.whole_all_s);
    std::printf("\n");
}

std::vector<fs::path> default_files() {
    std::vector<fs::path> files;
    const fs::path source = SUDOKU_SOURCE_DIR;
    const fs::path shared = source / ".." / "shared" / "data";
    for (const auto& dir : {source / "samples" / "2580", shared / "classic", source / "samples" / "4574", shared / "sudominoku"}) {
        if (!fs::is_directory(dir)) continue;
        std::vector<fs::path> found;
        for (const auto& entry : fs::directory_iterator(dir)) {
            const auto ext = entry.path().extension();
            if (ext == ".in" || ext == ".txt") found.push_back(entry.path());
        }
        std::sort(found.begin(), found.end());
        files.insert(files.end(), found.begin(), found.end());
    }
    return files;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<fs::path> files(argv + 1, argv + argc);
    bool whole_file = true;
    if (!files.empty() && files.front() == "--no-whole-file") {
        whole_file = false;
        files.erase(files.begin());
    }
    if (files.empty()) files = default_files();
    const fs::path executable = fs::canonical("/proc/self/exe").parent_path() / "sudoku";
    print_header();
    std::size_t failed = 0;
    for (const auto& file : files) {
        const std::string text = slurp(file);
        const auto format = format_of(text);
        Row row = format == sudoku::Format::boj4574 ? bench_sudominoku(file)
                                                    : bench_classic(file.filename().string(), load_classic(text));
        if (whole_file && format == sudoku::Format::line && fs::exists(executable)) {
            row.whole_one_s = whole_file_seconds(executable, "--jobs=1", file);
            row.whole_all_s = whole_file_seconds(executable, nullptr, file);
        }
        print(row);
        failed += row.failed;
    }
    return failed == 0 ? 0 : 1;
}
