// `sudoku shrink`, `stress --shrink` and `--save-to`, on contestants'
// solvers with a bug each (tests/programs/wrong_solvers.cpp): the shrunk
// input still fails the same way, is an input the judge could send, and is
// kept as a test where the contestant's tool looks for one.
#include <gtest/gtest.h>

#include <algorithm>

#include "test_support.hpp"

namespace sudoku {
namespace {

namespace fs = std::filesystem;
using test::run_executable;

// The program as `test` would run it: behind the emulator in a cross build.
std::string wrong(const std::string& mode) {
#ifdef SUDOKU_RUNNER
    return "'" SUDOKU_RUNNER "' '" SUDOKU_WRONG_SOLVERS "' " + mode;
#else
    return "'" SUDOKU_WRONG_SOLVERS "' " + mode;
#endif
}

int blanks_in(const std::string& grid_text) {
    int blanks = 0;
    for (std::size_t i = 0; i < grid_text.size(); ++i)
        blanks += grid_text[i] == '0' && (i == 0 || grid_text[i - 1] == ' ' || grid_text[i - 1] == '\n');
    return blanks;
}

TEST(ShrinkCommand, ShrinksAWrongAnswerToAQuarterOfItsBlanksAndSaysSo) {
    const test::Scratch scratch;
    const std::string input = scratch.write("stress-2.in", run_executable("gen --seed=2").out);
    ASSERT_EQ(blanks_in(test::read_file(scratch.path("stress-2.in"))), 56);
    const auto shrunk = run_executable("shrink " + input + " -- " + wrong("forgets-last-given"));
    EXPECT_EQ(shrunk.status, 0) << shrunk.err;
    EXPECT_LE(blanks_in(shrunk.out), 56 / 4) << shrunk.out;
    const auto lines = test::lines_of(shrunk.err);
    ASSERT_EQ(lines.size(), 2u) << shrunk.err;
    EXPECT_EQ(lines[0].rfind("sudoku: shrunk from 56 blanks to " + std::to_string(blanks_in(shrunk.out)) + " in ", 0), 0u)
        << lines[0];
    EXPECT_EQ(lines[1].rfind("WA  ", 0), 0u) << lines[1];
    EXPECT_NE(lines[1].find("the shrunk input  (wrong answer: puzzle 1: "), std::string::npos) << lines[1];
    // A valid judge input, and the program still fails on it.
    const std::string small = scratch.write("small.in", shrunk.out);
    EXPECT_EQ(run_executable("validate " + small).status, 0);
    const auto again = run_executable("test " + small + " -- " + wrong("forgets-last-given"));
    EXPECT_EQ(again.status, 1);
    EXPECT_EQ(again.out.rfind("WA  ", 0), 0u) << again.out;
    // The same command, the same bytes.
    EXPECT_EQ(run_executable("shrink " + input + " -- " + wrong("forgets-last-given")).out, shrunk.out);
}

TEST(ShrinkCommand, KeepsACrashACrash) {
    const test::Scratch scratch;
    const std::string input = scratch.write("in", test::read_file(test::source_path("samples/2580/boj_sample.out")));
    const auto shrunk = run_executable("shrink " + input + " -- " + wrong("full-row"));
    EXPECT_EQ(shrunk.status, 0) << shrunk.err;
    EXPECT_NE(shrunk.err.find("\nRE  "), std::string::npos) << shrunk.err;
    EXPECT_EQ(shrunk.out, test::read_file(test::source_path("samples/2580/boj_sample.out")));  // nothing to fill
    const std::string sample = scratch.write("sample", test::read_file(test::source_path("samples/2580/hard_17clue.in")));
    const auto from_sample = run_executable("shrink " + sample + " -- " + wrong("full-row"));
    EXPECT_EQ(from_sample.status, 1);  // the sample has no full row: no crash to shrink
    EXPECT_EQ(from_sample.err, "sudoku: the program does not fail on " + sample.substr(1, sample.size() - 2) +
                                   " (AC): nothing to shrink\n");
}

TEST(ShrinkCommand, GivesASudominokuCaseEveryDominoButTheOneItCannotTurn) {
    const test::Scratch scratch;
    const std::string input = scratch.write("in", run_executable("gen --format=4574 --count=3 --dominoes=10 --seed=1").out);
    const auto shrunk = run_executable("shrink " + input + " -- " + wrong("never-turns"));
    EXPECT_EQ(shrunk.status, 0) << shrunk.err;
    EXPECT_EQ(shrunk.out.substr(0, 3), "35\n") << shrunk.out;  // one case, the statement's most dominoes
    EXPECT_EQ(std::count(shrunk.out.begin(), shrunk.out.end(), '\n'), 1 + 35 + 1 + 1) << shrunk.out;
    EXPECT_NE(shrunk.err.find("open cells to 2 (1 case of 3) in "), std::string::npos) << shrunk.err;
    EXPECT_EQ(run_executable("validate", shrunk.out).status, 0);
}

// POJ 3074 promises one solution: a walk's step that opens a given must not
// send the program an input with two (it once ended the shrink in a crash).
TEST(ShrinkCommand, ShrinksPoj3074ThroughInputsWithOneSolutionOnly) {
    const test::Scratch scratch;
    const std::string input = scratch.write("in", run_executable("gen --format=poj3074 --count=3 --seed=7").out);
    // The budget ends it within the walks, where the crash was (the whole shrink takes 2,400 runs).
    const auto shrunk = run_executable("shrink --format=poj3074 --budget=8 " + input + " -- " + wrong("sparse-lines"));
    EXPECT_EQ(shrunk.status, 0) << shrunk.err;
    const auto lines = test::lines_of(shrunk.out);
    ASSERT_EQ(lines.size(), 2u) << shrunk.out;  // one puzzle, then `end`
    EXPECT_GE(std::count(lines[0].begin(), lines[0].end(), '.'), 40) << lines[0];  // the fewest blanks that fail
    EXPECT_NE(shrunk.err.find("\nWA  "), std::string::npos) << shrunk.err;
    EXPECT_EQ(run_executable("validate --format=poj3074", shrunk.out).status, 0) << shrunk.out;
    const auto stressed = run_executable("stress --format=poj3074 --runs=3 --shrink=8 --seed=1 -- " + wrong("sparse-lines"));
    EXPECT_EQ(stressed.status, 1) << stressed.err;
    EXPECT_EQ(stressed.err, "");
}

TEST(ShrinkCommand, RefusesWhatItCannotShrink) {
    const test::Scratch scratch;
    const std::string input = scratch.write("in", run_executable("gen --seed=1").out);
    EXPECT_EQ(run_executable("shrink -- " SUDOKU_CAT).err, "sudoku: give one FILE to shrink\nTry 'sudoku shrink --help' for more information.\n");
    EXPECT_EQ(run_executable("shrink " + input).err,
              "sudoku: no COMMAND to run: give it after '--'\nTry 'sudoku shrink --help' for more information.\n");
    const std::string bad = scratch.write("bad", "1 2\n");
    const auto refused = run_executable("shrink " + bad + " -- " SUDOKU_CAT);
    EXPECT_EQ(refused.status, 2);
    EXPECT_EQ(refused.err.rfind("sudoku: " + bad.substr(1, bad.size() - 2) + ":1: cannot tell the format", 0), 0u) << refused.err;
}

TEST(ShrinkCommand, WritesToTheOutputFileWhenAsked) {
    const test::Scratch scratch;
    const std::string input = scratch.write("in", run_executable("gen --seed=2").out);
    const auto shrunk = run_executable("shrink -o " + scratch.dir() + "/small " + input + " -- " + wrong("forgets-last-given"));
    EXPECT_EQ(shrunk.status, 0) << shrunk.err;
    EXPECT_EQ(shrunk.out, "");
    EXPECT_LE(blanks_in(test::read_file(scratch.path("small"))), 14);
}

// The four layouts `sudoku test` knows, each with one test in it already.
struct SavedLayout {
    std::string name, first_test, first_answer, new_test, new_answer;
};
const SavedLayout kLayouts[] = {
    {"oj", "sample-1.in", "sample-1.out", "in-shrunk.in", "in-shrunk.out"},
    {"cf", "in1.txt", "ans1.txt", "in2.txt", "ans2.txt"},
    {"polygon", "tests/01", "tests/01.a", "tests/02", "tests/02.a"},
    {"kattis", "data/secret/a.in", "data/secret/a.ans", "data/secret/in-shrunk.in", "data/secret/in-shrunk.ans"},
};

TEST(ShrinkCommand, SavesTheShrunkInputAsATestInTheLayoutItFinds) {
    const test::Scratch scratch;
    const std::string puzzle = run_executable("gen --seed=2").out;
    const std::string input = scratch.write("in", puzzle);
    for (const SavedLayout& layout : kLayouts) {
        const fs::path dir = scratch.path(layout.name);
        fs::create_directories((dir / layout.first_test).parent_path());
        test::write_file(dir / layout.first_test, puzzle);
        test::write_file(dir / layout.first_answer, run_executable("", puzzle).out);
        const std::string save = "shrink --save-to='" + dir.string() + "' " + input + " -- " + wrong("forgets-last-given");
        const auto first = run_executable(save);
        EXPECT_EQ(first.status, 0) << layout.name << first.err;
        EXPECT_NE(first.err.find("sudoku: kept as the test " + (dir / layout.new_test).make_preferred().string() + ", with its answer\n"),
                  std::string::npos)
            << layout.name << first.err;
        EXPECT_EQ(test::read_file(dir / layout.new_test), first.out) << layout.name;
        EXPECT_EQ(test::read_file(dir / layout.new_answer), run_executable("", first.out).out) << layout.name;
        // (A second save takes the next name, the first left as it was: test_saving_test.cpp.)
        // `sudoku test` finds the new test and fails the program on it as before.
        const auto tested = run_executable("test '" + dir.string() + "' -- " + wrong("forgets-last-given"));
        EXPECT_EQ(tested.status, 1) << layout.name;
        EXPECT_NE(tested.out.find("WA  "), std::string::npos) << tested.out;
        EXPECT_NE(tested.out.find((dir / layout.new_test).make_preferred().string()), std::string::npos) << tested.out;
        EXPECT_NE(tested.out.find("0 passed, 2 failed"), std::string::npos) << tested.out;
    }
}

TEST(Stress, ShrinksItsFirstFailureAndKeepsBothInputs) {
    const test::Scratch scratch;
    const auto run = run_executable("stress --seed=2 --runs=1 --shrink --save-to=" + scratch.dir() + " -- " +
                                    wrong("forgets-last-given"));
    EXPECT_EQ(run.status, 1) << run.err;
    const auto lines = test::lines_of(run.out);
    ASSERT_EQ(lines.size(), 7u) << run.out;
    EXPECT_EQ(lines[0].rfind("WA  ", 0), 0u) << lines[0];
    EXPECT_EQ(lines[1], "saved the input as stress-2.in and the output as stress-2.out");
    EXPECT_EQ(lines[2].rfind("shrunk from 56 blanks to ", 0), 0u) << lines[2];
    EXPECT_EQ(lines[3].rfind("WA  ", 0), 0u) << lines[3];
    EXPECT_NE(lines[3].find("  stress-2-shrunk  (wrong answer: "), std::string::npos) << lines[3];
    EXPECT_EQ(lines[4], "saved the input as stress-2-shrunk.in and the output as stress-2-shrunk.out");
    EXPECT_EQ(lines[5].rfind("kept as the test ", 0), 0u) << lines[5];
    EXPECT_EQ(lines[6], "0 passed, 1 failed");
    EXPECT_TRUE(fs::exists(scratch.path("stress-2.in")));
    EXPECT_TRUE(fs::exists(scratch.path("stress-2.out")));
    EXPECT_LE(blanks_in(test::read_file(scratch.path("stress-2.in"))), 14);
}

// Each line of `out` parsed by a JSON parser (python3 -m json.tool).
bool every_line_is_json(const std::string& out, const test::Scratch& scratch) {
    const std::string file = scratch.write("json_lines", out);
    return test::shell_status("while IFS= read -r line; do printf '%s' \"$line\" | python3 -m json.tool >/dev/null || exit 9; done <" +
                              file) == 0;
}

// --json, as `test --json`: stress prints its failure, its shrinking, where
// it kept the test and its summary as one JSON object a line, with test's
// keys where they mean the same.
TEST(Stress, JsonLinesForTheFailureTheShrinkingAndTheSummary) {
    SKIP_ON_WINDOWS("the JSON is parsed by python3 in a POSIX shell loop");
    const test::Scratch scratch;
    const auto run = test::run_executable_in(scratch.path(""), "stress --json --seed=2 --runs=1 --shrink --save-to=kept -- " +
                                                                   wrong("forgets-last-given"));
    EXPECT_EQ(run.status, 1) << run.err;
    EXPECT_TRUE(every_line_is_json(run.out, scratch)) << run.out;
    const auto lines = test::lines_of(run.out);
    ASSERT_EQ(lines.size(), 4u) << run.out;
    EXPECT_EQ(lines[0].rfind("{\"test\": \"stress-2.in\", \"verdict\": \"WA\", \"time\": ", 0), 0u) << lines[0];
    EXPECT_NE(lines[0].find(", \"reason\": \"wrong answer: "), std::string::npos) << lines[0];
    EXPECT_NE(lines[0].find(", \"seed\": 2, \"output\": \"stress-2.out\"}"), std::string::npos) << lines[0];
    EXPECT_EQ(lines[1].rfind("{\"test\": \"stress-2-shrunk.in\", \"verdict\": \"WA\", \"time\": ", 0), 0u) << lines[1];
    EXPECT_NE(lines[1].find(", \"output\": \"stress-2-shrunk.out\", \"from\": 56, \"to\": "), std::string::npos) << lines[1];
    EXPECT_NE(lines[1].find(", \"minimal\": true, \"interrupted\": false}"), std::string::npos) << lines[1];
    EXPECT_EQ(lines[2], "{\"kept_as\": \"kept/stress-2.in\"}");
    EXPECT_TRUE(fs::exists(scratch.path("kept/stress-2.in")));
    EXPECT_EQ(lines[3], "{\"passed\": 0, \"failed\": 1}");
    EXPECT_EQ(run.err, "");
}

// shrink --json: one JSON object on standard output, the shrunk input in it
// (and in --output's file, when given), nothing on stderr.
TEST(ShrinkCommand, JsonObjectWithTheVerdictTheSummaryAndTheInput) {
    SKIP_ON_WINDOWS("the JSON is parsed by python3 in a POSIX shell loop");
    const test::Scratch scratch;
    scratch.write("big.in", run_executable("gen --seed=2").out);
    const auto text = test::run_executable_in(scratch.path(""), "shrink -o text.in big.in -- " + wrong("forgets-last-given"));
    ASSERT_EQ(text.status, 0) << text.err;
    const std::string shrunk = test::read_file(scratch.path("text.in"));
    for (const std::string output : {"", "-o json.in "}) {
        const auto run = test::run_executable_in(scratch.path(""), "shrink --json " + output + "big.in -- " + wrong("forgets-last-given"));
        EXPECT_EQ(run.status, 0) << run.err;
        EXPECT_EQ(run.err, "");
        EXPECT_TRUE(every_line_is_json(run.out, scratch)) << run.out;
        const auto lines = test::lines_of(run.out);
        ASSERT_EQ(lines.size(), 1u) << run.out;
        EXPECT_EQ(lines[0].rfind("{\"test\": \"big.in\", \"verdict\": \"WA\", \"time\": ", 0), 0u) << lines[0];
        EXPECT_NE(lines[0].find(", \"from\": 56, \"to\": " + std::to_string(blanks_in(shrunk)) + ", \"runs\": "), std::string::npos)
            << lines[0];
        std::string escaped = shrunk;
        for (std::size_t at = 0; (at = escaped.find('\n', at)) != std::string::npos;) escaped.replace(at, 1, "\\u000a");
        EXPECT_NE(lines[0].find(", \"minimal\": true, \"interrupted\": false, \"input\": \"" + escaped + "\"}"), std::string::npos)
            << lines[0];
        if (!output.empty()) {
            EXPECT_EQ(test::read_file(scratch.path("json.in")), shrunk);
        }
    }
}

}  // namespace
}  // namespace sudoku
