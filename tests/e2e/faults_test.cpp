// Faults a user meets, through the real executable: stdout that fails or
// blocks, byte-order marks, endless lines, odd file names. Each test here
// failed before its fix; none measures speed (an endless input that is never
// abandoned fails by the timeout around it, not by a clock in the test).
#include <gtest/gtest.h>

#include <fcntl.h>
#include <signal.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sudoku/judging/checker.hpp"
#include "test_support.hpp"

extern char** environ;

namespace sudoku {
namespace {

using test::run_executable;

const std::string kPuzzle = test::shared_puzzle("hard_17");

// Runs a shell command line; its exit status.
int in_bash(const std::string& command) {
    const int raw = std::system(("bash -c '" + command + "'").c_str());
    return WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
}

TEST(Faults, AClosedPipeWithSigpipeIgnoredEndsTheRunWithTheWriteErrorStatus) {
    // `timeout 20` ends a run that never stops with 124: the bug this guards against.
    const std::string status_file = "/tmp/sudoku_faults_" + std::to_string(::getpid());
    const int piped = in_bash("(trap \"\" PIPE; yes " + kPuzzle + " | timeout 20 " SUDOKU_COMMAND
                            " -j2 2>" + status_file + ".err; echo $? >" + status_file + ") | head -1 >/dev/null");
    EXPECT_EQ(piped, 0);
    EXPECT_EQ(test::read_file(status_file), "4\n");
    EXPECT_EQ(test::read_file(status_file + ".err"), "sudoku: write error: broken pipe\n");
    std::remove(status_file.c_str());
    std::remove((status_file + ".err").c_str());
}

TEST(Faults, AFullDiskStopsTheRunAtTheFirstFailedWrite) {
    const std::string err_file = "/tmp/sudoku_faults_full_" + std::to_string(::getpid());
    const int status = in_bash("yes " + kPuzzle + " | timeout 20 " SUDOKU_COMMAND " -j2 >/dev/full 2>" + err_file);
    EXPECT_EQ(status, 4);
    EXPECT_EQ(test::read_file(err_file), "sudoku: write error: no space left on device\n");
    std::remove(err_file.c_str());
}

TEST(Faults, HelpAndVersionFailWhenStdoutCannotTakeThem) {
    for (const std::string option : {"--help", "--version", "check --help", "test --help"})
        EXPECT_EQ(in_bash(SUDOKU_COMMAND " " + option + " >/dev/full 2>/dev/null"), 4) << option;
}

// Status 4 tells a failed write from bad input (2) wherever the command's
// convention leaves it free: not in check (testlib's 3) or validate.
TEST(Faults, EachCommandThatPrintsEndsWithStatusFourWhenStdoutIsFull) {
    const std::string sample = std::string(SUDOKU_SOURCE_DIR) + "/samples/2580/boj_sample.in";
    for (const std::string& command : std::vector<std::string>{sample, "count " + sample, "gen --seed=1", "test " + sample + " -- cat",
                                                                 "stress --runs=2 --seed=1 -- cat"}) {
        const std::string err_file = "/tmp/sudoku_faults_full_" + std::to_string(::getpid());
        // In a scratch folder: stress keeps its failing input where it runs.
        const test::Scratch scratch;
        EXPECT_EQ(in_bash("cd " + scratch.dir() + " && timeout 20 " SUDOKU_COMMAND " " + command + " >/dev/full 2>" + err_file), 4) << command;
        EXPECT_EQ(test::read_file(err_file), "sudoku: write error: no space left on device\n") << command;
        std::remove(err_file.c_str());
    }
}

TEST(Faults, ASlowReaderOfANonBlockingStdoutGetsEveryAnswer) {
    constexpr int kLines = 20000;
    std::string input;
    for (int i = 0; i < kLines; ++i) input += kPuzzle + "\n";
    std::string path = "/tmp/sudoku_faults_nb_" + std::to_string(::getpid());
    test::write_file(path, input);
    int ends[2];
    ASSERT_EQ(::pipe(ends), 0);
    ASSERT_EQ(::fcntl(ends[1], F_SETFL, O_NONBLOCK), 0);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, ends[0]);
#ifdef SUDOKU_RUNNER
    char* argv[] = {const_cast<char*>(SUDOKU_RUNNER), const_cast<char*>(SUDOKU_EXECUTABLE), const_cast<char*>("-j2"), path.data(), nullptr};
#else
    char* argv[] = {const_cast<char*>(SUDOKU_EXECUTABLE), const_cast<char*>("-j2"), path.data(), nullptr};
#endif
    pid_t pid = 0;
    ASSERT_EQ(posix_spawn(&pid, argv[0], &actions, nullptr, argv, environ), 0);
    posix_spawn_file_actions_destroy(&actions);
    ::close(ends[1]);
    std::string output;
    char chunk[4096];
    for (ssize_t n; (n = ::read(ends[0], chunk, sizeof chunk)) > 0;) {
        output.append(chunk, static_cast<std::size_t>(n));
        ::usleep(500);  // slower than the solver: its writes find the pipe full
    }
    ::close(ends[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    std::remove(path.c_str());
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    EXPECT_EQ(std::count(output.begin(), output.end(), '\n'), kLines);
}

TEST(Faults, AByteOrderMarkIsSkippedInEveryFormat) {
    constexpr std::string_view kBom = "\xEF\xBB\xBF";
    for (const std::string sample : {"samples/2580/boj_sample.in", "samples/4574/boj_sample.in"}) {
        const std::string text = test::read_file(test::source_path(sample));
        const auto plain = test::run_pipeline(text);
        const auto marked = test::run_pipeline(std::string(kBom) + text);
        EXPECT_EQ(marked.status, 0) << sample << marked.err;
        EXPECT_EQ(marked.out, plain.out) << sample;
    }
    const auto line = test::run_pipeline(std::string(kBom) + kPuzzle + "\n");
    EXPECT_EQ(line.out, test::run_pipeline(kPuzzle + "\n").out);
    // And by check, in both its files.
    const std::string input = std::string(kBom) + test::read_file(test::source_path("samples/2580/boj_sample.in"));
    const std::string output = std::string(kBom) + test::read_file(test::source_path("samples/2580/boj_sample.out"));
    LineReader input_reader(input), output_reader(output);
    const auto puzzles = read_judge_input(input_reader, std::nullopt);
    ASSERT_TRUE(std::holds_alternative<JudgeInput>(puzzles));
    EXPECT_EQ(judge_output(std::get<JudgeInput>(puzzles), output_reader).message, "ok: 1 puzzle");
}

// Runs `arguments` (bash syntax) under `timeout 20`; status and stderr.
test::Result run_bounded(const std::string& arguments) {
    const std::string err_file = "/tmp/sudoku_faults_err_" + std::to_string(::getpid());
    test::Result result;
    result.status = in_bash("timeout 20 " SUDOKU_COMMAND " " + arguments + " >/dev/null 2>" + err_file);
    result.err = test::read_file(err_file);
    std::remove(err_file.c_str());
    return result;
}

TEST(Faults, AnEndlessLineEndsTheInputWithAMessage) {
    for (const std::string format : {"", "--format=2580 ", "--format=4574 ", "--format=line "}) {
        const auto result = run_bounded(format + "/dev/zero");
        EXPECT_EQ(result.status, 2) << format;
        EXPECT_NE(result.err.find("sudoku: /dev/zero:1: "), std::string::npos) << format << result.err;
        EXPECT_NE(result.err.find("line is too long (over 4096 characters)"), std::string::npos) << format;
        // The line format answers the line `invalid` and reads on, to give the line up past 64 MiB.
        const bool reads_on = format == "--format=line ";
        EXPECT_EQ(std::count(result.err.begin(), result.err.end(), '\n'), reads_on ? 2 : 1) << result.err;
        if (reads_on) {
            EXPECT_NE(result.err.find("sudoku: /dev/zero:1: the line runs past 64 MiB without a newline"), std::string::npos) << result.err;
        }
    }
}

TEST(Faults, AFileNameWithANewlineStaysOnOneMessageLine) {
    const auto result = run_bounded("\"$(printf \"no\\nsudoku: forged\")\"");
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.err, "sudoku: 'no\\nsudoku: forged': no such file or directory\n");
}

// Memory or threads that run out are one message and the command's failure
// status, never an abort (status 134 before). The sanitizers need address
// space of their own, and an emulator its own memory: the release build only.
#if !defined(SUDOKU_SANITIZED) && !defined(SUDOKU_EMULATED)
TEST(Faults, RunningOutOfMemoryOrThreadsIsOneMessageNeverAnAbort) {
    test::Scratch scratch;
    const std::string big = scratch.path("big.txt").string(), err = scratch.path("err").string();
    ASSERT_EQ(in_bash("yes " + test::shared_puzzle("hard_17") + " | head -200000 > '" + big + "'"), 0);
    // Address space from 1 MiB up, in 64 KiB steps, until the sample has been
    // solved at 8 limits in a row. At the bottom the program cannot start
    // (the loader or the C library fails: SIGSEGV, 127); from the first limit
    // at which it starts, it solves or says "out of memory" and exits 2, at
    // every limit; it never aborts. (A fixed limit fell on either side of that
    // window as the executable grew, and a dynamically linked build needs
    // megabytes more to start.)
    const std::string answer = scratch.path("answer").string();
    const std::string expected = test::read_file(test::source_path("samples/2580/boj_sample.out"));
    bool started = false;
    int out_of_memory = 0, solved_in_a_row = 0;
    for (int limit = 1024; limit <= 64 * 1024 && solved_in_a_row < 8; limit += 64) {
        const int solving = in_bash("(ulimit -v " + std::to_string(limit) + "; " SUDOKU_COMMAND " " +
                                  test::path_of("samples/2580/boj_sample.in") + ") >'" + answer + "' 2>'" + err + "'");
        EXPECT_NE(solving, 128 + SIGABRT) << limit;
        const bool solved = solving == 0 && test::read_file(answer) == expected;
        const bool said = solving == 2 && test::read_file(err) == "sudoku: out of memory\n";
        if (started) {
            EXPECT_TRUE(solved || said) << "limit " << limit << " KiB: " << solving << " " << test::read_file(err);
        }
        started = started || solved || said;
        out_of_memory += said;
        solved_in_a_row = solved ? solved_in_a_row + 1 : 0;
    }
    EXPECT_EQ(solved_in_a_row, 8) << "it never solved within 64 MiB";
    RecordProperty("limits_out_of_memory", out_of_memory);
    // check reads in step, a puzzle at a time (issue 50): where it once ran
    // out of memory holding 200,000 puzzles, it now judges them.
    EXPECT_EQ(in_bash("(ulimit -v 12000; " SUDOKU_COMMAND " check '" + big + "' '" + big + "') 2>'" + err + "'"), 2);
    EXPECT_EQ(test::read_file(err), "presentation error: line 1: expected a digit, found '.'\n");
    // 64 threads' stacks do not fit: the pool runs on the threads it could make.
    const std::string out = scratch.path("out").string();
    EXPECT_EQ(in_bash("(ulimit -v 150000; " SUDOKU_COMMAND " test -j 64 " + test::path_of("samples/2580") + " -- cat) >'" + out + "' 2>/dev/null"), 1);
    EXPECT_EQ(test::lines_of(test::read_file(out)).back(), "1 passed, 5 failed");
}
#endif

}  // namespace
}  // namespace sudoku
