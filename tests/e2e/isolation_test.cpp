// Issue 51: what a program run by `sudoku test` can reach, case by case as
// /work/scratch/isolate-compare's hostile programs try it, with the
// contestant's isolation modes (tests/programs/contestant_isolation.cpp).
// Each case runs on the isolated paths: root (a cgroup, a pid namespace, uid
// 60000+) and an ordinary user (nobody, through setpriv, in user and pid
// namespaces); each checks the verdict and what was or was not touched. The
// fallback (--sandbox=none) isolates nothing, and its report says so.
#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "test_support.hpp"

namespace sudoku {
namespace {

using namespace test;
namespace fs = std::filesystem;

// A run of `sudoku test` on a folder holding one test (a.in, its answer
// a.out), as root or as nobody: the report, its first line's verdict.
struct BoxedRun {
    std::string report, verdict;
};

class Isolation : public ::testing::TestWithParam<std::string> {
protected:
    bool as_user() const { return GetParam() == "user"; }

    void SetUp() override {
        if (::geteuid() != 0) GTEST_SKIP() << "the tests run as a user: the root path needs root, and becoming nobody does too";
        if (as_user() && std::system("command -v setpriv >/dev/null") != 0) GTEST_SKIP() << "no setpriv to become nobody";
        fs::permissions(scratch.path(""), fs::perms::all);
        scratch.make_dir("tests");
        scratch.write("tests/a.in", read_file(source_path("samples/2580/boj_sample.in")));
        scratch.write("tests/a.out", read_file(source_path("samples/2580/boj_sample.out")));
        scratch.write("answer.txt", read_file(source_path("samples/2580/boj_sample.out")));
        const auto probe = run("answer");
        const std::string isolated = as_user() ? ", user and pid namespaces, mount, network" : ", pid namespace, mount, network";
        if (probe.report.find(isolated) == std::string::npos) GTEST_SKIP() << "this machine does not isolate runs on this path:\n" << probe.report;
        ASSERT_EQ(probe.verdict, "AC") << probe.report;
    }

    // `sudoku test OPTIONS <scratch>/tests -- contestant ARGS ANSWER`.
    BoxedRun run(const std::string& args, const std::string& options = "", const std::string& answer = "answer.txt") const {
        return run_program("'" SUDOKU_CONTESTANT "' " + args + " " + scratch.path(answer).string(), options);
    }
    // `ENVIRONMENT sudoku test OPTIONS <scratch>/tests -- PROGRAM`.
    BoxedRun run_program(const std::string& program, const std::string& options = "", const std::string& environment = "") const {
        const std::string out = scratch.path("report").string();
        const std::string as = as_user() ? "TMPDIR=" + scratch.dir() + " setpriv --reuid=65534 --regid=65534 --clear-groups " : "";
        const std::string command = environment + " " + as + SUDOKU_COMMAND " test " + options + " " + scratch.dir() + "/tests -- " +
                                    program + " >'" + out + "' 2>&1";
        [[maybe_unused]] const int status = std::system(command.c_str());
        BoxedRun result{read_file(out), ""};
        result.verdict = first_line_of(result.report).substr(0, 3);
        while (!result.verdict.empty() && result.verdict.back() == ' ') result.verdict.pop_back();
        return result;
    }

