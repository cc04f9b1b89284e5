// Hostile input through the real executable: each class gets a clear answer,
// in bounded time (a test that hangs fails by ctest's timeout) and bounded
// memory (peak RSS of the child, read back with getrusage).
#include <gtest/gtest.h>

#ifndef _WIN32
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

#include <algorithm>
#include <fstream>
#include <limits>
#include <random>

#include "test_support.hpp"

namespace sudoku {
namespace {

namespace fs = std::filesystem;

struct ChildRun {
    test::Result result;
    long peak_kb = 0;
};

#ifdef _WIN32
// Runs the executable with `arguments` in a scratch directory; Wine reports
// no memory of another process, so the peak is not known (kMemoryBoundKb).
ChildRun run_sudoku(const fs::path& dir, const std::vector<std::string>& arguments) {
    std::string words;
    for (const auto& argument : arguments) words += " '" + argument + "'";
    ChildRun run;
    run.result = test::run_executable_in(dir, words);
    return run;
}
#else
// Runs the executable with `arguments`, stdout and stderr to files of `dir`;
// the peak RSS is that of the one child this forks and waits for.
ChildRun run_sudoku(const fs::path& dir, const std::vector<std::string>& arguments) {
    ChildRun run;
    const pid_t child = ::fork();
    if (child == 0) {
        const std::string out = (dir / "out").string(), err = (dir / "err").string();
        if (!std::freopen(out.c_str(), "w", stdout) || !std::freopen(err.c_str(), "w", stderr)) ::_exit(126);
        test::exec_sudoku(arguments);
        ::_exit(127);
    }
    int status = 0;
    rusage usage{};
    ::wait4(child, &status, 0, &usage);
    run.peak_kb = usage.ru_maxrss;
    run.result.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    run.result.out = test::read_file(dir / "out");
    run.result.err = test::read_file(dir / "err");
    return run;
}
#endif

// Runs the executable on `input` written to a file. The peak counts what the
// child shared with this process before exec, so the input is freed before the fork.
ChildRun run_on_file(std::string&& input, const std::string& options = "") {
    const fs::path dir = test::scratch_root() / ("sudoku_hostile_" + std::to_string(os::process_id()));
    fs::create_directories(dir);
    test::write_file(dir / "file", input);
    std::string().swap(input);
    const std::string file = (dir / "file").string();
    const ChildRun run = run_sudoku(dir, options.empty() ? std::vector<std::string>{file} : std::vector<std::string>{options, file});
    fs::remove_all(dir);
    return run;
}

// "sudoku: <the temporary file>:..." -> "sudoku: F:..." (a Windows drive's colon is the name's)
std::string with_file_as_f(std::string err) {
    const std::size_t start = err.find("sudoku: ") + 8, end = err.find(':', err[start + 1] == ':' ? start + 2 : start);
    return err.replace(start, end - start, "F");
}

// ASan's shadow memory and its quarantine of freed blocks (up to 256 MB) say
// nothing about the program's own needs: the bound is checked without
// sanitizers, and natively (Wine reports no memory of another process; qemu's counts).
#if defined(SUDOKU_SANITIZED) || defined(SUDOKU_EMULATED) || defined(_WIN32)
constexpr long kMemoryBoundKb = std::numeric_limits<long>::max();
#else
constexpr long kMemoryBoundKb = 32 * 1024;
#endif

TEST(Hostile, AFiftyMegabyteLineWithoutNewlineIsRefusedInBoundedMemory) {
    const ChildRun detected = run_on_file(std::string(50 << 20, '7'));
    EXPECT_EQ(detected.result.status, 2);
    EXPECT_EQ(detected.result.out, "");
    EXPECT_EQ(with_file_as_f(detected.result.err), "sudoku: F:1: line is too long (over 4096 characters)\n");
    EXPECT_LT(detected.peak_kb, kMemoryBoundKb);
    const ChildRun as_lines = run_on_file(std::string(50 << 20, '7'), "--format=line");
    EXPECT_EQ(as_lines.result.status, 2);
    EXPECT_EQ(as_lines.result.out, "invalid\n");
    EXPECT_LT(as_lines.peak_kb, kMemoryBoundKb);
}

// The checker streams the program's output: a 50 MB line of blanks before
// the answer (under the 64 MiB it reads past the answers' need, kOutputSlack)
// is judged in bounded memory, not held.
TEST(Hostile, CheckStreamsAFiftyMegabyteLineInBoundedMemory) {
    const fs::path dir = test::scratch_root() / ("sudoku_hostile_check_" + std::to_string(os::process_id()));
    fs::create_directories(dir);
    const std::string puzzle = (dir / "puzzle").string(), output = (dir / "output").string();
    test::write_file(puzzle, test::read_file(test::source_path("samples/2580/boj_sample.in")));
    {
        std::ofstream stream(output, std::ios::binary);
        const std::string blanks(1 << 20, ' ');
        for (int i = 0; i < 50; ++i) stream << blanks;
        stream << test::read_file(test::source_path("samples/2580/boj_sample.out"));
    }
    const ChildRun run = run_sudoku(dir, {"check", puzzle, output});
    fs::remove_all(dir);
    EXPECT_EQ(run.result.status, 0) << run.result.err;
    EXPECT_LT(run.peak_kb, kMemoryBoundKb);
}

TEST(Hostile, NulBytesAndNonAsciiAreQuotedReadably) {
    std::string row = "0 0 0 0 0 0 0 0 0\n";
    const auto nul = test::run_pipeline(row + std::string("0 0 \0 0 0 0 0 0 0\n", 18));
    EXPECT_EQ(nul.status, 2);
    EXPECT_EQ(nul.err, "sudoku: -:2: expected a digit 0..9 or '.', found '\\x00'\n");
    const auto utf8 = test::run_pipeline(row + "0 0 \xe2\x91\xa0 0 0 0 0 0 0\n");
    EXPECT_EQ(utf8.status, 2);
    EXPECT_EQ(utf8.err, "sudoku: -:2: expected a digit 0..9 or '.', found '\\xe2\\x91\\xa0'\n");
}

TEST(Hostile, BinaryDataGetsOneMessageAndNoOutput) {
    std::mt19937 random(2580);
    std::string bytes(1 << 16, '\0');
    for (char& c : bytes) c = static_cast<char>(random());
    const ChildRun run = run_on_file(std::move(bytes));
    EXPECT_EQ(run.result.status, 2);
    EXPECT_EQ(run.result.out, "");
    EXPECT_EQ(std::count(run.result.err.begin(), run.result.err.end(), '\n'), 1) << run.result.err;
    EXPECT_EQ(run.result.err.rfind("sudoku: ", 0), 0u);
    EXPECT_LT(run.peak_kb, kMemoryBoundKb);
}

TEST(Hostile, TensOfThousandsOfSudominokuCasesStreamInBoundedMemory) {
    std::string one = test::read_file(test::source_path("tests/data/sudominoku_dense.in"));
    one.resize(one.rfind("0\n"));
    std::string input;
    constexpr int kCases = 20000;
    for (int i = 0; i < kCases; ++i) input += one;
    const ChildRun run = run_on_file(input + "0\n");
    EXPECT_EQ(run.result.status, 0);
    EXPECT_EQ(run.result.err, "");
    EXPECT_EQ(std::count(run.result.out.begin(), run.result.out.end(), '\n'), 10 * kCases);
    EXPECT_NE(run.result.out.find("Puzzle 20000\n"), std::string::npos);
    EXPECT_LT(run.peak_kb, kMemoryBoundKb);
}

TEST(Hostile, ALongLineFormatStreamRunsInBoundedMemory) {
    // The 17-clue puzzles of the slice (quick ones: this is about memory).
    const auto puzzles = test::read_puzzle_lines("tests/data/classic_puzzles.txt");
    std::string block;
    for (std::size_t i = 0; i < 12; ++i) block += puzzles[i].puzzle + "\n";
    std::string input;
    while (input.size() < (8 << 20)) input += block;  // 8 MB, about 100,000 puzzles
    const std::size_t count = std::count(input.begin(), input.end(), '\n');
    const ChildRun run = run_on_file(std::move(input), "--jobs=2");
    EXPECT_EQ(run.result.status, 0);
    EXPECT_EQ(static_cast<std::size_t>(std::count(run.result.out.begin(), run.result.out.end(), '\n')), count);
    EXPECT_LT(run.peak_kb, kMemoryBoundKb);
}

}  // namespace
}  // namespace sudoku
