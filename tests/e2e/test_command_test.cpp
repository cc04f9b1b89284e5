// `sudoku test`: a program run on test inputs and judged.
#include <gtest/gtest.h>

#ifndef _WIN32
#include <sys/stat.h>
#endif

#include <chrono>

#include "defaults.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

using namespace test;

// The NAME.in files under samples/2580 and samples/4574: 6 and 5 (the judges'
// samples of the other formats, each in its own folder, need --format).
constexpr std::size_t kSamples = 11;

TEST(TestCommand, PassesEverySampleWithSudokuItself) {
    // The limit is for the sanitizer builds, where samples/4574/hunted.in takes seconds; the
    // verdicts, not the speed, are what this test is about.
    const auto result = run_executable("test -j2 --time-limit=60 " + path_of("samples/2580") + " " + path_of("samples/4574") +
                                       " -- " SUDOKU_COMMAND "");
    EXPECT_EQ(result.status, 0) << result.out << result.err;
    const auto lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), kSamples + 3);
    for (std::size_t i = 0; i + 3 < lines.size(); ++i) EXPECT_EQ(lines[i].rfind("AC  ", 0), 0u) << lines[i];
    EXPECT_EQ(lines[lines.size() - 3].rfind("sandbox: ", 0), 0u);
    EXPECT_EQ(lines[lines.size() - 2].rfind("slowest: ", 0), 0u);
    EXPECT_EQ(lines.back(), std::to_string(lines.size() - 3) + " passed, 0 failed");
}

TEST(TestCommand, PassesEachJudgesOwnSampleWithSudokuItselfInItsFormat) {
    for (const auto& format : judge_formats()) {
        const std::string name(format.name);
        const auto result = run_executable("test --format=" + name + " " + path_of("samples/" + name) + " -- " SUDOKU_COMMAND " --format=" + name);
        EXPECT_EQ(result.status, 0) << name << ": " << result.out << result.err;
        EXPECT_EQ(first_line_of(result.out).rfind("AC  ", 0), 0u) << name << ": " << result.out;
        EXPECT_EQ(last_line_of(result.out), "1 passed, 0 failed") << name;
    }
}

// A judge's sample without --format fails to read, and its FAIL line says which --format reads it.
TEST(TestCommand, AnInputOfAnotherFormatFailsNamingTheFormat) {
    const auto result = run_executable("test " + path_of("samples/poj3074") + " -- " SUDOKU_CAT);
    EXPECT_EQ(result.status, 1);
    const std::string line = first_line_of(result.out);
    EXPECT_EQ(line.rfind("FAIL ", 0), 0u) << line;
    const std::string reason = "(fail: input:3: expected a puzzle of 81 characters (1-9, '.' or '0'), found 3 characters "
                               "(POJ 3074's format? name it with --format=poj3074))";
    EXPECT_EQ(line.substr(line.size() - std::min(line.size(), reason.size())), reason);
}

// Each line is out as soon as its test is done, at -j1 too: the program of
// the second test waits (10 s at most) until the reader has seen the first
// line, and answers wrongly if it never does. No timing is asserted.
TEST(TestCommand, PrintsEachLineBeforeTheNextTestRuns) {
    SKIP_ON_WINDOWS("the program is a POSIX shell script and the reader a shell pipeline");
    Scratch scratch;
    scratch.make_dir("tests");  // apart from the program and its flag: the program sees no folder of tests
    scratch.write("tests/a.in", test::read_file(test::source_path("samples/2580/boj_sample.in")));
    scratch.write("tests/b.in", test::read_file(test::source_path("samples/2580/solved.in")));
    const std::string flag = scratch.write("first_line_seen", "");
    std::filesystem::remove(flag.substr(1, flag.size() - 2));
    const std::string program = scratch.write("program.sh",
        "x=$(cat)\n"
        "if [ \"$x\" = \"$(cat " + path_of("samples/2580/solved.in") + ")\" ]; then\n"
        "  i=0; while [ ! -e " + flag + " ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done\n"
        "  [ -e " + flag + " ] || exit 7\n"
        "fi\n"
        "printf '%s\\n' \"$x\" | " SUDOKU_COMMAND "\n");
    const std::string out = scratch.write("out", "");
    const std::string command = "" SUDOKU_COMMAND " test -j1 " + scratch.dir() + "/tests -- sh " + program +
                                " | { IFS= read -r first; touch " + flag + "; echo \"$first\"; cat; } >" + out;
    ASSERT_EQ(std::system(command.c_str()), 0);
    const auto lines = lines_of(test::read_file(out.substr(1, out.size() - 2)));
    ASSERT_EQ(lines.size(), 5u);
    EXPECT_EQ(lines[0].rfind("AC  ", 0), 0u) << lines[0];
    EXPECT_EQ(lines[1].rfind("AC  ", 0), 0u) << lines[1];
    EXPECT_EQ(lines[4], "2 passed, 0 failed");
}

