// `test` and `stress` on Windows (under Wine in CI), where the programs of
// test_command_test.cpp and interrupts_test.cpp (sh -c lines, signals)
// cannot run: the verdicts on the Windows contestant's misbehaviours, a bug
// that stress catches, and Ctrl-C ending a run as a signal does on
// Linux. Built for Windows only (tests/CMakeLists.txt).
#include <gtest/gtest.h>

#include <chrono>
#include <optional>
#include <thread>

#include "sandbox/win32/watched_run_win32.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

using namespace test;

const std::string kContestant = "'" SUDOKU_WINDOWS_CONTESTANT "'";
const std::string kWrongSolver = "'" SUDOKU_WRONG_SOLVERS "' forgets-last-given";

// `sudoku test OPTIONS boj_sample.in -- PROGRAM`.
Result judged(const std::string& options, const std::string& program) {
    return run_executable("test " + options + " " + path_of("samples/2580/boj_sample.in") + " -- " + program);
}

bool starts_with(const std::string& text, const std::string& start) { return text.rfind(start, 0) == 0; }

TEST(WindowsVerdicts, AcceptsARightProgramAndGivesWaToAWrongOne) {
    const auto right = judged("", SUDOKU_COMMAND);
    EXPECT_EQ(right.status, 0) << right.out << right.err;
    EXPECT_TRUE(starts_with(first_line_of(right.out), "AC  ")) << right.out;
    const auto echo = judged("", kContestant + " echo");
    EXPECT_EQ(echo.status, 1);
    EXPECT_TRUE(starts_with(first_line_of(echo.out), "WA  ")) << echo.out;
    EXPECT_EQ(last_line_of(echo.out), "0 passed, 1 failed");
}

TEST(WindowsVerdicts, ANonZeroExitIsARuntimeErrorWithItsCode) {
    const auto crash = judged("", kContestant + " crash");
    EXPECT_EQ(crash.status, 1);
    EXPECT_TRUE(starts_with(first_line_of(crash.out), "RE  ")) << crash.out;
    EXPECT_NE(crash.out.find("(exit code 3)"), std::string::npos) << crash.out;
}

// Killed at its limit, the whole job with it. Under Wine, which reports no
// CPU time, that is the wall clock's kill, and the verdict says so.
TEST(WindowsVerdicts, AProgramThatComputesPastTheLimitIsATle) {
    const auto spin = judged("--time-limit=0.5 --wall-limit=2", kContestant + " spin");
    EXPECT_EQ(spin.status, 1);
    EXPECT_TRUE(starts_with(first_line_of(spin.out), "TLE ")) << spin.out << spin.err;
    if (!under_wine()) {
        EXPECT_NE(spin.out.find("(time limit of 0.5s exceeded)"), std::string::npos) << spin.out;
    }
}

// A sleeping program is idle: ILE at the wall clock where its CPU time is
// known. Wine reports none, so there it is a TLE, which says why.
TEST(WindowsVerdicts, ASleepingProgramIsAnIleWhereCpuTimeIsKnown) {
    const auto sleeper = judged("--time-limit=0.5 --wall-limit=2", kContestant + " sleep");
    EXPECT_EQ(sleeper.status, 1);
    if (under_wine()) {
        EXPECT_TRUE(starts_with(first_line_of(sleeper.out), "TLE ")) << sleeper.out;
        EXPECT_NE(sleeper.out.find("this system reports no CPU time of a run"), std::string::npos) << sleeper.out;
        GTEST_SKIP() << "Wine reports no CPU time of another process: idle (ILE) cannot be told from busy (TLE) there";
    }
    EXPECT_TRUE(starts_with(first_line_of(sleeper.out), "ILE ")) << sleeper.out;
}

