#include "judge_format_checker.hpp"

#include "sudoku/io/messages.hpp"
#include <algorithm>

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

std::vector<std::string> lines_of(LineReader& reader) {
    std::vector<std::string> lines;
    Line line;
    while (reader.next(line)) lines.emplace_back(without_trailing_space(line.text));
    while (!lines.empty() && lines.back().empty()) lines.pop_back();
    return lines;
}

std::vector<std::string> tokens_of(const std::vector<std::string>& lines) {
    std::vector<std::string> tokens;
    for (const auto& line : lines) {
        std::size_t at = 0;
        while ((at = line.find_first_not_of(" \t\v\f", at)) != std::string::npos) {
            const std::size_t end = std::min(line.find_first_of(" \t\v\f", at), line.size());
            tokens.push_back(line.substr(at, end - at));
            at = end;
        }
    }
    return tokens;
}

std::string shown(const std::vector<std::string>& items, std::size_t i) {
    return i < items.size() ? (items[i].empty() ? "a blank line" : quote(items[i])) : "the end of the output";
}

// Text compared as the judge compares it; the same tokens in another layout
// are a presentation error where the judge compares lines.
std::optional<Judgement> text_fault(const JudgeFormat& format, const std::string& expected, LineReader& output) {
    LineReader expected_reader(expected);
    const auto want = lines_of(expected_reader), got = lines_of(output);
    const auto want_tokens = tokens_of(want), got_tokens = tokens_of(got);
    for (std::size_t i = 0; i < std::max(want_tokens.size(), got_tokens.size()); ++i)
        if (i >= want_tokens.size() || i >= got_tokens.size() || want_tokens[i] != got_tokens[i])
            return make_judgement(Verdict::wrong_answer, "token " + std::to_string(i + 1) + ": expected " + shown(want_tokens, i) +
                                                             ", found " + shown(got_tokens, i));
    if (format.comparison == Comparison::exact_text)
        for (std::size_t i = 0; i < std::max(want.size(), got.size()); ++i)
            if (i >= want.size() || i >= got.size() || want[i] != got[i])
                return make_judgement(Verdict::presentation_error, "line " + std::to_string(i + 1) + ": expected " + shown(want, i) +
                                                                       ", found " + shown(got, i));
    return std::nullopt;
}

// A special judge: each grid's digits, whitespace between them free, checked by the rules.
Judgement judge_by_rules(const std::vector<AnyPuzzle>& puzzles, LineReader& output) {
    const auto tokens = tokens_of(lines_of(output));
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
            for (char c : tokens[next]) {
                if (c < '1' || c > '0' + puzzle.side() || cell == puzzle.cells())
                    return make_judgement(Verdict::presentation_error, puzzle_prefix(number) + "unexpected " + quote(tokens[next]));
                answer.set(cell++, c - '0');
            }
            ++next;
        }
        if (!answer.is_complete_solution_of(puzzle))
            return make_judgement(Verdict::wrong_answer, puzzle_prefix(number) + "not a solution: a row, column or box repeats a digit, "
                                                                                 "or a given was changed");
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
