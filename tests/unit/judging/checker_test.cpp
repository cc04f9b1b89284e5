// The special judge in memory: verdicts and their one line, for each format.
#include <gtest/gtest.h>

#include "sudoku/io/boj2580.hpp"
#include "sudoku/core/classic_solver.hpp"
#include "sudoku/judging/checker.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

Judgement judge(const std::string& input_text, const std::string& output_text, Layout layout = Layout::judge) {
    LineReader input(input_text);
    const auto puzzles = read_judge_input(input, std::nullopt);
    if (const auto* error = std::get_if<ReadError>(&puzzles)) return input_failure(*error);
    LineReader output(output_text);
    return judge_output(std::get<JudgeInput>(puzzles), output, layout);
}

std::string sample(const std::string& name) { return test::read_file(test::source_path("samples/" + name)); }

std::string spaced_rows(const Grid& grid) {
    std::string text;
    for (int cell = 0; cell < kCells; ++cell) {
        text += static_cast<char>('0' + grid[cell]);
        text += column_of(cell) == 8 ? '\n' : ' ';
    }
    return text;
}

std::string digit_rows(int number, const Grid& grid) {
    std::string text = "Puzzle " + std::to_string(number) + "\n";
    for (int cell = 0; cell < kCells; ++cell) {
        text += static_cast<char>('0' + grid[cell]);
        if (column_of(cell) == 8) text += '\n';
    }
    return text;
}

Grid solve_classic(const Grid& puzzle) {
    Grid solution;
    EXPECT_TRUE(classic::solve(puzzle, solution));
    return solution;
}

// A solution other than the one `sudoku` prints: the first open cell that can
// take another digit gets it, and the rest is solved around it.
Grid another_solution(const Grid& puzzle) {
    const Grid first = solve_classic(puzzle);
    for (int cell = 0; cell < kCells; ++cell) {
        if (puzzle[cell] != 0) continue;
        for (int digit = 1; digit <= 9; ++digit) {
            if (digit == first[cell]) continue;
            Grid changed = puzzle, solution;
            changed[cell] = static_cast<std::uint8_t>(digit);
            if (classic::solve(changed, solution)) return solution;
        }
    }
    ADD_FAILURE() << "the puzzle has one solution";
    return first;
}

Grid read_grid(const std::string& spaced) {
    LineReader reader(spaced);
    return std::get<Grid>(read_boj2580(reader));
}

const Verdict AC = Verdict::accepted, WA = Verdict::wrong_answer, PE = Verdict::presentation_error, FAIL = Verdict::fail;

void expect_judgement(const Judgement& got, Verdict verdict, const std::string& message) {
    EXPECT_EQ(got.verdict, verdict) << got.message;
    EXPECT_EQ(got.message, message);
}

TEST(Judge2580, AcceptsTheSampleAnswer) {
    expect_judgement(judge(sample("2580/boj_sample.in"), sample("2580/boj_sample.out")), AC, "ok: 1 puzzle");
}

TEST(Judge2580, AcceptsAnswersOtherThanTheOneSudokuPrints) {
    for (const std::string name : {"2580/all_zero", "2580/sparse_many"}) {
        const std::string input = sample(name + ".in");
        const Grid other = another_solution(read_grid(input));
        ASSERT_NE(spaced_rows(other), sample(name + ".out")) << name;
        expect_judgement(judge(input, spaced_rows(other)), AC, "ok: 1 puzzle");
    }
}

TEST(Judge2580, TakesWhitespaceAsJudgesDo) {
    const std::string input = sample("2580/boj_sample.in"), answer = sample("2580/boj_sample.out");
    std::string crlf, trailing_spaces, tabs;
    for (char c : answer) {
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
        trailing_spaces += c == '\n' ? std::string("  \n") : std::string(1, c);
        tabs += c == ' ' ? '\t' : c;
    }
    const std::string no_final_newline = answer.substr(0, answer.size() - 1);
    for (const auto& output : {crlf, trailing_spaces, tabs, no_final_newline, answer + "\n\n  \n"})
        expect_judgement(judge(input, output), AC, "ok: 1 puzzle");
}

