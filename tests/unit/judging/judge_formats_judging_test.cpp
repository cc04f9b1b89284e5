// The judges' formats of the table as the checker, the validator and the
// generator see them: each problem judged by its own rule.
#include <gtest/gtest.h>

#include <algorithm>

#include "sudoku/io/judge_formats.hpp"
#include "sudoku/judging/checker.hpp"
#include "sudoku/testgen/generator.hpp"
#include "sudoku/core/grid_answers.hpp"
#include "sudoku/io/whole_input.hpp"
#include "sudoku/testgen/shrink.hpp"
#include "sudoku/judging/validator.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

Judgement judge(std::string_view name, const std::string& input, const std::string& output) {
    LineReader input_reader(input), output_reader(output);
    const auto read = read_judge_input(input_reader, parse_format_name(name));
    if (const auto* error = std::get_if<ReadError>(&read)) return input_failure(*error);
    return judge_output(std::get<JudgeInput>(read), output_reader);
}

TEST(JudgeFormatChecking, EveryJudgesSampleAnswerIsAccepted) {
    for (const auto& format : judge_formats()) {
        const auto judgement = judge(format.name, test::judge_sample(format.name, "in"), test::judge_sample(format.name, "out"));
        EXPECT_EQ(judgement.verdict, Verdict::accepted) << format.name << ": " << judgement.message;
    }
}

// POJ 2676 has a special judge: another solution, laid out otherwise, is right.
TEST(JudgeFormatChecking, ASpecialJudgeAcceptsAnySolutionInAnyLayout) {
    std::string input = "1\n";
    for (int row = 0; row < 8; ++row) input += "000000000\n";
    input += "000000009\n";
    const std::string other = "123456798 456789123 789123456 214365987 365897214 897214365 531948672 948672531 672531849\n";
    EXPECT_EQ(judge("poj2676", input, other).verdict, Verdict::accepted);
    std::string broken = other;
    broken[0] = '4';
    EXPECT_EQ(judge("poj2676", input, broken).message, "wrong answer: puzzle 1: row 1 has two 4s (columns 1 and 4)");
}

// POJ 2676's special judge words a wrong grid as BOJ 2580's does: the cell, and
// a 0 left in a grid laid out right is a wrong answer, not a layout fault.
TEST(JudgeFormatChecking, TheSpecialJudgeNamesTheCellOfAWrongGrid) {
    std::string input = "1\n";
    for (int row = 0; row < 8; ++row) input += "000000000\n";
    input += "000000009\n";
    const std::string right = "123456798\n456789123\n789123456\n214365987\n365897214\n897214365\n531948672\n948672531\n672531849\n";
    std::string zero = right;
    zero[zero.size() - 2] = '0';
    const auto with_zero = judge("poj2676", input, zero);
    EXPECT_EQ(with_zero.verdict, Verdict::wrong_answer);
    EXPECT_EQ(with_zero.message, "wrong answer: puzzle 1: row 9, column 9 holds 0, not a digit 1..9");
    std::string changed = right;
    changed[changed.size() - 2] = '8';
    changed[changed.size() - 3] = '9';
    EXPECT_EQ(judge("poj2676", input, changed).message, "wrong answer: puzzle 1: row 9, column 9 is 8, but the puzzle gives 9");
    EXPECT_EQ(judge("poj2676", input, right.substr(0, 10) + "x" + right.substr(11)).message,
              "presentation error: puzzle 1: unexpected 'x56789123'");
}

// A long token that differs late is shown where it differs, not as two equal beginnings.
TEST(JudgeFormatChecking, ALongTokenIsShownWhereItFirstDiffers) {
    const std::string input = test::judge_sample("poj3074", "in"), answer = test::judge_sample("poj3074", "out");
    std::string last_digit = answer;
    last_digit[80] = '5';
    EXPECT_EQ(judge("poj3074", input, last_digit).message,
              "wrong answer: token 1: differs at character 81: expected '...72782965341', found '...72782965345'");
    std::string middle = answer;
    middle[40] = '9';
    EXPECT_EQ(judge("poj3074", input, middle).message,
              "wrong answer: token 1: differs at character 41: expected '...692184194538267268174...', "
              "found '...692184194598267268174...'");
    EXPECT_EQ(judge("poj3074", input, answer.substr(0, 80) + "\n" + answer.substr(82)).message,
              "wrong answer: token 1: differs at character 81: expected '...72782965341', found '...7278296534'");
    std::string early = answer;
    early[3] = '1';
    EXPECT_EQ(judge("poj3074", input, early).message,
              "wrong answer: token 1: expected '52738941681942673543...', found '52718941681942673543...'");
}