TEST(TestCommand, JudgesCatAsWrongExceptOnASolvedGrid) {
    // The judges' samples of the other formats need --format, so only these two folders.
    const auto result = run_executable("test " + path_of("samples/2580") + " " + path_of("samples/4574") + " -- " SUDOKU_CAT);
    EXPECT_EQ(result.status, 1);
    const auto lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), kSamples + 3);
    int accepted = 0;
    for (std::size_t i = 0; i + 3 < lines.size(); ++i) {
        // The file name alone: on Windows the folder given and the file found below it are joined by '\\'.
        const bool solved = lines[i].find("solved.in") != std::string::npos;
        if (solved) EXPECT_EQ(lines[i].rfind("AC  ", 0), 0u) << lines[i];
        else EXPECT_TRUE(lines[i].rfind("WA  ", 0) == 0 || lines[i].rfind("PE  ", 0) == 0) << lines[i];
        accepted += solved;
    }
    EXPECT_EQ(accepted, 1);
    EXPECT_EQ(lines.back(), "1 passed, " + std::to_string(lines.size() - 4) + " failed");
}

TEST(TestCommand, KillsAProgramAtItsLimitsAndNamesRuntimeErrors) {
    SKIP_ON_WINDOWS("the programs are sh -c lines and one dies of SIGSEGV; windows_runs_test.cpp judges the Windows contestant");
    // A program that sleeps uses no CPU: the wall clock (twice the limit and a second) kills it, idle.
    const auto sleeper = run_executable("test --time-limit=1 " + path_of("samples/2580/boj_sample.in") + " -- sh -c 'sleep 5'");
    EXPECT_EQ(sleeper.status, 1);
    EXPECT_EQ(first_line_of(sleeper.out).rfind("ILE ", 0), 0u) << sleeper.out << sleeper.err;
    EXPECT_NE(sleeper.out.find("(wall-clock limit of 3s exceeded while idle (sleeping or waiting))"), std::string::npos);
    // A program that computes: its CPU time, its child's included, passes the limit.
    // (A wall limit that cannot come first: RLIMIT_CPU ends the child at 2 s of CPU, its shell counts it.)
    const auto busy = run_executable("test --time-limit=0.5 --wall-limit=20 " + path_of("samples/2580/boj_sample.in") +
                                     " -- sh -c \"sh -c 'while :; do :; done'; cat\"");
    EXPECT_EQ(first_line_of(busy.out).rfind("TLE ", 0), 0u) << busy.out << busy.err;
    EXPECT_NE(busy.out.find("(time limit of 0.5s exceeded)"), std::string::npos);
    const auto exit3 = run_executable("test " + path_of("samples/2580/boj_sample.in") + " -- sh -c 'exit 3'");
    EXPECT_EQ(exit3.status, 1);
    EXPECT_EQ(first_line_of(exit3.out).rfind("RE  ", 0), 0u) << exit3.out << exit3.err;
    EXPECT_NE(exit3.out.find("(exit code 3)"), std::string::npos);
    EXPECT_EQ(last_line_of(exit3.out), "0 passed, 1 failed");
    const auto signal = run_executable("test " + path_of("samples/2580/boj_sample.in") + " -- sh -c 'kill -SEGV $$'");
    EXPECT_NE(signal.out.find("(killed by SIGSEGV)"), std::string::npos) << signal.out;
}

