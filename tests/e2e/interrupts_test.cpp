// Nothing `sudoku test` starts outlives it: interrupted by SIGINT, SIGTERM or
// SIGHUP, or with its reader gone (`| head -1`), it kills every program it
// runs, those that left their process group with setsid too, and dies of
// the signal. Checked in /proc, as ps would. `shrink` interrupted writes the
// smallest failing input it has first.
#include <gtest/gtest.h>

#include <dirent.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <set>
#include <utility>
#include <thread>
#include <vector>

#include "test_support.hpp"

namespace sudoku {
namespace {

using namespace test;

// qemu-user answers -1 to prctl(PR_SET_CHILD_SUBREAPER) (measured: the same
// call succeeds natively), so under emulation what escapes with setsid goes
// to init, beyond reach: the setsid cases are for a real kernel.
#ifdef SUDOKU_EMULATED
constexpr bool kEscapesCanBeFound = false;
#else
constexpr bool kEscapesCanBeFound = true;
#endif

// Processes whose command line holds `marker`.
int processes_with(const std::string& marker) {
    int found = 0;
    DIR* proc = ::opendir("/proc");
    while (const dirent* entry = ::readdir(proc)) {
        if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
        std::string cmdline;
        try {
            cmdline = read_file(std::string("/proc/") + entry->d_name + "/cmdline");
        } catch (const std::exception&) {
            continue;  // gone meanwhile
        }
        if (cmdline.find(marker) != std::string::npos) ++found;
    }
    ::closedir(proc);
    return found;
}

// Waits up to 5 s for the processes with `marker` to be gone; how many are left.
int left_after_waiting(const std::string& marker) {
    for (int i = 0; i < 50 && processes_with(marker) > 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    return processes_with(marker);
}

// Two tests: the first passes at once, the second runs a loop that never
// ends and (with `escapes`) another that calls setsid first, leaving the
// program's process group. The time limit is a day: only sudoku's own
// reaction can end the run before the outer `timeout` kills it.
struct Spinner {
    Scratch scratch;
    std::string marker, tests;
    explicit Spinner(bool escapes) {
        const std::string spin = scratch.write("spin_forever.sh", "while :; do :; done\n");
        marker = scratch.path("spin_forever.sh").string();
        scratch.write("program.sh", escapes ? "setsid sh " + spin + " &\nsh " + spin + "\n" : "sh " + spin + "\n");
        tests = scratch.make_dir("tests");
        scratch.write("tests/1_quick.in", read_file(source_path("samples/2580/solved.in")));
        scratch.write("tests/2_spin.in", read_file(source_path("samples/2580/boj_sample.in")));
    }
    ~Spinner() { shell_quietly("pkill -KILL -f '" + marker + "'"); }  // whatever a failure left
    std::string command(const std::string& sandbox = "auto") const {
        return "test --sandbox=" + sandbox + " --time-limit=86400 " + tests + " -- sh -c 'x=$(cat); case \"$x\" in \"0 3\"*) exec sh " +
               scratch.path("program.sh").string() + ";; *) printf \"%s\\n\" \"$x\" | " SUDOKU_COMMAND " ;; esac'";
    }
    static void shell_quietly(const std::string& command) { [[maybe_unused]] const int status = std::system(command.c_str()); }
};

int shell(const std::string& command) {
    const int raw = std::system(command.c_str());
    return WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
}

// The run the signal cut short gets no verdict, and no summary claims a
// failure: the first test's line, then nothing; sudoku's status is 128+N.
TEST(Interrupts, ASignalKillsEveryProgramItRunsAndEndsTheRunWithTheSignal) {
    for (const std::string sandbox : {"auto", "none"})
    for (const bool escapes : {false, true})
        for (const auto& [signal, number] : {std::pair<std::string, int>{"INT", SIGINT}, {"TERM", SIGTERM}, {"HUP", SIGHUP}}) {
            if (escapes && !kEscapesCanBeFound) continue;
            const Spinner spinner(escapes);
            const std::string out = spinner.scratch.path("out").string();
            const int status = shell("timeout --preserve-status -s " + signal + " -k 20 1 " SUDOKU_COMMAND " " + spinner.command(sandbox) +
                                     " >'" + out + "' 2>/dev/null");
            EXPECT_EQ(status, 128 + number) << signal;  // not -k's SIGKILL: 137
            const auto lines = lines_of(read_file(out));
            ASSERT_EQ(lines.size(), 1u) << signal << "\n" << read_file(out);
            EXPECT_EQ(lines[0].rfind("AC  ", 0), 0u) << lines[0];
            EXPECT_EQ(left_after_waiting(spinner.marker), 0) << "SIG" << signal << (escapes ? " with setsid" : "") << ", " << sandbox;
        }
}

// stress interrupted saves nothing: the run cut short is no failure.
TEST(Interrupts, AnInterruptedStressSavesNoInput) {
    Scratch scratch;
    const std::string spin = scratch.write("spin.sh", "while :; do :; done\n");
    const int status = shell("cd " + scratch.dir() + " && timeout --preserve-status -s INT -k 20 1 " SUDOKU_COMMAND
                             " stress --time-limit=30 -- sh " + spin + " >out 2>/dev/null");
    EXPECT_EQ(status, 128 + SIGINT);
    EXPECT_EQ(read_file(scratch.path("out")), "");
    for (const auto& entry : std::filesystem::directory_iterator(scratch.path("")))
        EXPECT_EQ(entry.path().filename().string().rfind("stress-", 0), std::string::npos) << entry.path();
    EXPECT_EQ(left_after_waiting(scratch.path("spin.sh").string()), 0);
}

TEST(Interrupts, AReaderThatGoesAwayStopsTheRun) {
    for (const bool escapes : {false, true}) {
        if (escapes && !kEscapesCanBeFound) continue;
        const Spinner spinner(escapes);
        const std::string first = spinner.scratch.path("first_line").string(), status = spinner.scratch.path("status").string();
        // sudoku's own status through the pipe: 141, died of SIGPIPE; 137 would be the outer timeout's kill.
        shell("{ timeout -s KILL 30 " SUDOKU_COMMAND " " + spinner.command() + " 2>/dev/null; echo $? > '" + status +
              "'; } | head -1 > '" + first + "'");
        EXPECT_EQ(read_file(first).rfind("AC  ", 0), 0u) << read_file(first);
        EXPECT_EQ(read_file(status), "141\n") << (escapes ? "with setsid" : "");
        EXPECT_EQ(left_after_waiting(spinner.marker), 0) << (escapes ? "with setsid" : "");
    }
}

// A program that starts 64 background children and answers: when its test
// is judged, none of them is left (they were in its process group, or, with
// setsid, handed to sudoku and swept).
TEST(Interrupts, AProgramThatLeavesChildrenBehindLeavesNoneAfterItsTest) {
    Scratch scratch;
    const std::string marker = "4711.5";  // a sleep no one else runs
    for (const std::string start : {"sleep", "setsid sleep"}) {
        if (start == "setsid sleep" && !kEscapesCanBeFound) continue;
        const auto result = run_executable("test " + path_of("samples/2580/boj_sample.in") + " -- sh -c 'for i in $(seq 64); do " +
                                           start + " " + marker + " & done; exec " SUDOKU_COMMAND "'");
        EXPECT_EQ(last_line_of(result.out), "1 passed, 0 failed") << start << result.out << result.err;
        EXPECT_EQ(left_after_waiting(std::string("sleep\0", 6) + marker), 0) << start;
        [[maybe_unused]] const int cleaned = std::system(("pkill -KILL -f 'sleep " + marker + "'").c_str());
    }
}

// A program that fails (WA: it echoes the puzzle, blanks and all) on an
// input of 20 blanks or more, and on a smaller one sleeps: a shrink gets
// that far, then waits on it until interrupted. The test sees the sleep with
// pgrep (a file the program wrote would stay in its box; slee[p] keeps pgrep
// from finding the shell that runs it).
struct StuckShrink {
    Scratch scratch;
    std::string marker = "4711." + std::to_string(::getpid());  // a sleep no one else runs, not even a test beside this one
    std::string program;
    StuckShrink() {
        program = "sh " + scratch.write("program.sh", "input=$(cat)\n"
                                                      "if [ \"$(printf '%s' \"$input\" | tr -cd 0 | wc -c)\" -lt 20 ]; then\n"
                                                      "  exec sleep " + marker + "\n"
                                                      "fi\n"
                                                      "printf '%s\\n' \"$input\"\n");
    }
    ~StuckShrink() { [[maybe_unused]] const int cleaned = std::system(("pkill -KILL -f 'sleep " + marker + "'").c_str()); }
    // `sudoku ARGUMENTS` in the scratch folder, sent SIGINT once the program
    // is stuck; its exit status (128+N when a signal ended it).
    int interrupted(const std::string& arguments) const {
        return shell("cd " + scratch.dir() + " && { timeout -s KILL 60 " SUDOKU_COMMAND " " + arguments +
                     " >out 2>err & pid=$!; i=0; while ! pgrep -f 'slee[p] " + marker + "' >/dev/null && [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done;"
                     " kill -INT $pid; wait $pid; }");
    }
};

// The blanks of a BOJ 2580 input.
long zeros_in(const std::string& input) { return std::count(input.begin(), input.end(), '0'); }

// Ctrl-C in `shrink` keeps the work done: the smallest input that failed so
// far is written whole (standard output or -o), a line says how far it got,
// and sudoku dies of the signal; the program stuck on a smaller try is killed.
TEST(Interrupts, AnInterruptedShrinkWritesTheSmallestFailingInputSoFar) {
    for (const std::string output : {"", "-o shrunk.in "}) {
        const StuckShrink stuck;
        const std::string input = read_file(source_path("samples/2580/hard_17clue.in"));
        stuck.scratch.write("big.in", input);
        const int status = stuck.interrupted("shrink --time-limit=86400 " + output + "big.in -- " + stuck.program);
        EXPECT_EQ(status, 128 + SIGINT) << output;
        const std::string shrunk = read_file(stuck.scratch.path(output.empty() ? "out" : "shrunk.in"));
        if (!output.empty()) {
            EXPECT_EQ(read_file(stuck.scratch.path("out")), "");
        }
        EXPECT_EQ(lines_of(shrunk).size(), 9u) << shrunk;
        EXPECT_GE(zeros_in(shrunk), 20) << shrunk;
        EXPECT_LT(zeros_in(shrunk), zeros_in(input)) << shrunk;
        // The input written fails as the original did.
        const std::string again = stuck.scratch.write("again.in", shrunk);
        EXPECT_EQ(run_executable("check " + again + " " + again).status, 1);
        const std::string err = read_file(stuck.scratch.path("err"));
        EXPECT_TRUE(std::regex_match(err, std::regex("sudoku: shrunk from 64 blanks to " + std::to_string(zeros_in(shrunk)) +
                                                     " in [0-9]+ runs, [0-9.]+s; interrupted: the smallest input that "
                                                     "failed so far\n")))
            << err;
        EXPECT_EQ(left_after_waiting(std::string("sleep\0", 6) + stuck.marker), 0);
    }
}

// `stress --shrink` interrupted while it shrinks keeps what it saved, and
// saves the smallest failing input so far as the shrunk one.
TEST(Interrupts, AnInterruptedStressShrinkKeepsWhatItSaved) {
    const StuckShrink stuck;
    const int status = stuck.interrupted("stress --seed=1 --givens=25 --time-limit=86400 --shrink -- " + stuck.program);
    EXPECT_EQ(status, 128 + SIGINT);
    std::set<std::string> saved;
    std::string base;  // stress-SEED
    for (const auto& entry : std::filesystem::directory_iterator(stuck.scratch.path(""))) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("stress-", 0) != 0) continue;
        saved.insert(name);
        if (name.find("-shrunk") == std::string::npos) base = name.substr(0, name.find('.'));
    }
    // The failure's input and output, and the shrunk input (with its output
    // when the last run that failed was on it).
    saved.erase(base + "-shrunk.out");
    EXPECT_EQ(saved, (std::set<std::string>{base + ".in", base + ".out", base + "-shrunk.in"}))
        << read_file(stuck.scratch.path("out")) << read_file(stuck.scratch.path("err"));
    const std::string shrunk = read_file(stuck.scratch.path(base + "-shrunk.in"));
    EXPECT_GE(zeros_in(shrunk), 20) << shrunk;
    EXPECT_LT(zeros_in(shrunk), zeros_in(read_file(stuck.scratch.path(base + ".in")))) << shrunk;
    EXPECT_NE(read_file(stuck.scratch.path("out")).find("; interrupted: the smallest input that failed so far\n"), std::string::npos)
        << read_file(stuck.scratch.path("out"));
    EXPECT_EQ(left_after_waiting(std::string("sleep\0", 6) + stuck.marker), 0);
}

}  // namespace
}  // namespace sudoku