// BOJ 2239 compares text with the smallest solution: another solution is wrong.
TEST(JudgeFormatChecking, TheSmallestSolutionIsTheOnlyRightOneForBoj2239) {
    std::string input;
    for (int row = 0; row < 8; ++row) input += "000000000\n";
    input += "000000009\n";
    const std::string smallest = "123456798\n456789123\n789123456\n214365987\n365897214\n897214365\n531948672\n948672531\n672531849\n";
    EXPECT_EQ(judge("boj2239", input, smallest).verdict, Verdict::accepted);
    std::string transposed_rows = smallest;  // rows 2 and 3 of the first band swapped: still a solution
    std::swap_ranges(transposed_rows.begin() + 10, transposed_rows.begin() + 19, transposed_rows.begin() + 20);
    EXPECT_EQ(judge("boj2239", input, transposed_rows).message, "wrong answer: token 2: expected '456789123', found '789123456'");
}

TEST(JudgeFormatChecking, TextJudgesTellLayoutFromContent) {
    const std::string input = test::judge_sample("uva10957", "in");
    EXPECT_EQ(judge("uva10957", input, "Case 1: Unique.  \nCase 2: Ambiguous.\nCase 3: Illegal.\nCase 4: Impossible.\n\n").verdict,
              Verdict::accepted);
    EXPECT_EQ(judge("uva10957", input, "Case 1: Unique. Case 2: Ambiguous.\nCase 3: Illegal.\nCase 4: Impossible.\n").message,
              "presentation error: line 1: expected 'Case 1: Unique.', found 'Case 1: Unique. Case...'");
    EXPECT_EQ(judge("uva10957", input, "Case 1: Unique.\nCase 2: Ambiguous.\nCase 3: Illegal.\nCase 4: Impossible\n").message,
              "wrong answer: token 12: expected 'Impossible.', found 'Impossible'");
    // Kattis's default validator compares tokens only.
    std::string one_line = test::judge_sample("kattis-sudokunique", "out");
    std::replace(one_line.begin(), one_line.end(), '\n', ' ');
    EXPECT_EQ(judge("kattis-sudokunique", test::judge_sample("kattis-sudokunique", "in"), one_line).verdict, Verdict::accepted);
}

// The reader keeps 4096 bytes of a line: what is past them must not go unseen.
TEST(JudgeFormatChecking, ALineTooLongToReadIsAPresentationErrorNotAPass) {
    const std::string input = test::judge_sample("poj3074", "in"), answer = test::judge_sample("poj3074", "out");
    const std::string hidden = answer.substr(0, answer.size() - 1) + std::string(5000, ' ') + "garbage\n";
    EXPECT_EQ(judge("poj3074", input, hidden).message, "presentation error: line 2: line is too long (over 4096 characters)");
    EXPECT_EQ(judge("poj3074", input, answer + std::string(100000, '\n')).verdict, Verdict::accepted);
    EXPECT_EQ(judge("poj3074", input, answer + std::string(1000, '\n') + "x\n").message,
              "wrong answer: token 3: expected the end of the output, found 'x'");
}