// A planted bug caught, its input saved, and `test` failing the program on it again.
TEST(WindowsStress, CatchesAPlantedBugAndSavesAnInputThatReproducesIt) {
    Scratch scratch;
    const auto caught = run_executable_in(scratch.path(""), "stress --seed=1 --runs=20 -- " + kWrongSolver);
    EXPECT_EQ(caught.status, 1) << caught.out << caught.err;
    const auto lines = lines_of(caught.out);
    ASSERT_EQ(lines.size(), 3u) << caught.out;
    EXPECT_TRUE(starts_with(lines[0], "WA  ")) << lines[0];
    EXPECT_EQ(lines[1], "saved the input as stress-1.in and the output as stress-1.out");
    const auto again = run_executable("test '" + scratch.path("stress-1.in").string() + "' -- " + kWrongSolver);
    EXPECT_TRUE(starts_with(first_line_of(again.out), "WA  ")) << again.out;
    const auto right = run_executable_in(scratch.path(""), "stress --seed=1 --runs=5 -- " SUDOKU_COMMAND);
    EXPECT_EQ(right.status, 0) << right.out << right.err;
    EXPECT_EQ(right.out, "5 passed, 0 failed\n");
}

// sudoku.exe started as a user starts it from a console, its output in
// `scratch`; then Ctrl-C once `wait` has passed. Its exit code, or nullopt
// when the console would not send Ctrl-C (under Wine without a terminal).
std::optional<int> interrupted(const Scratch& scratch, const std::string& args, std::chrono::milliseconds wait) {
    auto words = win32::shell_words(args);
    words.insert(words.begin(), SUDOKU_EXECUTABLE);
    write_file(scratch.path("in"), "");
    const auto sudoku = win32::start(words, {scratch.path("in"), scratch.path("out"), scratch.path("err"), scratch.path("")});
    std::this_thread::sleep_for(wait);
    const bool sent = win32::send_ctrl_c_to_console();
    const int status = win32::exit_code_of(sudoku.get(), sent ? std::chrono::seconds(20) : std::chrono::seconds(0));
    return sent ? std::optional<int>(status) : std::nullopt;
}

constexpr const char* kNoCtrlC =
    "this console sends no Ctrl-C: Wine's does only with a terminal (ctest runs these tests under script(1) for one)";

// Waits up to 5 s for the contestants to be gone; how many are left.
int contestants_left() {
    const std::wstring name = std::filesystem::path(SUDOKU_WINDOWS_CONTESTANT).filename().wstring();
    for (int i = 0; i < 50 && win32::processes_named(name) > 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    return win32::processes_named(name);
}

constexpr int kControlCExit = static_cast<int>(0xC000013A);  // STATUS_CONTROL_C_EXIT, the man page's

// As on Linux (interrupts_test.cpp): the first test's line, then nothing,
// no verdict on the run cut short; the program killed; STATUS_CONTROL_C_EXIT.
TEST(WindowsInterrupts, CtrlCEndsATestRunWithNoVerdictOnTheRunItCut) {
    Scratch scratch;
    scratch.make_dir("tests");
    scratch.write("tests/1_quick.in", read_file(source_path("samples/2580/solved.in")));
    scratch.write("tests/2_spin.in", read_file(source_path("samples/2580/boj_sample.in")));
    const auto status = interrupted(scratch, "test -j1 --time-limit=86400 " + scratch.dir() + "/tests -- " + kContestant +
                                                 " spin-unless-solved", std::chrono::seconds(3));
    if (!status) GTEST_SKIP() << kNoCtrlC;
    EXPECT_EQ(*status, kControlCExit) << read_file(scratch.path("out")) << read_file(scratch.path("err"));
    const auto lines = lines_of(read_file(scratch.path("out")));
    ASSERT_EQ(lines.size(), 1u) << read_file(scratch.path("out"));
    EXPECT_TRUE(starts_with(lines[0], "AC  ")) << lines[0];
    EXPECT_EQ(contestants_left(), 0);
}

// stress interrupted saves nothing: the run cut short is no failure.
TEST(WindowsInterrupts, CtrlCEndsAStressRunWithNothingSaved) {
    Scratch scratch;
    const auto status = interrupted(scratch, "stress --time-limit=86400 -- " + kContestant + " spin", std::chrono::seconds(2));
    if (!status) GTEST_SKIP() << kNoCtrlC;
    EXPECT_EQ(*status, kControlCExit) << read_file(scratch.path("err"));
    EXPECT_EQ(read_file(scratch.path("out")), "");
    for (const auto& entry : std::filesystem::directory_iterator(scratch.path("")))
        EXPECT_EQ(entry.path().filename().string().rfind("stress-", 0), std::string::npos) << entry.path();
    EXPECT_EQ(contestants_left(), 0);
}

}  // namespace
}  // namespace sudoku
