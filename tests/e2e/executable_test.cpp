// The built executable end to end: samples byte for byte, options, exit statuses.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "sudoku/io/boj2580.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

namespace fs = std::filesystem;
using test::run_executable;

std::string quoted(const fs::path& path) { return "'" + path.string() + "'"; }

// A run that prints nothing on stdout, ends with `status` and says `err`.
void expect_refused(const test::Result& result, int status, const std::string& err) {
    EXPECT_EQ(result.status, status) << err;
    EXPECT_EQ(result.out, "") << err;
    EXPECT_EQ(result.err, err);
}

std::vector<fs::path> sample_inputs() {
    std::vector<fs::path> inputs;
    for (const auto& entry : fs::recursive_directory_iterator(test::source_path("samples")))
        if (entry.path().extension() == ".in") inputs.push_back(entry.path());
    std::sort(inputs.begin(), inputs.end());
    return inputs;
}

TEST(Executable, SolvesEverySampleByteForByteFromAFileAndFromStdin) {
    const auto inputs = sample_inputs();
    // Every format's folder seen: BOJ 2580's, BOJ 4574's and each judge's own.
    std::set<std::string> folders, formats = {"2580", "4574"};
    for (const auto& input : inputs) folders.insert(input.parent_path().filename().string());
    for (const auto& format : judge_formats()) formats.insert(std::string(format.name));
    ASSERT_EQ(folders, formats);
    for (const auto& input : inputs) {
        // samples/NAME/ of a judge's format needs --format=NAME (most are not told apart).
        const std::string folder = input.parent_path().filename().string();
        const JudgeFormat* row = judge_format(parse_format_name(folder).value_or(Format::boj2580));
        const std::string format = row ? "--format=" + folder + " " : "";
        auto expected = input;
        expected.replace_extension(".out");
        const std::string want = test::read_file(expected);
        ASSERT_FALSE(want.empty()) << expected;
        const auto from_file = run_executable(format + quoted(input));
        if (row && row->answer == AnswerPolicy::anti_sudoku) {
            // Its answers are many: the statement's is one, ours (pinned in judge_formats_test) one the checker accepts.
            test::Scratch scratch;
            const auto verdict = run_executable("check " + format + quoted(input) + " " + scratch.write("out", from_file.out));
            EXPECT_EQ(verdict.status, 0) << input << verdict.err;
            EXPECT_EQ(from_file.status, 0) << input;
            EXPECT_EQ(run_executable(format + "-", test::read_file(input)).out, from_file.out) << input;
            continue;
        }
        EXPECT_EQ(from_file.status, 0) << input;
        EXPECT_EQ(from_file.out, want) << input;
        EXPECT_EQ(from_file.err, "") << input;
        const auto from_stdin = run_executable(format + "-", test::read_file(input));
        EXPECT_EQ(from_stdin.out, want) << input;
    }
}

// The expected files were written by the solver itself where a puzzle has
// several solutions, so byte equality alone would prove nothing there.
TEST(Executable, EveryClassicSampleAnswerIsAValidSolutionOfItsPuzzle) {
    int checked = 0;
    for (const auto& input : sample_inputs()) {
        if (input.parent_path().filename() != "2580") continue;
        ++checked;
        auto expected = input;
        expected.replace_extension(".out");
        const std::string puzzle_text = test::read_file(input), answer_text = test::read_file(expected);
        LineReader puzzle_reader(puzzle_text), answer_reader(answer_text);
        const auto puzzle = read_boj2580(puzzle_reader);
        const auto answer = read_boj2580(answer_reader);
        ASSERT_TRUE(std::holds_alternative<Grid>(puzzle) && std::holds_alternative<Grid>(answer)) << input;
        EXPECT_TRUE(is_solution_of(std::get<Grid>(answer), std::get<Grid>(puzzle))) << input;
    }
    EXPECT_EQ(checked, 6);
}

TEST(Executable, HelpAndVersionGoToStdoutWithStatusZero) {
    const auto help = run_executable("--help");
    EXPECT_EQ(help.status, 0);
    EXPECT_EQ(help.out.rfind("Usage: sudoku [OPTION]... [FILE]...\n", 0), 0u);
    EXPECT_NE(help.out.find("--format=FORMAT"), std::string::npos);
    EXPECT_EQ(help.err, "");
    const auto version = run_executable("--version");
    EXPECT_EQ(version.status, 0);
    EXPECT_EQ(version.out, "sudoku " + std::string(SUDOKU_VERSION_FOR_TESTS) + "\n");
}