TEST(JudgeFormatChecking, ATestThatBreaksTheStatementFailsTheChecker) {
    std::string two_solutions = test::judge_sample("poj3074", "in");
    two_solutions.replace(0, 81, std::string(81, '.'));
    EXPECT_EQ(judge("poj3074", two_solutions, test::judge_sample("poj3074", "out")).message,
              "fail: input:1: puzzle 1: more than one solution, but POJ 3074 promises one");
    // HDU 3111 answers a grid without solution, but promises one solution to the others.
    std::string empty_grid = "1\n";
    for (int row = 0; row < 9; ++row) empty_grid += "?????????\n";
    EXPECT_EQ(judge("hdu3111", empty_grid, "impossible\n").message,
              "fail: input:2: puzzle 1: more than one solution, but HDU 3111 promises one");
    const std::string sample = test::judge_sample("hdu3111", "in");
    EXPECT_EQ(judge("hdu3111", sample, test::judge_sample("hdu3111", "out")).verdict, Verdict::accepted);
}

TEST(JudgeFormatValidation, EachSampleKeepsItsStatementAndLayoutFaultsAreNamed) {
    ValidateOptions options;
    for (const auto& format : judge_formats()) {
        options.format = format.format;
        const auto violation = find_violation(test::judge_sample(format.name, "in"), options);
        EXPECT_FALSE(violation) << format.name << ": " << violation->what;
    }
    options.format = Format::spoj_sudoku;
    std::string no_blank = test::judge_sample("spoj-sudoku", "in");
    const auto violation = find_violation("2\n" + no_blank.substr(2) + no_blank.substr(2), options);
    ASSERT_TRUE(violation);
    EXPECT_EQ(violation->line, 18u);
    EXPECT_EQ(violation->what, "expected a blank line, found '--A----C-----O-I'");
}

// POJ 3435's statement allows any whitespace, but its sample, and the input
// writer, put a row on a line with single spaces: validate holds to that.
TEST(JudgeFormatValidation, Poj3435HoldsARowPerLineAndTheNumbersToN2) {
    ValidateOptions options;
    options.format = *parse_format_name("poj3435");
    std::string one_line = "10\n0";  // the whole 100x100 grid on one line
    for (int cell = 1; cell < 10000; ++cell) one_line += " 0";
    one_line += "\n";
    const std::pair<std::string, std::string> cases[] = {
        {"2\n2 1 3 0 3 2 4 0\n1 3 2 4\n0 0 0 1\n", "expected '2 1 3 0', found '2 1 3 0 3 2 4 0'"},
        {"2\n0  0 0 0\n0 0 0 0\n0 0 2 0\n0 0 0 1\n", "expected '0 0 0 0', found '0  0 0 0'"},
        {"2\n0 0 0 0\n0 0 0 0\n0 0 2 0\n0 0 0 5\n", "expected a number 0 to 4, found '5'"},
        {one_line, "differs at character 200: expected '... 0 0 0 0 0', found '... 0 0 0 0 0 0 0 0 0 0 ...'"},  // past the first row
    };
    for (const auto& [input, what] : cases) {
        const auto violation = find_violation(input, options);
        ASSERT_TRUE(violation) << input;
        EXPECT_EQ(violation->what, what);
    }
    EXPECT_FALSE(find_violation("2\n2 1 3 0\n3 2 4 0\n1 3 2 4\n0 0 0 1\n", options));  // INCORRECT is an answer, not bad input
}

// HDU 4069's walls as a judge's validator holds them: the layout its input
// writer gives (every wall round the grid, single spaces), at most 2500 cases.
TEST(JudgeFormatValidation, Hdu4069HoldsTheWallsRoundTheGridAndTheCasesToTheStatement) {
    ValidateOptions options;
    options.format = *parse_format_name("hdu4069");
    const std::string sample = test::judge_sample("hdu4069", "in");
    std::string open_edge = sample;
    open_edge.replace(2, 3, "128");
    const auto missing = find_violation(open_edge, options);
    ASSERT_TRUE(missing);
    EXPECT_EQ(missing->line, 2u);
    EXPECT_EQ(missing->what, "expected '144 18 112 208 80 25...', found '128 18 112 208 80 25...'");
    std::string many = "2501\n";
    const std::string one_case = sample.substr(2, sample.find("\n\n") - 1);
    for (int i = 0; i < 2501; ++i) many += (i > 0 ? "\n" : "") + one_case;
    const auto too_many = find_violation(many, options);
    ASSERT_TRUE(too_many);
    EXPECT_EQ(too_many->line, 1u);  // at the count, as testlib's readInt(1, 2500) stops, with or without the puzzles after it
    EXPECT_EQ(too_many->what, "the count is 2501: HDU 4069 allows 2500 puzzles in an input");
    const auto count_alone = find_violation("2501\n", options);
    ASSERT_TRUE(count_alone);
    EXPECT_EQ(count_alone->line, 1u);
    EXPECT_EQ(count_alone->what, too_many->what);
    many.replace(0, 4, "2500");
    EXPECT_FALSE(find_violation(many.substr(0, many.size() - one_case.size() - 1), options));
}

