// Every command on every format, as a user meets them: each cell of the
// table (command x format) runs the command on inputs `gen` made, with a
// right program (this executable) and a wrong one, and checks the exit
// status, that stdout is the format's (judged by `check` or `validate`), and
// that no exception's text reaches the user. The formats come from the
// format table, so a new row is a new column here without a word more.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>

#include "sudoku/io/format.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

using test::run_executable;

// Every format: the three with drivers of their own, then the table's rows.
std::vector<Format> every_format() {
    std::vector<Format> formats{Format::boj2580, Format::boj4574, Format::line};
    for (const JudgeFormat& row : judge_formats()) formats.push_back(row.format);
    return formats;
}

// What no message meant for a user contains: an exception's or the runtime's words.
void expect_no_internals(const std::string& stderr_text, const std::string& where) {
    for (const char* internal : {"std::", "what()", "terminate", "internal error", "Assertion", "basic_string", "Sanitizer"})
        EXPECT_EQ(stderr_text.find(internal), std::string::npos) << where << ": " << stderr_text;
}

// A sed script that makes every answer of every format wrong: the grids'
// 1 and 2, A and B swapped (not in labels such as "Puzzle 1" or "Case 1:",
// which hold lower-case letters), each verdict said as another.
constexpr const char* kWrongAnswers =
    "/[a-z]/!y/12AB/21BA/\n"
    "s/^CORRECT$/INCORRECT/;t\n"
    "s/^INCORRECT$/CORRECT/;t\n"
    "s/Unique[.]/Ambiguous./;t\n"
    "s/Ambiguous[.]/Unique./;t\n"
    "s/Illegal[.]/Impossible./;t\n"
    "s/Impossible[.]/Illegal./;t\n"
    "s/Non-unique/Find another job/;t\n"
    "s/Find another job/Non-unique/;t\n"
    "s/Multiple Solutions/No solution/;t\n"
    "s/No solution/Multiple Solutions/;t\n"
    "s/NO SOLUTION/1/\n"
    "s/impossible/1/\n";

class EveryFormat : public testing::TestWithParam<Format> {
protected:
    void SetUp() override {
        SKIP_ON_WINDOWS("the wrong program is a POSIX shell pipeline");
        wrong_script_ = scratch_.write("wrong.sed", kWrongAnswers);
        input_text_ = gen("1");
        input_ = scratch_.write("in", input_text_);
    }

    std::string format() const { return "--format=" + std::string(format_name(GetParam())); }
    // Several cases where the format has room for them; one 16x16, whose
    // generation takes seconds under the sanitizers.
    std::string cases(int count) const {
        const JudgeFormat* row = judge_format(GetParam());
        const bool one_case = GetParam() == Format::boj2580 || (row && row->max_cases == 1);
        return one_case ? "" : " --count=" + std::to_string(row && row->box_size == 4 ? 1 : count);
    }
    std::string gen(const std::string& seed) const {
        const auto made = run_executable("gen " + format() + " --seed=" + seed + cases(3));
        EXPECT_EQ(made.status, 0) << made.err;
        EXPECT_FALSE(made.out.empty());
        return made.out;
    }
    // This executable as the contestant: right on every input.
    std::string right() const { return SUDOKU_COMMAND " " + format(); }
    // Its answers made wrong by kWrongAnswers.
    std::string wrong() const { return "sh -c '\"$0\" \"$@\" | sed -f " + wrong_script_ + "' " + right(); }
    // wrong() only where the input has at least `blanks` blank characters
    // ('0', '.', '?' or '-'): a failure that needs blanks, which shrink's walks
    // and trades chase, moving givens.
    std::string wrong_when_sparse(int blanks) const {
        return "sh -c 'in=$(cat); n=$(printf %s \"$in\" | tr -cd \"0.?-\" | wc -c); printf \"%s\\n\" \"$in\" | \"$0\" \"$@\" | "
               "if [ $n -ge " + std::to_string(blanks) + " ]; then sed -f " + wrong_script_ + "; else cat; fi' " + right();
    }
    // A command on this format; its stderr holds nothing internal.
    test::Result run(const std::string& args, const std::string& stdin_text = "") const {
        auto result = run_executable(args, stdin_text);
        expect_no_internals(result.err, args);
        return result;
    }
    test::Result judged(const std::string& output) const {
        return run("check " + format() + " " + input_ + " " + scratch_.write("out", output));
    }

    test::Scratch scratch_;
    std::string wrong_script_;  // kWrongAnswers' path, shell-quoted
    std::string input_text_;
    std::string input_;  // its path, shell-quoted
};

TEST_P(EveryFormat, Gen) {
    EXPECT_EQ(gen("1"), input_text_);  // the same bytes again
    EXPECT_NE(gen("2"), gen("1"));
    EXPECT_EQ(run("validate " + format() + " " + input_).status, 0);
}

TEST_P(EveryFormat, Solve) {
    const auto solved = run(format() + " " + input_);
    EXPECT_EQ(solved.status, 0) << solved.err;
    const auto verdict = judged(solved.out);
    EXPECT_EQ(verdict.status, 0) << verdict.err;
    EXPECT_EQ(verdict.err.rfind("ok: ", 0), 0u) << verdict.err;
}

// An anti-Sudoku row's input is solved grids: count refuses it (count_command_test has the words).
bool counts_nothing(Format format) {
    const JudgeFormat* row = judge_format(format);
    return row && row->answer == AnswerPolicy::anti_sudoku;
}

