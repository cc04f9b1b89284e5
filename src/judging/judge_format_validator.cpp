// Validating the judges' formats of the table: the layout is the one the
// format's own input writer produces (the statement's, byte for byte), so
// each format states its layout once; then each puzzle as the statement
// promises it.
#include "judge_format_validator.hpp"

#include <algorithm>
#include <deque>
#include <span>

#include "judge_format_checker.hpp"
#include "sudoku/io/messages.hpp"

namespace sudoku {
namespace {

std::string shown_line(std::string_view text) {
    if (text.empty()) return "a blank line";
    return quote(text);
}

// The canonical layout in pieces, from the format's own input writer: what
// comes before the first puzzle (a count line), each puzzle's lines (the
// format's text between puzzles before every one but the first), and what
// comes after the last ("end").
struct CanonicalPieces {
    const JudgeFormat& format;
    bool counted = false;
    std::string footer;

    explicit CanonicalPieces(const JudgeFormat& format) : format(format) {
        format.write_input({}, footer);
        counted = footer.starts_with("0\n");
        if (counted) footer.erase(0, 2);
    }

    std::string block(const GeneralGrid& puzzle, std::size_t index) const {
        std::string text;
        format.write_input(std::span(&puzzle, 1), text);
        if (counted) text.erase(0, 2);  // "1\n"
        text.resize(text.size() - footer.size());
        return (index > 0 ? std::string(format.between) : "") + text;
    }
};

// The input's lines compared in order with the canonical layout's as each
// puzzle gives them. Lines wait only between two puzzles (blank lines the
// lenient reader passes over, the next puzzle's rows): past kKept of them
// the difference is among those kept, which start with two blank lines
// where no puzzle's lines do.
class LayoutStream {
public:
    explicit LayoutStream(const ValidateOptions& options) : options_(options) {}

    // A line as the reader reads it; false when it ends the check.
    std::optional<ReadError> add_input_line(const Line& line) {
        if (line.crlf && !options_.allow_crlf) return ReadError{line.number, "CRLF line ending (--allow-crlf accepts it)"};
        last_line_ = line.number;
        if (got_.size() < kKept) got_.push_back({line.number, std::string(line.text), line.newline});
        return std::nullopt;
    }

    void add_canonical(std::string_view text) {
        LineReader lines(text);
        Line line;
        while (lines.next(line)) want_.emplace_back(line.text);
    }

    // The first difference of the lines both sides have.
    std::optional<ReadError> compare() {
        for (; !got_.empty() && !want_.empty(); got_.pop_front(), want_.pop_front()) {
            const auto& [number, got, newline] = got_.front();
            const std::string& want = want_.front();
            if (got != want)
                return ReadError{number, got.empty() || want.empty() ? "expected " + shown_line(want) + ", found " + shown_line(got)
                                                                     : expected_found(want, got)};
            if (!newline) return ReadError{number, "the last line has no final newline"};
        }
        return std::nullopt;
    }

    // At the end of the input, once the canonical layout is whole.
    std::optional<ReadError> finish() {
        if (auto difference = compare()) return difference;
        if (!got_.empty()) return ReadError{got_.front().number, "unexpected text after the end of the input, found " + shown_line(got_.front().text)};
        if (!want_.empty()) return ReadError{last_line_ + 1, "expected " + shown_line(want_.front()) + ", found the end of the input"};
        return std::nullopt;
    }

private:
    // More than one puzzle's lines, the most of which are POJ 3435's 101 (N and 100 rows).
    static constexpr std::size_t kKept = 128;
    struct InputLine {
        std::size_t number;
        std::string text;
        bool newline;
    };
    const ValidateOptions& options_;
    std::deque<InputLine> got_;
    std::deque<std::string> want_;
    std::size_t last_line_ = 0;
};

}  // namespace

std::optional<ReadError> find_judge_format_violation(LineReader& input, const SeenLines& seen, const JudgeFormat& format,
                                                     const ValidateOptions& options) {
    const CanonicalPieces pieces(format);
    LayoutStream layout(options);
    std::optional<ReadError> violation;
    const auto found = [&](std::optional<ReadError> error) {
        if (!error || violation) return;
        violation = std::move(error);
        input.stop();
    };
    bool header = !pieces.counted;
    const auto observe = [&](const Line& line) {
        // The count line, the first that is not blank: canonical when it is
        // its own number written plainly (that it counts the puzzles, and
        // that it is a number at all, the reader checks).
        if (!header && !is_blank(line.text)) {
            header = true;
            const Tokens tokens = split_tokens(line.text);
            if (const auto count = tokens.count == 1 ? parse_int(tokens[0]) : std::nullopt) {
                layout.add_canonical(std::to_string(*count) + "\n");
                // Where testlib's readInt(1, max) stops: at the count, not after the puzzles.
                if (format.max_cases > 0 && *count > format.max_cases)
                    found(ReadError{line.number, "the count is " + std::to_string(*count) + ": " + std::string(format.problem) + " allows " +
                                                     counted(format.max_cases, "puzzle") + " in an input"});
            }
        }
        found(layout.add_input_line(line));
    };
    for (const SeenLine& line : seen) observe(line.line());
    if (violation) return violation;
    input.on_each_line(observe);
    std::size_t index = 0;
    const auto error = format.read(input, [&](GridCase&& grid_case) {
        if (violation) return;
        if (grid_case.wide) {
            std::string text;
            write_wide_input(*grid_case.wide, text);
            layout.add_canonical(text);
        } else layout.add_canonical(pieces.block(grid_case.puzzle, index));
        found(layout.compare());
        const int number = static_cast<int>(++index);
        if (format.max_cases > 0 && number > format.max_cases)
            found(ReadError{grid_case.line, "puzzle " + std::to_string(number) + ": " + std::string(format.problem) + " allows " +
                                                counted(format.max_cases, "puzzle") + " in an input"});
        // A rules check answers any grid the reader lets through.
        auto fault = violation || grid_case.wide ? std::nullopt : grid_input_fault(format, grid_case.puzzle, number);
        // --unique holds to one solution the problems whose answer is a grid alone: where it says a kind, several is one.
        if (!fault && !violation && options.unique && format.answer_kinds.empty() && count_grid_solutions(grid_case.puzzle, 2) > 1)
            fault = "puzzle " + std::to_string(number) + " has several solutions, the statement promises one";
        if (fault) found(ReadError{grid_case.line, *fault});
    });
    input.on_each_line(nullptr);
    if (violation) return violation;
    if (error) return error;
    if (index == 0) return ReadError{1, "no puzzle in the input"};
    layout.add_canonical(pieces.footer);
    return layout.finish();
}

}  // namespace sudoku