// HDU 4069 is judged on its text: the verdict line and the rows as its answer has them.
TEST(JudgeFormatChecking, Hdu4069IsJudgedOnTheTextOfEachCase) {
    const std::string input = test::judge_sample("hdu4069", "in"), answer = test::judge_sample("hdu4069", "out");
    EXPECT_EQ(judge("hdu4069", input, answer).verdict, Verdict::accepted);
    std::string several = answer;
    several.replace(several.find("Multiple Solutions"), 18, "No solution");
    EXPECT_EQ(judge("hdu4069", input, several).message, "wrong answer: token 18: expected 'Multiple', found 'No'");
    std::string lower = answer;
    lower.replace(lower.find("Solutions"), 9, "solutions");
    EXPECT_EQ(judge("hdu4069", input, lower).message, "wrong answer: token 19: expected 'Solutions', found 'solutions'");
    std::string spaced = answer;
    spaced.replace(spaced.find("521439678"), 9, "5 2 1 4 3 9 6 7 8");
    EXPECT_EQ(judge("hdu4069", input, spaced).message, "wrong answer: token 3: expected '521439678', found '5'");
}

// Codeforces 1335D's special judge: any grid with at most 9 changes and a
// digit twice in every row, column and box; the reason named otherwise.
TEST(JudgeFormatChecking, Cf1335dAcceptsAnyAntiSudokuAndNamesWhatIsWrong) {
    const std::string input = test::judge_sample("cf1335d", "in"), solved = input.substr(2);
    std::string twos_as_ones = solved;  // the other classic answer
    std::replace(twos_as_ones.begin(), twos_as_ones.end(), '2', '1');
    EXPECT_EQ(judge("cf1335d", input, twos_as_ones).verdict, Verdict::accepted);
    EXPECT_EQ(judge("cf1335d", input, test::judge_sample("cf1335d", "out")).verdict, Verdict::accepted);
    EXPECT_EQ(judge("cf1335d", input, solved).message, "wrong answer: puzzle 1: row 1 holds no digit twice");
    std::string diagonal = solved;  // each row and column changed once, but boxes 2, 3, 4, 6, 7 and 8 not at all
    for (std::size_t row = 0; row < 9; ++row) diagonal[10 * row + row] = static_cast<char>('1' + (diagonal[10 * row + row] - '0') % 9);
    EXPECT_EQ(judge("cf1335d", input, diagonal).message, "wrong answer: puzzle 1: box 2 holds no digit twice");
    std::string ten = twos_as_ones;
    ten[0] = ten[0] == '9' ? '8' : '9';
    EXPECT_EQ(judge("cf1335d", input, ten).message, "wrong answer: puzzle 1: 10 cells changed, at most 9 may be");
    EXPECT_EQ(judge("cf1335d", input, twos_as_ones.substr(0, 50)).message, "wrong answer: puzzle 1: expected 9 rows, found 5");
    EXPECT_EQ(judge("cf1335d", input, "0" + twos_as_ones.substr(1)).message,
              "presentation error: puzzle 1: expected a row of 9 digits 1..9, found '054873196'");
    EXPECT_EQ(judge("cf1335d", input, twos_as_ones + "x\n").message, "presentation error: unexpected text after the last answer");
    std::string spaced = twos_as_ones;
    spaced.replace(spaced.find('\n'), 1, "  \n\n");
    EXPECT_EQ(judge("cf1335d", input, spaced).verdict, Verdict::accepted);  // whitespace between rows is free
}