TEST(TestCommand, RefusesAMissingPathOrCommand) {
    const auto missing = run_executable("test /nonexistent -- " SUDOKU_CAT);
    EXPECT_EQ(missing.status, 2);
    EXPECT_EQ(missing.err, "sudoku: /nonexistent: no such file or directory\n");
    Scratch scratch;
    const auto empty = run_executable("test " + scratch.dir() + " -- " SUDOKU_CAT);
    EXPECT_EQ(empty.status, 2);
    EXPECT_EQ(empty.err, "sudoku: no test found (a test is a NAME.in, inK.txt or digits-only file; see --pattern)\n");
    const auto no_command = run_executable("test " + path_of("samples"));
    EXPECT_EQ(no_command.status, 2);
    EXPECT_EQ(no_command.err, "sudoku: no COMMAND to test: give it after '--'\nTry 'sudoku test --help' for more information.\n");
    // A command that cannot run is a usage error, before any test runs.
    const auto not_found = run_executable("test " + path_of("samples") + " -- /nonexistent/program");
    EXPECT_EQ(not_found.status, 2);
    EXPECT_EQ(not_found.out, "");
    EXPECT_EQ(not_found.err, "sudoku: cannot run /nonexistent/program: no such file or directory\n"
                             "Try 'sudoku test --help' for more information.\n");
    const auto not_on_path = run_executable("test " + path_of("samples") + " -- no-such-command-here");
    EXPECT_EQ(not_on_path.status, 2);
    EXPECT_EQ(not_on_path.err, "sudoku: cannot run no-such-command-here: command not found\n"
                               "Try 'sudoku test --help' for more information.\n");
#ifndef _WIN32  // Windows has no execute permission: CreateProcess refuses README.md only when it runs
    const auto not_executable = run_executable("test " + path_of("samples") + " -- " + path_of("README.md"));
    EXPECT_EQ(not_executable.status, 2);
    EXPECT_NE(not_executable.err.find("README.md: permission denied\n"), std::string::npos) << not_executable.err;
#endif
}

// --show draws a grid under a report line that --json replaces: the two
// together were --json alone, the --show silently lost; refused before any run.
TEST(TestCommand, RefusesShowWithJson) {
    for (const std::string options : {"--show --json", "--json --show"}) {
        const auto both = run_executable("test " + options + " " + path_of("samples/2580/boj_sample.in") + " -- " SUDOKU_CAT);
        EXPECT_EQ(both.status, 2) << options;
        EXPECT_EQ(both.out, "");
        EXPECT_EQ(both.err, "sudoku: --show and --json are two ways to print a failure: give one\n"
                            "Try 'sudoku test --help' for more information.\n");
    }
}

// A FIFO or a looping link named NAME.in is no test: passed over with a
// message, never read (a FIFO would hang the run) nor a crash.
TEST(TestCommand, PassesOverWhatIsNotARegularFile) {
    SKIP_ON_WINDOWS("a FIFO and a looping symbolic link are POSIX files");
    Scratch scratch;
    scratch.write("a.in", read_file(source_path("samples/2580/boj_sample.in")));
    std::filesystem::create_symlink("loop.in", scratch.path("loop.in"));
#ifndef _WIN32
    ASSERT_EQ(::mkfifo(scratch.path("x.in").c_str(), 0600), 0);
#endif
    const auto result = run_executable("test " + scratch.dir() + " -- " SUDOKU_COMMAND);
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(last_line_of(result.out), "1 passed, 0 failed");
    const std::string dir = scratch.path("").string();
    EXPECT_EQ(result.err, "sudoku: " + dir + "loop.in: passed over, not a regular file\n"
                          "sudoku: " + dir + "x.in: passed over, not a regular file\n");
    const auto named = run_executable("test " + scratch.dir() + "/x.in -- cat");
    EXPECT_EQ(named.status, 2);
    EXPECT_EQ(named.err, "sudoku: " + dir + "x.in: not a regular file\n");
}

