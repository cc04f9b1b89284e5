// `sudoku check` called exactly as each judge calls a checker: testlib
// (Polygon, Codeforces, online-judge-tools), Kattis and DOMjudge, CMS; and no
// argument order of any of them makes a wrong output pass.
#include <gtest/gtest.h>

#include <algorithm>

#include "sudoku/io/messages.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

using namespace test;

// The BOJ 2580 sample, its right answer, a wrong one and one off the layout.
struct Files {
    Scratch scratch;
    std::string input = path_of("samples/2580/boj_sample.in");
    std::string right = path_of("samples/2580/boj_sample.out");
    std::string wrong, layout, feedback;
    Files() {
        std::string text = read_file(source_path("samples/2580/boj_sample.out"));
        text[0] = '3';
        wrong = scratch.write("wrong.out", text);
        layout = scratch.write("layout.out", text.substr(0, 17));
        feedback = scratch.make_dir("feedback");
    }
    std::string file(const std::string& name) const { return read_file(scratch.path(name)); }
    static std::string unquoted(const std::string& quoted) { return quoted.substr(1, quoted.size() - 2); }
};

void expect_verdict(const Result& result, int status, const std::string& err) {
    EXPECT_EQ(result.status, status) << result.err;
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, err);
}

const std::string kWrongLine = "wrong answer: puzzle 1: row 1 has two 3s (columns 1 and 2)\n";

TEST(CheckCommand, TestlibWithOutputAndAnswerAsOnlineJudgeToolsCallsIt) {
    Files f;
    // oj test --judge-command 'sudoku check': INPUT ACTUAL EXPECTED, or INPUT ACTUAL with no .out.
    for (const std::string& jury : {std::string(), " " + f.right}) {
        const auto ok = run_executable("check " + f.input + " " + f.right + jury);
        EXPECT_EQ(ok.status, 0);
        EXPECT_EQ(ok.out, "");
        EXPECT_EQ(ok.err, "ok: 1 puzzle\n");
        const auto wrong = run_executable("check " + f.input + " " + f.wrong + jury);
        EXPECT_EQ(wrong.status, 1);
        EXPECT_EQ(wrong.err, kWrongLine);
        const auto layout = run_executable("check " + f.input + " " + f.layout + jury);
        EXPECT_EQ(layout.status, 2);
        EXPECT_EQ(layout.err, "presentation error: line 1: expected 81 numbers (9 so far), found the end of the output\n");
        const auto bad_input = run_executable("check " + f.scratch.write("in", "1 1 0 0 0 0 0 0 0\n") + " " + f.right + jury);
        EXPECT_EQ(bad_input.status, 3);
        EXPECT_EQ(bad_input.err, "fail: input:1: unexpected end of input: expected 9 rows, found 1\n");
    }
}

TEST(CheckCommand, TestlibWritesTheResultFileAsTestlibDoesAndAcceptsPolygonsArguments) {
    Files f;
    const std::string result = f.scratch.write("result.txt", "");
    // Polygon: --testset and --group before the files; RESULT_FILE fourth, -appes fifth.
    const auto ok = run_executable("check --testset tests --group 1 " + f.input + " " + f.right + " " + f.right + " " + result);
    EXPECT_EQ(ok.status, 0);
    EXPECT_EQ(f.file("result.txt"), "1 puzzle");
    const auto wrong = run_executable("check " + f.input + " " + f.wrong + " " + f.right + " " + result + " -appes");
    EXPECT_EQ(wrong.status, 1);
    EXPECT_EQ(wrong.err, kWrongLine);
    EXPECT_EQ(f.file("result.txt"), "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"wrong-answer\">"
                                    "puzzle 1: row 1 has two 3s (columns 1 and 2)</result>\n");
    const auto layout = run_executable("check " + f.input + " " + f.layout + " " + f.right + " " + result + " -APPES");
    EXPECT_EQ(layout.status, 2);
    EXPECT_NE(f.file("result.txt").find("<result outcome = \"presentation-error\">line 1: "), std::string::npos);
    const auto appes_alone = run_executable("check " + f.input + " " + f.right + " " + f.right + " -appes");
    EXPECT_EQ(appes_alone.status, 3);
    EXPECT_EQ(appes_alone.err, "fail: -appes goes with a RESULT_FILE\n");
    // CMS and Kattis have no RESULT_FILE: -appes there was silently dropped.
    for (const std::string convention : {"--cms", "--kattis"}) {
        const auto other = run_executable("check " + convention + " -appes " + f.input + " " + f.right + " " +
                                          (convention == "--cms" ? f.right : f.scratch.make_dir("feedback")));
        EXPECT_EQ(other.status, 3) << convention;
        EXPECT_EQ(other.err, "fail: -appes goes with a RESULT_FILE\n") << convention;
    }
    const auto too_many = run_executable("check " + f.input + " " + f.right + " " + f.right + " " + result + " extra");
    EXPECT_EQ(too_many.status, 3);
    EXPECT_EQ(too_many.err, "fail: expected INPUT OUTPUT [ANSWER [RESULT_FILE [-appes]]], found 5 files\n");
}