TEST(JudgeFormatValidation, Cf1335dHoldsTheCasesToTheStatement) {
    ValidateOptions options;
    options.format = *parse_format_name("cf1335d");
    const std::string grid = test::judge_sample("cf1335d", "in").substr(2);
    std::string many;
    for (int i = 0; i < 10001; ++i) many += grid;
    const auto too_many = find_violation("10001\n" + many, options);
    ASSERT_TRUE(too_many);
    EXPECT_EQ(too_many->line, 1u);
    EXPECT_EQ(too_many->what, "the count is 10001: Codeforces 1335D allows 10000 puzzles in an input");
    EXPECT_FALSE(find_violation("10000\n" + many.substr(grid.size()), options));
    const auto blank = find_violation("1\n" + grid.substr(0, 8) + "0" + grid.substr(9), options);
    ASSERT_TRUE(blank);
    EXPECT_EQ(blank->what, "row 1, column 9 is blank: the input grids are solved");
}

// Seeds 1-100 for the 9x9 problems, 1-10 for the 16x16 ones (a second each).
TEST(JudgeFormatGeneration, EveryGeneratedInputIsValidAndUniqueWherePromised) {
    for (const auto& format : judge_formats()) {
        const int seeds = format.box_size == 4 ? 10 : 100;
        GenerateOptions options;
        options.format = format.format;
        options.count = format.max_cases == 1 ? 1 : 2;
        ValidateOptions validate;
        validate.format = format.format;
        validate.unique = true;
        for (int seed = 1; seed <= seeds; ++seed) {
            const auto text = generate_input(static_cast<std::uint64_t>(seed), options);
            ASSERT_TRUE(text) << format.name << " " << seed;
            const auto violation = find_violation(*text, validate);
            EXPECT_FALSE(violation) << format.name << " " << seed << ": " << violation->what;
        }
    }
}

}  // namespace
}  // namespace sudoku

namespace sudoku {
namespace {

// A made-up failure that needs one blank of the last case: shrinking keeps
// that case alone with that one blank, a valid input of its format.
TEST(JudgeFormatShrinking, AFailureNeedingOneBlankShrinksToIt) {
    for (std::string_view name : {"poj3076", "uva989", "kattis-sudokunique", "hdu4069"}) {
        const auto format = parse_format_name(name);
        GenerateOptions options;
        options.format = *format;
        options.count = 3;
        const auto text = generate_input(7, options);
        ASSERT_TRUE(text) << name;
        auto read = ShrinkInput::read(*text, format);
        ASSERT_TRUE(std::holds_alternative<ShrinkInput>(read)) << name;
        const ShrinkInput input = std::get<ShrinkInput>(read);
        // Fails while a case agrees with the last case's solution and keeps its first blank.
        const ShrinkCase& last = input.cases().back();
        const GeneralGrid solution = last.classic ? from_classic(last.solution) : last.general_solution;
        const int blank = input.with_cases({input.cases().size() - 1}).fills().front().item;
        const auto fails = [&](const std::string& candidate) {
            LineReader reader(candidate);
            const auto puzzles = read_all_puzzles(reader, *format);
            for (const auto& at : std::get<std::vector<PuzzleAt>>(puzzles)) {
                const auto& grid = std::get<GeneralGrid>(at.puzzle);
                bool agrees = grid.box_size() == solution.box_size() && grid[blank] == 0;
                for (int cell = 0; agrees && cell < grid.cells(); ++cell) agrees = grid[cell] == 0 || grid[cell] == solution[cell];
                if (agrees) return true;
            }
            return false;
        };
        const auto result = shrink(input, fails, [] { return false; }, [](const ShrinkInput&, int) {});
        EXPECT_EQ(result.input.cases().size(), 1u) << name;
        EXPECT_EQ(result.input.open_cells(), 1) << name;
        ValidateOptions validate;
        validate.format = format;
        const auto violation = find_violation(result.input.text(), validate);
        EXPECT_FALSE(violation) << name << ": " << violation->what;
    }
}

}  // namespace
}  // namespace sudoku

