// POJ 3076 and UVa 1309 (one problem): 16x16 grids of 16 lines of 16
// letters A-P, '-' blank, a blank line between grids, to the end of the
// input; the answers the same way. The solution is unique.
#include "formats.hpp"
#include "grid_text.hpp"

namespace sudoku::formats {

GridInput poj3076_read(LineReader& input) {
    GridCases cases;
    while (more_to_read(input)) {
        auto read = read_rows(input, 4, CellText::letters);
        if (auto* error = std::get_if<ReadError>(&read)) return {std::move(cases), *error};
        const auto& grid = std::get<ReadGrid>(read);
        if (auto error = clash_error(grid, CellText::letters)) return {std::move(cases), *error};
        cases.push_back(grid.as_case());
    }
    return {std::move(cases), std::nullopt};
}

void poj3076_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        blank_line_between(i, out);
        write_rows(puzzles[i], CellText::letters, out);
    }
}

bool poj3076_write_answer(const GridAnswer& answer, std::size_t index, std::string& out) {
    if (answer.outcome != GridOutcome::solved) return false;
    blank_line_between(index, out);
    write_rows(answer.solution, CellText::letters, out);
    return true;
}

}  // namespace sudoku::formats