TEST(CheckCommand, TheJurysAnswerIsTrustedOnlyWhenItIsRight) {
    Files f;
    const auto wrong_jury = run_executable("check " + f.input + " " + f.right + " " + f.wrong);
    EXPECT_EQ(wrong_jury.status, 3);
    EXPECT_EQ(wrong_jury.err, "fail: answer: the jury's answer is not right: " + kWrongLine);
    const auto missing = run_executable("check " + f.input + " " + f.right + " /nonexistent");
    EXPECT_EQ(missing.status, 3);
    EXPECT_EQ(missing.err, "fail: answer: cannot open /nonexistent: no such file or directory (a Kattis or DOMjudge "
                           "FEEDBACK_DIR must be a directory that exists)\n");
    // (A directory third is Kattis's FEEDBACK_DIR, so the answer cannot be one.)
    const auto directory = run_executable("check " + f.input + " / " + f.right);
    EXPECT_EQ(directory.status, 3);
    EXPECT_EQ(directory.err, "fail: output: cannot open /: is a directory\n");
    const auto input_directory = run_executable("check " + f.scratch.dir() + " " + f.right);
    EXPECT_EQ(input_directory.status, 3);
    EXPECT_EQ(input_directory.err, "fail: input: cannot open " + Files::unquoted(f.scratch.dir()) + ": is a directory\n");
    const auto both_stdin = run_executable("check - -", read_file(source_path("samples/2580/boj_sample.in")));
    EXPECT_EQ(both_stdin.status, 3);
    EXPECT_EQ(both_stdin.err, "fail: standard input can be read once: only one of the files may be -\n");
}

TEST(CheckCommand, KattisAndDomjudgeOutputValidatorExitsFortyTwoOrFortyThree) {
    Files f;
    // Kattis: validator INPUT JUDGE_ANSWER FEEDBACK_DIR [flags] < team_output.
    const std::string call = "check " + f.input + " " + f.right + " " + f.feedback;
    const auto ok = run_executable(call + " case_sensitive space_change_sensitive", read_file(source_path("samples/2580/boj_sample.out")));
    EXPECT_EQ(ok.status, 42);
    EXPECT_EQ(f.file("feedback/judgemessage.txt"), "ok: 1 puzzle\n");
    const auto wrong = run_executable(call, f.file("wrong.out"));
    EXPECT_EQ(wrong.status, 43);
    EXPECT_EQ(f.file("feedback/judgemessage.txt"), kWrongLine);
    const auto layout = run_executable("check --kattis " + f.input + " " + f.right + " " + f.feedback, f.file("layout.out"));
    EXPECT_EQ(layout.status, 43);
    const auto wrong_jury = run_executable("check " + f.input + " " + f.wrong + " " + f.feedback, f.file("wrong.out"));
    EXPECT_EQ(wrong_jury.status, 3);
    EXPECT_EQ(f.file("feedback/judgemessage.txt"), "fail: answer: the jury's answer is not right: " + kWrongLine);
    const auto missing_jury = run_executable("check " + f.input + " /nonexistent " + f.feedback, f.file("wrong.out"));
    EXPECT_EQ(missing_jury.status, 3);
    EXPECT_EQ(f.file("feedback/judgemessage.txt"), "fail: answer: cannot open /nonexistent: no such file or directory\n");
    const auto not_a_directory = run_executable("check --kattis " + f.input + " " + f.right + " " + f.wrong, f.file("wrong.out"));
    EXPECT_EQ(not_a_directory.status, 3);
    EXPECT_EQ(not_a_directory.err, "fail: feedback directory " + Files::unquoted(f.wrong) + " is not a directory\n");
}

