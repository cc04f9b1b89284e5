// The verdicts of `sudoku test` on programs that misbehave (tests/programs/
// contestant.cpp), on both paths: a cgroup per run where the machine gives
// one (as root on Linux: CI), and the /proc fallback. Each expectation is
// the verdict a cgroup judge gives (isolate, DOMjudge's runguard); where
// the fallback cannot see a case, the test says so.
#include <gtest/gtest.h>

#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <thread>

#include "test_support.hpp"

namespace sudoku {
namespace {

using namespace test;
using Clock = std::chrono::steady_clock;

// The first line of a report: "AC  0.012s  3.1MB  name  (reason)".
struct Judged {
    Result run;
    std::string verdict, reason;
    double seconds = -1, megabytes = -1;
    double wall = 0;  // how long sudoku took
};

Judged judged(Result run, double wall) {
    Judged result{std::move(run), "", "", -1, -1, wall};
    const std::string line = first_line_of(result.run.out);
    char verdict[8] = "";
    std::sscanf(line.c_str(), "%7s %lfs %lfMB", verdict, &result.seconds, &result.megabytes);
    result.verdict = verdict;
    const auto open = line.find("  (");
    if (open != std::string::npos) result.reason = line.substr(open + 3, line.size() - open - 4);
    return result;
}

// Why runs get no cgroup on this machine (--sandbox=cgroup refuses to start
// then, saying why); empty when they get one.
const std::string& why_no_cgroup_here() {
    static const std::string why = [] {
        const auto run = run_executable("test --sandbox=cgroup " + path_of("samples/2580/solved.in") + " -- cat");
        return run.status == 0 ? std::string() : run.err.empty() ? std::string("--sandbox=cgroup refuses to start") : run.err;
    }();
    return why;
}
bool cgroup_here() { return why_no_cgroup_here().empty(); }

class Sandbox : public ::testing::TestWithParam<std::string> {
protected:
    bool cgroup() const { return GetParam() == "auto" && cgroup_here(); }

