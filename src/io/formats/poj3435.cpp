// POJ 3435 Sudoku Checker (NEERC 2005, Far-Eastern Subregion): a number N
// (1 to 10), then the N²×N² grid's N⁴ numbers 0..N², 0 blank, separated by
// whitespace (the statement's sample writes a row per line, which validate
// holds to). One grid per input. The answer is CORRECT when no row, column
// or N×N box repeats a digit, else INCORRECT: whether the grid can be
// completed is not asked. Past 25x25, so the grid is a WideGrid.
#include <algorithm>
#include <string>
#include <string_view>
#include <variant>

#include "grid_text.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/messages.hpp"

namespace sudoku {

void write_wide_input(const WideGrid& grid, std::string& out) {
    out += std::to_string(grid.box_size()) + "\n";
    for (int row = 0; row < grid.side(); ++row)
        for (int column = 0; column < grid.side(); ++column) {
            out += std::to_string(grid.at(row, column));
            out += column + 1 < grid.side() ? ' ' : '\n';
        }
}

namespace formats {
namespace {

// The statement asks for whitespace only: N and the numbers may share lines
// and break them anywhere, so they are read a token at a time.
class WhitespaceTokens {
public:
    explicit WhitespaceTokens(LineReader& input) : input_(input) {}

    // The next token, from the next non-blank line when this one has no more;
    // empty at the end of the input.
    std::variant<std::string_view, ReadError> next() {
        while (!on_line_ || !more_on_line()) {
            if (!input_.next_non_blank(line_)) return std::string_view{};
            if (line_.too_long) return ReadError{line_.number, too_long_message(input_.max_line_length())};
            on_line_ = true;
            at_ = 0;
        }
        const std::size_t end = std::min(line_.text.find_first_of(" \t", at_), line_.text.size());
        const std::string_view token = line_.text.substr(at_, end - at_);
        at_ = end;
        return token;
    }
    bool more_on_line() {
        at_ = std::min(line_.text.find_first_not_of(" \t", at_), line_.text.size());
        return at_ < line_.text.size();
    }
    std::size_t line() const { return std::max<std::size_t>(input_.line_number(), 1); }

private:
    LineReader& input_;
    Line line_;
    bool on_line_ = false;
    std::size_t at_ = 0;
};

// The next token as a number in [low, high]: `expected` names it when it is
// not one, `at_end` when the input has ended.
std::variant<int, ReadError> read_number(WhitespaceTokens& tokens, int low, int high, const std::string& expected, const std::string& at_end) {
    const auto token = tokens.next();
    if (const auto* error = std::get_if<ReadError>(&token)) return *error;
    const std::string_view text = std::get<std::string_view>(token);
    if (text.empty()) return ReadError{tokens.line(), "unexpected end of input: expected " + at_end};
    const auto value = parse_int(text);
    if (!value || *value < low || *value > high) return ReadError{tokens.line(), "expected " + expected + ", found " + quote(text)};
    return *value;
}

std::optional<ReadError> poj3435_read(LineReader& input, const CaseSink& sink) {
    WhitespaceTokens tokens(input);
    const int most = WideGrid::kMaxBoxSize;
    const auto box = read_number(tokens, 1, most, "the box size n (1 to " + std::to_string(most) + ")", "the box size n");
    if (const auto* error = std::get_if<ReadError>(&box)) return *error;
    GridCase read;
    read.line = tokens.line();
    read.wide = WideGrid(std::get<int>(box));
    WideGrid& grid = *read.wide;
    const std::string number = "a number 0 to " + std::to_string(grid.side()), all = std::to_string(grid.cells()) + " numbers";
    for (int cell = 0; cell < grid.cells(); ++cell) {
        const auto value = read_number(tokens, 0, grid.side(), number, all + ", found " + std::to_string(cell));
        if (const auto* error = std::get_if<ReadError>(&value)) return *error;
        grid.set(cell, std::get<int>(value));
    }
    if (tokens.more_on_line()) return ReadError{tokens.line(), "unexpected text after the grid"};
    sink(std::move(read));
    return expect_end(input, "the grid");
}

// The table's writers take GeneralGrids (n up to 5); gen and validate write every grid of it with write_wide_input.
void poj3435_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    for (const GeneralGrid& puzzle : puzzles) {
        WideGrid grid(puzzle.box_size());
        for (int cell = 0; cell < puzzle.cells(); ++cell) grid.set(cell, puzzle[cell]);
        write_wide_input(grid, out);
    }
}

bool poj3435_write_answer(const GridAnswer& answer, std::size_t, std::string& out) {
    out += answer.outcome == GridOutcome::solved ? "CORRECT\n" : "INCORRECT\n";
    return true;
}

}  // namespace

extern const FormatCodec poj3435;  // a row's of judge_formats.cpp
const FormatCodec poj3435{poj3435_read, poj3435_write_input, poj3435_write_answer};

}  // namespace formats
}  // namespace sudoku
