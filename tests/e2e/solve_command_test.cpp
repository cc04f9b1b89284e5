// `sudoku [solve]`: the default command and its operands.
#include <gtest/gtest.h>

#include "test_support.hpp"

namespace sudoku {
namespace {

using namespace test;

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

// Issue 50: a line far past the 4096 kept, in the middle of a file, is
// answered `invalid` with a message, and the puzzles after it still are
// (before, a blank-looking line past 1 MiB ended the input in silence, and a
// long one of digits stopped it after its `invalid`).
TEST(SolveCommand, AnOverlongLineInTheMiddleIsInvalidAndThePuzzlesAfterItAreSolved) {
    expect_overlong_lines_skipped("");
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

// `sudoku --list=WHAT`: a line per name, a tab, what it is; the names those
// the command line takes (the completions ask for these lists).
TEST(SolveCommand, ListsTheCommandsFormatsAndAnswerKindsACompletionAsksFor) {
    const auto commands = run_executable("--list=commands");
    EXPECT_EQ(commands.status, 0);
    EXPECT_EQ(commands.err, "");
    std::string names;
    for (const auto& line : lines_of(commands.out)) {
        ASSERT_NE(line.find('\t'), std::string::npos) << line;
        EXPECT_GT(line.size(), line.find('\t') + 1) << line;  // what it is, not empty
        names += line.substr(0, line.find('\t')) + ' ';
    }
    EXPECT_EQ(names, "solve check count test gen validate stress shrink ");
    for (const auto& line : lines_of(run_executable("--list formats").out))
        EXPECT_EQ(run_executable("--format=" + line.substr(0, line.find('\t')) + " -").err.find("invalid format"), std::string::npos);
    EXPECT_EQ(run_executable("--list=formats").out.rfind("2580\tBOJ 2580: 9 lines of 9 numbers", 0), 0u);
    EXPECT_NE(run_executable("--list=answers").out.find("\nnon-unique\tkattis-sudokunique\n"), std::string::npos);
    const auto unknown = run_executable("--list=options");
    EXPECT_EQ(unknown.status, 2);
    EXPECT_EQ(unknown.out, "");
    EXPECT_EQ(unknown.err, "sudoku: invalid list 'options' (commands, formats or answers)\n"
                           "Try 'sudoku --help' for more information.\n");
    EXPECT_EQ(run_executable("count --list=formats").status, 2);  // solving's option, not count's
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

}  // namespace
}  // namespace sudoku
