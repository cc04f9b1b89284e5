#include "judge_format_checker.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <deque>

#include "sudoku/io/messages.hpp"
#include "sudoku/judging/answer.hpp"

namespace sudoku {
namespace {

std::string puzzle_prefix(int number) { return "puzzle " + std::to_string(number) + ": "; }

std::string_view without_trailing_space(std::string_view text) {
    return text.substr(0, text.find_last_not_of(" \t\r\v\f") + 1);
}

// The tokens of a text as a judge compares it, line by line: trailing
// whitespace cut, then split at spaces, tabs, vertical tabs and form feeds.
void add_tokens(std::string_view line, std::deque<std::string>& tokens) {
    std::size_t at = 0;
    while ((at = line.find_first_not_of(" \t\v\f", at)) != std::string_view::npos) {
        const std::size_t end = std::min(line.find_first_of(" \t\v\f", at), line.size());
        tokens.emplace_back(line.substr(at, end - at));
        at = end;
    }
}

std::string shown(const std::string& item) { return item.empty() ? "a blank line" : quote(item); }
constexpr std::string_view kEnd = "the end of the output";

Judgement presentation(std::size_t line, const std::string& what) {
    return make_judgement(Verdict::presentation_error, "line " + std::to_string(line) + ": " + what);
}

// Text compared as the judge compares it, the right answer's text written a
// puzzle at a time: its tokens (a difference is a wrong answer), and where
// the judge compares lines, its lines too (the same tokens in another layout
// are a presentation error, unless a token differs later). Only what one
// puzzle's answer holds is kept; an output of a million blank lines costs
// no memory.
class TextJudge : public OutputJudge {
public:
    TextJudge(const JudgeFormat& format, LineReader& output) : format_(format), output_(output) {}

    std::optional<Judgement> next(const AnyPuzzle& puzzle) override {
        std::string text;
        const auto* wide = std::get_if<WideGrid>(&puzzle);
        const GridAnswer answer = wide ? check_wide_grid(*wide) : answer_grid(std::get<GeneralGrid>(puzzle), question_for(format_));
        format_.write_answer(answer, index_++, text);
        LineReader lines(text);
        Line line;
        while (lines.next(line)) {
            const std::string_view kept = without_trailing_space(line.text);
            add_tokens(kept, want_tokens_);
            if (compares_lines()) want_lines_.emplace_back(kept);
        }
        // The output's lines, as far as this answer's tokens reach.
        while (!want_tokens_.empty()) {
            if (auto fault = compare()) return fault;
            if (want_tokens_.empty()) break;
            if (!output_.next(line)) return wrong_token(want_tokens_.front(), std::string(kEnd));
            if (line.too_long) return presentation(line.number, too_long_message());
            add_output_line(line);
        }
        return compare();
    }

    std::optional<Judgement> finish() override {
        if (auto fault = compare()) return fault;
        Line line;
        while (output_.next(line)) {
            if (line.too_long) return presentation(line.number, too_long_message());
            add_output_line(line);
            if (auto fault = compare()) return fault;
            if (!got_tokens_.empty()) return wrong_token(std::string(kEnd), got_tokens_.front());
            got_lines_.clear();  // blank lines after the answers: fine
        }
        if (line_fault_) return line_fault_;
        for (const auto& want : want_lines_)
            if (!want.empty()) return presentation(output_.line_number() + 1, "expected " + shown(want) + ", found " + std::string(kEnd));
        return std::nullopt;
    }

private:
    bool compares_lines() const { return format_.comparison == Comparison::exact_text; }

    void add_output_line(const Line& line) {
        const std::string_view kept = without_trailing_space(line.text);
        add_tokens(kept, got_tokens_);
        if (compares_lines() && !line_fault_) got_lines_.push_back({line.number, std::string(kept)});
    }

    Judgement wrong_token(const std::string& want, const std::string& got) const {
        return make_judgement(Verdict::wrong_answer, "token " + std::to_string(tokens_compared_ + 1) + ": " + expected_found_shown(want, got));
    }