// The layouts contestants' tools leave: each found whole, and no answer file run as a test.
TEST(TestCommand, FindsTheTestsOfCfToolPolygonAndKattisLayouts) {
    Scratch scratch;
    const std::string puzzle = read_file(source_path("samples/2580/boj_sample.in")), answer = read_file(source_path("samples/2580/boj_sample.out"));
    for (const std::string dir : {"cf", "polygon/tests", "kattis/data/sample", "kattis/data/secret"}) scratch.make_dir(dir);
    for (const std::string k : {"1", "2"}) scratch.write("cf/in" + k + ".txt", puzzle), scratch.write("cf/ans" + k + ".txt", answer);
    for (const std::string n : {"01", "02", "03"})
        scratch.write("polygon/tests/" + n, puzzle), scratch.write("polygon/tests/" + n + ".a", answer);
    for (const std::string name : {"sample/1", "secret/a", "secret/b"})
        scratch.write("kattis/data/" + name + ".in", puzzle), scratch.write("kattis/data/" + name + ".ans", answer);
    const std::pair<std::string, int> layouts[] = {{"cf", 2}, {"polygon", 3}, {"kattis", 3}};
    for (const auto& [layout, count] : layouts) {
        const auto result = run_executable("test " + scratch.make_dir(layout) + " -- " SUDOKU_COMMAND);
        EXPECT_EQ(result.status, 0) << layout << result.out << result.err;
        EXPECT_EQ(last_line_of(result.out), std::to_string(count) + " passed, 0 failed") << layout;
    }
    const auto pattern = run_executable("test --pattern=in%s.txt " + scratch.make_dir("cf") + " -- " SUDOKU_COMMAND);
    EXPECT_EQ(last_line_of(pattern.out), "2 passed, 0 failed");
    const auto nothing = run_executable("test --pattern=%s.%e " + scratch.make_dir("cf") + " -- " SUDOKU_COMMAND);
    EXPECT_EQ(nothing.status, 2);
}

// --json: a line per test and a summary, each one JSON object that a JSON
// parser (python3 -m json.tool) takes, with the verdict, time, memory, path and reason.
TEST(TestCommand, JsonLinesCarryEveryFieldAndParse) {
    SKIP_ON_WINDOWS("the JSON is parsed by python3 in a POSIX shell loop");
    Scratch scratch;
    const std::string out = scratch.path("out").string();
    const std::string command = SUDOKU_COMMAND " test --json " + path_of("samples/2580") + " -- cat >'" + out +
                                "'; while IFS= read -r line; do printf '%s' \"$line\" | python3 -m json.tool >/dev/null || exit 9; done <'" +
                                out + "'";
    EXPECT_EQ(shell_status(command), 0) << read_file(out);
    const auto lines = lines_of(read_file(out));
    ASSERT_EQ(lines.size(), 7u);
    EXPECT_EQ(lines[0].rfind("{\"test\": \"" + source_path("samples/2580/all_zero.in").string() + "\", \"verdict\": \"WA\", \"time\": ", 0), 0u)
        << lines[0];
    EXPECT_NE(lines[0].find("\"memory_mb\": "), std::string::npos);
    EXPECT_NE(lines[0].find("\"reason\": \"wrong answer: puzzle 1: row 1, column 1 holds 0, not a digit 1..9\", \"stderr\": \"\"}"),
              std::string::npos);
    EXPECT_EQ(lines[6].rfind("{\"passed\": 1, \"failed\": 5, \"slowest\": ", 0), 0u) << lines[6];
    EXPECT_NE(lines[6].find(", \"sandbox\": \""), std::string::npos) << lines[6];
}