// `sudoku help [COMMAND]` is COMMAND's --help; a mistyped command, with no
// file of that name, is a usage error that names the command meant; a file
// of that name is still solved (`sudoku FILE` never changes).
TEST(Executable, HelpByNameAndAMistypedCommand) {
    EXPECT_EQ(run_executable("help").out, run_executable("--help").out);
    const auto test_help = run_executable("help test");
    EXPECT_EQ(test_help.status, 0);
    EXPECT_EQ(test_help.out, run_executable("test --help").out);
    const auto no_such = run_executable("help tset");
    EXPECT_EQ(no_such.status, 2);
    EXPECT_EQ(no_such.err, "sudoku: help: no command 'tset'\nTry 'sudoku --help' for more information.\n");
    expect_refused(run_executable("tset samples -- ./sol"), 2,
                   "sudoku: unknown command 'tset' (did you mean 'test'?)\nTry 'sudoku --help' for more information.\n");
    test::Scratch scratch;
    scratch.write("tset", test::read_file(test::source_path("samples/2580/boj_sample.in")));
    const auto file = run_executable(quoted(scratch.path("tset")));
    EXPECT_EQ(file.status, 0) << file.err;
    EXPECT_EQ(file.out, test::read_file(test::source_path("samples/2580/boj_sample.out")));
    const auto missing = run_executable("puzzles.txt");
    EXPECT_EQ(missing.err, "sudoku: puzzles.txt: no such file or directory\n");
    // A path is a file the user meant, however close it is to a command's name.
    expect_refused(run_executable("./check"), 2, "sudoku: ./check: no such file or directory\n");
    expect_refused(run_executable("chek"), 2,
                   "sudoku: unknown command 'chek' (did you mean 'check'?)\nTry 'sudoku --help' for more information.\n");
}

// An option mistyped gets the nearest option of its command, as a mistyped command does.
TEST(Executable, AMistypedOptionGetsTheNearestOfItsCommand) {
    struct Mistyped {
        std::string arguments, typed, meant, help;
        int status;
    };
    const Mistyped cases[] = {
        {"test --tme-limit 1 samples -- ./sol", "--tme-limit", "--time-limit", "sudoku test --help", 2},
        {"stress --tme-limit=1 -- ./sol", "--tme-limit=1", "--time-limit", "sudoku stress --help", 2},
        {"--jbos=2 x", "--jbos=2", "--jobs", "sudoku --help", 2},
        {"validate --uniqe", "--uniqe", "--unique", "sudoku validate --help", 2},
        {"check --strcit in out", "--strcit", "--strict", "sudoku check --help", 3},
    };
    for (const Mistyped& c : cases)
        expect_refused(run_executable(c.arguments), c.status,
                       "sudoku: unrecognized option '" + c.typed + "' (did you mean '" + c.meant + "'?)\nTry '" + c.help +
                           "' for more information.\n");
    expect_refused(run_executable("--bogus"), 2,
                   "sudoku: unrecognized option '--bogus'\nTry 'sudoku --help' for more information.\n");
}

TEST(Executable, UsageErrorsSayWhatIsWrongAndPointToHelp) {
    expect_refused(run_executable("--bogus"), 2,
                   "sudoku: unrecognized option '--bogus'\nTry 'sudoku --help' for more information.\n");
    const auto format = run_executable("--format=9x9");
    EXPECT_EQ(format.status, 2);
    EXPECT_EQ(format.err, "sudoku: invalid format '9x9' (choose auto, " + format_names() + ")\nTry 'sudoku --help' for more information.\n");
}

// A value one slip from a word the option takes is named, as a mistyped option is.
TEST(Executable, AMistypedValueGetsTheNearestWord) {
    expect_refused(run_executable("--format=poj2767 -"), 2,
                   "sudoku: invalid format 'poj2767' (did you mean 'poj2676'?)\nTry 'sudoku --help' for more information.\n");
    expect_refused(run_executable("gen --format=hdu4096"), 2,
                   "sudoku: invalid format 'hdu4096' (did you mean 'hdu4069'?)\nTry 'sudoku gen --help' for more information.\n");
    expect_refused(run_executable("gen --hard=colums"), 2,
                   "sudoku: invalid model 'colums' (did you mean 'columns'?)\nTry 'sudoku gen --help' for more information.\n");
}

