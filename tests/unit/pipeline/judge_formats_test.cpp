// The judges' formats of the table, solved in memory as the executable
// solves them: each statement's own sample byte for byte, and each
// problem's rules for what has no solution.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <sstream>

#include "sudoku/io/judge_formats.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

using test::run_pipeline;

test::Result solve_as(std::string_view name, const std::string& input, Task task = Task::solve) {
    RunOptions options;
    options.format = parse_format_name(name);
    options.task = task;
    EXPECT_TRUE(options.format) << name;
    return run_pipeline(input, options);
}

// Both ways: a row without its sample, or a sample folder without its row, fails.
TEST(JudgeFormats, EveryRowHasASampleFolderAndEveryFolderARow) {
    std::set<std::string> rows, folders;
    for (const auto& format : judge_formats()) rows.insert(std::string(format.name));
    for (const auto& entry : std::filesystem::directory_iterator(test::source_path("samples")))
        if (entry.is_directory() && std::filesystem::exists(entry.path() / "judge_sample.in"))
            folders.insert(entry.path().filename().string());
    EXPECT_EQ(rows, folders);
    EXPECT_FALSE(rows.empty());
}

// But an anti-Sudoku's: the statement's answer is one of many, and ours is
// pinned in its own test (the checker accepts both).
TEST(JudgeFormats, EveryJudgesOwnSampleIsAnsweredByteForByte) {
    for (const auto& format : judge_formats()) {
        if (format.answer == AnswerPolicy::anti_sudoku) continue;
        const auto result = solve_as(format.name, test::judge_sample(format.name, "in"));
        EXPECT_EQ(result.out, test::judge_sample(format.name, "out")) << format.name;
        EXPECT_EQ(result.err, "") << format.name;
        EXPECT_EQ(result.status, 0) << format.name;
    }
}

TEST(JudgeFormats, Boj2239AndPoj3076AreToldWithoutTheirNames) {
    for (std::string_view name : {"boj2239", "poj3076"}) {
        const auto result = run_pipeline(test::judge_sample(name, "in"));
        EXPECT_EQ(result.out, test::judge_sample(name, "out")) << name;
        EXPECT_EQ(result.status, 0) << name;
    }
}

// Detection reads one line: where another judge's input starts as BOJ 2580's
// or BOJ 4574's does, the error in its first puzzle says to name the format.
TEST(JudgeFormats, ADetectedFormatThatFailsOnItsFirstPuzzleSuggestsNamingTheFormat) {
    EXPECT_EQ(run_pipeline(test::judge_sample("poj2676", "in")).err,
              "sudoku: -:2: puzzle 1: expected a domino 'U LU V LV', found 1 field (POJ 2676's format? name it with --format=poj2676)\n");
    EXPECT_EQ(run_pipeline(test::judge_sample("kattis-sudokunique", "in")).err,
              "sudoku: -:11: unexpected text after the 9th row "
              "(Kattis sudokunique's or UVa 10957's format? name it with --format=kattis-sudokunique or --format=uva10957)\n");
    // Codeforces 1335D's solved grids are POJ 2676's and HDU 3111's shape too: all three are named.
    EXPECT_EQ(run_pipeline(test::judge_sample("cf1335d", "in")).err,
              "sudoku: -:2: puzzle 1: expected a domino 'U LU V LV', found 1 field (POJ 2676's, HDU 3111's or Codeforces 1335D's "
              "format? name it with --format=poj2676, --format=hdu3111 or --format=cf1335d)\n");
    EXPECT_EQ(run_pipeline("1\n000000000\n").err,
              "sudoku: -:2: puzzle 1: expected a domino 'U LU V LV', found 1 field (another judge's format? name it with --format)\n");
    // One POJ 3435 grid (4x4) and one HDU 4069 case start as BOJ 4574's input does: named too.
    EXPECT_EQ(run_pipeline(test::judge_sample("poj3435", "in")).err,
              "sudoku: -:2: puzzle 1: expected a digit 1..9, found '0' "
              "(UVa 989's or POJ 3435's format? name it with --format=uva989 or --format=poj3435)\n");
    const std::string sample = test::judge_sample("hdu4069", "in");
    const std::size_t second_case = sample.find("\n\n");
    EXPECT_EQ(run_pipeline("1" + sample.substr(sample.find('\n'), second_case - sample.find('\n') + 1)).err,
              "sudoku: -:2: puzzle 1: expected a domino 'U LU V LV', found 9 fields (HDU 4069's format? name it with --format=hdu4069)\n");
    RunOptions named;
    named.format = Format::boj4574;
    EXPECT_EQ(run_pipeline(test::judge_sample("poj2676", "in"), named).err, "sudoku: -:2: puzzle 1: expected a domino 'U LU V LV', found 1 field\n");
}