// A test whose name is not UTF-8 (Latin-1 "café") and a program whose
// stderr is not either: the JSON lines stay JSON, the bytes U+FFFD.
TEST(TestCommand, JsonStaysJsonForBytesThatAreNotUtf8) {
    SKIP_ON_WINDOWS("the program is an sh -c line and the JSON is parsed by python3 in a POSIX shell loop");
    Scratch scratch;
    scratch.make_dir("tests");
    scratch.write("tests/caf\xe9.in", read_file(source_path("samples/2580/boj_sample.in")));
    const std::string out = scratch.path("out").string();
    const std::string command = SUDOKU_COMMAND " test --json " + scratch.dir() + "/tests -- sh -c 'printf \"\\377\\n\" >&2; exit 1' >'" +
                                out + "'; while IFS= read -r line; do printf '%s' \"$line\" | python3 -m json.tool >/dev/null || exit 9; done <'" +
                                out + "'";
    EXPECT_EQ(shell_status(command), 0) << read_file(out);
    const auto lines = lines_of(read_file(out));
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_NE(lines[0].find("/tests/caf\\ufffd.in\", \"verdict\": \"RE\""), std::string::npos) << lines[0];
    EXPECT_NE(lines[0].find("\"stderr\": \"\\ufffd\\u000a\"}"), std::string::npos) << lines[0];
}

// --output-dir makes its directory, parents too, when it is missing.
TEST(TestCommand, OutputDirIsMadeWhenMissing) {
    Scratch scratch;
    const auto run = run_executable("test --output-dir=" + scratch.dir() + "/fails/today " + path_of("samples/2580/boj_sample.in") + " -- " SUDOKU_CAT);
    EXPECT_EQ(run.status, 1) << run.err;
    EXPECT_EQ(read_file(scratch.path("fails/today/boj_sample.out")), read_file(source_path("samples/2580/boj_sample.in")));
    scratch.write("file", "");
    const auto blocked = run_executable("test --output-dir=" + scratch.dir() + "/file/x " + path_of("samples/2580/boj_sample.in") + " -- " SUDOKU_CAT);
    EXPECT_EQ(blocked.status, 2);
    EXPECT_NE(blocked.err.find("cannot make the directory"), std::string::npos) << blocked.err;
}

TEST(TestCommand, ColoursTheVerdictsWhenAskedOnly) {
    const auto always = run_executable("test --color=always " + path_of("samples/2580/solved.in") + " -- " SUDOKU_CAT);
    EXPECT_EQ(always.out.rfind("\033[32mAC\033[0m", 0), 0u) << always.out;
    const auto never = run_executable("test --color=never " + path_of("samples/2580/solved.in") + " -- " SUDOKU_CAT);
    EXPECT_EQ(never.out.rfind("AC  ", 0), 0u);
    EXPECT_EQ(run_executable("test --color=sometimes " + path_of("samples") + " -- " SUDOKU_CAT).status, 2);
}

// The memory limit: the judges' unless told; a program that holds 600 MB is
// killed with MLE, one that holds 100 MB is judged on its answer.
static_assert(100 < cli::kDefaultMemoryLimitMb && cli::kDefaultMemoryLimitMb < 600, "the sizes held around the default");
TEST(TestCommand, GivesMleOverTheMemoryLimit) {
    SKIP_ON_WINDOWS("Wine reports no memory of another process (PeakJobMemoryUsed is 0): MLE cannot be told there");
    const auto holding = [](int megabytes) {
        return std::string(" -- sh -c \"python3 -c 'x = b\\\"x\\\" * (") + std::to_string(megabytes) + " << 20)' && " SUDOKU_COMMAND "\"";
    };
    const std::string test = path_of("samples/2580/boj_sample.in");
    const auto big = run_executable("test " + test + holding(600));
    EXPECT_EQ(first_line_of(big.out).rfind("MLE ", 0), 0u) << big.out << big.err;
    EXPECT_NE(big.out.find("(memory limit of " + std::to_string(cli::kDefaultMemoryLimitMb) + " MB exceeded)"), std::string::npos)
        << big.out;
    const auto small = run_executable("test " + test + holding(100));
    EXPECT_EQ(first_line_of(small.out).rfind("AC  ", 0), 0u) << small.out << small.err;
    const auto tight = run_executable("test --memory-limit=50 " + test + holding(100));
    EXPECT_EQ(first_line_of(tight.out).rfind("MLE ", 0), 0u) << tight.out << tight.err;
}

