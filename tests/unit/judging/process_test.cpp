// The process runner: output, exit codes, signals, limits, a missing program.
#include <gtest/gtest.h>

#include "sudoku/judging/process.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

const std::string kInput = test::source_path("samples/2580/boj_sample.in").string();

TEST(Process, CapturesStdoutFromTheInputFile) {
    const auto run = run_process({"cat"}, kInput, {});
    EXPECT_EQ(run.start_error, "");
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.signal, 0);
    EXPECT_FALSE(run.timed_out);
    EXPECT_EQ(run.output, test::read_file(kInput));
}

TEST(Process, ReportsThePeakMemoryOfTheProgram) {
    // awk holding a 64 MiB string peaks past 64 MiB; cat stays far below.
    const auto big = run_process({"awk", "BEGIN { s = \"x\"; while (length(s) < 67108864) s = s s; print length(s) }"}, kInput, {});
    ASSERT_EQ(big.exit_code, 0) << big.start_error;
    EXPECT_EQ(big.output, "67108864\n");
    EXPECT_GE(big.peak_kib, 64 * 1024);
    const auto small = run_process({"cat"}, kInput, {});
    EXPECT_LT(small.peak_kib, big.peak_kib - 32 * 1024);
}

TEST(Process, ReportsExitCodesAndSignals) {
    EXPECT_EQ(run_process({"sh", "-c", "exit 7"}, kInput, {}).exit_code, 7);
    const auto killed = run_process({"sh", "-c", "kill -ABRT $$"}, kInput, {});
    EXPECT_EQ(killed.signal, SIGABRT);
    EXPECT_EQ(signal_name(killed.signal), "SIGABRT");
}

TEST(Process, KillsTheWholeGroupAtTheTimeLimit) {
    // The background sleep keeps stdout open: only killing the group ends it.
    ProcessLimits limits;
    limits.seconds = 0.3;
    const auto run = run_process({"sh", "-c", "sleep 5 & sleep 5"}, kInput, limits);
    EXPECT_TRUE(run.timed_out);
    EXPECT_EQ(run.signal, 0);  // our kill is the time limit, not the program's fault
    EXPECT_LT(run.wall_seconds, 2.0);
}

TEST(Process, StopsAnOutputOverTheLimit) {
    ProcessLimits limits;
    limits.output_bytes = 1 << 16;
    const auto run = run_process({"yes"}, kInput, limits);
    EXPECT_TRUE(run.output_overflow);
    EXPECT_FALSE(run.timed_out);
}

TEST(Process, SaysWhenTheProgramCannotBeStarted) {
    const auto missing = run_process({"/nonexistent/program"}, kInput, {});
#ifdef SUDOKU_EMULATED
    // qemu-user runs posix_spawn's vfork as a fork, so the exec's failure
    // reaches no one: the child exits 127, as a shell's would.
    if (missing.start_error.empty()) EXPECT_EQ(missing.exit_code, 127);
    else
#endif
    EXPECT_EQ(missing.start_error, "cannot run /nonexistent/program: no such file or directory");
    EXPECT_EQ(run_process({"cat"}, "/nonexistent/input", {}).start_error,
              "cannot open /nonexistent/input: no such file or directory");
}

}  // namespace
}  // namespace sudoku