namespace sudoku {
namespace {

// A case the judge answers "Find another job" (clashing givens) has no
// solution to fill from: it is kept as it is, clash and all.
TEST(JudgeFormatShrinking, ACaseWithoutSolutionIsLeftAsItIs) {
    std::string clash = "5 5 0 0 0 0 0 0 0\n";
    for (int row = 1; row < 9; ++row) clash += "0 0 0 0 0 0 0 0 0\n";
    auto read = ShrinkInput::read(clash + "\n" + test::judge_sample("kattis-sudokunique", "in"), Format::kattis_sudokunique);
    ASSERT_TRUE(std::holds_alternative<ShrinkInput>(read));
    int runs = 0;
    const auto result = shrink(std::get<ShrinkInput>(read), [&](const std::string&) { return ++runs, true; }, [] { return false; },
                               [](const ShrinkInput&, int) {});
    EXPECT_EQ(result.input.text(), clash);
    EXPECT_TRUE(result.minimal);
}

// Luogu P1074 compares the score as text; its statement promises 24 givens,
// and its layout (the statement's) ends each row but the last with a space.
TEST(JudgeFormatChecking, Luogu1074JudgesTheScoreAndHoldsInputsToTheStatement) {
    const std::string input = test::judge_sample("luogu1074", "in");
    EXPECT_EQ(judge("luogu1074", input, "2852").verdict, Verdict::accepted);
    EXPECT_EQ(judge("luogu1074", input, "2851\n").message, "wrong answer: token 1: expected '2852', found '2851'");
    EXPECT_EQ(judge("luogu1074", input, "-1\n").message, "wrong answer: token 1: expected '2852', found '-1'");
    ValidateOptions options;
    options.format = parse_format_name("luogu1074");
    std::string fewer = input;  // 30 givens, the first 7 taken away
    for (int removed = 0; removed < 7; ++removed) fewer[fewer.find_first_of("123456789")] = '0';
    const auto violation = find_violation(fewer, options);
    ASSERT_TRUE(violation);
    EXPECT_EQ(violation->what, "puzzle 1: 23 givens, but Luogu P1074 promises at least 24");
    EXPECT_EQ(judge("luogu1074", fewer, "-1\n").message, "fail: input:1: puzzle 1: 23 givens, but Luogu P1074 promises at least 24");
    std::string no_space = input;
    no_space.erase(no_space.find(" \n"), 1);
    const auto layout = find_violation(no_space, options);
    ASSERT_TRUE(layout);
    EXPECT_EQ(layout->line, 1u);
    EXPECT_EQ(layout->what, "expected '0 0 0 7 0 2 4 5 3 ', found '0 0 0 7 0 2 4 5 3'");
}

// gen keeps to the statement: 24 givens unless told more, and each kind answered as asked.
TEST(JudgeFormatGeneration, Luogu1074InputsHoldTheirGivensAndKinds) {
    GenerateOptions options;
    options.format = *parse_format_name("luogu1074");
    const JudgeFormat& luogu1074 = *judge_format(options.format);
    for (const auto& [word, outcome] : {std::pair{"score", GridOutcome::solved}, std::pair{"none", GridOutcome::no_solution}}) {
        options.answers = answer_outcomes(luogu1074, word);
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const auto text = generate_input(seed, options);
            ASSERT_TRUE(text);
            LineReader reader(*text);
            const auto puzzles = std::get<std::vector<PuzzleAt>>(read_all_puzzles(reader, options.format));
            ASSERT_EQ(puzzles.size(), 1u);
            const auto& puzzle = std::get<GeneralGrid>(puzzles[0].puzzle);
            EXPECT_EQ(puzzle.givens(), 24) << word << " " << seed;
            EXPECT_EQ(answer_grid(puzzle, GridQuestion::any_solution).outcome, outcome) << word << " " << seed;
        }
    }
    options.answers.clear();
    options.classic.givens = 30;
    const auto text = generate_input(1, options);
    ASSERT_TRUE(text);
    LineReader reader(*text);
    const auto puzzles = std::get<std::vector<PuzzleAt>>(read_all_puzzles(reader, options.format));
    EXPECT_EQ(std::get<GeneralGrid>(puzzles[0].puzzle).givens(), 30);
}

}  // namespace
}  // namespace sudoku
