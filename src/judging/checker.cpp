#include "sudoku/judging/checker.hpp"

#include <algorithm>

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/sudominoku_solver.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/line_format.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/whole_input.hpp"
#include "sudoku/judging/answer.hpp"
#include "judge_format_checker.hpp"
#include "testlib_reading.hpp"

namespace sudoku {
namespace {

std::optional<std::string> unsolvable_reason(const AnyPuzzle& puzzle, int number) {
    Grid solution;
    if (const auto* grid = std::get_if<Grid>(&puzzle)) {
        if (classic::solve(*grid, solution)) return std::nullopt;
        return no_solution_message(number);
    }
    switch (sudominoku::solve(std::get<sudominoku::Puzzle>(puzzle), solution)) {
        case sudominoku::Outcome::solved: return std::nullopt;
        case sudominoku::Outcome::no_solution: return no_solution_message(number);
        case sudominoku::Outcome::gave_up: return "puzzle " + std::to_string(number) + ": search limit reached undecided";
    }
    return std::nullopt;
}


// Reading the output of BOJ 2580, BOJ 4574 and the line format, a puzzle at
// a time: each fault is one call.
class ClassicOutputJudge : public OutputJudge {
public:
    ClassicOutputJudge(Format format, LineReader& output, Layout layout)
        : format_(format), output_(output), layout_(layout), tokens_(output) {}

    std::optional<Judgement> next(const AnyPuzzle& puzzle) override { return judge_puzzle(++number_, puzzle); }
    std::optional<Judgement> finish() override { return expect_nothing_more(); }

private:
    bool reads_tokens() const { return format_ == Format::boj2580 && layout_ == Layout::judge; }

    std::optional<Judgement> judge_puzzle(int number, const AnyPuzzle& puzzle) {
        Grid answer{};
        switch (format_) {
            case Format::boj2580:
                if (auto fault = reads_tokens() ? read_grid_tokens(number, answer) : read_spaced_rows(number, answer))
                    return fault;
                return wrong_grid_if(number, answer, std::get<Grid>(puzzle));
            case Format::line:
                if (auto fault = read_answer_line(number, answer)) return fault;
                return wrong_grid_if(number, answer, std::get<Grid>(puzzle));
            case Format::boj4574:
                if (auto fault = read_header(number)) return fault;
                if (auto fault = read_digit_rows(answer)) return fault;
                return wrong_if(number, sudominoku::find_answer_fault(answer, std::get<sudominoku::Puzzle>(puzzle)));
            default: break;  // the table's formats: judge_grid_output()
        }
        return std::nullopt;
    }

    static std::optional<Judgement> wrong_if(int number, const std::optional<std::string>& fault) {
        if (!fault) return std::nullopt;
        return make_judgement(Verdict::wrong_answer, "puzzle " + std::to_string(number) + ": " + *fault);
    }

    // A classic grid's fault, with what a picture of it needs.
    static std::optional<Judgement> wrong_grid_if(int number, const Grid& answer, const Grid& puzzle) {
        const auto fault = answer_fault(answer, puzzle);
        if (!fault) return std::nullopt;
        Judgement judgement = *wrong_if(number, fault->what);
        judgement.answer = answer;
        judgement.puzzle = puzzle;
        judgement.fault_cells = fault->cells;
        return judgement;
    }

    static Judgement presentation(std::size_t line, const std::string& what) {
        return make_judgement(Verdict::presentation_error, "line " + std::to_string(line) + ": " + what);
    }

    Judgement end_of_output(std::string_view expected) const {
        const std::size_t line = reads_tokens() ? tokens_.line() : output_.line_number() + 1;
        return presentation(line, "expected " + std::string(expected) + ", found the end of the output");
    }

    // The next line (with `answer_line`, the next that is not blank or a
    // comment), or the fault of there being none or of its length.
    std::optional<Judgement> next_line(Line& line, std::string_view expected, bool answer_line = false) {
        if (!(answer_line ? next_puzzle_line(output_, line) : output_.next(line))) return end_of_output(expected);
        return next_line_checked(line);
    }
    // The fault of a line just read, if its length is one.
    static std::optional<Judgement> next_line_checked(const Line& line) {
        if (line.too_long) return presentation(line.number, too_long_message());
        return std::nullopt;
    }