TEST(Judge2580, NamesWhatIsWrongInAWellFormedAnswer) {
    const std::string input = sample("2580/boj_sample.in");
    Grid answer = read_grid(sample("2580/boj_sample.out"));
    Grid row_clash = answer;
    row_clash[cell_at(4, 7)] = 7;
    expect_judgement(judge(input, spaced_rows(row_clash)), WA, "wrong answer: puzzle 1: row 5 has two 7s (columns 2 and 8)");
    Grid broken_given = answer;
    std::swap(broken_given[cell_at(0, 0)], broken_given[cell_at(0, 1)]);
    expect_judgement(judge(input, spaced_rows(broken_given)), WA,
                     "wrong answer: puzzle 1: row 1, column 2 is 1, but the puzzle gives 3");
    Grid column_clash = answer;  // rows stay whole; the all-zero puzzle keeps no given
    std::swap(column_clash[cell_at(0, 0)], column_clash[cell_at(0, 1)]);
    expect_judgement(judge(sample("2580/all_zero.in"), spaced_rows(column_clash)), WA,
                     "wrong answer: puzzle 1: column 1 has two 3s (rows 1 and 4)");
    Grid latin;
    for (int cell = 0; cell < kCells; ++cell) latin[cell] = static_cast<std::uint8_t>((row_of(cell) + column_of(cell)) % 9 + 1);
    expect_judgement(judge(sample("2580/all_zero.in"), spaced_rows(latin)), WA,
                     "wrong answer: puzzle 1: box 1 has two 2s (row 1, column 2 and row 2, column 1)");
    expect_judgement(judge(sample("2580/all_zero.in"), spaced_rows(Grid{})), WA,
                     "wrong answer: puzzle 1: row 1, column 1 holds 0, not a digit 1..9");
    // 265 is 9 in a byte: it must not pass for one.
    std::string big = sample("2580/boj_sample.out");
    big.replace(big.find("\n2 5 8 3 9 4 7 6 1") + 17, 1, "265");
    expect_judgement(judge(input, big), WA, "wrong answer: puzzle 1: row 9, column 9 holds 265, not a digit 1..9");
}

// With --strict, the judge's line layout: 9 lines of 9 numbers.
TEST(Judge2580, StrictCallsALayoutItCannotReadAPresentationError) {
    const std::string input = sample("2580/boj_sample.in"), answer = sample("2580/boj_sample.out");
    const auto strict = [&](const std::string& output) { return judge(input, output, Layout::strict); };
    const std::string first_eight = answer.substr(0, answer.size() - 18);
    expect_judgement(strict(first_eight), PE, "presentation error: line 9: expected row 9, found the end of the output");
    expect_judgement(strict(""), PE, "presentation error: line 1: expected row 1, found the end of the output");
    std::string short_row = answer;
    short_row.replace(short_row.find("\n3 2 1"), 2, "\n");
    expect_judgement(strict(short_row), PE, "presentation error: line 4: expected 9 numbers, found 8");
    std::string letter = answer;
    letter[2] = 'x';
    expect_judgement(strict(letter), PE, "presentation error: line 1: expected a number, found 'x'");
    std::string one_line;
    for (char c : answer) one_line += c == '\n' ? ' ' : c;
    expect_judgement(strict(one_line + "\n"), PE, "presentation error: line 1: expected 9 numbers, found 81");
    expect_judgement(strict("\n" + answer), PE, "presentation error: line 1: expected 9 numbers, found 0");
    expect_judgement(strict(answer + "1 2 3\n"), PE, "presentation error: line 10: unexpected text after the last answer");
    expect_judgement(strict(answer), AC, "ok: 1 puzzle");
}