    // `sudoku test OPTIONS` on BOJ 2580's sample with the contestant doing
    // ARGS, its answer right when it gets to print it.
    Judged judge(const std::string& options, const std::string& args) const {
        return judge_command(options, "'" SUDOKU_CONTESTANT "' " + args + " " + boj_sample_answer());
    }
    Judged judge_command(const std::string& options, const std::string& command) const {
        const auto start = Clock::now();
        auto run = run_executable("test --sandbox=" + GetParam() + " " + options + " " + path_of("samples/2580/boj_sample.in") +
                                  " -- " + command);
        return judged(std::move(run), std::chrono::duration<double>(Clock::now() - start).count());
    }
};

// The memory limit the memory cases are sized around (a 400 MB orphan over
// it, a 230 MB parent and its 40 MB spike across it, a 64 MB stack under
// it), given on their command lines: the command line's default may change
// without any of them quietly testing nothing.
const std::string kSandboxMemoryLimit = "--memory-limit=256";

INSTANTIATE_TEST_SUITE_P(Paths, Sandbox, ::testing::Values("auto", "none"),
                         [](const auto& info) { return info.param == "none" ? "Fallback" : "Cgroup"; });

// What only a cgroup sees: the fallback cannot, and its tests do not run.
class CgroupSandbox : public Sandbox {
protected:
    void SetUp() override {
        if (!cgroup_here()) GTEST_SKIP() << "this machine gives runs no cgroup: " << why_no_cgroup_here();
    }
};

INSTANTIATE_TEST_SUITE_P(Paths, CgroupSandbox, ::testing::Values("auto"), [](const auto&) { return "Cgroup"; });

TEST_P(Sandbox, ClosingStdoutDoesNotStopTheClock) {
    const auto run = judge("--time-limit=1 --wall-limit=2", "close-stdout-sleep 30");
    EXPECT_EQ(run.verdict, "ILE") << run.run.out;
    EXPECT_LT(run.wall, 10);
}

TEST_P(Sandbox, ASleepingProgramIsIdleAndABusyOneTimesOut) {
    const auto sleeping = judge("--wall-limit=1", "sleep 30");
    EXPECT_EQ(sleeping.verdict, "ILE") << sleeping.run.out;
    EXPECT_EQ(sleeping.reason, "wall-clock limit of 1s exceeded while idle (sleeping or waiting)");
    const auto busy = judge("--time-limit=10 --wall-limit=1", "spin 0");
    EXPECT_EQ(busy.verdict, "TLE") << busy.run.out;
    EXPECT_EQ(busy.reason, "wall-clock limit of 1s exceeded");
}

// Four spinning processes: killed at the limit on their sum, within a look
// or two, as a judge reports it (not at the wall clock, not a second late).
TEST_P(Sandbox, TheCpuLimitHoldsForAllItsProcessesTogether) {
    const auto run = judge("--time-limit=1 --wall-limit=60", "spin-children 3");  // the wall clock is not what this is about
    EXPECT_EQ(run.verdict, "TLE") << run.run.out;
    EXPECT_EQ(run.reason, "time limit of 1s exceeded");
    EXPECT_GE(run.seconds, 1.0);
    // Held per process, three children would have 3 s; the watcher's look
    // comes late on a loaded machine (1.31 s once, with a build beside it).
    EXPECT_LE(run.seconds, 1.5);
}

TEST_P(Sandbox, StderrIsKeptInPartNeverPassedThrough) {
    const auto flood = judge("", "stderr-flood 200");
    EXPECT_EQ(flood.verdict, "AC") << flood.run.out;
    EXPECT_EQ(flood.run.err, "");
    const auto crash = judge_command("", "sh -c 'echo boom >&2; exit 3'");
    EXPECT_EQ(crash.verdict, "RE") << crash.run.out;
    EXPECT_EQ(lines_of(crash.run.out).at(1), "    stderr: boom");
}

// A grandchild that left with setsid and holds 400 MB: the run's memory.
TEST_P(Sandbox, AnOrphansMemoryCounts) {
    const auto run = judge(kSandboxMemoryLimit, "orphan-memory 400");
    EXPECT_EQ(run.verdict, "MLE") << run.run.out;
}

// Pages several processes share count once: a fork of 150 MB, 600 sleeping
// processes, a 200 MB shared mapping read by four children.
TEST_P(Sandbox, SharedPagesCountOnce) {
    const auto forked = judge(kSandboxMemoryLimit, "fork-shared 150");  // counted twice, over the limit
    EXPECT_EQ(forked.verdict, "AC") << forked.run.out;
    EXPECT_GE(forked.megabytes, 150);
    EXPECT_LT(forked.megabytes, 200);
    const auto sleepers = judge("", "many-sleepers 600");
    EXPECT_EQ(sleepers.verdict, "AC") << sleepers.run.out;
    EXPECT_LT(sleepers.megabytes, 128);  // the kernel's own memory for 600 processes is in a cgroup's count
    const auto mapped = judge(kSandboxMemoryLimit, "shared-map 200 4");
    EXPECT_EQ(mapped.verdict, "AC") << mapped.run.out;
    EXPECT_GE(mapped.megabytes, 200);
}

TEST_P(Sandbox, FilesInTmpfsAreMemoryToACgroupOnly) {
    // /dev/shm itself: where runs are isolated, the program's /dev/shm is its
    // own. 250 MB: a file stops at the output limit, 256 MiB.
    const auto run = judge("--memory-limit=200", "tmpfs 250 /dev/shm");
    if (cgroup()) {
        EXPECT_EQ(run.verdict, "MLE") << run.run.out;
    } else {
        // The fallback does not see them, and its report says so.
        EXPECT_EQ(run.verdict, "AC") << run.run.out;
        EXPECT_NE(run.run.out.find("(tmpfs files and shorter spikes not seen)"), std::string::npos) << run.run.out;
    }
}

// A parent holding 230 MB whose child holds 40 MB more for 15 ms (the
// fallback looks every 10 ms: a spike may fall between two looks).
TEST_P(CgroupSandbox, AShortSpikeCountsInACgroup) {
    const auto run = judge(kSandboxMemoryLimit, "spike 230 40 15");
    EXPECT_EQ(run.verdict, "MLE") << run.run.out;
}

// Clean page cache of a 300 MB file read through mmap is reclaimed, not MLE
// (the fallback counts a process's own high-water mark, mapped file pages
// included).
TEST_P(CgroupSandbox, APageCacheMappingIsNotMemory) {
    Scratch scratch;
    const auto file = scratch.path("big");
    ASSERT_EQ(std::system(("head -c 300M /dev/zero | tr '\\0' x > '" + file.string() + "'").c_str()), 0);
    const auto run = judge(kSandboxMemoryLimit, "mmap-file '" + file.string() + "'");
    EXPECT_EQ(run.verdict, "AC") << run.run.out;
}

TEST_P(Sandbox, TheProgramCannotStopItsRunner) {
    const auto run = judge("--wall-limit=30", "stop-parent");
    EXPECT_EQ(run.verdict, "AC") << run.run.out;
    EXPECT_LT(run.wall, 10);
}

// In a pid namespace (root's, or an ordinary user's with a user namespace)
// the program cannot reach sudoku; outside one it kills its keeper, a
// runtime error, and sudoku judges on.
TEST_P(Sandbox, TheProgramCannotKillItsRunner) {
    const auto run = judge("", "kill-parent");
    EXPECT_EQ(run.run.status, run.verdict == "AC" ? 0 : 1) << run.run.out;
    EXPECT_EQ(last_line_of(run.run.out), run.verdict == "AC" ? "1 passed, 0 failed" : "0 passed, 1 failed");
    const bool in_namespace = run.run.out.find(" namespace") != std::string::npos;  // the report's sandbox line
    EXPECT_EQ(run.verdict, in_namespace ? "AC" : "RE") << run.run.out;
    EXPECT_EQ(in_namespace, GetParam() == "auto" && (::geteuid() == 0 || run.run.out.find("user and pid") != std::string::npos));
}

// As under isolate, a program in a pid namespace finds itself at
// /proc/<its pid>: the namespace has a /proc of its own (LeakSanitizer, for
// one, reads /proc/<pid>/task at exit and fails on the machine's /proc).
TEST_P(Sandbox, TheProgramFindsItselfUnderProcByItsPid) {
    const auto run = judge_command("", "sh -c 'test \"$(cat /proc/$$/comm)\" = sh && exec cat " +
                                           boj_sample_answer() + "'");
    EXPECT_EQ(run.verdict, "AC") << run.run.out << run.run.err;
}

// Under a terminal, the program has none: /dev/tty cannot be opened.
TEST_P(Sandbox, TheProgramHasNoTerminal) {
    Scratch scratch;
    const std::string out = scratch.path("out").string();
    const std::string command = "'" SUDOKU_CONTESTANT "' tty " + boj_sample_answer();
    const std::string sudoku = SUDOKU_COMMAND " test --sandbox=" + GetParam() + " --wall-limit=5 " +
                               path_of("samples/2580/boj_sample.in") + " -- " + command + " >'" + out + "'";
    ASSERT_EQ(std::system(("script -qec \"" + sudoku + "\" /dev/null </dev/null >/dev/null 2>&1").c_str()), 0);
    EXPECT_EQ(first_line_of(read_file(out)).rfind("AC  ", 0), 0u) << read_file(out);
}

// Test a leaves a grandchild (setsid) burning 1.5 s; test b sleeps 2 s and
// answers. Each test's time is its own at -j 1 and -j 2 alike.
TEST_P(Sandbox, AnEscapedOrphanIsChargedToItsOwnTest) {
    Scratch scratch;
    scratch.make_dir("tests");
    scratch.write("tests/a.in", read_file(source_path("samples/2580/boj_sample.in")));
    scratch.write("tests/b.in", read_file(source_path("samples/2580/solved.in")));
    const std::string contestant = "'" SUDOKU_CONTESTANT "'";
    const std::string program = "sh -c 'if grep -q \"^0 3\"; then exec " + contestant + " escape-spin 1.5 " +
                                boj_sample_answer() + "; else exec " + contestant + " sleep 2 " +
                                path_of("samples/2580/solved.out") + "; fi'";
    for (const std::string jobs : {"1", "2"}) {
        const auto run = run_executable("test --sandbox=" + GetParam() + " -j " + jobs + " --time-limit=1 " +
                                        scratch.dir() + "/tests -- " + program);
        EXPECT_EQ(run.status, 0) << "-j " << jobs << "\n" << run.out << run.err;
        EXPECT_EQ(last_line_of(run.out), "2 passed, 0 failed") << "-j " << jobs;
    }
}

// Eight tests of 0.8 s of CPU at -j 8 on fewer processors: capped, all AC.
TEST_P(Sandbox, JobsBeyondTheProcessorsAreCapped) {
    Scratch scratch;
    scratch.make_dir("tests");
    for (int i = 1; i <= 8; ++i)
        scratch.write("tests/" + std::to_string(i) + ".in", read_file(source_path("samples/2580/boj_sample.in")));
    const auto run = run_executable("test --sandbox=" + GetParam() + " -j 8 --time-limit=1 --wall-limit=60 " + scratch.dir() + "/tests -- '" +
                                    SUDOKU_CONTESTANT "' spin 0.8 " + boj_sample_answer());
    EXPECT_EQ(last_line_of(run.out), "8 passed, 0 failed") << run.out;
    if (std::thread::hardware_concurrency() < 8) {
        EXPECT_NE(run.err.find("sudoku: --jobs=8 capped at "), std::string::npos) << run.err;
    }
}

// sudoku killed with SIGKILL takes the run with it.
TEST_P(Sandbox, KillingSudokuEndsTheRun) {
    Scratch scratch;
    const std::string marker = scratch.path("marker").string();
    scratch.write("kill.sh", SUDOKU_COMMAND " test --sandbox=" + GetParam() + " --time-limit=60 " +
                                 path_of("samples/2580/boj_sample.in") + " -- '" SUDOKU_CONTESTANT "' spin 0 '" + marker +
                                 "' >/dev/null 2>&1 &\n"
                                 "pid=$!; sleep 0.5; kill -KILL $pid; wait $pid; sleep 0.3\n"
                                 "! pgrep -f 'spin 0 " + marker + "' >/dev/null\n");
    EXPECT_EQ(std::system(("bash " + scratch.path("kill.sh").string()).c_str()), 0);
    [[maybe_unused]] const int cleaned = std::system(("pkill -KILL -f '" + marker + "'").c_str());
}

// The limits a judge sets on each process, as isolate does (issue 51). The
// stack is the memory limit unless --stack-limit says less.
TEST_P(Sandbox, DeepRecursionGetsTheMemoryLimitAsItsStack) {
    const auto deep = judge(kSandboxMemoryLimit, "deep-stack 64");
    EXPECT_EQ(deep.verdict, "AC") << deep.run.out;
    const auto capped = judge(kSandboxMemoryLimit + " --stack-limit=8", "deep-stack 64");
    EXPECT_EQ(capped.verdict, "RE") << capped.run.out;
#ifndef SUDOKU_SANITIZED
    EXPECT_EQ(capped.reason, "killed by SIGSEGV");  // AddressSanitizer reports the overflow itself
#endif
}

// A 1 GB file written in its working directory stops at the output limit.
TEST_P(Sandbox, AFileStopsAtTheOutputLimit) {
    Scratch scratch;  // its working directory
    const std::string args = "test --sandbox=" + GetParam() + " " + kSandboxMemoryLimit + " " + path_of("samples/2580/boj_sample.in") + " -- '" SUDOKU_CONTESTANT
                             "' big-file 1024 " + boj_sample_answer();
    const auto run = judged(run_executable_in(scratch.path(""), args), 0);
    const auto file = scratch.path("contestant-big-file");
    // None where the run has a working directory of its own.
    const auto size = std::filesystem::exists(file) ? std::filesystem::file_size(file) : 0;
    std::filesystem::remove(file);
    if (cgroup()) {
        // Isolated, its working directory is an overlay on a tmpfs, memory
        // the cgroup counts: the memory limit, 256 MB, comes first.
        EXPECT_EQ(run.verdict, "MLE") << run.run.out;
        EXPECT_EQ(size, 0u);
    } else {
        EXPECT_EQ(run.verdict, "RE") << run.run.out;
        EXPECT_EQ(run.reason, "killed by SIGXFSZ");
        EXPECT_LE(size, std::uintmax_t{256} << 20);
    }
}

// A crash leaves no core file, even where sudoku's own limit allows one
// and the kernel writes it into the working directory.
TEST_P(Sandbox, ACrashLeavesNoCoreFile) {
    Scratch scratch;  // its working directory
    const std::string command = "cd " + scratch.dir() + " && ulimit -c unlimited && " SUDOKU_COMMAND " test --sandbox=" + GetParam() + " " +
                                path_of("samples/2580/boj_sample.in") + " -- '" SUDOKU_CONTESTANT "' abort 0 " + boj_sample_answer() + " >report 2>&1";
    const int status = shell_status(command);
    const auto run = judged(Result{status, read_file(scratch.path("report")), ""}, 0);
    EXPECT_EQ(run.verdict, "RE") << run.run.out;
    EXPECT_EQ(run.reason, "killed by SIGABRT");
    std::size_t left = 0;
    for (const auto& entry : std::filesystem::directory_iterator(scratch.path(""))) left += entry.path().filename().string().rfind("core", 0) == 0;
    EXPECT_EQ(left, 0u);
}

// 64 open files at most: stdin, stdout, stderr and 61 more.
TEST_P(Sandbox, OpenFilesAreCappedAt64) {
    const auto few = judge("", "open-files 50");
    EXPECT_EQ(few.verdict, "AC") << few.run.out;
    const auto many = judge("", "open-files 2000");
    EXPECT_EQ(many.verdict, "RE") << many.run.out;
#ifndef SUDOKU_SANITIZED
    EXPECT_EQ(many.reason, "exit code 3");  // LeakSanitizer, out of files at the exit, makes it 1
#endif
    EXPECT_EQ(lines_of(many.run.out).at(1), "    stderr: opened 61 of 2000: Too many open files");
}

// 2000 children that live, held half a second or left at once: a cgroup
// refuses the fork past 1024 (the program gives up: exit 3); the fallback,
// as root, kills the run past it, or its keeper counts them at the end.
// Nothing of it is left running.
TEST_P(Sandbox, AForkBombStopsAt1024Processes) {
    Scratch scratch;
    const std::string answer = scratch.write("fork-bomb-answer", read_file(source_path("samples/2580/boj_sample.out")));
    for (const std::string held : {"500", "0"}) {
        const auto run = judge_command("", "'" SUDOKU_CONTESTANT "' fork-bomb 2000 " + held + " " + answer);
        EXPECT_EQ(run.verdict, "RE") << held << "\n" << run.run.out;
        // As a user without a cgroup, RLIMIT_NPROC refuses the fork, but the
        // watcher may count more first (children that exit at once are tasks
        // until reaped): either is the run's true end (seen once in CI, held 0).
        const bool user_fallback = !cgroup() && ::geteuid() != 0;
        if (!cgroup() && ::geteuid() == 0) {
            EXPECT_EQ(run.reason, "process limit of 1024 exceeded") << held;
        } else if (!user_fallback || run.reason != "process limit of 1024 exceeded") {
            EXPECT_EQ(run.reason, "exit code 3") << held;
            EXPECT_EQ(lines_of(run.run.out).at(1).rfind("    stderr: forked 10", 0), 0u) << run.run.out;
        }
        const std::string left = "pgrep -f '[f]ork-bomb 2000 " + held + " " + scratch.path("fork-bomb-answer").string() + "' >/dev/null";
        EXPECT_NE(std::system(left.c_str()), 0) << "fork-bomb children left running, held " << held;
    }
    [[maybe_unused]] const int cleaned = std::system(("pkill -KILL -f '[f]ork-bomb 2000 " + scratch.path("").string() + "'").c_str());
}

bool can_become_nobody() { return ::geteuid() == 0 && std::system("command -v setpriv >/dev/null") == 0; }
constexpr const char* kNoNobody = "this machine runs the tests as a user, or has no setpriv: it takes root and setpriv to become nobody";

// `sudoku test OPTIONS a.in -- contestant ARGS right.txt` as nobody, the
// sample as a.in and its answer as right.txt (a.ans the box would hide) in
// `scratch`, which nobody may read: the exit status and the report.
Result test_as_nobody(const Scratch& scratch, const std::string& options, const std::string& args) {
    scratch.write("a.in", read_file(source_path("samples/2580/boj_sample.in")));
    scratch.write("right.txt", read_file(source_path("samples/2580/boj_sample.out")));
    std::filesystem::permissions(scratch.path(""), std::filesystem::perms::all);
    const std::string out = scratch.path("out").string();
    // Its scratch files go to the scratch folder, which nobody may write to, whatever $TMPDIR is.
    const std::string command = "TMPDIR='" + scratch.path("").string() + "' setpriv --reuid=65534 --regid=65534 --clear-groups " SUDOKU_COMMAND
                                " test " + options + " " + scratch.path("a.in").string() + " -- '" SUDOKU_CONTESTANT "' " + args + " " +
                                scratch.path("right.txt").string() + " >'" + out + "' 2>&1";
    const int status = std::system(command.c_str());
    return Result{status, read_file(out), ""};
}

// As an ordinary user (nobody, when the tests run as root), where the system
// allows user namespaces: the program cannot kill its runner either.
TEST(SandboxAsAUser, TheProgramGetsUserAndPidNamespaces) {
    if (!can_become_nobody()) GTEST_SKIP() << kNoNobody;
    Scratch scratch;
    const auto run = test_as_nobody(scratch, "", "kill-parent");
    if (run.out.find(", user and pid namespaces") == std::string::npos)
        GTEST_SKIP() << "this machine gives nobody no user namespaces, or the build is not readable by nobody:\n" << run.out;
    EXPECT_EQ(run.status, 0) << run.out;
    EXPECT_EQ(first_line_of(run.out).rfind("AC  ", 0), 0u) << run.out;
}

// As nobody, the kernel refuses the fork past 1024 processes on both paths:
// RLIMIT_NPROC in a user namespace of the run's own (or a delegated cgroup's
// pids.max), and outside one (--sandbox=none) on top of what nobody runs.
TEST(SandboxAsAUser, AForkBombIsRefusedPast1024Processes) {
    if (!can_become_nobody()) GTEST_SKIP() << kNoNobody;
    Scratch scratch;
    for (const std::string sandbox : {"auto", "none"}) {
        const auto run = judged(test_as_nobody(scratch, "--sandbox=" + sandbox, "fork-bomb 2000 0"), 0);
        if (run.verdict != "RE" && run.verdict != "AC") GTEST_SKIP() << "the build is not readable by nobody:\n" << run.run.out;
        EXPECT_EQ(run.verdict, "RE") << sandbox << "\n" << run.run.out;
        EXPECT_EQ(run.reason, "exit code 3") << sandbox;
        EXPECT_EQ(lines_of(run.run.out).at(1).rfind("    stderr: forked 10", 0), 0u) << sandbox << "\n" << run.run.out;
        EXPECT_NE(std::system(("pgrep -f '[f]ork-bomb 2000 0 " + scratch.path("right.txt").string() + "' >/dev/null").c_str()), 0) << sandbox;
    }
    [[maybe_unused]] const int cleaned = std::system(("pkill -KILL -f '[f]ork-bomb 2000 " + scratch.path("").string() + "'").c_str());
}

}  // namespace
}  // namespace sudoku