// The problem's validator_flags come after FEEDBACK_DIR, numbers with a
// minus among them: none is an option error, sudoku's own (--strict) act.
TEST(CheckCommand, KattisValidatorFlagsAreTheJudgesNotOptions) {
    Files f;
    const std::string call = "check " + f.input + " " + f.right + " " + f.feedback;
    const std::string right = read_file(source_path("samples/2580/boj_sample.out"));
    for (const std::string flags : {"float_tolerance -1e-6", "float_tolerance 1e-6 case_sensitive", "--foo -x --format", "-1"}) {
        const auto run = run_executable(call + " " + flags, right);
        EXPECT_EQ(run.status, 42) << flags << ": " << run.err;
    }
    EXPECT_EQ(run_executable(call + " float_tolerance -1e-6", f.file("wrong.out")).status, 43);
    EXPECT_EQ(run_executable("check --kattis " + f.input + " " + f.right + " " + f.feedback + " -1e-6", right).status, 42);
    // --strict among the flags asks for 9 lines of 9: the answer on one line passes without it only.
    std::string one_line = right;
    std::replace(one_line.begin(), one_line.end() - 1, '\n', ' ');
    EXPECT_EQ(run_executable(call + " float_tolerance", one_line).status, 42);
    EXPECT_EQ(run_executable(call + " float_tolerance --strict", one_line).status, 43);
}

// Three names with the third missing: the jury's answer, or a FEEDBACK_DIR
// not made yet; the message says both.
TEST(CheckCommand, AMissingThirdFileNamesTheFeedbackDirectoryToo) {
    Files f;
    const auto run = run_executable("check " + f.input + " " + f.right + " nodir", read_file(source_path("samples/2580/boj_sample.out")));
    EXPECT_EQ(run.status, 3);
    EXPECT_EQ(run.err, "fail: answer: cannot open nodir: no such file or directory (a Kattis or DOMjudge FEEDBACK_DIR must be a directory that exists)\n");
}

// Tokens as testlib's readInt reads them (each case cross-checked with a
// testlib checker built from its header at 1e4e8a2): any run of blanks,
// however long, between two; text after the answer refused wherever it is.
TEST(CheckCommand, ReadsTokensAsTestlibDoesWhateverTheLineLength) {
    test::Scratch scratch;
    const std::string in = path_of("samples/2580/boj_sample.in");
    const std::string right = read_file(source_path("samples/2580/boj_sample.out"));
    const std::string first = right.substr(0, 1), rest = right.substr(1);
    const auto check = [&](const std::string& name, const std::string& output) {
        return run_executable("check " + in + " " + scratch.write(name, output));
    };
    EXPECT_EQ(check("between.out", first + std::string(5000, ' ') + rest).status, 0);  // testlib: ok
    EXPECT_EQ(check("before.out", std::string(5000, ' ') + right).status, 0);           // testlib: ok
    EXPECT_EQ(check("far.out", first + std::string(3 << 20, ' ') + rest).status, 0);    // testlib: ok
    const auto garbage = check("garbage.out", right.substr(0, right.size() - 1) + std::string(3 << 20, ' ') + "garbage\n");
    EXPECT_EQ(garbage.status, 2);  // testlib: wrong output format
    EXPECT_EQ(garbage.err, "presentation error: line 9: unexpected text after the last answer\n");
    const auto long_token = check("token.out", std::string(1 << 20, '7') + "\n");
    EXPECT_EQ(long_token.status, 2);  // testlib: token too long / not an integer
    EXPECT_EQ(long_token.err.rfind("presentation error: line 1: expected an integer, found '777", 0), 0u) << long_token.err;
}

// A byte-order mark as testlib (1e4e8a2) reads one, checked with a testlib
// checker: skipped in the program's output (registerTestlibCmd calls
// ouf.skipBom()), part of the first token in the jury's answer (FAIL there).
// An input's is tolerated, as everywhere.
TEST(CheckCommand, AByteOrderMarkIsReadAsTestlibReadsIt) {
    test::Scratch scratch;
    const std::string bom = "\xEF\xBB\xBF";
    const std::string in = path_of("samples/2580/boj_sample.in"), right = path_of("samples/2580/boj_sample.out");
    const std::string marked = scratch.write("bom.out", bom + read_file(source_path("samples/2580/boj_sample.out")));
    EXPECT_EQ(run_executable("check " + in + " " + marked + " " + right).status, 0);
    const auto answer = run_executable("check " + in + " " + right + " " + marked);
    EXPECT_EQ(answer.status, 3);
    EXPECT_EQ(answer.err, "fail: answer: the jury's answer is not right: presentation error: line 1: expected an integer, "
                          "found '\\xef\\xbb\\xbf1'\n");
    const std::string dominoes = scratch.write("bom4.out", bom + read_file(source_path("samples/4574/boj_sample.out")));
    EXPECT_EQ(run_executable("check " + path_of("samples/4574/boj_sample.in") + " " + dominoes).status, 0);
    const std::string input = scratch.write("bom.in", bom + read_file(source_path("samples/2580/boj_sample.in")));
    EXPECT_EQ(run_executable("check " + input + " " + right).status, 0);
}

