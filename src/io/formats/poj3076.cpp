// POJ 3076 and UVa 1309 (one problem): 16x16 grids of 16 lines of 16
// letters A-P, '-' blank, a blank line between grids, to the end of the
// input; the answers the same way. The solution is unique.
#include "formats.hpp"
#include "grid_text.hpp"

namespace sudoku::formats {

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

}  // namespace sudoku::formats
