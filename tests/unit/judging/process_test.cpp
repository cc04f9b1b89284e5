// The process runner: output, exit codes, signals, the limits and what they
// measure, a missing program.
#include <gtest/gtest.h>

#include "sudoku/judging/process.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

const std::string kInput = test::source_path("samples/2580/boj_sample.in").string();

std::string output_of(const ProcessResult& run) { return run.output ? output_start(*run.output, 1 << 20) : std::string(); }

TEST(Process, CapturesStdoutFromTheInputFile) {
    const auto run = run_process({"cat"}, kInput, {});
    EXPECT_EQ(run.start_error, "");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.signal, 0);
    EXPECT_FALSE(run.wall_limit_hit);
    EXPECT_EQ(output_of(run), test::read_file(kInput));
}

TEST(Process, ReportsThePeakMemoryOfTheProgram) {
    // awk holding a 64 MiB string peaks past 64 MiB; cat stays far below.
    const auto big = run_process({"awk", "BEGIN { s = \"x\"; while (length(s) < 67108864) s = s s; print length(s) }"}, kInput, {});
    ASSERT_EQ(big.exit_code, 0) << big.start_error;
    EXPECT_EQ(output_of(big), "67108864\n");
    EXPECT_GE(big.peak_kib, 64 * 1024);
    const auto small = run_process({"cat"}, kInput, {});
    EXPECT_LT(small.peak_kib, big.peak_kib - 32 * 1024);
}

TEST(Process, KillsAProgramOverTheMemoryLimit) {
    ProcessLimits limits;
    limits.memory_kib = 32 << 10;
    const auto big = run_process({"awk", "BEGIN { s = \"x\"; while (length(s) < 268435456) s = s s; print length(s) }"}, kInput, limits);
    EXPECT_TRUE(big.memory_limit_hit);
    EXPECT_GT(big.peak_kib, 32 << 10);
    EXPECT_EQ(output_of(big), "");
    const auto small = run_process({"cat"}, kInput, limits);
    EXPECT_FALSE(small.memory_limit_hit);
}

TEST(Process, ReportsExitCodesAndSignals) {
    EXPECT_EQ(run_process({"sh", "-c", "exit 7"}, kInput, {}).exit_code, 7);
    const auto killed = run_process({"sh", "-c", "kill -ABRT $$"}, kInput, {});
    EXPECT_EQ(killed.signal, SIGABRT);
    EXPECT_EQ(signal_name(killed.signal), "SIGABRT");
}

TEST(Process, KillsTheWholeGroupAtTheWallLimit) {
    // The background sleep keeps stdout open: only killing the group ends it.
    ProcessLimits limits;
    limits.wall_seconds = 0.3;
    const auto run = run_process({"sh", "-c", "sleep 5 & sleep 5"}, kInput, limits);
    EXPECT_TRUE(run.wall_limit_hit);
    EXPECT_EQ(run.signal, 0);  // our kill is the limit, not the program's fault
    EXPECT_LT(run.cpu_seconds, 0.3);
}

// CPU time is the program's and its descendants': a shell whose child burns
// the time shows the child's time, whether the shell waited for it or both
// were killed (the child is then an orphan handed to us, and swept).
TEST(Process, CountsTheCpuTimeOfDescendants) {
    const std::vector<std::string> script = {"sh", "-c", "sh -c 'while :; do :; done'; echo done"};
    ProcessLimits waited;
    waited.cpu_seconds = 0.5;  // each process of it gets RLIMIT_CPU at 2 s, and the shell waits for its child
    waited.wall_seconds = 30;
    const auto run = run_process(script, kInput, waited);
    EXPECT_GT(run.cpu_seconds, 1.5) << run.cpu_seconds;
    EXPECT_EQ(output_of(run), "done\n");
    // Both killed at the wall clock: the child, an orphan handed to us, is swept
    // and counted. (Not under qemu-user, which refuses PR_SET_CHILD_SUBREAPER.)
#ifdef SUDOKU_EMULATED
    if (!adopt_orphaned_descendants()) return;
#endif
    ASSERT_TRUE(adopt_orphaned_descendants());
    ProcessLimits killed;
    killed.cpu_seconds = 30;
    killed.wall_seconds = 1;
    const auto both = run_process(script, kInput, killed);
    EXPECT_TRUE(both.wall_limit_hit);
    EXPECT_GT(both.cpu_seconds, 0.2) << both.cpu_seconds;
}

TEST(Process, StopsAnOutputOverTheLimit) {
    ProcessLimits limits;
    limits.output_bytes = 1 << 16;
    const auto run = run_process({"yes"}, kInput, limits);
    EXPECT_TRUE(run.output_overflow);
    EXPECT_FALSE(run.wall_limit_hit);
}

TEST(Process, SaysWhenTheProgramCannotBeStarted) {
    EXPECT_EQ(run_process({"/nonexistent/program"}, kInput, {}).start_error,
              "cannot run /nonexistent/program: no such file or directory");
    EXPECT_EQ(run_process({"no-such-command-here"}, kInput, {}).start_error,
              "cannot run no-such-command-here: command not found");
    EXPECT_EQ(run_process({"cat"}, "/nonexistent/input", {}).start_error,
              "cannot open /nonexistent/input: no such file or directory");
}

}  // namespace
}  // namespace sudoku
