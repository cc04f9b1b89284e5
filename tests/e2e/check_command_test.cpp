// `sudoku check`: the checker as a judge calls it.
#include <gtest/gtest.h>

#include "test_support.hpp"

namespace sudoku {
namespace {

using namespace test;

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

}  // namespace
}  // namespace sudoku
