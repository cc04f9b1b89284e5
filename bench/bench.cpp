// Solver time per puzzle, measured in-process (no process start, no I/O), and
// for the line-format datasets the whole-file time of the executable beside
// this program: `sudoku --jobs 1 FILE` and `sudoku FILE` (one thread per
// core), output to /dev/null, the best of three runs.
//
//   sudoku_bench [--no-whole-file] [--repeat=K] [--peer=COMMAND] [FILE]...
//
// Each puzzle's time is the fastest of K solves (default 3), so that a
// scheduler pause does not pass for a slow puzzle; the tail columns (p99,
// p99.9, max) are of those times. Solving a puzzle again right away also
// trains the branch predictor on it (magictour_top1465: 93k puzzles/s solved
// once each, 171k fastest of three), which a judge run never gets: compare
// like with like (--repeat=1 for first-solve figures). --peer times another solver on the same
// file in the same run, as `COMMAND < FILE > /dev/null`, best of three, alternating with
// sudoku's own runs (e.g. --peer='/tmp/tdoku/build/solve 1'). COMMAND is split at white
// space and run directly, as sudoku is: a shell between would add its own start to the peer's time.
// The project never builds or ships a peer, it only times one given to it.
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

#include "sudoku/io/boj2580.hpp"
#include "sudoku/io/boj4574.hpp"
#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/sudominoku_solver.hpp"
#include "sudoku/io/format.hpp"
#include "sudoku/io/line_format.hpp"
#include "sudoku/io/tokenizer.hpp"

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
    double total_us = 0, median_us = 0, p99_us = 0, p999_us = 0, max_us = 0, guesses = 0;
    double whole_one_s = -1, whole_all_s = -1, peer_s = -1;  // whole-file wall time, -1 when not measured
};