// --show draws a wrong grid with the cells at fault between brackets (no
// colour off a terminal); --output-dir keeps each failing output.
TEST(TestCommand, ShowsTheFailureAndKeepsTheOutput) {
    SKIP_ON_WINDOWS("the program is a sed script run by sh");
    Scratch scratch;
    const std::string dir = scratch.make_dir("outputs");
    const auto result = run_executable("test --show --output-dir=" + dir + " " + path_of("samples/2580/boj_sample.in") +
                                       " -- sh -c \"sed 's/^1 3 5/3 3 5/' " + boj_sample_answer() + "\"");
    EXPECT_EQ(result.status, 1);
    const auto lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), 19u) << result.out;  // the verdict, where the output went, 14 of picture, 3 of summary
    EXPECT_EQ(lines[1], "    output: " + scratch.path("outputs/boj_sample.out").string());
    const std::string picture =
        "      1  2  3    4  5  6    7  8  9\n"
        "    +---------+---------+---------+\n"
        "  1 |[3][3] 5 | 4  6  9 | 2  7  8 |\n"
        "  2 | 7  8  2 | 1  3  5 | 6  4  9 |\n"
        "  3 | 4  6  9 | 2  7  8 | 1  3  5 |\n"
        "    +---------+---------+---------+\n"
        "  4 | 3  2  1 | 5  4  6 | 8  9  7 |\n"
        "  5 | 8  7  4 | 9  1  3 | 5  2  6 |\n"
        "  6 | 5  9  6 | 8  2  7 | 4  1  3 |\n"
        "    +---------+---------+---------+\n"
        "  7 | 9  1  7 | 6  5  2 | 3  8  4 |\n"
        "  8 | 6  4  3 | 7  8  1 | 9  5  2 |\n"
        "  9 | 2  5  8 | 3  9  4 | 7  6  1 |\n"
        "    +---------+---------+---------+\n";
    EXPECT_NE(result.out.find(picture), std::string::npos) << result.out;
    std::string expected_output = read_file(source_path("samples/2580/boj_sample.out"));
    expected_output[0] = '3';
    EXPECT_EQ(read_file(scratch.path("outputs/boj_sample.out")), expected_output);
}

// A subdirectory that cannot be read stops the run, named: not the PATH
// above it. (Root reads every directory, so the one here fails another way:
// its path is longer than the system takes.)
TEST(TestCommand, NamesTheSubdirectoryThatCannotBeRead) {
    SKIP_ON_WINDOWS("the 25-deep directory is made by a bash loop, and Windows paths stop at 32767 characters");
    Scratch scratch;
    const std::string part(200, 'd');
    const std::string make = "bash -c 'cd \"$1\" && for i in $(seq 25); do mkdir " + part + " && cd " + part + "; done' - " +
                             scratch.make_dir("top");
    ASSERT_EQ(std::system(make.c_str()), 0);
    const auto result = run_executable("test " + scratch.dir() + "/top -- cat");
    EXPECT_EQ(result.status, 2);
    const std::string top = scratch.path("top").string();
    EXPECT_EQ(result.err.rfind("sudoku: " + top + "/" + part + "/" + part, 0), 0u) << result.err.substr(0, 200);
    EXPECT_GT(result.err.size(), 4096u);  // the culprit deep below, in full
    EXPECT_EQ(result.err.substr(result.err.size() - 21), ": file name too long\n");
}

// A parent that ignores SIGCHLD (some CI runners do) must not turn every run
// into a crash: the children would be reaped unseen.
TEST(TestCommand, JudgesAsUsualUnderAParentThatIgnoresSigchld) {
    SKIP_ON_WINDOWS("SIGCHLD is a POSIX signal");
    Scratch scratch;
    const std::string out = scratch.path("out").string();
    const std::string command = "trap '' CHLD; " SUDOKU_COMMAND " test " + path_of("samples/2580") + " -- " SUDOKU_COMMAND " >'" +
                                out + "' 2>&1";
    EXPECT_EQ(shell_status(command), 0) << read_file(out);
    EXPECT_EQ(lines_of(read_file(out)).back(), "6 passed, 0 failed");
}

}  // namespace
}  // namespace sudoku
