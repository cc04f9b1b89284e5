// POJ 3435 Sudoku Checker (NEERC 2005, Far-Eastern Subregion): a number N
// (1 to 10), then the N²×N² grid's N⁴ numbers 0..N², 0 blank, separated by
// whitespace (the statement's sample writes a row per line). One grid per
// input. The answer is CORRECT when no row, column or N×N box repeats a
// digit, else INCORRECT: whether the grid can be completed is not asked.
// Past 25x25, so the grid is a WideGrid.
#include <algorithm>
#include <string>

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

// The statement asks for whitespace only, so the numbers may break lines anywhere.
std::optional<ReadError> read_numbers(LineReader& input, WideGrid& grid, std::size_t& first_line) {
    Line line;
    int cell = 0;
    while (cell < grid.cells()) {
        if (!input.next_non_blank(line))
            return ReadError{std::max<std::size_t>(input.line_number(), 1),
                             "unexpected end of input: expected " + std::to_string(grid.cells()) + " numbers, found " + std::to_string(cell)};
        if (line.too_long) return ReadError{line.number, too_long_message()};
        if (cell == 0) first_line = line.number;
        std::size_t at = 0;
        while (true) {
            at = line.text.find_first_not_of(" \t", at);
            if (at == std::string_view::npos) break;
            const std::size_t end = std::min(line.text.find_first_of(" \t", at), line.text.size());
            const std::string_view token = line.text.substr(at, end - at);
            const auto value = parse_int(token);
            if (!value || *value < 0 || *value > grid.side())
                return ReadError{line.number, "expected a number 0 to " + std::to_string(grid.side()) + ", found " + quote(token)};
            if (cell == grid.cells()) return ReadError{line.number, "unexpected text after the grid"};
            grid.set(cell++, *value);
            at = end;
        }
    }
    return std::nullopt;
}

std::optional<ReadError> poj3435_read(LineReader& input, const CaseSink& sink) {
    const auto box = read_count(input, "the box size n", 1, WideGrid::kMaxBoxSize);
    if (const auto* error = std::get_if<ReadError>(&box)) return *error;
    GridCase read;
    read.wide = WideGrid(std::get<int>(box));
    if (auto error = read_numbers(input, *read.wide, read.line)) return error;
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