TEST(CheckCommand, CmsPrintsTheScoreOnStdout) {
    Files f;
    // CMS: checker INPUT CORRECT_OUTPUT CONTESTANT_OUTPUT.
    const auto ok = run_executable("check --cms " + f.input + " " + f.right + " " + f.right);
    EXPECT_EQ(ok.status, 0);
    EXPECT_EQ(ok.out, "1.0\n");
    EXPECT_EQ(ok.err, "ok: 1 puzzle\n");
    const auto wrong = run_executable("check --cms " + f.input + " " + f.right + " " + f.wrong);
    EXPECT_EQ(wrong.status, 0);
    EXPECT_EQ(wrong.out, "0.0\n");
    EXPECT_EQ(wrong.err, kWrongLine);
    const auto wrong_jury = run_executable("check --cms " + f.input + " " + f.wrong + " " + f.right);
    EXPECT_EQ(wrong_jury.status, 3);
    EXPECT_EQ(wrong_jury.out, "");
    const auto missing_jury = run_executable("check --cms " + f.input + " /nonexistent " + f.right);
    EXPECT_EQ(missing_jury.status, 3);
    EXPECT_EQ(missing_jury.out, "");
    EXPECT_EQ(missing_jury.err, "fail: answer: cannot open /nonexistent: no such file or directory\n");
}

// A wrong output, whichever convention's order the files come in and
// whichever convention the flags say: never accepted.
TEST(CheckCommand, NoArgumentOrderOfAnyConventionMakesAWrongOutputPass) {
    Files f;
    const std::string wrong_text = f.file("wrong.out"), right_text = read_file(source_path("samples/2580/boj_sample.out"));
    const std::pair<std::string, std::string> calls[] = {
        {"check " + f.input + " " + f.wrong + " " + f.right, ""},                 // testlib, right order
        {"check " + f.input + " " + f.right + " " + f.wrong, ""},                 // testlib, answer and output swapped
        {"check " + f.input + " " + f.wrong + " " + f.right + " " + f.scratch.write("r", "") + " -appes", ""},
        {"check " + f.input + " " + f.right + " " + f.feedback, wrong_text},      // Kattis, right order
        {"check " + f.input + " " + f.wrong + " " + f.feedback, right_text},      // Kattis, answer and output swapped
        {"check " + f.input + " " + f.feedback + " " + f.right, wrong_text},      // Kattis, directory second
        {"check --kattis " + f.input + " " + f.right + " " + f.wrong, right_text},  // Kattis flag, a file third
        {"check --cms " + f.input + " " + f.right + " " + f.wrong, ""},           // CMS, right order
        {"check --cms " + f.input + " " + f.wrong + " " + f.right, ""},           // CMS flag, testlib's order
        {"check --cms " + f.input + " " + f.right + " " + f.feedback, wrong_text},  // CMS flag, Kattis's order
        {"check " + f.wrong + " " + f.input + " " + f.right, ""},                 // input not first
        {"check " + f.input + " - " + f.right, wrong_text},                       // the output on stdin
        {"check " + f.input + " " + f.right + " -", wrong_text},                  // the answer on stdin
    };
    for (const auto& [call, stdin_text] : calls) {
        const auto result = run_executable(call, stdin_text);
        // Accepted: testlib's 0, Kattis's 42, or CMS's 0 with a score of 1.0.
        const bool accepted = result.status == 42 || (result.status == 0 && result.out != "0.0\n");
        EXPECT_FALSE(accepted) << call << "\n" << result.status << " " << result.out << result.err;
    }
}

TEST(CheckCommand, StrictKeepsTheLineLayoutOfBoj2580) {
    Files f;
    std::string one_line = read_file(source_path("samples/2580/boj_sample.out"));
    std::replace(one_line.begin(), one_line.end(), '\n', ' ');
    const std::string output = f.scratch.write("one_line.out", one_line);
    EXPECT_EQ(run_executable("check " + f.input + " " + output).status, 0);
    const auto strict = run_executable("check --strict " + f.input + " " + output);
    EXPECT_EQ(strict.status, 2);
    EXPECT_EQ(strict.err, "presentation error: line 1: expected 9 numbers, found 81\n");
}