    // Where both are text, where they first differ (a long token's start may be the same).
    static std::string expected_found_shown(const std::string& want, const std::string& got) {
        if (want != kEnd && got != kEnd && !want.empty() && !got.empty()) return expected_found(want, got);
        const auto show = [](const std::string& item) { return item == kEnd ? item : shown(item); };
        return "expected " + show(want) + ", found " + show(got);
    }

    // Compares what both sides have: a token that differs is the verdict; a
    // line that differs is kept as the verdict to give unless one does.
    std::optional<Judgement> compare() {
        for (; !want_tokens_.empty() && !got_tokens_.empty(); ++tokens_compared_) {
            if (want_tokens_.front() != got_tokens_.front()) return wrong_token(want_tokens_.front(), got_tokens_.front());
            want_tokens_.pop_front();
            got_tokens_.pop_front();
        }
        for (; !want_lines_.empty() && !got_lines_.empty(); want_lines_.pop_front(), got_lines_.pop_front())
            if (!line_fault_ && want_lines_.front() != got_lines_.front().text)
                line_fault_ = presentation(got_lines_.front().number, expected_found_shown(want_lines_.front(), got_lines_.front().text));
        if (line_fault_) want_lines_.clear(), got_lines_.clear();
        return std::nullopt;
    }

    struct NumberedLine {
        std::size_t number;
        std::string text;
    };
    const JudgeFormat& format_;
    LineReader& output_;
    std::size_t index_ = 0, tokens_compared_ = 0;
    std::deque<std::string> want_tokens_, got_tokens_, want_lines_;
    std::deque<NumberedLine> got_lines_;
    std::optional<Judgement> line_fault_;
};

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

// An output's tokens, whitespace between them free, as a special judge reads them.
class TokenStream {
public:
    explicit TokenStream(LineReader& output) : output_(output) {}

    // The next token in `token` (empty at the end), or the fault of a line too long to read.
    std::optional<Judgement> next(std::string& token) {
        while (tokens_.empty()) {
            Line line;
            if (!output_.next(line)) return std::nullopt;
            if (line.too_long) return presentation(line.number, too_long_message());
            add_tokens(without_trailing_space(line.text), tokens_);
        }
        token = std::move(tokens_.front());
        tokens_.pop_front();
        return std::nullopt;
    }

private:
    LineReader& output_;
    std::deque<std::string> tokens_;
};

// A special judge: each grid's digits, whitespace between them free, checked by the rules.
class RulesJudge : public OutputJudge {
public:
    explicit RulesJudge(LineReader& output) : tokens_(output) {}

    std::optional<Judgement> next(const AnyPuzzle& any) override {
        const auto& puzzle = std::get<GeneralGrid>(any);
        const int number = ++number_;
        GeneralGrid answer(puzzle.box_size());
        int cell = 0;
        while (cell < puzzle.cells()) {
            std::string token;
            if (auto fault = tokens_.next(token)) return fault;
            if (token.empty())
                return make_judgement(Verdict::wrong_answer, puzzle_prefix(number) + "expected " + std::to_string(puzzle.cells()) +
                                                                 " digits, found the end of the output");
            // A 0 is a digit laid out right, left blank: a wrong answer, as a special judge reads it.
            for (char c : token) {
                if (c < '0' || c > '0' + puzzle.side() || cell == puzzle.cells())
                    return make_judgement(Verdict::presentation_error, puzzle_prefix(number) + "unexpected " + quote(token));
                answer.set(cell++, c - '0');
            }
        }
        return wrong_grid(number, answer, puzzle);
    }

    std::optional<Judgement> finish() override {
        std::string token;
        if (auto fault = tokens_.next(token)) return fault;
        if (!token.empty()) return make_judgement(Verdict::presentation_error, "unexpected text after the last answer");
        return std::nullopt;
    }

private:
    TokenStream tokens_;
    int number_ = 0;
};

// Codeforces 1335D's special judge: each grid's nine rows (whitespace between
// them free), at most 9 cells changed from the input's solved grid, and a
// digit twice in every row, column and box.
class AntiSudokuJudge : public OutputJudge {
public:
    explicit AntiSudokuJudge(LineReader& output) : rows_(output) {}

