// SPOJ SUDOKU: a line with K (at most 10), then K 16x16 grids of letters
// A-P, '-' blank, single blank lines between them; the answers the same way,
// a blank line between them. The solution is unique.
#include "formats.hpp"
#include "grid_text.hpp"

namespace sudoku::formats {

GridInput spoj_sudoku_read(LineReader& input) {
    GridCases cases;
    const auto count = read_count(input, "the number of grids", 0, 10);
    if (auto* error = std::get_if<ReadError>(&count)) return {std::move(cases), *error};
    for (int i = 0; i < std::get<int>(count); ++i) {
        auto read = read_rows(input, 4, CellText::letters);
        if (auto* error = std::get_if<ReadError>(&read)) return {std::move(cases), *error};
        const auto& grid = std::get<ReadGrid>(read);
        if (auto error = clash_error(grid, CellText::letters)) return {std::move(cases), *error};
        cases.push_back(grid.as_case());
    }
    if (auto error = expect_end(input, "the last grid")) return {std::move(cases), *error};
    return {std::move(cases), std::nullopt};
}

void spoj_sudoku_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    out += std::to_string(puzzles.size()) + "\n";
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        blank_line_between(i, out);
        write_rows(puzzles[i], CellText::letters, out);
    }
}

bool spoj_sudoku_write_answer(const GridAnswer& answer, std::size_t index, std::string& out) {
    if (answer.outcome != GridOutcome::solved) return false;
    blank_line_between(index, out);
    write_rows(answer.solution, CellText::letters, out);
    return true;
}

}  // namespace sudoku::formats
