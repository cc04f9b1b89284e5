// Codeforces 1335D Anti-Sudoku: a line with t, then t solved grids of 9 lines
// of 9 digits 1-9, no spaces; the answer to each, the grid with at most 9
// cells changed so that every row, column and box holds a digit twice,
// written the same way. Any such grid is right (a special judge).
#include <algorithm>

#include "grid_text.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/messages.hpp"

namespace sudoku::formats {
namespace {

// A grid the statement calls solved: no blank, and no two equal digits in a house.
std::optional<ReadError> read_solved_grid(LineReader& input, const CaseSink& sink) {
    auto rows = read_rows(input, 3, CellText::digits);
    if (auto* error = std::get_if<ReadError>(&rows)) return *error;
    const ReadGrid& read = std::get<ReadGrid>(rows);
    for (int cell = 0; cell < kCells; ++cell)
        if (read.grid[cell] == 0)
            return ReadError{read.row_lines[static_cast<std::size_t>(cell / 9)],
                             cell_name(cell) + " is blank: the input grids are solved"};
    if (auto error = clash_error(read, CellText::digits)) return error;
    sink(read.as_case());
    return std::nullopt;
}

std::optional<ReadError> cf1335d_read(LineReader& input, const CaseSink& sink) {
    const auto count = read_count(input, "the number of grids", 0, 1'000'000);
    if (const auto* error = std::get_if<ReadError>(&count)) return *error;
    for (int i = 0; i < std::get<int>(count); ++i)
        if (auto error = read_solved_grid(input, sink)) return error;
    return expect_end(input, "the last grid");
}

void cf1335d_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    out += std::to_string(puzzles.size()) + "\n";
    write_grids(puzzles, CellText::digits, false, out);
}

bool cf1335d_write_answer(const GridAnswer& answer, std::size_t, std::string& out) {
    if (answer.outcome != GridOutcome::solved) return false;  // the reader lets no unsolved grid through
    write_rows(answer.solution, CellText::digits, out);
    return true;
}

}  // namespace

extern const FormatCodec cf1335d;  // a row's of judge_formats.cpp
const FormatCodec cf1335d{cf1335d_read, cf1335d_write_input, cf1335d_write_answer};

}  // namespace sudoku::formats