    Scratch scratch;
};

INSTANTIATE_TEST_SUITE_P(Paths, Isolation, ::testing::Values("root", "user"), [](const auto& info) { return info.param == "root" ? "Root" : "User"; });

// Through /proc/self/fd/0 and by its name: the test's bytes stay as they were.
TEST_P(Isolation, TheTestCannotBeRewritten) {
    const std::string before = read_file(scratch.path("tests/a.in"));
    if (as_user()) fs::permissions(scratch.path("tests/a.in"), fs::perms::all);  // nobody could write it, but for the box
    const auto judged = run("rewrite-input " + scratch.path("tests/a.in").string());
    EXPECT_EQ(judged.verdict, "AC") << judged.report;
    EXPECT_EQ(read_file(scratch.path("tests/a.in")), before);
}

// From the tests' folder the box shows the program's own files, named on its
// command line, but never a test or an answer, named or not; unboxed, the
// same program reads the answer and fails (RE).
TEST_P(Isolation, OnlyItsOwnFilesAreShownFromTheTestsFolder) {
    fs::copy_file(SUDOKU_CONTESTANT, scratch.path("tests/solution"));
    fs::permissions(scratch.path("tests/solution"), fs::perms::all);
    const auto own = run_program(scratch.path("tests/solution").string() + " answer " + scratch.path("answer.txt").string());
    EXPECT_EQ(own.verdict, "AC") << own.report;
    for (const std::string secret : {"tests/a.out", "tests/a.in"}) {
        const std::string args = "read-secret " + scratch.path(secret).string();
        const auto boxed = run(args);
        EXPECT_EQ(boxed.verdict, "AC") << secret << "\n" << boxed.report;
        const auto unboxed = run(args, "--sandbox=none");
        EXPECT_EQ(unboxed.verdict, "RE") << secret << "\n" << unboxed.report;
    }
}

// A program right in /tmp (a contestant's /tmp/a.out) runs from the private
// /tmp, which shows it alone.
TEST_P(Isolation, AProgramRightInTmpRuns) {
    const fs::path program = fs::path("/tmp") / ("sudoku-isolation-" + std::to_string(::getpid()));
    fs::copy_file(SUDOKU_CONTESTANT, program, fs::copy_options::overwrite_existing);
    fs::permissions(program, fs::perms::all);
    const auto judged = run_program(program.string() + " answer " + scratch.path("answer.txt").string());
    fs::remove(program);
    EXPECT_EQ(judged.verdict, "AC") << judged.report;
}

// The answer beside the test is out of sight: a program that prints a wrong
// answer unless it finds the right one stays wrong.
TEST_P(Isolation, TheAnswerCannotBeRead) {
    std::string wrong = read_file(source_path("samples/2580/boj_sample.out"));
    std::swap(wrong[0], wrong[2]);  // two cells of the first row swapped: their columns clash
    scratch.write("wrong.txt", wrong);
    const auto judged = run("read-answer", "", "wrong.txt");
    EXPECT_EQ(judged.verdict, "WA") << judged.report;
}

// Written into its parent groups' cgroup.procs, it is still held and counted:
// 200 MB over a 64 MB limit, 1 s of CPU over 0.5 s.
TEST_P(Isolation, TheParentCgroupCannotBeJoined) {
    const auto memory = run("join-parent-cgroup 200 0", "--memory-limit=64");
    EXPECT_EQ(memory.verdict, "MLE") << memory.report;
    const auto cpu = run("join-parent-cgroup 1 1", "--time-limit=0.5");
    EXPECT_EQ(cpu.verdict, "TLE") << cpu.report;
}

// A listener on 127.0.0.1 sees no connection: the program has a network of its own.
TEST_P(Isolation, NoConnectionLeavesTheBox) {
    const int listener = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    ASSERT_GE(listener, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t size = sizeof address;
    ASSERT_EQ(::bind(listener, reinterpret_cast<const sockaddr*>(&address), sizeof address), 0);
    ASSERT_EQ(::listen(listener, 8), 0);
    ASSERT_EQ(::getsockname(listener, reinterpret_cast<sockaddr*>(&address), &size), 0);
    const auto judged = run("connect " + std::to_string(ntohs(address.sin_port)));
    EXPECT_EQ(judged.verdict, "AC") << judged.report;
    const int accepted = ::accept(listener, nullptr, nullptr);
    EXPECT_EQ(accepted, -1) << "the program connected to 127.0.0.1";
    if (accepted >= 0) ::close(accepted);
    ::close(listener);
}

// As root, the program runs as an unprivileged user: /etc/shadow is not its
// to read (nobody never could: the case is root's).
TEST_P(Isolation, ShadowCannotBeReadAsRoot) {
    if (as_user()) GTEST_SKIP() << "nobody cannot read /etc/shadow with or without the box";
    ASSERT_TRUE(fs::exists("/etc/shadow"));
    const auto judged = run("read-secret /etc/shadow");
    EXPECT_EQ(judged.verdict, "AC") << judged.report;
}

// Nothing it writes outside its box stays: not in a folder under /tmp, not in
// /var/tmp (writable by everyone), not in its working directory.
TEST_P(Isolation, NothingIsWrittenOutside) {
    const std::string name = "sudoku-isolation-" + std::to_string(::getpid());
    const fs::path work = scratch.path("work");
    fs::create_directories(work);
    fs::permissions(work, fs::perms::all);
    const std::vector<fs::path> targets = {scratch.path(name), fs::path("/var/tmp") / name, work / name};
    std::string args = "write-outside";
    for (const auto& target : targets) args += " " + target.string();
    const std::string out = scratch.path("report").string();
    const std::string as = as_user() ? "TMPDIR=" + scratch.dir() + " setpriv --reuid=65534 --regid=65534 --clear-groups " : "";
    [[maybe_unused]] const int status = std::system(("cd '" + work.string() + "' && " + as + SUDOKU_COMMAND " test " + scratch.dir() + "/tests -- '" SUDOKU_CONTESTANT "' " +
                                                     args + " " + name + " " + scratch.path("answer.txt").string() + " >'" + out + "' 2>&1").c_str());
    EXPECT_EQ(first_line_of(read_file(out)).substr(0, 4), "AC  ") << read_file(out);
    for (const auto& target : targets) {
        EXPECT_FALSE(fs::exists(target)) << target;
        fs::remove(target);
    }
}

// A process outside its run, of its own uid, is out of its reach.
TEST_P(Isolation, OtherProcessesAreUnharmed) {
    const pid_t victim = ::fork();
    if (victim == 0) {
        if (as_user() && (::setgid(65534) != 0 || ::setuid(65534) != 0)) ::_exit(1);
        ::execlp("sleep", "sleep", "60", static_cast<char*>(nullptr));
        ::_exit(1);
    }
    ASSERT_GT(victim, 0);
    const auto judged = run("kill-pid " + std::to_string(victim));
    int status = 0;
    EXPECT_EQ(::waitpid(victim, &status, WNOHANG), 0) << "the victim ended: " << status;
    ::kill(victim, SIGKILL);
    ::waitpid(victim, &status, 0);
    EXPECT_EQ(judged.verdict, "AC") << judged.report;
}

// Its /dev/shm is its own, gone after the run.
TEST_P(Isolation, DevShmIsLeftEmpty) {
    const std::string name = "sudoku-isolation-" + std::to_string(::getpid());
    const auto judged = run("dev-shm " + name);
    EXPECT_EQ(judged.verdict, "AC") << judged.report;
    EXPECT_FALSE(fs::exists("/dev/shm/" + name));
    fs::remove("/dev/shm/" + name);
}

// Only stdin, stdout and stderr: no descriptor of the runner's or the box's.
TEST_P(Isolation, NoDescriptorButTheThreeStandardOnesIsInherited) {
    scratch.write("fds.py", "import os, sys\nprint(' '.join(sorted(os.listdir('/proc/self/fd'))), file=sys.stderr)\nsys.exit(1)\n");
    const auto judged = run_program("python3 " + scratch.path("fds.py").string());
    EXPECT_EQ(judged.verdict, "RE") << judged.report;
    EXPECT_NE(judged.report.find("    stderr: 0 1 2 3\n"), std::string::npos) << judged.report;  // 3: listdir's own
}

// PATH is searched as the user the program runs as: a command in a folder
// only root may enter (root's ~/.pyenv/shims) is passed over for the next.
TEST_P(Isolation, PathIsSearchedAsTheUserTheProgramRunsAs) {
    for (const auto& [folder, body] : {std::pair<std::string, std::string>{"private", "exit 1"}, {"public", "cat \"$1\""}}) {
        scratch.make_dir(folder);
        scratch.write(folder + "/sudoku-isolation-cat", "#!/bin/sh\n" + body + "\n");
        fs::permissions(scratch.path(folder + "/sudoku-isolation-cat"), fs::perms::all);
    }
    fs::permissions(scratch.path("private"), fs::perms::owner_all);
    const auto judged = run_program("sudoku-isolation-cat " + scratch.path("answer.txt").string(), "", "PATH=" + scratch.path("private").string() + ":" +
                                                                    scratch.path("public").string() + ":\"$PATH\"");
    EXPECT_EQ(judged.verdict, "AC") << judged.report;
}

// --sandbox=none isolates nothing, and says so.
TEST(IsolationFallback, TheReportSaysThereIsNoIsolation) {
    const auto run = run_executable("test --sandbox=none " + path_of("samples/2580/boj_sample.in") + " -- cat " + path_of("samples/2580/boj_sample.out"));
    const auto lines = lines_of(run.out);
    ASSERT_GE(lines.size(), 3u) << run.out << run.err;
    const std::string report = lines[lines.size() - 3];
    EXPECT_EQ(report.rfind("sandbox: none (asked for): ", 0), 0u) << report;
    EXPECT_EQ(report.substr(report.size() - std::string(", not isolated").size()), ", not isolated") << report;
}

}  // namespace
}  // namespace sudoku