// By default as BOJ 2580's special judge reads it, testlib's ouf.readInt(1, 9)
// for each of the 81 numbers: each case of the layout policy pinned.
TEST(Judge2580, ReadsTheGridTokenByTokenAsTestlibDoes) {
    const std::string input = sample("2580/boj_sample.in"), answer = sample("2580/boj_sample.out");
    const auto with_first = [&](const std::string& token) { return token + answer.substr(1); };
    // Any of space, tab, CR and LF between the numbers, however laid out.
    std::string one_line;
    for (char c : answer) one_line += c == '\n' ? ' ' : c;
    expect_judgement(judge(input, one_line), AC, "ok: 1 puzzle");
    std::string blank_between = answer;
    blank_between.insert(blank_between.find('\n') + 1, "\n\n");
    expect_judgement(judge(input, blank_between), AC, "ok: 1 puzzle");
    std::string tabs_and_crlf;
    for (char c : answer) tabs_and_crlf += c == ' ' ? std::string("\t") : c == '\n' ? std::string("\r\n") : std::string(1, c);
    expect_judgement(judge(input, tabs_and_crlf), AC, "ok: 1 puzzle");
    std::string long_trailing = answer;
    long_trailing.insert(long_trailing.find('\n'), std::string(5000, ' '));
    expect_judgement(judge(input, long_trailing), AC, "ok: 1 puzzle");
    // A token that is not a plain integer: a presentation error.
    for (const std::string token : {"01", "000000001", "+1", "-0", "1.0", "x", "99999999999"})
        expect_judgement(judge(input, with_first(token)), PE, "presentation error: line 1: expected an integer, found '" + token + "'");
    for (const std::string separator : {"\f", "\v"}) {
        std::string odd = answer;
        odd[1] = separator[0];
        expect_judgement(judge(input, odd), PE,
                         "presentation error: line 1: expected an integer, found '1" + std::string(separator == "\f" ? "\\x0c" : "\\x0b") + "3'");
    }
    // An integer outside 1..9: a wrong answer, whatever its size.
    for (const std::string token : {"0", "-1", "10", "999999999", "1000000000", "2147483647"})
        expect_judgement(judge(input, with_first(token)), WA,
                         "wrong answer: puzzle 1: row 1, column 1 holds " + token + ", not a digit 1..9");
    // Too few numbers, or something after the grid.
    const std::string first_eight = answer.substr(0, answer.size() - 18);
    expect_judgement(judge(input, first_eight), PE,
                     "presentation error: line 9: expected 81 numbers (72 so far), found the end of the output");
    expect_judgement(judge(input, answer + "1 2 3\n"), PE, "presentation error: line 10: unexpected text after the last answer");
    expect_judgement(judge(input, answer + "\n \t\r\n"), AC, "ok: 1 puzzle");
}

TEST(Judge2580, FailsOnAnInputThatIsNoValidPuzzle) {
    const std::string answer = sample("2580/boj_sample.out");
    expect_judgement(judge("1 2 3 4 5 6 7 8 9\n1 2\n", answer), FAIL, "fail: input:2: row 2 has 2 numbers, expected 9");
    std::string clash = sample("2580/all_zero.in");
    clash[0] = '5', clash[2] = '5';
    expect_judgement(judge(clash, answer), FAIL,
                     "fail: input:1: digit 5 appears twice in row 1: at row 1, column 1 and at row 1, column 2");
    std::string rows = "1 2 3 4 5 6 7 8 0\n0 0 0 0 0 0 0 0 9\n";
    for (int row = 2; row < 9; ++row) rows += "0 0 0 0 0 0 0 0 0\n";
    expect_judgement(judge(rows, answer), FAIL, "fail: input:1: puzzle 1 has no solution");
    expect_judgement(judge("", answer), FAIL, "fail: input:1: no puzzle in the input (it is empty or blank)");
}

TEST(Judge4574, AcceptsTheSampleAnswerAndAnotherGridWhereThereAreSeveral) {
    expect_judgement(judge(sample("4574/boj_sample.in"), sample("4574/boj_sample.out")), AC, "ok: 2 puzzles");
    const std::string input = test::read_file(test::source_path("tests/data/sudominoku_several_grids.in"));
    const auto puzzle = test::puzzles_in("tests/data/sudominoku_several_grids.in")[0];
    std::vector<Grid> grids;
    ASSERT_EQ(sudominoku::count_grids(puzzle, 2, 0, &grids).grids, 2);
    Grid printed;
    ASSERT_EQ(sudominoku::solve(puzzle, printed), sudominoku::Outcome::solved);
    const Grid& other = grids[0] == printed ? grids[1] : grids[0];
    ASSERT_NE(other, printed);
    expect_judgement(judge(input, digit_rows(1, other)), AC, "ok: 1 puzzle");
}

TEST(Judge4574, RefusesASudokuThatTheUnusedDominoesCannotTile) {
    const std::string input = sample("4574/boj_sample.in");
    const auto puzzles = test::puzzles_in("samples/4574/boj_sample.in");
    const auto answers = test::grids_in("samples/4574/boj_sample.out");
    const Grid untileable = solve_classic(puzzles[1].grid);
    ASSERT_NE(untileable, answers[1]);
    expect_judgement(judge(input, digit_rows(1, answers[0]) + digit_rows(2, untileable)), WA,
                     "wrong answer: puzzle 2: the grid cannot be tiled with the unused dominoes");
}

