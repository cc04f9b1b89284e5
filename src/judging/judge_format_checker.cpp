#include "judge_format_checker.hpp"

#include <algorithm>
#include <cstdint>

#include "sudoku/io/messages.hpp"
#include "sudoku/judging/answer.hpp"

namespace sudoku {
namespace {

std::string puzzle_prefix(int number) { return "puzzle " + std::to_string(number) + ": "; }

std::string_view without_trailing_space(std::string_view text) {
    return text.substr(0, text.find_last_not_of(" \t\r\v\f") + 1);
}

std::string expected_text(const JudgeFormat& format, const std::vector<AnyPuzzle>& puzzles) {
    std::string text;
    for (std::size_t i = 0; i < puzzles.size(); ++i)
        format.write_answer(answer_grid(std::get<GeneralGrid>(puzzles[i]), question_for(format)), i, text);
    return text;
}

void add_tokens(std::string_view line, std::vector<std::string>& tokens, std::size_t at_most) {
    std::size_t at = 0;
    while (tokens.size() < at_most && (at = line.find_first_not_of(" \t\v\f", at)) != std::string_view::npos) {
        const std::size_t end = std::min(line.find_first_of(" \t\v\f", at), line.size());
        tokens.emplace_back(line.substr(at, end - at));
        at = end;
    }
}

// A text as a judge compares it, kept only as far as a comparison can use:
// `keep_lines` lines (trailing spaces cut), `keep_tokens` tokens. An output
// of a million blank lines or tokens costs no memory past those.
struct KeptText {
    std::vector<std::string> lines, tokens;
    std::size_t line_past_kept = 0;  // the first non-blank line past keep_lines (0: none)
    std::size_t too_long_line = 0;   // a line longer than the reader keeps (0: none)
};

KeptText keep_text(LineReader& reader, std::size_t keep_lines, std::size_t keep_tokens) {
    KeptText text;
    Line line;
    while (reader.next(line)) {
        if (line.too_long) {
            text.too_long_line = line.number;
            break;
        }
        const std::string_view kept = without_trailing_space(line.text);
        add_tokens(kept, text.tokens, keep_tokens);
        if (line.number <= keep_lines) text.lines.emplace_back(kept);
        else if (!kept.empty() && text.line_past_kept == 0) text.line_past_kept = line.number;
        if (text.tokens.size() == keep_tokens && text.line_past_kept != 0) break;  // both comparisons decided
    }
    while (!text.lines.empty() && text.lines.back().empty()) text.lines.pop_back();
    return text;
}

std::string shown(const std::vector<std::string>& items, std::size_t i) {
    return i < items.size() ? (items[i].empty() ? "a blank line" : quote(items[i])) : "the end of the output";
}

// The `i`th of what was wanted and of what was found, where they differ.
std::string expected_found_at(const std::vector<std::string>& want, const std::vector<std::string>& got, std::size_t i) {
    if (i < want.size() && i < got.size() && !want[i].empty() && !got[i].empty()) return expected_found(want[i], got[i]);
    return "expected " + shown(want, i) + ", found " + shown(got, i);
}

// Text compared as the judge compares it; the same tokens in another layout
// are a presentation error where the judge compares lines.
std::optional<Judgement> text_fault(const JudgeFormat& format, const std::string& expected, LineReader& output) {
    LineReader expected_reader(expected);
    const KeptText want = keep_text(expected_reader, SIZE_MAX, SIZE_MAX);
    // One token and one line past the answer's are enough to see that there is more.
    const KeptText got = keep_text(output, want.lines.size(), want.tokens.size() + 1);
    if (got.too_long_line != 0)
        return make_judgement(Verdict::presentation_error, "line " + std::to_string(got.too_long_line) + ": " + too_long_message());
    for (std::size_t i = 0; i < std::max(want.tokens.size(), got.tokens.size()); ++i)
        if (i >= want.tokens.size() || i >= got.tokens.size() || want.tokens[i] != got.tokens[i])
            return make_judgement(Verdict::wrong_answer, "token " + std::to_string(i + 1) + ": " + expected_found_at(want.tokens, got.tokens, i));
    if (format.comparison != Comparison::exact_text) return std::nullopt;
    for (std::size_t i = 0; i < want.lines.size(); ++i)
        if (i >= got.lines.size() || want.lines[i] != got.lines[i])
            return make_judgement(Verdict::presentation_error, "line " + std::to_string(i + 1) + ": " + expected_found_at(want.lines, got.lines, i));
    if (got.line_past_kept != 0)
        return make_judgement(Verdict::presentation_error, "line " + std::to_string(got.line_past_kept) + ": unexpected text after the last answer");
    return std::nullopt;
}

// A wrong grid: a 9x9 one worded as BOJ 2580's checker words it, with the
// cells for a picture; a larger one as not a solution.
std::optional<Judgement> wrong_grid(int number, const GeneralGrid& answer, const GeneralGrid& puzzle) {
    if (answer.box_size() == 3) {
        const Grid classic_answer = to_classic(answer), classic_puzzle = to_classic(puzzle);
        const auto fault = answer_fault(classic_answer, classic_puzzle);
        if (!fault) return std::nullopt;
        Judgement judgement = make_judgement(Verdict::wrong_answer, puzzle_prefix(number) + fault->what);
        judgement.answer = classic_answer;
        judgement.puzzle = classic_puzzle;
        judgement.fault_cells = fault->cells;
        return judgement;
    }
    if (answer.is_complete_solution_of(puzzle)) return std::nullopt;
    return make_judgement(Verdict::wrong_answer, puzzle_prefix(number) + "not a solution: a row, column or box repeats a digit, "
                                                                         "or a given was changed");
}

// A special judge: each grid's digits, whitespace between them free, checked by the rules.
Judgement judge_by_rules(const std::vector<AnyPuzzle>& puzzles, LineReader& output) {
    std::size_t digits = 0;  // a token holds one digit at least: one past them all is enough to see more
    for (const auto& puzzle : puzzles) digits += static_cast<std::size_t>(std::get<GeneralGrid>(puzzle).cells());
    const KeptText text = keep_text(output, 0, digits + 1);
    if (text.too_long_line != 0)
        return make_judgement(Verdict::presentation_error, "line " + std::to_string(text.too_long_line) + ": " + too_long_message());
    const auto& tokens = text.tokens;
    std::size_t next = 0;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const auto& puzzle = std::get<GeneralGrid>(puzzles[i]);
        const int number = static_cast<int>(i) + 1;
        GeneralGrid answer(puzzle.box_size());
        int cell = 0;
        while (cell < puzzle.cells()) {
            if (next == tokens.size())
                return make_judgement(Verdict::wrong_answer, puzzle_prefix(number) + "expected " + std::to_string(puzzle.cells()) +
                                                                 " digits, found the end of the output");
            // A 0 is a digit laid out right, left blank: a wrong answer, as a special judge reads it.
            for (char c : tokens[next]) {
                if (c < '0' || c > '0' + puzzle.side() || cell == puzzle.cells())
                    return make_judgement(Verdict::presentation_error, puzzle_prefix(number) + "unexpected " + quote(tokens[next]));
                answer.set(cell++, c - '0');
            }
            ++next;
        }
        if (auto fault = wrong_grid(number, answer, puzzle)) return *fault;
    }
    if (next != tokens.size()) return make_judgement(Verdict::presentation_error, "unexpected text after the last answer");
    return make_judgement(Verdict::accepted, counted(static_cast<int>(puzzles.size()), "puzzle"));
}

}  // namespace

std::optional<std::string> grid_input_fault(const JudgeFormat& format, const GeneralGrid& puzzle, int number) {
    if (format.answer == AnswerPolicy::verdict || format.answers_clashes) return std::nullopt;  // every case has an answer
    const int count = count_grid_solutions(puzzle, 2);
    if (count == 0) return no_solution_message(number);
    if (count > 1 && format.answer == AnswerPolicy::unique_solution)
        return puzzle_prefix(number) + "more than one solution, but " + std::string(format.problem) + " promises one";
    return std::nullopt;
}

Judgement judge_grid_output(const JudgeFormat& format, const std::vector<AnyPuzzle>& puzzles, LineReader& output) {
    if (format.comparison == Comparison::special_judge) return judge_by_rules(puzzles, output);
    if (auto fault = text_fault(format, expected_text(format, puzzles), output)) return *fault;
    return make_judgement(Verdict::accepted, counted(static_cast<int>(puzzles.size()), "puzzle"));
}

}  // namespace sudoku