// POJ 3074's lines are the line format's until its "end": the line driver
// answers "invalid" there, and says once which --format reads the whole input.
TEST(JudgeFormats, TheLineFormatSaysOnceWhichFormatReadsWhatItCannot) {
    const auto result = run_pipeline(test::judge_sample("poj3074", "in"));
    EXPECT_EQ(result.out, test::judge_sample("poj3074", "out") + "invalid\n");
    EXPECT_EQ(result.err, "sudoku: -:3: expected a puzzle of 81 characters (1-9, '.' or '0'), found 3 characters\n"
                          "sudoku: -: POJ 3074's format? name it with --format=poj3074\n");
    EXPECT_EQ(result.status, 2);
    const auto two_ends = run_pipeline(test::judge_sample("poj3074", "in") + "end\n");
    EXPECT_EQ(two_ends.err, "sudoku: -:3: expected a puzzle of 81 characters (1-9, '.' or '0'), found 3 characters\n"
                            "sudoku: -:4: expected a puzzle of 81 characters (1-9, '.' or '0'), found 3 characters\n");
}

// One given leaves many solutions: BOJ 2239 wants the smallest, here the
// first solution of a plain search in reading order (checked by one in Python).
TEST(JudgeFormats, Boj2239AnswersTheSmallestSolution) {
    const std::string input = "000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n000000009\n";
    const auto result = solve_as("boj2239", input);
    EXPECT_EQ(result.out, "123456798\n456789123\n789123456\n214365987\n365897214\n897214365\n531948672\n948672531\n672531849\n");
    EXPECT_EQ(result.status, 0);
}

TEST(JudgeFormats, Uva989AnswersEverySizeAndSaysWhenThereIsNoSolution) {
    const auto result = solve_as("uva989", "1\n0\n\n2\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n\n2\n1 1 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n");
    EXPECT_EQ(result.out, "1\n\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n\nNO SOLUTION\n");
    EXPECT_EQ(result.err, "");
    EXPECT_EQ(result.status, 0);  // every case answered, "NO SOLUTION" included
}

TEST(JudgeFormats, KattisSudokuniqueTellsNoneOneAndSeveral) {
    std::string empty_board, clashing_board;
    for (int row = 0; row < 9; ++row) empty_board += "0 0 0 0 0 0 0 0 0\n";
    clashing_board = "5 5" + empty_board.substr(3);
    const auto result = solve_as("kattis-sudokunique", empty_board + "\n" + clashing_board);
    EXPECT_EQ(result.out, "Non-unique\n\nFind another job\n");
    EXPECT_EQ(result.status, 0);
}

TEST(JudgeFormats, APuzzleWithoutSolutionWhereTheJudgeHasNoAnswerIsReported) {
    // Two cases of POJ 2676: the first answered, the second has no solution
    // (row 1 leaves its last cell no digit).
    const std::string solvable = test::judge_sample("poj2676", "in").substr(2);
    const std::string stuck = "123456780\n000000009\n" + std::string("000000000\n").append("000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n");
    const auto result = solve_as("poj2676", "2\n" + solvable + stuck);
    EXPECT_EQ(result.out, test::judge_sample("poj2676", "out"));
    EXPECT_EQ(result.err, "sudoku: -:11: puzzle 2 has no solution\n");
    EXPECT_EQ(result.status, 1);
}

TEST(JudgeFormats, CasesBeforeABadOneAreAnswered) {
    const std::string grid = test::judge_sample("poj3076", "in");
    const auto result = solve_as("uva1309", grid + "\n" + grid.substr(0, grid.find('\n') + 1) + "--A\n");
    EXPECT_EQ(result.out, test::judge_sample("poj3076", "out"));
    EXPECT_EQ(result.err, "sudoku: -:19: row 2 has 3 letters, expected 16\n");
    EXPECT_EQ(result.status, 2);
}