    // BOJ 2580 as its special judge reads it: 81 tokens, ouf.readInt(1, 9) each.
    std::optional<Judgement> read_grid_tokens(int number, Grid& answer) {
        for (int cell = 0; cell < kCells; ++cell) {
            std::string_view token;
            std::size_t line = 0;
            if (!tokens_.next(token, line))
                return end_of_output("81 numbers (" + std::to_string(cell) + " so far)");
            const auto value = testlib::read_int(token);
            if (!value) return presentation(line, "expected an integer, found " + quote(token));
            if (*value < 1 || *value > 9)
                return wrong_if(number, cell_name(cell) + " holds " + std::to_string(*value) + ", not a digit 1..9");
            answer[cell] = static_cast<std::uint8_t>(*value);
        }
        return std::nullopt;
    }

    // BOJ 2580 with --strict: 9 lines of 9 numbers.
    std::optional<Judgement> read_spaced_rows(int number, Grid& answer) {
        std::optional<Judgement> out_of_range;  // the first number past 9, in the rules' order
        for (int row = 0; row < 9; ++row) {
            Line line;
            if (auto fault = next_line(line, "row " + std::to_string(row + 1))) return fault;
            const Tokens tokens = split_tokens(line.text);
            if (tokens.count != 9) return presentation(line.number, "expected 9 numbers, found " + std::to_string(tokens.count));
            for (int column = 0; column < 9; ++column) {
                const std::string_view token = tokens[column];
                const auto value = parse_int(token);
                if (!value || token[0] == '+' || token[0] == '-')
                    return presentation(line.number, "expected a number, found " + quote(token));
                // A Grid cell holds a byte: 265 must not pass for 9.
                if (*value > 9 && !out_of_range)
                    out_of_range = wrong_if(number, cell_name(cell_at(row, column)) + " holds " + std::to_string(*value) +
                                                        ", not a digit 1..9");
                answer[cell_at(row, column)] = static_cast<std::uint8_t>(std::min(*value, 10));
            }
        }
        return out_of_range;
    }

    // The line format: the 81 digits of each answer on a line of its own.
    std::optional<Judgement> read_answer_line(int number, Grid& answer) {
        Line line;
        if (auto fault = next_line(line, "the answer to puzzle " + std::to_string(number), true)) return fault;
        const Tokens tokens = split_tokens(line.text);
        if (tokens.count == 1 && tokens[0] == kUnsolvableLine)
            return wrong_if(number, "answered " + quote(kUnsolvableLine) + ", but the puzzle has a solution");
        std::string found;
        const auto digits = word_of_81(line.text, found);
        if (!digits) return presentation(line.number, "expected 81 digits on one line, found " + found);
        return read_digits(line, *digits, answer.data());
    }

    // BOJ 4574, compared as text: the next line without its trailing
    // whitespace. An output that stops short is a wrong answer there, as a
    // judge that compares text calls a missing case (PE is for layout).
    std::optional<Judgement> next_text_line(Line& line, std::string_view& text, std::string_view expected) {
        if (!output_.next(line))
            return make_judgement(Verdict::wrong_answer, "line " + std::to_string(output_.line_number() + 1) + ": expected " +
                                                             std::string(expected) + ", found the end of the output");
        if (auto fault = next_line_checked(line)) return fault;
        text = line.text.substr(0, line.text.find_last_not_of(" \t\r\v\f") + 1);
        return std::nullopt;
    }

    // BOJ 4574: "Puzzle k", numbered from 1 in input order.
    std::optional<Judgement> read_header(int number) {
        const std::string expected = "Puzzle " + std::to_string(number);
        Line line;
        std::string_view text;
        if (auto fault = next_text_line(line, text, quote(expected))) return fault;
        if (text == expected) return std::nullopt;
        return presentation(line.number, "expected " + quote(expected) + ", found " + (text.empty() ? "a blank line" : quote(line.text)));
    }

    // BOJ 4574: 9 lines of 9 digits, nothing before or between them.
    std::optional<Judgement> read_digit_rows(Grid& answer) {
        for (int row = 0; row < 9; ++row) {
            Line line;
            std::string_view text;
            if (auto fault = next_text_line(line, text, "row " + std::to_string(row + 1))) return fault;
            if (text.size() != 9)
                return presentation(line.number, "expected 9 digits, found " + (text.empty() ? "a blank line" : quote(line.text)));
            if (auto fault = read_digits(line, text, answer.data() + cell_at(row, 0))) return fault;
        }
        return std::nullopt;
    }