TEST(Judge4574, NamesTheWrongCaseOfSeveral) {
    const std::string input = sample("4574/boj_sample.in");
    const auto answers = test::grids_in("samples/4574/boj_sample.out");
    Grid broken = answers[1];
    broken[cell_at(8, 8)] = broken[cell_at(8, 7)];
    const Judgement got = judge(input, digit_rows(1, answers[0]) + digit_rows(2, broken));
    EXPECT_EQ(got.verdict, WA);
    EXPECT_EQ(got.message.rfind("wrong answer: puzzle 2: ", 0), 0u) << got.message;
}

// BOJ 4574 is compared as text: an output that stops short (a case, or a
// row, missing) is a wrong answer, as a judge that compares text calls it;
// BOJ 2580's stays testlib's PE ("Unexpected end of file").
TEST(Judge4574, CallsMissingContentAWrongAnswer) {
    const std::string input = sample("4574/boj_sample.in");
    const auto answers = test::grids_in("samples/4574/boj_sample.out");
    const std::string first = digit_rows(1, answers[0]), second = digit_rows(2, answers[1]);
    expect_judgement(judge(input, first), WA, "wrong answer: line 11: expected 'Puzzle 2', found the end of the output");
    expect_judgement(judge(input, first + second.substr(0, 39)), WA,  // "Puzzle 2" and three rows
                     "wrong answer: line 15: expected row 4, found the end of the output");
    expect_judgement(judge(input, ""), WA, "wrong answer: line 1: expected 'Puzzle 1', found the end of the output");
}

TEST(Judge4574, CallsALayoutItCannotReadAPresentationError) {
    const std::string input = sample("4574/boj_sample.in"), answer = sample("4574/boj_sample.out");
    const auto answers = test::grids_in("samples/4574/boj_sample.out");
    const std::string first = digit_rows(1, answers[0]), second = digit_rows(2, answers[1]);
    expect_judgement(judge(input, "puzzle 1" + first.substr(8) + second), PE,
                     "presentation error: line 1: expected 'Puzzle 1', found 'puzzle 1'");
    expect_judgement(judge(input, digit_rows(2, answers[0]) + second), PE,
                     "presentation error: line 1: expected 'Puzzle 1', found 'Puzzle 2'");
    expect_judgement(judge(input, first.substr(9) + second), PE,
                     "presentation error: line 1: expected 'Puzzle 1', found '872643195'");
    std::string spaced = first;
    spaced.insert(12, " ");
    expect_judgement(judge(input, spaced + second), PE, "presentation error: line 2: expected 9 digits, found '872 643195'");
    expect_judgement(judge(input, " " + first + second), PE, "presentation error: line 1: expected 'Puzzle 1', found ' Puzzle 1'");
    std::string wide_header = first;
    wide_header.insert(6, " ");
    expect_judgement(judge(input, wide_header + second), PE, "presentation error: line 1: expected 'Puzzle 1', found 'Puzzle  1'");
    std::string indented = first;
    indented.insert(9, " ");
    expect_judgement(judge(input, indented + second), PE, "presentation error: line 2: expected 9 digits, found ' 872643195'");
    std::string letter = first;
    letter[10] = 'o';
    expect_judgement(judge(input, letter + second), PE, "presentation error: line 2: expected a digit, found 'o'");
    expect_judgement(judge(input, first + "\n" + second), PE, "presentation error: line 11: expected 'Puzzle 2', found a blank line");
    expect_judgement(judge(input, answer + "Puzzle 3\n"), PE, "presentation error: line 21: unexpected text after the last answer");
    std::string crlf;
    for (char c : answer) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    expect_judgement(judge(input, crlf + "\r\n\r\n"), AC, "ok: 2 puzzles");
    std::string trailing = first;
    trailing.insert(8, "  \t");
    trailing.insert(trailing.find('\n', 12), std::string(5000, ' '));
    expect_judgement(judge(input, trailing + second), AC, "ok: 2 puzzles");
}