TEST(JudgeFormats, ReadersNameWhatIsWrong) {
    struct Case {
        std::string_view format, input, message;
    };
    const Case cases[] = {
        {"spoj-sudoku", "11\n", "sudoku: -:1: expected the number of grids (0 to 10), found '11'\n"},
        {"uva989", "4\n", "sudoku: -:1: expected the box size n (1 to 3), found '4'\n"},
        {"boj2239", "12345678x\n", "sudoku: -:1: expected a digit 0..9 or '.', found 'x'\n"},
        {"poj3074", "123\n", "sudoku: -:1: expected a puzzle of 81 characters (1-9, '.' or '0'), found 3 characters\n"},
        {"poj2676", "1\n000000000\n110000000\n000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n000000000\n",
         "sudoku: -:3: givens clash: 1 at row 2, column 2 is already in its row, column or box\n"},
        {"uva10957", "1 2 3\n", "sudoku: -:1: row 1 has 3 numbers, expected 9\n"},
        {"hdu1426", "7 1 2 ? 6 ? 3 5 0\n", "sudoku: -:1: expected a number 1..9 or '?', found '0'\n"},
        {"hdu1426", "7 1 2 ? 6 ? 3 5\n", "sudoku: -:1: row 1 has 8 cells, expected 9\n"},
        {"luogu1784", "8 0 0 0 0 0 0 0 0\n", "sudoku: -:1: unexpected end of input: expected 9 rows, found 1\n"},
        {"hdu3111", "1\n712?6?350\n", "sudoku: -:2: expected a digit 1..9 or '?', found '0'\n"},
    };
    for (const auto& c : cases) {
        const auto result = solve_as(c.format, std::string(c.input));
        EXPECT_EQ(result.err, c.message) << c.format;
        EXPECT_EQ(result.out, "") << c.format;
        EXPECT_EQ(result.status, 2) << c.format;
    }
}

// HDU 3111's grids are separated by a line "---", in the input as in the answers.
TEST(JudgeFormats, Hdu3111WantsItsSeparatorBetweenGrids) {
    const std::string grid = test::judge_sample("hdu3111", "in").substr(2, 90);
    const std::string answer = test::judge_sample("hdu3111", "out").substr(0, 90);
    EXPECT_EQ(solve_as("hdu3111", "2\n" + grid + "---\n" + grid).out, answer + "---\n" + answer);
    const auto without = solve_as("hdu3111", "2\n" + grid + grid);
    EXPECT_EQ(without.out, answer);  // the grid before the fault is answered
    EXPECT_EQ(without.err, "sudoku: -:11: expected '---' between grids, found '712?6?358'\n");
    EXPECT_EQ(without.status, 2);
    EXPECT_EQ(solve_as("hdu3111", "2\n" + grid + "---\n").err, "sudoku: -:11: unexpected end of input: expected 9 rows, found 0\n");
}

// An HDU 4069 case from a partition (a digit 0-8 a cell) and its digits
// ('.' blank), the walls drawn here as the statement draws them.
std::string hdu4069_case(const std::string& regions, const std::string& digits) {
    std::string text;
    for (int cell = 0; cell < 81; ++cell) {
        const int row = cell / 9, column = cell % 9;
        const auto apart = [&](bool edge, int other) { return edge || regions[static_cast<std::size_t>(other)] != regions[static_cast<std::size_t>(cell)]; };
        const char digit = digits[static_cast<std::size_t>(cell)];
        const int number = (digit == '.' ? 0 : digit - '0') + 16 * apart(row == 0, cell - 9) + 32 * apart(column == 8, cell + 1) +
                           64 * apart(row == 8, cell + 9) + 128 * apart(column == 0, cell - 1);
        text += std::to_string(number) + (column == 8 ? "\n" : " ");
    }
    return text;
}

std::string rows_of(const std::string& digits) {
    std::string rows;
    for (std::size_t row = 0; row < 9; ++row) rows += digits.substr(9 * row, 9) + "\n";
    return rows;
}