// A judge's long token differing late is shown where it differs; POJ 2676's
// special judge names the cell as BOJ 2580's does; testlib's verdicts kept.
TEST(CheckCommand, WrongAnswersOfTheJudgesFormatsSayWhereTheyAreWrong) {
    Files f;
    const std::string poj3074 = path_of("samples/poj3074/judge_sample.in");
    std::string answer = read_file(source_path("samples/poj3074/judge_sample.out"));
    answer[80] = '5';
    expect_verdict(run_executable("check --format=poj3074 " + poj3074 + " " + f.scratch.write("late.out", answer)), 1,
                   "wrong answer: token 1: differs at character 81: expected '...72782965341', found '...72782965345'\n");
    const std::string poj2676 = path_of("samples/poj2676/judge_sample.in");
    std::string grid = read_file(source_path("samples/poj2676/judge_sample.out"));
    grid[0] = '0';
    expect_verdict(run_executable("check --format=poj2676 " + poj2676 + " " + f.scratch.write("zero.out", grid)), 1,
                   "wrong answer: puzzle 1: row 1, column 1 holds 0, not a digit 1..9\n");
}

// An input read as the wrong format fails, saying which --format reads it.
TEST(CheckCommand, AnInputOfAnotherFormatFailsNamingTheFormat) {
    const std::string input = path_of("samples/poj3074/judge_sample.in"), answer = path_of("samples/poj3074/judge_sample.out");
    expect_verdict(run_executable("check " + input + " " + answer), 3,
                   "fail: input:3: expected a puzzle of 81 characters (1-9, '.' or '0'), found 3 characters "
                   "(POJ 3074's format? name it with --format=poj3074)\n");
    expect_verdict(run_executable("check --format=poj3074 " + input + " " + answer), 0, "ok: 2 puzzles\n");
}

TEST(CheckCommand, ReadsTheOutputFromStdinAndFailsOnBadArguments) {
    const std::string input = path_of("samples/4574/boj_sample.in");
    const auto from_stdin = run_executable("check " + input + " -", read_file(source_path("samples/4574/boj_sample.out")));
    EXPECT_EQ(from_stdin.status, 0);
    EXPECT_EQ(from_stdin.err, "ok: 2 puzzles\n");
    const auto one = run_executable("check " + input);
    EXPECT_EQ(one.status, 3);
    EXPECT_EQ(one.err, "fail: expected INPUT OUTPUT [ANSWER [RESULT_FILE [-appes]]], found 1 file\n");
    const auto missing = run_executable("check /nonexistent " + input);
    EXPECT_EQ(missing.status, 3);
    EXPECT_EQ(missing.err, "fail: input: cannot open /nonexistent: no such file or directory\n");
    const auto two_conventions = run_executable("check --kattis --cms " + input + " " + input + " " + input);
    EXPECT_EQ(two_conventions.status, 3);
    EXPECT_EQ(two_conventions.err, "sudoku: --kattis and --cms are two conventions: give one\n"
                                   "Try 'sudoku check --help' for more information.\n");
}

// Runs `command` (sh syntax, SUDOKU for the executable) under `timeout 60`:
// its status and stderr.
Result run_in_shell(const std::string& command) {
    const std::string err = (scratch_root() / ("sudoku_check_err_" + std::to_string(os::process_id()))).string();
    std::string line = command;
    line.replace(line.find("SUDOKU"), 6, SUDOKU_COMMAND);
    Result result;
    result.status = shell_status("timeout 60 " + line + " >/dev/null 2>'" + err + "'");
    result.err = read_file(err);
    std::filesystem::remove(err);
    return result;
}

