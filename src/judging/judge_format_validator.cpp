// Validating the judges' formats of the table: the layout is the one the
// format's own input writer produces (the statement's, byte for byte), so
// each format states its layout once; then each puzzle as the statement
// promises it.
#include "judge_format_validator.hpp"

#include <algorithm>

#include "judge_format_checker.hpp"
#include "sudoku/io/messages.hpp"

namespace sudoku {
namespace {

std::string without_crs_before_newlines(std::string_view text) {
    std::string result;
    result.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i)
        if (!(text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')) result += text[i];
    return result;
}

std::string shown_line(std::string_view text) {
    if (text.empty()) return "a blank line";
    return quote(text);
}

// The first line where `text` leaves the canonical layout.
std::optional<ReadError> layout_difference(std::string_view text, std::string_view canonical) {
    std::size_t line = 1, at = 0;
    for (;;) {
        const std::size_t text_end = std::min(text.find('\n', at), text.size());
        const std::size_t want_end = std::min(canonical.find('\n', at), canonical.size());
        const std::string_view got = text.substr(at, text_end - at), want = canonical.substr(at, want_end - at);
        if (got != want || (text_end == text.size()) != (want_end == canonical.size())) {
            if (at >= canonical.size()) return ReadError{line, "unexpected text after the end of the input, found " + shown_line(got)};
            if (at >= text.size()) return ReadError{line, "expected " + shown_line(want) + ", found the end of the input"};
            if (got == want) return ReadError{line, "the last line has no final newline"};
            return ReadError{line, "expected " + shown_line(want) + ", found " + shown_line(got)};
        }
        if (text_end == text.size()) return std::nullopt;
        at = text_end + 1;
        ++line;
    }
}

}  // namespace

std::optional<ReadError> find_judge_format_violation(std::string_view text, const JudgeFormat& format, const ValidateOptions& options) {
    const std::string plain = options.allow_crlf ? without_crs_before_newlines(text) : std::string(text);
    if (!options.allow_crlf && plain.find("\r\n") != std::string::npos) {
        const auto line = static_cast<std::size_t>(std::count(plain.begin(), plain.begin() + static_cast<std::ptrdiff_t>(plain.find("\r\n")), '\n')) + 1;
        return ReadError{line, "CRLF line ending (--allow-crlf accepts it)"};
    }
    LineReader input(plain);
    const GridInput read = read_grid_input(format, input);
    if (read.error) return read.error;
    if (read.cases.empty()) return ReadError{1, "no puzzle in the input"};
    std::vector<GeneralGrid> puzzles;
    for (const auto& grid_case : read.cases) puzzles.push_back(grid_case.puzzle);
    std::string canonical;
    format.write_input(puzzles, canonical);
    if (auto difference = layout_difference(plain, canonical)) return difference;
    for (std::size_t i = 0; i < read.cases.size(); ++i) {
        auto fault = grid_input_fault(format, read.cases[i].puzzle, static_cast<int>(i) + 1);
        // --unique holds to one solution the problems whose answer is a grid alone: where it says a kind, several is one.
        if (!fault && options.unique && format.answer_kinds.empty() && count_grid_solutions(read.cases[i].puzzle, 2) > 1)
            fault = "puzzle " + std::to_string(i + 1) + " has several solutions, the statement promises one";
        if (fault) return ReadError{read.cases[i].line, *fault};
    }
    return std::nullopt;
}

}  // namespace sudoku