    static std::optional<Judgement> read_digits(const Line& line, std::string_view digits, std::uint8_t* cells) {
        for (std::size_t i = 0; i < digits.size(); ++i) {
            if (digits[i] < '0' || digits[i] > '9') return presentation(line.number, "expected a digit, found " + quote(digits.substr(i, 1)));
            cells[i] = static_cast<std::uint8_t>(digits[i] - '0');
        }
        return std::nullopt;
    }

    std::optional<Judgement> expect_nothing_more() {
        if (reads_tokens()) {
            if (tokens_.at_end()) return std::nullopt;
            std::string_view token;
            std::size_t line = 0;
            tokens_.next(token, line);
            return presentation(line, "unexpected text after the last answer");
        }
        Line line;
        if (!output_.next_non_blank(line)) return std::nullopt;
        return presentation(line.number, "unexpected text after the last answer");
    }

    Format format_;
    LineReader& output_;
    Layout layout_;
    testlib::TokenStream tokens_;
    int number_ = 0;
};

// A detected format's error, with the --format that reads the input when one does.
ReadError with_format_hint(ReadError error, std::optional<Format> named, LineReader& input) {
    if (named) return error;
    if (const auto formats = formats_that_read_rest(input); !formats.empty()) error.what += format_hint(formats);
    return error;
}

// The verdict as it stands once the reading is over: a read error is the
// judge's failure, and an output cut at its bound, or at a line that never
// ends, cannot be right whatever was read of it.
Judgement settled(Judgement judgement, const LineReader& output) {
    if (!output.error().empty()) return make_judgement(Verdict::fail, "output: read error: " + output.error());
    if (output.abandoned_line() != 0)
        return make_judgement(Verdict::presentation_error, "line " + std::to_string(output.abandoned_line()) + ": " + abandoned_message());
    if (output.over_limit())
        return make_judgement(Verdict::presentation_error, "the output runs on past " + std::to_string(output.byte_limit()) +
                                                               " bytes, far more than its answers take (an endless output?)");
    return judgement;
}

std::optional<Judgement> settled(std::optional<Judgement> fault, const LineReader& output) {
    if (!fault && output.error().empty() && output.abandoned_line() == 0 && !output.over_limit()) return std::nullopt;
    return settled(fault.value_or(make_judgement(Verdict::accepted, "")), output);
}

// The jury's answer judged: any fault of it is the judge's failure.
Judgement answer_failure(const Judgement& judgement) {
    if (judgement.verdict == Verdict::fail) return make_judgement(Verdict::fail, "answer" + judgement.detail.substr(6));  // "output: read error"
    return make_judgement(Verdict::fail, "answer: the jury's answer is not right: " + judgement.message);
}

// Why a puzzle of the input cannot be a test, or nullopt.
std::optional<std::string> input_fault(Format format, const AnyPuzzle& puzzle, int number) {
    if (std::holds_alternative<WideGrid>(puzzle)) return std::nullopt;  // a rules check: any grid read is a test
    if (const JudgeFormat* table_format = judge_format(format))
        return grid_input_fault(*table_format, std::get<GeneralGrid>(puzzle), number);
    return unsolvable_reason(puzzle, number);
}

}  // namespace

std::variant<JudgeInput, ReadError> read_judge_input(LineReader& input, std::optional<Format> format) {
    input.allow_lines_of(longest_line(format));
    JudgeInput result;
    if (!format) input.keep_lines(kHintInput);
    const auto chosen = choose_format(input, format);
    // An input that could not be read (a directory) is reported as such, not as empty.
    if (!input.error().empty()) return ReadError{0, "read error: " + input.error()};
    if (const auto* error = std::get_if<ReadError>(&chosen)) return with_format_hint(*error, format, input);
    result.format = std::get<Format>(chosen);
    auto read = read_all_puzzles(input, result.format);
    if (const auto* error = std::get_if<ReadError>(&read)) return with_format_hint(*error, format, input);
    if (!input.error().empty()) return ReadError{0, "read error: " + input.error()};
    const auto& puzzles = std::get<std::vector<PuzzleAt>>(read);
    if (puzzles.empty()) return ReadError{std::max<std::size_t>(input.line_number(), 1), "no puzzle in the input"};
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        if (auto reason = input_fault(result.format, puzzles[i].puzzle, static_cast<int>(i) + 1)) return ReadError{puzzles[i].line, *reason};
        result.puzzles.push_back(puzzles[i].puzzle);
    }
    return result;
}

