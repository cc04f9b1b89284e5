// The process runner: output, exit codes, signals, the limits and what they
// measure, a missing program; on both paths, a cgroup where the machine gives
// one (as root on Linux: CI) and the /proc fallback.
#include <gtest/gtest.h>

#include "sudoku/sandbox/process.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

const std::string kInput = test::source_path("samples/2580/boj_sample.in").string();
// Every run needs a CPU limit: these programs end well within this one (the
// tests of the limits set their own).
constexpr double kCpuSeconds = 2;

// A start error's three parts, between bars.
std::string words(const StartError& error) { return error.action + "|" + error.name + "|" + error.reason; }

std::string output_of(const ProcessResult& run) { return run.output ? output_start(*run.output, 1 << 20) : std::string(); }

class Process : public ::testing::TestWithParam<Sandbox> {
protected:
    ProcessLimits limits() const {
        ProcessLimits limits(kCpuSeconds);
        limits.sandbox = GetParam();
        return limits;
    }
};

INSTANTIATE_TEST_SUITE_P(Sandbox, Process, ::testing::Values(Sandbox::automatic, Sandbox::none),
                         [](const auto& info) { return info.param == Sandbox::none ? "Fallback" : "Auto"; });

TEST_P(Process, CapturesStdoutFromTheInputFile) {
    const auto run = run_process({"cat"}, kInput, limits());
    EXPECT_FALSE(run.start_error);
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.signal, 0);
    EXPECT_FALSE(run.wall_limit_hit);
    EXPECT_EQ(output_of(run), test::read_file(kInput));
}

TEST_P(Process, ReportsThePeakMemoryOfTheProgram) {
    // awk holding a 64 MiB string peaks past 64 MiB; cat stays far below.
    const auto big = run_process({"awk", "BEGIN { s = \"x\"; while (length(s) < 67108864) s = s s; print length(s) }"}, kInput, limits());
    ASSERT_EQ(big.exit_code, 0) << words(big.start_error);
    EXPECT_EQ(output_of(big), "67108864\n");
    EXPECT_GE(big.peak_kib, 64 * 1024);
    const auto small = run_process({"cat"}, kInput, limits());
    EXPECT_LT(small.peak_kib, big.peak_kib - 32 * 1024);
}

TEST_P(Process, KillsAProgramOverTheMemoryLimit) {
    ProcessLimits limits = this->limits();
    limits.memory_kib = 32 << 10;
    const auto big = run_process({"awk", "BEGIN { s = \"x\"; while (length(s) < 268435456) s = s s; print length(s) }"}, kInput, limits);
    EXPECT_TRUE(big.memory_limit_hit);
    EXPECT_GE(big.peak_kib, 32 << 10);  // a cgroup holds it at the limit
    EXPECT_EQ(output_of(big), "");
    const auto small = run_process({"cat"}, kInput, limits);
    EXPECT_FALSE(small.memory_limit_hit);
}

TEST_P(Process, ReportsExitCodesAndSignals) {
    EXPECT_EQ(run_process({"sh", "-c", "exit 7"}, kInput, limits()).exit_code, 7);
    const auto killed = run_process({"sh", "-c", "kill -ABRT $$"}, kInput, limits());
    EXPECT_EQ(killed.signal, SIGABRT);
    EXPECT_EQ(signal_name(killed.signal), "SIGABRT");
}

TEST_P(Process, KillsTheWholeGroupAtTheWallLimit) {
    // The background sleep keeps stdout open: only killing the group ends it.
    ProcessLimits limits = this->limits();
    limits.wall_seconds = 0.3;
    const auto run = run_process({"sh", "-c", "sleep 5 & sleep 5"}, kInput, limits);
    EXPECT_TRUE(run.wall_limit_hit);
    EXPECT_EQ(run.signal, 0);  // our kill is the limit, not the program's fault
    EXPECT_LT(run.cpu_seconds, 0.3);
}

// CPU time is the program's and its descendants': a shell whose child burns
// the time shows the child's time, and the limit is kept on their sum, within
// a look or two, whether the shell waited for it or left it running.
TEST_P(Process, KeepsTheCpuLimitOnTheWholeTree) {
    for (const std::string script : {"sh -c 'while :; do :; done'; echo done", "sh -c 'while :; do :; done' & sh -c 'while :; do :; done'"}) {
        ProcessLimits limits = this->limits();
        limits.cpu_seconds = 0.5;
        limits.wall_seconds = 30;
        const auto run = run_process({"sh", "-c", script}, kInput, limits);
        EXPECT_TRUE(run.cpu_limit_hit) << script;
        EXPECT_FALSE(run.wall_limit_hit) << script;
        EXPECT_GE(run.cpu_seconds, 0.5) << script;
        EXPECT_LT(run.cpu_seconds, 0.7) << script;
        EXPECT_EQ(output_of(run), "") << script;
    }
}

// The wall clock is watched until the program is gone, not until its
// output ends.
TEST_P(Process, WatchesTheWallClockAfterStdoutCloses) {
    ProcessLimits limits = this->limits();
    limits.wall_seconds = 0.5;
    const auto run = run_process({"sh", "-c", "echo early; exec 1>&-; sleep 30"}, kInput, limits);
    EXPECT_TRUE(run.wall_limit_hit);
    EXPECT_LT(run.wall_seconds, 5);
    EXPECT_EQ(output_of(run), "early\n");
}

// Stderr is kept in part, never passed through.
TEST_P(Process, KeepsTheStartOfStderr) {
    const auto run = run_process({"sh", "-c", "echo oops >&2; head -c 200000 /dev/zero >&2; echo fine"}, kInput, limits());
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(output_of(run), "fine\n");
    EXPECT_EQ(run.error_bytes, 200005u);
    EXPECT_EQ(run.error_start.size(), kKeptErrorBytes);
    EXPECT_EQ(run.error_start.rfind("oops\n", 0), 0u);
}

TEST_P(Process, StopsAnOutputOverTheLimit) {
    ProcessLimits limits = this->limits();
    limits.output_bytes = 1 << 16;
    const auto run = run_process({"yes"}, kInput, limits);
    EXPECT_TRUE(run.output_overflow);
    EXPECT_FALSE(run.wall_limit_hit);
}

TEST_P(Process, SaysWhenTheProgramCannotBeStarted) {
    EXPECT_EQ(words(run_process({"/nonexistent/program"}, kInput, limits()).start_error),
              "cannot run|/nonexistent/program|no such file or directory");
    EXPECT_EQ(words(run_process({"no-such-command-here"}, kInput, limits()).start_error),
              "cannot run|no-such-command-here|command not found");
    EXPECT_EQ(words(run_process({"cat"}, "/nonexistent/input", limits()).start_error),
              "cannot open|/nonexistent/input|no such file or directory");
    // Found and executable, but no program: the exec itself fails.
    test::Scratch scratch;
    scratch.write("garbage", std::string("\x01\x02\x03garbage\n"));
    // Executable by all: run by root, a program runs as an unprivileged user (box.hpp).
    std::filesystem::permissions(scratch.path("garbage"), std::filesystem::perms::all);
    const std::string garbage = scratch.path("garbage").string();
    EXPECT_EQ(words(run_process({garbage}, kInput, limits()).start_error), "cannot run|" + garbage + "|exec format error");
}

}  // namespace
}  // namespace sudoku
