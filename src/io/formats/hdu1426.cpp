// HDU 1426 (Sudoku Killer): grids of 9 lines of 9 space-separated cells,
// '?' blank, a blank line between grids, to the end of the input; each
// solution written the same way, a blank line between them (none after the
// last). The statement promises one solution.
#include "sudoku/io/judge_formats.hpp"
#include "grid_text.hpp"

namespace sudoku::formats {
namespace {

std::optional<ReadError> hdu1426_read(LineReader& input, const CaseSink& sink) {
    return read_grids(input, 3, CellText::spaced_marks, kToTheEnd, Clashes::are_errors, sink);
}

void hdu1426_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    write_grids(puzzles, CellText::spaced_marks, true, out);
}

bool hdu1426_write_answer(const GridAnswer& answer, std::size_t index, std::string& out) {
    if (answer.outcome != GridOutcome::solved) return false;
    blank_line_between(index, out);
    write_rows(answer.solution, CellText::spaced_marks, out);
    return true;
}

}  // namespace

extern const FormatCodec hdu1426;  // a row's of judge_formats.cpp
const FormatCodec hdu1426{hdu1426_read, hdu1426_write_input, hdu1426_write_answer};

}  // namespace sudoku::formats