TEST_P(EveryFormat, Count) {
    const auto counted = run("count " + format() + " " + input_);
    if (const JudgeFormat* row = judge_format(GetParam()); row && !answers_with_grid(*row)) {  // nothing to count: refused
        EXPECT_EQ(counted.err, "sudoku: " + std::string(row->problem) + "'s answer is not a grid: count is for the problems whose "
                               "answer is one\nTry 'sudoku count --help' for more information.\n");
        EXPECT_EQ(counted.out, "");
        EXPECT_EQ(counted.status, 2);
        return;
    }
    if (counts_nothing(GetParam())) {  // solved grids: refused (count_command_test has the words)
        EXPECT_EQ(counted.status, 2);
        EXPECT_EQ(counted.out, "");
        return;
    }
    const auto lines = test::lines_of(counted.out);
    ASSERT_FALSE(lines.empty());
    for (const auto& line : lines) EXPECT_TRUE(std::regex_match(line, std::regex("[0-9]+"))) << line;
    const bool none = std::find(lines.begin(), lines.end(), "0") != lines.end();  // gen mixes in cases with no solution
    EXPECT_EQ(counted.status, none ? 1 : 0) << counted.err;
}

TEST_P(EveryFormat, Check) {
    const std::string answer = run(format() + " " + input_).out;
    EXPECT_EQ(judged(answer).status, 0);
    const std::string answer_path = scratch_.write("answer", answer);
    ASSERT_EQ(test::shell_status("sed -f " + wrong_script_ + " " + answer_path + " > " + scratch_.write("wrong", "")), 0);
    const auto wrong_verdict = judged(test::read_file(scratch_.path("wrong")));
    EXPECT_EQ(wrong_verdict.status, 1) << wrong_verdict.err;
    EXPECT_EQ(wrong_verdict.err.rfind("wrong answer: ", 0), 0u) << wrong_verdict.err;
    const auto cut = judged(answer.substr(0, answer.size() / 2));
    EXPECT_TRUE(cut.status == 1 || cut.status == 2) << cut.err;  // WA or PE, as testlib says
}

TEST_P(EveryFormat, Validate) {
    EXPECT_EQ(run("validate " + format() + " " + input_).status, 0);
    const auto bad = run("validate " + format() + " " + scratch_.write("bad", input_text_ + "x\n"));
    EXPECT_EQ(bad.status, 3);
    EXPECT_TRUE(std::regex_search(bad.err, std::regex("^sudoku: [^:]+:[0-9]+: [a-z].*[^.]\n$"))) << bad.err;
}

TEST_P(EveryFormat, Test) {
    scratch_.write("sample-1.in", input_text_);
    scratch_.write("sample-1.out", run(format() + " " + input_).out);
    const auto passed = run("test " + format() + " " + scratch_.path("sample-1.in").string() + " -- " + right());
    EXPECT_EQ(passed.status, 0) << passed.out << passed.err;
    EXPECT_EQ(test::last_line_of(passed.out), "1 passed, 0 failed") << passed.out;
    const auto failed = run("test " + format() + " " + scratch_.path("sample-1.in").string() + " -- " + wrong());
    EXPECT_EQ(failed.status, 1) << failed.out << failed.err;
    EXPECT_EQ(failed.out.rfind("WA  ", 0), 0u) << failed.out;
}

TEST_P(EveryFormat, Stress) {
    const auto passed = run("stress " + format() + cases(2) + " --runs=2 --seed=1 -- " + right());
    EXPECT_EQ(passed.status, 0) << passed.out << passed.err;
    EXPECT_EQ(passed.out, "2 passed, 0 failed\n");
    const auto failed = run("stress " + format() + cases(2) + " --runs=2 --seed=1 -- " + wrong());
    EXPECT_EQ(failed.status, 1) << failed.out << failed.err;
    EXPECT_EQ(failed.out.rfind("WA  ", 0), 0u) << failed.out;
}

TEST_P(EveryFormat, Shrink) {
    if (const JudgeFormat* row = judge_format(GetParam()); row && row->answer == AnswerPolicy::rules_check) {  // refused
        const auto refused = run("shrink " + format() + " --budget=3 " + input_ + " -- " + wrong());
        EXPECT_EQ(refused.err, "sudoku: " + scratch_.path("in").string() + ": shrink is not for " + std::string(row->problem) +
                                   ": its grids, up to 100x100, are past the 25x25 the shrinker holds\n");
        EXPECT_EQ(refused.out, "");
        EXPECT_EQ(refused.status, 2);
        const auto stress = run("stress " + format() + " --runs=1 --shrink -- " + wrong());
        EXPECT_EQ(stress.err, "sudoku: --shrink is not for " + std::string(row->problem) + ": its grids, up to 100x100, are past the "
                              "25x25 the shrinker holds\nTry 'sudoku stress --help' for more information.\n");
        EXPECT_EQ(stress.status, 2);
        return;
    }
    // 4574's open cells are no characters; a solved grid has none
    const int blanks = GetParam() == Format::boj4574 || counts_nothing(GetParam()) ? 0 : 30;
    const auto shrunk = run("shrink " + format() + " --budget=3 " + input_ + " -- " + wrong_when_sparse(blanks));
    EXPECT_EQ(shrunk.status, 0) << shrunk.err;
    EXPECT_EQ(run("validate " + format(), shrunk.out).status, 0) << shrunk.out;
    const auto lines = test::lines_of(shrunk.err);
    ASSERT_EQ(lines.size(), 2u) << shrunk.err;
    EXPECT_EQ(lines[1].rfind("WA  ", 0), 0u) << lines[1];
}

std::string name_of(const testing::TestParamInfo<Format>& info) {
    std::string name(format_name(info.param));
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(Matrix, EveryFormat, testing::ValuesIn(every_format()), name_of);

}  // namespace
}  // namespace sudoku