    std::optional<Judgement> next(const AnyPuzzle& any) override {
        const auto& solved = std::get<GeneralGrid>(any);
        const int number = ++number_;
        GeneralGrid answer(3);
        for (int row = 0; row < 9; ++row) {
            std::string token;
            if (auto fault = rows_.next(token)) return fault;
            if (token.empty())
                return make_judgement(Verdict::wrong_answer, puzzle_prefix(number) + "expected 9 rows, found " + std::to_string(row));
            if (token.size() != 9 || token.find_first_not_of("123456789") != std::string::npos)
                return make_judgement(Verdict::presentation_error,
                                      puzzle_prefix(number) + "expected a row of 9 digits 1..9, found " + quote(token));
            for (int column = 0; column < 9; ++column) answer.set(9 * row + column, token[static_cast<std::size_t>(column)] - '0');
        }
        return anti_sudoku_fault(number, answer, solved);
    }

    std::optional<Judgement> finish() override {
        std::string token;
        if (auto fault = rows_.next(token)) return fault;
        if (!token.empty()) return make_judgement(Verdict::presentation_error, "unexpected text after the last answer");
        return std::nullopt;
    }

private:
    static std::optional<Judgement> anti_sudoku_fault(int number, const GeneralGrid& answer, const GeneralGrid& solved) {
        int changed = 0;
        for (int cell = 0; cell < kCells; ++cell) changed += answer[cell] != solved[cell];
        if (changed > 9)
            return make_judgement(Verdict::wrong_answer, puzzle_prefix(number) + std::to_string(changed) + " cells changed, at most 9 may be");
        for (int unit = 0; unit < kUnits; ++unit) {
            unsigned seen = 0;
            for (const int cell : kUnitCells[static_cast<std::size_t>(unit)]) seen |= 1u << answer[cell];
            if (std::popcount(seen) == 9)
                return make_judgement(Verdict::wrong_answer, puzzle_prefix(number) + unit_name(unit) + " holds no digit twice");
        }
        return std::nullopt;
    }

    TokenStream rows_;
    int number_ = 0;
};

}  // namespace

std::optional<std::string> grid_input_fault(const JudgeFormat& format, const GeneralGrid& puzzle, int number) {
    if (const auto few = too_few_givens(format, puzzle)) return puzzle_prefix(number) + *few;
    if (format.answer == AnswerPolicy::verdict || format.answer == AnswerPolicy::rules_check) return std::nullopt;  // every case has an answer
    if (format.answer == AnswerPolicy::anti_sudoku)
        return puzzle.is_complete_and_valid() ? std::nullopt
                                              : std::optional(puzzle_prefix(number) + "not a solved grid, but " + std::string(format.problem) +
                                                              "'s input is one");
    // A problem may answer a board without solution ("impossible") and still
    // promise that a solvable one has one solution (HDU 3111).
    const bool answers_none = std::any_of(format.answer_kinds.begin(), format.answer_kinds.end(),
                                          [](const AnswerKind& kind) { return kind.outcome == GridOutcome::no_solution; });
    if (answers_none && format.answer != AnswerPolicy::unique_solution) return std::nullopt;  // every case has an answer
    const int count = count_grid_solutions(puzzle, 2);
    if (count == 0 && !answers_none) return no_solution_message(number);
    if (count > 1 && format.answer == AnswerPolicy::unique_solution)
        return puzzle_prefix(number) + "more than one solution, but " + std::string(format.problem) + " promises one";
    return std::nullopt;
}

std::unique_ptr<OutputJudge> make_grid_output_judge(const JudgeFormat& format, LineReader& output) {
    if (format.answer == AnswerPolicy::anti_sudoku) return std::make_unique<AntiSudokuJudge>(output);
    if (format.comparison == Comparison::special_judge) return std::make_unique<RulesJudge>(output);
    return std::make_unique<TextJudge>(format, output);
}

}  // namespace sudoku