Judgement make_judgement(Verdict verdict, std::string detail) {
    Judgement judgement;
    judgement.verdict = verdict;
    judgement.message = std::string(names_of(verdict).words) + ": " + detail;
    judgement.detail = std::move(detail);
    return judgement;
}

Judgement judge_output(const JudgeInput& input, LineReader& output, Layout layout) {
    std::size_t limit = kOutputSlack;
    for (const auto& puzzle : input.puzzles) limit += output_allowance(puzzle);
    output.limit_bytes(limit);
    const auto judge = make_output_judge(input.format, output, layout);
    for (const auto& puzzle : input.puzzles)
        if (auto fault = judge->next(puzzle)) return settled(*fault, output);
    if (auto fault = settled(judge->finish(), output)) return *fault;
    return make_judgement(Verdict::accepted, counted(static_cast<int>(input.puzzles.size()), "puzzle"));
}

std::unique_ptr<OutputJudge> make_output_judge(Format format, LineReader& output, Layout layout) {
    if (const JudgeFormat* table_format = judge_format(format)) return make_grid_output_judge(*table_format, output);
    return std::make_unique<ClassicOutputJudge>(format, output, layout);
}

std::size_t output_allowance(const AnyPuzzle& puzzle) {
    if (std::holds_alternative<WideGrid>(puzzle)) return kOutputBytesPerCell;  // a verdict word, not a grid: a cell's worth
    const auto* grid = std::get_if<GeneralGrid>(&puzzle);
    return kOutputBytesPerCell * static_cast<std::size_t>(grid ? grid->cells() : kCells);
}

Judgement check_in_step(LineReader& input, std::optional<Format> format, LineReader* answer, LineReader& output, Layout layout) {
    input.allow_lines_of(longest_line(format));
    if (!format) input.keep_lines(kHintInput);  // for the --format hint after a read error
    const auto chosen = choose_format(input, format);
    // An input that could not be read (a directory) is reported as such, not as empty.
    if (!input.error().empty()) return input_failure(ReadError{0, "read error: " + input.error()});
    if (const auto* error = std::get_if<ReadError>(&chosen)) return input_failure(with_format_hint(*error, format, input));
    const Format read_as = std::get<Format>(chosen);
    const auto answer_judge = answer ? make_output_judge(read_as, *answer, layout) : nullptr;
    const auto output_judge = make_output_judge(read_as, output, layout);
    std::size_t limit = kOutputSlack;
    std::optional<Judgement> verdict;
    int number = 0;
    // Each puzzle in turn: the input's, the answer's, the output's; a fault stops the reading.
    const auto error = for_each_puzzle(input, read_as, [&](PuzzleAt&& at) {
        if (auto reason = input_fault(read_as, at.puzzle, ++number)) verdict = input_failure(ReadError{at.line, *reason});
        limit += output_allowance(at.puzzle);
        if (!verdict && answer) {
            answer->limit_bytes(limit);
            if (auto fault = answer_judge->next(at.puzzle)) verdict = answer_failure(settled(*fault, *answer));
        }
        if (!verdict) {
            output.limit_bytes(limit);
            if (auto fault = output_judge->next(at.puzzle)) verdict = settled(*fault, output);
        }
        if (verdict) input.stop();
    });
    if (verdict) return *verdict;
    if (error) return input_failure(with_format_hint(*error, format, input));
    if (!input.error().empty()) return input_failure(ReadError{0, "read error: " + input.error()});
    if (number == 0) return input_failure(ReadError{std::max<std::size_t>(input.line_number(), 1), "no puzzle in the input"});
    if (answer)
        if (auto fault = settled(answer_judge->finish(), *answer)) return answer_failure(*fault);
    if (auto fault = settled(output_judge->finish(), output)) return *fault;
    return make_judgement(Verdict::accepted, counted(number, "puzzle"));
}

Judgement input_failure(const ReadError& error) {
    const std::string where = error.line == 0 ? "input" : "input:" + std::to_string(error.line);
    return make_judgement(Verdict::fail, where + ": " + error.what);
}

}  // namespace sudoku