// Issue 50: an endless output (/dev/zero) is judged as soon as it cannot be
// right, as testlib and Kattis judge it, in both argument orders; before,
// BOJ 2580's token reader read it until killed.
TEST(CheckCommand, AnEndlessOutputIsJudgedAsSoonAsItCannotBeRight) {
    SKIP_ON_WINDOWS("no /dev/zero");
    Scratch scratch;
    const std::string feedback = scratch.make_dir("feedback");
    struct Case {
        std::string sample, verdict, format = "";
    };
    for (const Case& c : {Case{"samples/2580/boj_sample", "line 1: expected an integer, found " + quote(std::string(40, '\0'))},
                          Case{"samples/4574/boj_sample", "line 1: line is too long (over 4096 characters)"},
                          Case{"samples/poj3074/judge_sample", "line 1: line is too long (over 4096 characters)", "--format=poj3074 "},
                          Case{"samples/poj2676/judge_sample", "line 1: line is too long (over 4096 characters)", "--format=poj2676 "}}) {
        const std::string in = path_of(c.sample + ".in"), ans = path_of(c.sample + ".out");
        const auto testlib = run_in_shell("SUDOKU check " + c.format + in + " /dev/zero " + ans);
        EXPECT_EQ(testlib.status, 2) << c.sample;
        EXPECT_EQ(testlib.err, "presentation error: " + c.verdict + "\n") << c.sample;
        const auto kattis = run_in_shell("SUDOKU check " + c.format + in + " " + ans + " " + feedback + " </dev/zero");
        EXPECT_EQ(kattis.status, 43) << c.sample;
        EXPECT_EQ(read_file(scratch.path("feedback") / "judgemessage.txt"), "presentation error: " + c.verdict + "\n") << c.sample;
    }
}

// An output that never ends but in blanks ('yes ""'), or '#' lines in the
// line format, is cut once it runs far past what its answers take.
TEST(CheckCommand, AnEndlessBlankOutputIsCutAsAPresentationError) {
    SKIP_ON_WINDOWS("no POSIX shell");
    const std::string cut = "presentation error: the output runs on past ";
    const auto blank = run_in_shell("yes '' | SUDOKU check " + path_of("samples/2580/boj_sample.in") + " -");
    EXPECT_EQ(blank.status, 2);
    EXPECT_EQ(blank.err, cut + std::to_string((64 << 20) + 16 * 81) + " bytes, far more than its answers take (an endless output?)\n");
    const auto comments = run_in_shell("yes '#' | SUDOKU check " + path_of("tests/data/hardest_1000.txt") + " -");
    EXPECT_EQ(comments.status, 2);
    EXPECT_EQ(comments.err.rfind(cut, 0), 0u) << comments.err;
}

// The judge's own files endless: a failure, at once.
TEST(CheckCommand, AnEndlessInputOrAnswerIsTheJudgesFailure) {
    SKIP_ON_WINDOWS("no /dev/zero");
    const std::string in = path_of("samples/2580/boj_sample.in"), out = path_of("samples/2580/boj_sample.out");
    const auto input = run_in_shell("SUDOKU check /dev/zero " + out + " " + out);
    EXPECT_EQ(input.status, 3);
    EXPECT_EQ(input.err, "fail: input:1: line is too long (over 4096 characters)\n");
    const auto answer = run_in_shell("SUDOKU check " + in + " " + out + " /dev/zero");
    EXPECT_EQ(answer.status, 3);
    EXPECT_EQ(answer.err, "fail: answer: the jury's answer is not right: presentation error: line 1: expected an integer, found " +
                              quote(std::string(40, '\0')) + "\n");
}

// POJ 3435 compares the verdict's text: its case, one word, nothing after.
TEST(CheckCommand, Poj3435WantsItsVerdictWordExactly) {
    const std::string input = path_of("samples/poj3435/judge_sample.in");  // CORRECT
    Scratch scratch;
    const std::pair<std::string, std::string> outputs[] = {
        {"CORRECT  \n\n", "ok: 1 puzzle\n"},
        {"correct\n", "wrong answer: token 1: expected 'CORRECT', found 'correct'\n"},
        {"INCORRECT\n", "wrong answer: token 1: expected 'CORRECT', found 'INCORRECT'\n"},
        {"CORRECT\nCORRECT\n", "wrong answer: token 2: expected the end of the output, found 'CORRECT'\n"},
    };
    for (const auto& [output, verdict] : outputs) {
        const auto result = run_executable("check --format=poj3435 " + input + " " + scratch.write("out", output));
        EXPECT_EQ(result.err, verdict);
        EXPECT_EQ(result.status, verdict.starts_with("ok") ? 0 : 1);
    }
    // N and a 100x100 grid's 10,000 numbers on one line, 20,003 bytes: a judge's scanf reads them.
    std::string one_line = "10";
    for (int cell = 0; cell < 10000; ++cell) one_line += cell == 9999 ? " 5" : " 0";
    const auto wide = run_executable("check --format=poj3435 " + scratch.write("wide.in", one_line + "\n") + " " +
                                     scratch.write("out", "CORRECT\n"));
    EXPECT_EQ(wide.err, "ok: 1 puzzle\n");
    EXPECT_EQ(wide.status, 0);
}

}  // namespace
}  // namespace sudoku
