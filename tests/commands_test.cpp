// The subcommands end to end through the built executable: check, count, test,
// and solve named or not.
#include <gtest/gtest.h>

#include <chrono>

#include "test_support.hpp"

namespace sudoku {
namespace {

namespace fs = std::filesystem;
using test::run_executable;

std::string path_of(const std::string& relative) { return "'" + test::source_path(relative).string() + "'"; }

// A scratch directory for files a test writes, removed afterwards.
class Scratch {
public:
    Scratch() : dir_(fs::temp_directory_path() / ("sudoku_commands_" + std::to_string(::getpid()))) {
        fs::create_directories(dir_);
    }
    ~Scratch() { fs::remove_all(dir_); }
    std::string write(const std::string& name, const std::string& text) const {
        test::write_file(dir_ / name, text);
        return "'" + (dir_ / name).string() + "'";
    }
    std::string dir() const { return "'" + dir_.string() + "'"; }

private:
    fs::path dir_;
};

using test::lines_of;

TEST(SolveCommand, IsTheDefaultAndCanBeNamed) {
    const std::string expected = test::read_file(test::source_path("samples/2580/boj_sample.out"));
    EXPECT_EQ(run_executable(path_of("samples/2580/boj_sample.in")).out, expected);
    EXPECT_EQ(run_executable("solve " + path_of("samples/2580/boj_sample.in")).out, expected);
    // A file named like a command is solved when it comes after "solve" or with a path.
    Scratch scratch;
    const auto check = run_executable("solve check", test::read_file(test::source_path("samples/2580/boj_sample.in")));
    EXPECT_EQ(check.status, 2);
    EXPECT_EQ(check.err, "sudoku: check: no such file or directory\n");
}

TEST(SolveCommand, EveryCommandHasHelpWithDashH) {
    for (const std::string command : {"solve", "check", "count", "test", "gen", "validate", "stress"}) {
        const auto help = run_executable(command + " --help");
        EXPECT_EQ(help.status, 0) << command;
        EXPECT_EQ(help.out, run_executable(command + " -h").out) << command;
        const std::string usage = command == "solve" ? "Usage: sudoku [OPTION]" : "Usage: sudoku " + command + " ";
        EXPECT_EQ(help.out.rfind(usage, 0), 0u) << help.out;
    }
    EXPECT_NE(run_executable("--help").out.find("sudoku solve check"), std::string::npos);
}

TEST(CheckCommand, GivesTestlibVerdictsWithTwoOrThreeArguments) {
    Scratch scratch;
    const std::string input = path_of("samples/2580/boj_sample.in"), answer = path_of("samples/2580/boj_sample.out");
    for (const std::string& jury : {std::string(), " " + answer}) {
        const auto ok = run_executable("check " + input + " " + answer + jury);
        EXPECT_EQ(ok.status, 0);
        EXPECT_EQ(ok.out, "");
        EXPECT_EQ(ok.err, "ok: 1 puzzle\n");
        std::string text = test::read_file(test::source_path("samples/2580/boj_sample.out"));
        text[0] = '3';
        const auto wrong = run_executable("check " + input + " " + scratch.write("wrong", text) + jury);
        EXPECT_EQ(wrong.status, 1);
        EXPECT_EQ(wrong.err, "wrong answer: puzzle 1: row 1 has two 3s (columns 1 and 2)\n");
        const auto layout = run_executable("check " + input + " " + scratch.write("layout", text.substr(0, 17)) + jury);
        EXPECT_EQ(layout.status, 2);
        EXPECT_EQ(layout.err, "presentation error: line 2: expected row 2, found the end of the output\n");
        const auto bad_input = run_executable("check " + scratch.write("in", "1 1 0 0 0 0 0 0 0\n") + " " + answer + jury);
        EXPECT_EQ(bad_input.status, 3);
        EXPECT_EQ(bad_input.err, "fail: input:1: unexpected end of input: expected 9 rows, found 1\n");
    }
}

TEST(CheckCommand, ReadsTheOutputFromStdinAndFailsOnBadArguments) {
    const std::string input = path_of("samples/4574/boj_sample.in");
    const auto from_stdin = run_executable("check " + input + " -", test::read_file(test::source_path("samples/4574/boj_sample.out")));
    EXPECT_EQ(from_stdin.status, 0);
    EXPECT_EQ(from_stdin.err, "ok: 2 puzzles\n");
    const auto one = run_executable("check " + input);
    EXPECT_EQ(one.status, 3);
    EXPECT_EQ(one.err, "sudoku: expected INPUT OUTPUT [ANSWER], found 1 file\nTry 'sudoku check --help' for more information.\n");
    const auto missing = run_executable("check /nonexistent " + input);
    EXPECT_EQ(missing.status, 3);
    EXPECT_EQ(missing.err, "fail: input: cannot open /nonexistent: no such file or directory\n");
}

TEST(CountCommand, CountsUpToTheLimitInEachFormat) {
    const auto classic = run_executable("count " + path_of("samples/2580/boj_sample.in") + " " +
                                        path_of("samples/2580/all_zero.in") + " " + path_of("samples/2580/sparse_many.in"));
    EXPECT_EQ(classic.status, 0);
    EXPECT_EQ(classic.out, "1\n2\n2\n");
    EXPECT_EQ(run_executable("count --limit=1000 " + path_of("samples/2580/all_zero.in")).out, "1000\n");
    EXPECT_EQ(run_executable("count --limit 1 " + path_of("samples/2580/all_zero.in")).out, "1\n");
    const std::string lines = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n"
                              "11.......................................................................2.......\n"
                              "123456789........................................................................\n";
    const auto line_format = run_executable("count --limit=5 -j2 -", lines);
    EXPECT_EQ(line_format.status, 2);
    EXPECT_EQ(line_format.out, "1\ninvalid\n5\n");
    const auto none = run_executable("count -", "1 2 3 4 5 6 7 8 0\n0 0 0 0 0 0 0 0 9\n" + std::string(
                                                    "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n"
                                                    "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n"
                                                    "0 0 0 0 0 0 0 0 0\n"));
    EXPECT_EQ(none.status, 1);
    EXPECT_EQ(none.out, "0\n");
    EXPECT_EQ(none.err, "sudoku: -: puzzle 1 has no solution\n");
    EXPECT_EQ(run_executable("count --limit=0 -").err,
              "sudoku: invalid limit '0' (1 to 1000000000)\nTry 'sudoku count --help' for more information.\n");
}

TEST(CountCommand, CountsSudominokuGridsNotTilings) {
    // Case 6 of own_random: one grid, two tilings (a 2x2 square across a box
    // border whose diagonal holds one digit lies either way).
    const auto result = run_executable("count " + path_of("samples/4574/boj_sample.in") + " " +
                                       path_of("tests/data/sudominoku_one_grid_two_tilings.in") + " " +
                                       path_of("tests/data/sudominoku_several_grids.in") + " " +
                                       path_of("tests/data/sudominoku_no_solution.in"));
    EXPECT_EQ(result.status, 1);
    EXPECT_EQ(result.out, "1\n1\n1\n2\n0\n");
    const auto many = run_executable("count --limit=100 " + path_of("tests/data/sudominoku_several_grids.in"));
    EXPECT_EQ(many.out, "3\n");
}

// BOJ 4574 cases solved on several threads: the same bytes and messages as
// on one, in input order, and the cases before a bad one still answered.
TEST(SolveCommand, SudominokuCasesOnSeveralThreadsAnswerAsOnOne) {
    const std::string generated = run_executable("gen --seed=8 --format=4574 --count=600 --dominoes=10-35").out;
    const std::string cases = generated.substr(0, generated.size() - 2);  // without the final 0
    std::string unsolvable = test::read_file(test::source_path("tests/data/sudominoku_no_solution.in"));
    unsolvable = unsolvable.substr(0, unsolvable.find("\n0"));  // its one case
    const std::string input = cases + unsolvable + "\n" + cases + "10\n1 A1 1 A2\n";
    const auto one = run_executable("-j1 -", input), two = run_executable("-j2 -", input);
    EXPECT_EQ(one.status, 2);
    EXPECT_EQ(two.status, 2);
    EXPECT_EQ(two.out, one.out);
    EXPECT_EQ(two.err, one.err);
    EXPECT_EQ(std::count(one.out.begin(), one.out.end(), 'P'), 1200);  // "Puzzle k" for every solvable case
    EXPECT_EQ(one.err, "sudoku: -: puzzle 601 has no solution\nsudoku: -:" +
                           std::to_string(std::count(input.begin(), input.end(), '\n')) +
                           ": puzzle 1202: domino 1-1 has two equal digits\n");
    const auto counted = run_executable("count -j2 -", generated);
    EXPECT_EQ(counted.out, run_executable("count -j1 -", generated).out);
}

TEST(TestCommand, PassesEverySampleWithSudokuItself) {
    // The limit is for the sanitizer builds, where samples/4574/hunted.in takes seconds; the
    // verdicts, not the speed, are what this test is about.
    const auto result = run_executable("test -j2 --time-limit=60 " + path_of("samples") + " -- '" SUDOKU_EXECUTABLE "'");
    EXPECT_EQ(result.status, 0) << result.out << result.err;
    const auto lines = lines_of(result.out);
    ASSERT_GE(lines.size(), 12u);
    for (std::size_t i = 0; i + 2 < lines.size(); ++i) EXPECT_EQ(lines[i].rfind("AC  ", 0), 0u) << lines[i];
    EXPECT_EQ(lines[lines.size() - 2].rfind("slowest: ", 0), 0u);
    EXPECT_EQ(lines.back(), std::to_string(lines.size() - 2) + " passed, 0 failed");
}

TEST(TestCommand, JudgesCatAsWrongExceptOnASolvedGrid) {
    const auto result = run_executable("test " + path_of("samples") + " -- cat");
    EXPECT_EQ(result.status, 1);
    const auto lines = lines_of(result.out);
    int accepted = 0;
    for (std::size_t i = 0; i + 2 < lines.size(); ++i) {
        const bool solved = lines[i].find("samples/2580/solved.in") != std::string::npos;
        if (solved) EXPECT_EQ(lines[i].rfind("AC  ", 0), 0u) << lines[i];
        else EXPECT_TRUE(lines[i].rfind("WA  ", 0) == 0 || lines[i].rfind("PE  ", 0) == 0) << lines[i];
        accepted += solved;
    }
    EXPECT_EQ(accepted, 1);
    EXPECT_EQ(lines.back(), "1 passed, " + std::to_string(lines.size() - 3) + " failed");
}

TEST(TestCommand, KillsAProgramAtTheTimeLimitAndNamesRuntimeErrors) {
    const auto start = std::chrono::steady_clock::now();
    const auto slow = run_executable("test --time-limit=1 " + path_of("samples/2580/boj_sample.in") + " -- sh -c 'sleep 5'");
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_EQ(slow.status, 1);
    EXPECT_EQ(lines_of(slow.out)[0].rfind("TLE ", 0), 0u) << slow.out;
    EXPECT_NE(slow.out.find("(time limit of 1s exceeded)"), std::string::npos);
    EXPECT_LT(seconds, 4.0);
    const auto exit3 = run_executable("test " + path_of("samples/2580/boj_sample.in") + " -- sh -c 'exit 3'");
    EXPECT_EQ(exit3.status, 1);
    EXPECT_EQ(lines_of(exit3.out)[0].rfind("RE  ", 0), 0u);
    EXPECT_NE(exit3.out.find("(exit code 3)"), std::string::npos);
    EXPECT_EQ(lines_of(exit3.out).back(), "0 passed, 1 failed");
    const auto signal = run_executable("test " + path_of("samples/2580/boj_sample.in") + " -- sh -c 'kill -SEGV $$'");
    EXPECT_NE(signal.out.find("(killed by SIGSEGV)"), std::string::npos) << signal.out;
}

TEST(TestCommand, RefusesAMissingPathOrCommand) {
    const auto missing = run_executable("test /nonexistent -- cat");
    EXPECT_EQ(missing.status, 2);
    EXPECT_EQ(missing.err, "sudoku: /nonexistent: no such file or directory\n");
    Scratch scratch;
    const auto empty = run_executable("test " + scratch.dir() + " -- cat");
    EXPECT_EQ(empty.status, 2);
    EXPECT_EQ(empty.err, "sudoku: no test found (a test is a NAME.in file)\n");
    const auto no_command = run_executable("test " + path_of("samples"));
    EXPECT_EQ(no_command.status, 2);
    EXPECT_EQ(no_command.err, "sudoku: no COMMAND to test: give it after '--'\nTry 'sudoku test --help' for more information.\n");
}

}  // namespace
}  // namespace sudoku