// Wall time of one run of `argv` with stdin from `input` (or none) and stdout
// to /dev/null; -1 when it fails.
double run_seconds(const std::vector<std::string>& argv, const fs::path* input) {
    std::vector<char*> args;
    for (const auto& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
    args.push_back(nullptr);
    const auto start = Clock::now();
    const pid_t child = ::fork();
    if (child == 0) {
        const int null = ::open("/dev/null", O_WRONLY);
        ::dup2(null, 1);
        ::dup2(null, 2);
        if (input) ::dup2(::open(input->c_str(), O_RDONLY), 0);
        ::execvp(args[0], args.data());
        ::_exit(127);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return -1;
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Whole-file times, best of three, the commands alternating so that a slow
// spell of the machine falls on all of them alike.
std::vector<double> whole_file_seconds(const std::vector<std::vector<std::string>>& commands,
                                       const std::vector<const fs::path*>& inputs) {
    std::vector<double> best(commands.size(), 1e30);
    for (int round = 0; round < 3; ++round)
        for (std::size_t i = 0; i < commands.size(); ++i) {
            const double t = run_seconds(commands[i], inputs[i]);
            best[i] = t < 0 || best[i] < 0 ? -1 : std::min(best[i], t);
        }
    return best;
}

void summarize(std::vector<double>& times, double guesses, Row& row) {
    if (times.empty()) return;
    for (double t : times) row.total_us += t;
    std::sort(times.begin(), times.end());
    const auto at = [&](double fraction) {
        return times[std::min(times.size() - 1, static_cast<std::size_t>(fraction * static_cast<double>(times.size())))];
    };
    row.median_us = at(0.5);
    row.p99_us = at(0.99);
    row.p999_us = at(0.999);
    row.max_us = times.back();
    row.guesses = guesses / static_cast<double>(times.size());
}

int repeats = 3;  // each puzzle's time is the fastest of this many solves

// The fastest of `repeats` calls of solve(), in microseconds.
template <class Solve>
double fastest_us(Solve solve) {
    double best = 1e30;
    for (int i = 0; i < repeats; ++i) {
        const auto start = Clock::now();
        solve(i == 0);
        best = std::min(best, std::chrono::duration<double, std::micro>(Clock::now() - start).count());
    }
    return best;
}

Row bench_classic(const std::string& name, const std::vector<sudoku::Grid>& puzzles) {
    Row row{name, puzzles.size()};
    std::vector<double> times;
    times.reserve(puzzles.size());
    sudoku::classic::SearchStats stats;
    for (const auto& puzzle : puzzles) {
        sudoku::Grid solution;
        bool solved = false;
        times.push_back(fastest_us([&](bool first) { solved = sudoku::classic::solve(puzzle, solution, first ? &stats : nullptr); }));
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
        bool solved = false;
        times.push_back(fastest_us([&](bool first) {
            solved = sudoku::sudominoku::solve(puzzle, solution, first ? &stats : nullptr) == sudoku::sudominoku::Outcome::solved;
        }));
        if (!solved || !sudoku::is_solution_of(solution, puzzle.grid)) ++row.failed;
        else sudoku::write_boj4574(reader.case_number(), solution, printed);
    }
    if (!expected.empty() && printed != expected && row.failed == 0) row.failed = 1;
    row.puzzles = times.size();
    summarize(times, static_cast<double>(stats.guesses), row);
    return row;
}

void print_header(bool peer) {
    std::printf("%-32s %8s %10s %8s %9s %8s %8s %8s %8s %6s %9s %9s%s\n", "file", "puzzles", "puzzles/s", "mean us",
                "median us", "p99 us", "p99.9 us", "max us", "guesses", "failed", "-j1 s", "-jall s",
                peer ? "    peer s  -j1/peer" : "");
}

void print(const Row& row) {
    const double per_second = row.total_us > 0 ? 1e6 * static_cast<double>(row.puzzles) / row.total_us : 0;
    std::printf("%-32s %8zu %10.0f %8.2f %9.2f %8.1f %8.1f %8.1f %8.2f %6zu", row.name.c_str(), row.puzzles, per_second,
                row.puzzles ? row.total_us / static_cast<double>(row.puzzles) : 0.0, row.median_us, row.p99_us,
                row.p999_us, row.max_us, row.guesses, row.failed);
    if (row.whole_one_s >= 0) std::printf(" %9.3f %9.3f", row.whole_one_s, row.whole_all_s);
    if (row.peer_s > 0) std::printf(" %9.3f %9.2f", row.peer_s, row.whole_one_s / row.peer_s);
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
    std::vector<fs::path> files;
    bool whole_file = true;
    std::string peer;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--no-whole-file") whole_file = false;
        else if (arg.rfind("--repeat=", 0) == 0) repeats = std::max(1, std::atoi(arg.c_str() + 9));
        else if (arg.rfind("--peer=", 0) == 0) peer = arg.substr(7);
        else files.emplace_back(arg);
    }
    // The peer's words, split as an input line's tokens are (no quoting).
    const sudoku::Tokens peer_tokens = sudoku::split_tokens(peer);
    if (peer_tokens.count > sudoku::Tokens::kCapacity) {
        std::fprintf(stderr, "sudoku_bench: --peer has more than %d words\n", sudoku::Tokens::kCapacity);
        return 2;
    }
    const std::vector<std::string> peer_words(peer_tokens.items.begin(), peer_tokens.items.begin() + peer_tokens.count);
    if (files.empty()) files = default_files();
    const fs::path executable = fs::canonical("/proc/self/exe").parent_path() / "sudoku";
    print_header(!peer.empty());
    std::size_t failed = 0;
    for (const auto& file : files) {
        const std::string text = slurp(file);
        const auto format = format_of(text);
        Row row = format == sudoku::Format::boj4574 ? bench_sudominoku(file)
                                                    : bench_classic(file.filename().string(), load_classic(text));
        if (whole_file && format == sudoku::Format::line && fs::exists(executable)) {
            std::vector<std::vector<std::string>> commands = {{executable.string(), "--jobs=1", file.string()},
                                                              {executable.string(), file.string()}};
            std::vector<const fs::path*> inputs = {nullptr, nullptr};
            if (!peer.empty()) {
                commands.push_back(peer_words);
                inputs.push_back(&file);
            }
            const auto seconds = whole_file_seconds(commands, inputs);
            row.whole_one_s = seconds[0];
            row.whole_all_s = seconds[1];
            if (!peer.empty()) row.peer_s = seconds[2];
        }
        print(row);
        failed += row.failed;
    }
    return failed == 0 ? 0 : 1;
}
