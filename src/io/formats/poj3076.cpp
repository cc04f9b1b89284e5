// POJ 3076, UVa 1309 and ZOJ 3122 (one problem): 16x16 grids of 16 lines
// of 16 letters A-P, '-' blank, a blank line between grids, to the end of
// the input; the answers the same way, a blank line between them. The
// solution is unique. ZOJ 3122's copies disagree on the blank line (AcWing
// 169 asks for one after every answer, a write-up of the ZOJ problem for one
// between and none after the last); both public accepted ZOJ 3122 solutions
// print it between, as here, and a judge that ignores trailing blank lines
// takes either.
#include "sudoku/io/judge_formats.hpp"
#include "grid_text.hpp"

namespace sudoku::formats {
namespace {

std::optional<ReadError> poj3076_read(LineReader& input, const CaseSink& sink) {
    return read_grids(input, 4, CellText::letters, kToTheEnd, Clashes::are_errors, sink);
}

void poj3076_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    write_grids(puzzles, CellText::letters, true, out);
}

bool poj3076_write_answer(const GridAnswer& answer, std::size_t index, std::string& out) {
    if (answer.outcome != GridOutcome::solved) return false;
    blank_line_between(index, out);
    write_rows(answer.solution, CellText::letters, out);
    return true;
}

}  // namespace

extern const FormatCodec poj3076;  // a row's of judge_formats.cpp
const FormatCodec poj3076{poj3076_read, poj3076_write_input, poj3076_write_answer};

}  // namespace sudoku::formats
