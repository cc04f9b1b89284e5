// Luogu P1784: one grid of 9 lines of 9 space-separated digits, 0 blank
// (BOJ 2580's input); the solution written the same way. Unlike BOJ 2580,
// which takes any solution, Luogu compares the text, so the puzzle must
// have one solution (the statement's hack data is hard, not ambiguous).
#include "sudoku/io/judge_formats.hpp"
#include "grid_text.hpp"

namespace sudoku::formats {
namespace {

std::optional<ReadError> luogu1784_read(LineReader& input, const CaseSink& sink) {
    if (auto error = read_grids(input, 3, CellText::numbers, 1, Clashes::are_errors, sink)) return error;
    return expect_end(input, "the 9th row");
}

void luogu1784_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    write_grids(puzzles, CellText::numbers, false, out);
}

bool luogu1784_write_answer(const GridAnswer& answer, std::size_t, std::string& out) {
    if (answer.outcome != GridOutcome::solved) return false;
    write_rows(answer.solution, CellText::numbers, out);
    return true;
}

}  // namespace

extern const FormatCodec luogu1784;  // a row's of judge_formats.cpp
const FormatCodec luogu1784{luogu1784_read, luogu1784_write_input, luogu1784_write_answer};

}  // namespace sudoku::formats