// The region core's 24 minimal puzzles (tests/data/jigsaw_puzzles.txt), each
// with its one solution; the first without its first given, with its first
// given doubled in its row, and a box grid's clash that is none in its region.
TEST(JudgeFormats, Hdu4069AnswersEachJigsawWithItsSolutionOrItsVerdict) {
    std::istringstream data(test::read_file(test::source_path("tests/data/jigsaw_puzzles.txt")));
    std::string input, expected, first_regions, first_puzzle;
    int cases = 0;
    for (std::string line; std::getline(data, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string regions, puzzle, solution;
        fields >> regions >> puzzle >> solution;
        if (cases == 0) first_regions = regions, first_puzzle = puzzle;
        input += (cases > 0 ? "\n" : "") + hdu4069_case(regions, puzzle);
        expected += "Case " + std::to_string(++cases) + ":\n" + rows_of(solution);
    }
    ASSERT_EQ(cases, 24);
    std::string fewer = first_puzzle, doubled = first_puzzle;
    const std::size_t given = fewer.find_first_not_of('.');
    fewer[given] = '.';
    doubled[given == 8 ? 0 : given + 1] = doubled[given];  // the first given is in row 1
    input += "\n" + hdu4069_case(first_regions, fewer) + "\n" + hdu4069_case(first_regions, doubled);
    expected += "Case 25:\nMultiple Solutions\nCase 26:\nNo solution\n";
    const auto result = solve_as("hdu4069", "26\n" + input);
    EXPECT_EQ(result.out, expected);
    EXPECT_EQ(result.err, "");
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(solve_as("hdu4069", "2\n" + hdu4069_case(first_regions, fewer) + hdu4069_case(first_regions, first_puzzle), Task::count).out,
              "2\n1\n");
}

// The walls: nine regions of nine cells, each wall drawn on both its sides;
// a wall missing round the grid is no fault to a solver (validate names it).
TEST(JudgeFormats, Hdu4069NamesWhatIsWrongWithTheWalls) {
    const std::string sample = test::judge_sample("hdu4069", "in");
    // The sample with its first row (and the start of its second) changed.
    const auto with_rows = [&](const std::string& first, const std::string& second = "135") {
        return "3\n" + first + sample.substr(sample.find('\n', 2), 1) + second + sample.substr(sample.find('\n', 2) + 4);
    };
    const auto with_first_line = [&](const std::string& first) { return with_rows(first); };
    struct Case {
        std::string input, message;
    };
    const Case cases[] = {
        {with_first_line("144 50 112 208 80 25 54 144 48"),
         "sudoku: -:2: the walls disagree: row 1, column 2 has one on its right, row 1, column 3 none on its left\n"},
        {with_first_line("144 18 80 208 80 25 54 144 48"),
         "sudoku: -:2: the walls disagree: row 1, column 3 has none on its right, row 1, column 4 one on its left\n"},
        {with_first_line("208 18 112 208 80 25 54 144 48"),
         "sudoku: -:2: the walls disagree: row 1, column 1 has one on its bottom, row 2, column 1 none on its top\n"},
        {with_rows("240 146 112 208 80 25 54 144 48", "151"),
         "sudoku: -:2: the region of row 1, column 1 has 1 cell: the walls must make nine regions of nine cells\n"},
        {with_first_line("144 18 112 208 80 25 54 144 256"), "sudoku: -:2: expected a digit 0..9 plus walls 16, 32, 64, 128, found '256'\n"},
        {with_first_line("144 18 112 208 80 25 54 144 58"), "sudoku: -:2: expected a digit 0..9 plus walls 16, 32, 64, 128, found '58'\n"},
        {with_first_line("144 18 112 208 80 25 54 144"), "sudoku: -:2: row 1 has 8 numbers, expected 9\n"},
        {"x\n", "sudoku: -:1: expected the number of cases (0 to 1000000), found 'x'\n"},
    };
    for (const auto& c : cases) {
        const auto result = solve_as("hdu4069", c.input);
        EXPECT_EQ(result.err, c.message) << c.input.substr(0, 40);
        EXPECT_EQ(result.out, "");
        EXPECT_EQ(result.status, 2);
    }
    const auto open_edge = solve_as("hdu4069", with_first_line("128 18 112 208 80 25 54 144 48"));
    EXPECT_EQ(open_edge.out, test::judge_sample("hdu4069", "out"));
    EXPECT_EQ(open_edge.status, 0);
    const auto before_bad = solve_as("hdu4069", "4" + sample.substr(1) + "\n1 2 3\n");
    EXPECT_EQ(before_bad.out, test::judge_sample("hdu4069", "out"));
    EXPECT_EQ(before_bad.err, "sudoku: -:32: row 1 has 3 numbers, expected 9\n");
    EXPECT_EQ(before_bad.status, 2);
}

// One cell of each row, column and box takes the next digit: the sample's
// row 1, column 1 (1 to 2), row 4, column 2 (6 to 7), and so on.
TEST(JudgeFormats, Cf1335dChangesOneCellOfEachRowColumnAndBox) {
    const auto result = solve_as("cf1335d", test::judge_sample("cf1335d", "in"));
    EXPECT_EQ(result.out, "254873296\n386692714\n729641935\n873725149\n975324628\n412968367\n632457982\n598237471\n247189564\n");
    EXPECT_EQ(result.err, "");
    EXPECT_EQ(result.status, 0);
    const std::string grid = test::judge_sample("cf1335d", "in").substr(2);
    struct Case {
        std::string input, message;
    };
    const Case cases[] = {
        {"1\n1548732\n", "sudoku: -:2: row 1 has 7 digits, expected 9\n"},
        {"1\n154873290\n" + grid.substr(10), "sudoku: -:2: row 1, column 9 is blank: the input grids are solved\n"},
        {"1\n154873299\n" + grid.substr(10), "sudoku: -:2: givens clash: 9 at row 1, column 9 is already in its row, column or box\n"},
        {"2\n" + grid + grid.substr(0, 30), "sudoku: -:13: unexpected end of input: expected 9 rows, found 3\n"},
    };
    for (const auto& c : cases) {
        const auto bad = solve_as("cf1335d", c.input);
        EXPECT_EQ(bad.err, c.message) << c.input.substr(0, 20);
        EXPECT_EQ(bad.status, 2);
    }
    EXPECT_EQ(solve_as("cf1335d", "2\n" + grid + grid.substr(0, 30)).out, result.out);  // the case before the fault answered
}

// POJ 3435 asks only whether a digit repeats: the statement's second sample
// (2 twice in the top-left box) is INCORRECT, a grid with a cell no digit
// fits but no repeat is CORRECT, and N and the numbers may break lines anywhere.
TEST(JudgeFormats, Poj3435SaysWhetherARowColumnOrBoxRepeatsADigit) {
    const auto wide = [](int a, int b, int value) {  // n = 10: 0 but `value` at cells a and b
        std::string text = "10\n";
        for (int cell = 0; cell < 10000; ++cell)
            text += (cell == a || cell == b ? std::to_string(value) : "0") + (cell % 100 == 99 ? "\n" : " ");
        return text;
    };
    const auto one_line = [](std::string text) {  // N and every number on one line
        std::replace(text.begin(), text.end() - 1, '\n', ' ');
        return text;
    };
    struct Case {
        std::string input, out;
    };
    const Case cases[] = {
        {"2\n2 1 3 0\n3 2 4 0\n1 3 2 4\n0 0 0 1\n", "INCORRECT\n"},
        {"2\n0 0 2 3\n0 1 0 0\n4 0 0 0\n0 0 0 0\n", "CORRECT\n"},  // row 1, column 1 can hold nothing
        {"2\n2 1 3 0 3 2\r\n 4 0\t1 3 2 4 0 0 0 1", "INCORRECT\n"},
        {"2 0 0 2 3 0 1 0 0\n4 0 0 0 0 0 0 0\n", "CORRECT\n"},  // N on the numbers' line
        {"1\n1\n", "CORRECT\n"},
        {wide(5, 9905, 7), "INCORRECT\n"},   // a column
        {wide(0, 909, 9), "INCORRECT\n"},    // the top-left 10x10 box only
        {wide(0, 1010, 9), "CORRECT\n"},     // the next box down and right
        {wide(0, 99, 100), "INCORRECT\n"},   // a row, the largest digit
        {one_line(wide(5, 9905, 7)), "INCORRECT\n"},  // 20,000 bytes on the first line
        {one_line(wide(0, 1010, 9)), "CORRECT\n"},
    };
    for (const auto& c : cases) {
        const auto result = solve_as("poj3435", c.input);
        EXPECT_EQ(result.out, c.out) << c.input.substr(0, 30);
        EXPECT_EQ(result.err, "");
        EXPECT_EQ(result.status, 0);
    }
    const Case bad[] = {
        {"10\n" + std::string(1 << 20, '0') + " 1\n", "sudoku: -:2: line is too long (over 1048576 characters)\n"},
        {"11\n", "sudoku: -:1: expected the box size n (1 to 10), found '11'\n"},
        {"2\n4 1 3 0\n5 2 4 0\n", "sudoku: -:3: expected a number 0 to 4, found '5'\n"},
        {"2\n0 0 0 0\n0 0 0 0\n", "sudoku: -:3: unexpected end of input: expected 16 numbers, found 8\n"},
        {"1\n1 0\n", "sudoku: -:2: unexpected text after the grid\n"},
    };
    for (const auto& c : bad) {
        const auto result = solve_as("poj3435", c.input);
        EXPECT_EQ(result.err, c.out) << c.input;
        EXPECT_EQ(result.out, "");
        EXPECT_EQ(result.status, 2);
    }
    const auto after = solve_as("poj3435", "1\n1\n1\n");  // the grid before the fault answered, as in every format
    EXPECT_EQ(after.out, "CORRECT\n");
    EXPECT_EQ(after.err, "sudoku: -:3: unexpected text after the grid\n");
    EXPECT_EQ(after.status, 2);
}

TEST(JudgeFormats, AnEmptyInputIsAnErrorAndZeroPuzzlesAreNot) {
    const auto empty = solve_as("uva989", "\n\n");
    EXPECT_EQ(empty.err, "sudoku: -:2: no puzzle in the input (it is empty or blank)\n");
    EXPECT_EQ(empty.status, 2);
    const auto zero = solve_as("spoj-sudoku", "0\n");
    EXPECT_EQ(zero.out, "");
    EXPECT_EQ(zero.err, "");
    EXPECT_EQ(zero.status, 0);
}

TEST(JudgeFormats, CountsEachCase) {
    const auto result = solve_as("uva10957", test::judge_sample("uva10957", "in"), Task::count);
    EXPECT_EQ(result.out, "1\n2\n0\n0\n");
    EXPECT_EQ(result.status, 1);
}

// Luogu P1074's answer is a number: the largest target score of any solution
// (the statement's first sample, byte for byte: a space ends each row but the
// last, and a blank line follows), -1 for none.
TEST(JudgeFormats, Luogu1074AnswersTheLargestScoreOrMinusOne) {
    const std::string first_sample = "7 0 0 9 0 0 0 0 1 \n1 0 0 0 0 5 9 0 0 \n0 0 0 2 0 0 0 8 0 \n0 0 5 0 2 0 0 0 3 \n"
                                     "0 0 0 0 0 0 6 4 8 \n4 1 3 0 0 0 0 0 0 \n0 0 7 0 0 2 0 9 0 \n2 0 1 0 6 0 8 0 4 \n0 8 0 5 0 4 0 1 2\n\n";
    const auto result = solve_as("luogu1074", first_sample);
    EXPECT_EQ(result.out, "2829\n");
    EXPECT_EQ(result.status, 0);
    std::string clash = "5 5" + first_sample.substr(3);
    const auto clashing = solve_as("luogu1074", clash);  // outside the statement: accepted solutions differ there
    EXPECT_EQ(clashing.out, "");
    EXPECT_EQ(clashing.err, "sudoku: -:1: givens clash: 5 at row 1, column 2 is already in its row, column or box\n");
    EXPECT_EQ(clashing.status, 2);
    // Row 1 leaves its last blank no digit: 9 is in its column (rows 4-9 of
    // a solution grid make the 24 givens the statement promises).
    std::string stuck = "1 2 3 4 5 6 7 8 0\n0 0 0 0 0 0 0 0 9\n0 0 0 0 0 0 0 0 0\n";
    for (int row = 3; row < 9; ++row)
        for (int column = 0; column < 9; ++column) stuck += std::to_string((row * 3 + row / 3 + column) % 9 + 1) + (column < 8 ? " " : "\n");
    EXPECT_EQ(solve_as("luogu1074", stuck).out, "-1\n");
    // Fewer givens than that: bad input (the search has no bound on a near-empty grid).
    std::string few = "1 2 3 4 5 6 7 8 0\n";
    for (int row = 1; row < 9; ++row) few += "0 0 0 0 0 0 0 0 0\n";
    const auto too_few = solve_as("luogu1074", few);
    EXPECT_EQ(too_few.out, "");
    EXPECT_EQ(too_few.err, "sudoku: -:1: puzzle 1: 8 givens, but Luogu P1074 promises at least 24\n");
    EXPECT_EQ(too_few.status, 2);
    EXPECT_EQ(solve_as("luogu1074", first_sample + "1\n").err, "sudoku: -:11: unexpected text after the 9th row\n");
}

}  // namespace
}  // namespace sudoku
