// POJ 2676 (also Luogu P10481): a line with T, then T grids of 9 lines of 9
// digits with no spaces, 0 blank; any solution, written the same way, grids
// one after another.
#include "formats.hpp"
#include "grid_text.hpp"

namespace sudoku::formats {

GridInput poj2676_read(LineReader& input) {
    GridCases cases;
    const auto count = read_count(input, "the number of puzzles", 0, 1'000'000);
    if (auto* error = std::get_if<ReadError>(&count)) return {std::move(cases), *error};
    for (int i = 0; i < std::get<int>(count); ++i) {
        auto read = read_rows(input, 3, CellText::digits);
        if (auto* error = std::get_if<ReadError>(&read)) return {std::move(cases), *error};
        const auto& grid = std::get<ReadGrid>(read);
        if (auto error = clash_error(grid, CellText::digits)) return {std::move(cases), *error};
        cases.push_back(grid.as_case());
    }
    if (auto error = expect_end(input, "the last puzzle")) return {std::move(cases), *error};
    return {std::move(cases), std::nullopt};
}

void poj2676_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    out += std::to_string(puzzles.size()) + "\n";
    for (const auto& puzzle : puzzles) write_rows(puzzle, CellText::digits, out);
}

bool poj2676_write_answer(const GridAnswer& answer, std::size_t, std::string& out) {
    if (answer.outcome != GridOutcome::solved) return false;
    write_rows(answer.solution, CellText::digits, out);
    return true;
}

}  // namespace sudoku::formats