TEST(Judge4574, FailsOnAnInputThatIsNoValidPuzzle) {
    const std::string answer = sample("4574/boj_sample.out");
    const std::string no_solution = test::read_file(test::source_path("tests/data/sudominoku_no_solution.in"));
    expect_judgement(judge(no_solution, answer), FAIL, "fail: input:1: puzzle 1 has no solution");
    expect_judgement(judge("10\n1 A1 1 A2\n", answer), FAIL, "fail: input:2: puzzle 1: domino 1-1 has two equal digits");
}

TEST(JudgeLines, JudgesOneAnswerLinePerPuzzle) {
    const std::string first = test::shared_puzzle("boj_sample");
    const std::string answer = test::shared_puzzle("boj_sample_solution");
    const std::string input = "# two puzzles\n" + first + "\n\n" + std::string(81, '.') + "\n";
    expect_judgement(judge(input, answer + "\n" + answer + "\n"), AC, "ok: 2 puzzles");
    expect_judgement(judge(input, answer + "\nunsolvable\n"), WA,
                     "wrong answer: puzzle 2: answered 'unsolvable', but the puzzle has a solution");
    expect_judgement(judge(input, answer + "\n" + answer.substr(1) + "\n"), PE,
                     "presentation error: line 2: expected 81 digits on one line, found 80 characters");
    expect_judgement(judge(input, answer + "\n"), PE,
                     "presentation error: line 2: expected the answer to puzzle 2, found the end of the output");
}

#ifndef _WIN32
// Issue 50: check reads in step with the input, a puzzle at a time, keeping
// none of them: fed an input that never ends, it gives the output's verdict
// at the output's first fault (it read the whole input first before, and
// held every puzzle: 1.2 GB for 800,000).
TEST(Checker, ChecksInStepWithAnInputThatNeverEnds) {
    const std::string puzzle = test::shared_puzzle("boj_sample");
    const std::string solution = test::shared_puzzle("boj_sample_solution");
    std::string output_text;
    for (int i = 0; i < 20000; ++i) output_text += solution + "\n";
    output_text += puzzle + "\n";  // puzzle 20001 not solved
    for (const bool with_answer : {false, true}) {
        test::EndlessStream input([&](std::size_t) { return puzzle + "\n"; });
        LineReader input_reader(input.fd()), output(output_text), answer(output_text);
        const Judgement judgement = check_in_step(input_reader, std::nullopt, with_answer ? &answer : nullptr, output);
        if (with_answer) {
            EXPECT_EQ(judgement.verdict, Verdict::fail);
            EXPECT_EQ(judgement.message.rfind("fail: answer: the jury's answer is not right: wrong answer: puzzle 20001: ", 0), 0u)
                << judgement.message;
        } else {
            EXPECT_EQ(judgement.verdict, Verdict::wrong_answer);
            EXPECT_EQ(judgement.message.rfind("wrong answer: puzzle 20001: ", 0), 0u) << judgement.message;
        }
    }
}
#endif

// The same verdicts in step as judged whole, and an output cut at its bound.
TEST(Checker, ChecksInStepAsItJudgesWhole) {
    const std::string input = sample("2580/boj_sample.in"), right = sample("2580/boj_sample.out");
    for (const std::string& output : {right, right + "x\n", right.substr(0, 20), std::string("1 1") + right.substr(3)}) {
        LineReader in(input), out(output);
        EXPECT_EQ(check_in_step(in, std::nullopt, nullptr, out).message, judge(input, output).message) << output;
    }
    const std::string short_answer = right.substr(0, 20);
    LineReader in(input), out(right), answer(short_answer);
    EXPECT_EQ(check_in_step(in, std::nullopt, &answer, out).message,
              "fail: answer: the jury's answer is not right: " + judge(input, short_answer).message);
}

// How far an output is read past its answers' need: 16 bytes a cell of a
// grid, and as many for POJ 3435's verdict word whatever its grid's size
// (it was 64 MiB more, a second slack).
TEST(OutputAllowance, SixteenBytesACellOrAWord) {
    EXPECT_EQ(output_allowance(AnyPuzzle(Grid{})), 16u * 81u);
    EXPECT_EQ(output_allowance(AnyPuzzle(GeneralGrid(4))), 16u * 256u);
    EXPECT_EQ(output_allowance(AnyPuzzle(WideGrid(10))), 16u);
}

}  // namespace
}  // namespace sudoku