TEST(Executable, MissingFilesAndDirectoriesAreReadErrors) {
    const auto missing = run_executable("/nonexistent/puzzle.in");
    EXPECT_EQ(missing.status, 2);
    EXPECT_EQ(missing.err, "sudoku: /nonexistent/puzzle.in: no such file or directory\n");
    const auto directory = run_executable("/");
    EXPECT_EQ(directory.status, 2);
#ifdef _WIN32
    EXPECT_EQ(directory.err, "sudoku: /: is a directory\n");  // Windows opens no directory: no read to fail
#else
    EXPECT_EQ(directory.err, "sudoku: /: read error: is a directory\n");
#endif
}

TEST(Executable, BadInputNamesTheFileAndLine) {
    expect_refused(run_executable("-", "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 10\n"), 2,
                   "sudoku: -:2: expected a digit 0..9 or '.', found '10'\n");
}

TEST(Executable, EveryFileIsSolvedAndTheWorstStatusWins) {
    const auto sample = test::source_path("samples/2580/boj_sample.in");
    const auto expected = test::read_file(test::source_path("samples/2580/boj_sample.out"));
    const auto result = run_executable(quoted(sample) + " /nonexistent " + quoted(sample));
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, expected + expected);
    EXPECT_EQ(result.err, "sudoku: /nonexistent: no such file or directory\n");
}

TEST(Executable, NoSolutionIsStatusOne) {
    expect_refused(run_executable("-", "1 2 3 4 5 6 7 8 0\n" + std::string("0 0 0 0 0 0 0 0 9\n") +
                                                  "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n"
                                                  "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n"
                                                  "0 0 0 0 0 0 0 0 0\n"), 1, "sudoku: -: puzzle 1 has no solution\n");
}

// Line format: every line answered in order, whatever is wrong with others.
// Clashing givens are found only once the solver finds no solution (the
// check costs on every line otherwise): the message is the reader's all the same.
TEST(Executable, LinesAnswerInOrderAndSayWhatIsWrongWithEach) {
    const std::string solvable = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    const std::string solution = run_executable("-", solvable + "\n").out;
    ASSERT_EQ(solution.size(), 82u);
    const std::string input = solvable + "\r\n" +                                                      // CRLF
                              "11" + std::string(79, '.') + "\n" +                                        // a clash
                              "12345678." + std::string(8, '.') + "9" + std::string(63, '.') + "\n" +  // no place for 9
                              std::string(40, '.') + "x" + std::string(40, '.') + "\n" +                 // not a digit
                              "  " + solvable + " \t\n";                                                  // white space around
    const auto result = run_executable("--jobs=1 -", input);
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, solution + "invalid\nunsolvable\ninvalid\n" + solution);
    EXPECT_EQ(result.err,
              "sudoku: -:2: digit 1 appears twice in row 1: at row 1, column 1 and at row 1, column 2\n"
              "sudoku: -:3: puzzle 3 has no solution\n"
              "sudoku: -:4: unexpected 'x' at row 5, column 5\n");
}

TEST(Executable, ASearchLimitReachedIsStatusThreeWithTheCaseNamed) {
    const auto input = test::source_path("tests/data/sudominoku_sparse_hard.in");
    expect_refused(test::run_executable("--search-limit=5000 '" + input.string() + "'"), 3,
                   "sudoku: " + input.string() + ": puzzle 1: search limit of 5000 placements reached (see --search-limit)\n");
    const auto bad = test::run_executable("--search-limit=lots");
    EXPECT_EQ(bad.status, 2);
    EXPECT_EQ(bad.err, "sudoku: invalid search limit 'lots' (0 to 9223372036854775807)\nTry 'sudoku --help' for more information.\n");
}

TEST(Executable, OptionsTakeTheirValueEitherWayAndSayWhenItIsMissing) {
    const std::string puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n";
    const std::string answer = "468931527751624839392578461134756298289413675675289314846192753513867942927345186\n";
    for (const std::string options : {"--jobs=2", "--jobs 2", "-j2", "-j 2", "--format=line", "--format line",
                                      "--search-limit=10", "--search-limit 10"}) {
        const auto result = run_executable(options + " -", puzzle);
        EXPECT_EQ(result.status, 0) << options;
        EXPECT_EQ(result.out, answer) << options;
    }
    for (const std::string option : {"--jobs", "-j", "--format", "--search-limit"}) {
        const auto result = run_executable(option);
        EXPECT_EQ(result.status, 2);
        EXPECT_EQ(result.err, "sudoku: option '" + option + "' requires an argument\nTry 'sudoku --help' for more information.\n");
    }
    EXPECT_EQ(run_executable("--jobs=0").err,
              "sudoku: invalid number of jobs '0' (1 to 1024)\nTry 'sudoku --help' for more information.\n");
}

}  // namespace
}  // namespace sudoku
