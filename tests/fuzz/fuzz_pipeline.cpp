// libFuzzer target: arbitrary bytes through the whole pipeline the executable
// runs (detect, read, solve, write), with the format detected or forced.
// Beyond "no crash, no sanitizer report", it checks what the output says:
//   - status 0: every puzzle of the input has an answer, a valid grid that
//     keeps every given, and nothing else is printed;
//   - status 1 or 2: every stderr line is "sudoku: -..." in the house style,
//     and a status 2 names a line ("sudoku: -:<line>: ...").
// The same bytes are also judged by the checker, as a contestant's output to
// a fixed valid input of each format: its verdict is 0..3 with one line in
// testlib's words, and never a failure (the input is valid). And whenever
// the pipeline solved an input, the checker accepts what it printed.
// A broken invariant aborts, which libFuzzer reports as a crash.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "sudoku/io/boj2580.hpp"
#include "sudoku/io/boj4574.hpp"
#include "sudoku/io/format.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/judging/checker.hpp"
#include "sudoku/io/line_format.hpp"
#include "sudoku/pipeline/solve.hpp"

namespace {

using namespace sudoku;

[[noreturn]] void broken(const char* what, const std::string& out, const std::string& err) {
    std::fprintf(stderr, "invariant broken: %s\n--- stdout ---\n%s--- stderr ---\n%s", what, out.c_str(), err.c_str());
    std::abort();
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

bool parse_digits(const std::string& text, Grid& grid) {
    if (text.size() != 81) return false;
    for (int i = 0; i < 81; ++i) {
        if (text[i] < '1' || text[i] > '9') return false;
        grid[i] = static_cast<std::uint8_t>(text[i] - '0');
    }
    return true;
}

// The puzzles of the input in `format`, as the readers see them (the run succeeded, so they all read).
std::vector<Grid> puzzles_of(const std::string& input, Format format) {
    std::vector<Grid> puzzles;
    LineReader reader(input);
    if (format == Format::boj2580) {
        (void)detect_format(reader);
        puzzles.push_back(std::get<Grid>(read_boj2580(reader)));
    } else if (format == Format::boj4574) {
        Boj4574Reader cases(reader);
        for (auto next = cases.next(); std::holds_alternative<sudominoku::Puzzle>(next); next = cases.next())
            puzzles.push_back(std::get<sudominoku::Puzzle>(next).grid);
    } else {
        Line line;
        while (reader.next(line))
            if (line.too_long || !is_comment_or_blank(line.text)) puzzles.push_back(std::get<Grid>(parse_puzzle_line(line)));
    }
    return puzzles;
}

// The answer grids printed in `format`.
std::vector<Grid> answers_of(const std::string& out, Format format, const std::string& err) {
    std::vector<Grid> answers;
    const auto lines = lines_of(out);
    std::size_t i = 0;
    while (i < lines.size()) {
        std::string digits;
        if (format == Format::line) {
            digits = lines[i++];
        } else {
            if (format == Format::boj4574 && lines[i++] != "Puzzle " + std::to_string(answers.size() + 1))
                broken("a BOJ 4574 answer without its 'Puzzle k' line", out, err);
            for (int row = 0; row < 9; ++row, ++i) {
                if (i >= lines.size()) broken("an answer cut short", out, err);
                std::string row_digits = lines[i];
                if (format == Format::boj2580) {
                    if (row_digits.size() != 17) broken("a BOJ 2580 row not of 9 single-spaced digits", out, err);
                    std::string packed;
                    for (std::size_t c = 0; c < row_digits.size(); c += 2) {
                        if (c + 1 < row_digits.size() && row_digits[c + 1] != ' ')
                            broken("digits not separated by single spaces", out, err);
                        packed += row_digits[c];
                    }
                    row_digits = packed;
                }
                digits += row_digits;
            }
        }
        Grid grid{};
        if (!parse_digits(digits, grid)) broken("an answer that is not 81 digits", out, err);
        answers.push_back(grid);
    }
    return answers;
}

void check_messages(int status, const std::string& out, const std::string& err) {
    if (status == 0) {
        if (!err.empty()) broken("status 0 with messages", out, err);
        return;
    }
    if (err.empty() || err.back() != '\n') broken("a failure without a message", out, err);
    bool names_a_line = false;
    for (const auto& line : lines_of(err)) {
        if (line.rfind("sudoku: -", 0) != 0 || line.back() == '.') broken("a message not in the house style", out, err);
        const std::size_t colon = line.find(':', 9);
        if (line.size() > 10 && line[9] == ':' && colon != std::string::npos) {
            const std::string number = line.substr(10, line.find(':', 10) - 10);
            if (!number.empty() && number.find_first_not_of("0123456789") == std::string::npos) names_a_line = true;
        }
    }
    if (status == 2 && !names_a_line) broken("bad input without a line number", out, err);
}

Judgement judge(const std::string& input, const std::string& output, std::optional<Format> format) {
    LineReader input_reader(input), output_reader(output);
    const auto puzzles = read_judge_input(input_reader, format);
    if (const auto* error = std::get_if<ReadError>(&puzzles)) return input_failure(*error);
    return judge_output(std::get<JudgeInput>(puzzles), output_reader);
}

void check_judgement(const Judgement& judgement, const std::string& output) {
    static constexpr const char* kOpenings[] = {"ok: ", "wrong answer: ", "presentation error: ", "fail: "};
    const int verdict = static_cast<int>(judgement.verdict);
    if (verdict < 0 || verdict > 3) broken("a checker verdict outside 0..3", output, judgement.message);
    if (judgement.message.rfind(kOpenings[verdict], 0) != 0 || judgement.message.find('\n') != std::string::npos)
        broken("a checker message that is not one line in testlib's words", output, judgement.message);
}

// Fixed valid judge inputs, one per format.
constexpr const char* kJudgeInputs[] = {
    "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n"
    "5 9 6 8 2 0 4 1 3\n9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n",
    "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n3 F5 2 F6\n7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n"
    "7 C9 2 B9\nC5 A3 D9 I4 A9 E5 A2 C6 I1\n0\n",
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n"
    "000000000000000000000000000000000000000000000000000000000000000000000000000000000\n",
};

void judge_as_output(const std::string& bytes) {
    const Judgement judgement = judge(kJudgeInputs[bytes.size() % 3], bytes, std::nullopt);
    check_judgement(judgement, bytes);
    if (judgement.verdict == Verdict::fail) broken("the checker failed on a valid input", bytes, judgement.message);
}

void run_once(const std::string& input, std::optional<Format> forced) {
    RunOptions options;
    options.format = forced;
    // A small bound keeps sparse Sudominoku cases (exit 3) well inside the
    // timeout under the sanitizers, and the bound's own path under test.
    options.max_placements = 1 << 12;
    std::string out, err;
    int status;
    {
        Output out_sink(out), err_sink(err);
        LineReader reader(input);
        status = static_cast<int>(solve_input(reader, "-", options, out_sink, err_sink));
    }
    if (status < 0 || status > 3) broken("an undocumented exit status", out, err);
    check_messages(status, out, err);
    if (status != 0) return;
    Format format;
    if (forced) {
        format = *forced;
    } else {
        LineReader reader(input);
        format = std::get<Format>(detect_format(reader));
    }
    if (judge_format(format)) {
        // The judges' formats of the table: their answers are what the checker
        // compares with (text, verdict lines), so the checker is the oracle,
        // on any input that keeps its statement (one that breaks it fails the checker by design).
        LineReader reader(input);
        if (std::holds_alternative<ReadError>(read_judge_input(reader, format))) return;
        const Judgement own = judge(input, out, format);
        check_judgement(own, out);
        if (own.verdict != Verdict::accepted) broken("the checker refused the solver's own answer", out, own.message);
        return;
    }
    const auto puzzles = puzzles_of(input, format);
    const auto answers = answers_of(out, format, err);
    if (answers.size() != puzzles.size()) broken("not one answer per puzzle", out, err);
    for (std::size_t i = 0; i < puzzles.size(); ++i)
        if (!is_solution_of(answers[i], puzzles[i])) broken("an answer that does not solve its puzzle", out, err);
    if (puzzles.empty()) return;  // solving nothing is fine; judging nothing is a failed test
    const Judgement own = judge(input, out, format);
    check_judgement(own, out);
    if (own.verdict != Verdict::accepted) broken("the checker refused the solver's own answer", out, own.message);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string input(reinterpret_cast<const char*>(data), size);
    // One run an input, its mode picked by the length so that mutations move
    // between them: detected twice as often as each forced format (two of
    // the judges' formats among them: every size of grid, and verdict lines).
    static constexpr std::optional<Format> kModes[] = {std::nullopt, std::nullopt, Format::boj2580, Format::boj4574,
                                                        Format::line, Format::uva989, Format::kattis_sudokunique};
    run_once(input, kModes[size % 7]);
    judge_as_output(input);
    return 0;
}
