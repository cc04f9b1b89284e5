// BOJ 2239: 9 lines of 9 digits with no spaces, 0 blank; the answer is the
// lexicographically smallest solution, written the same way, compared exactly.
#include "formats.hpp"
#include "grid_text.hpp"

namespace sudoku::formats {

GridInput boj2239_read(LineReader& input) {
    GridCases cases;
    auto read = read_rows(input, 3, CellText::digits);
    if (auto* error = std::get_if<ReadError>(&read)) return {std::move(cases), *error};
    const auto& grid = std::get<ReadGrid>(read);
    if (auto error = clash_error(grid, CellText::digits)) return {std::move(cases), *error};
    cases.push_back(grid.as_case());
    if (auto error = expect_end(input, "the 9th row")) return {std::move(cases), *error};
    return {std::move(cases), std::nullopt};
}

void boj2239_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    write_rows(puzzles.front(), CellText::digits, out);
}

bool boj2239_write_answer(const GridAnswer& answer, std::size_t, std::string& out) {
    if (answer.outcome != GridOutcome::solved) return false;
    write_rows(answer.solution, CellText::digits, out);
    return true;
}

}  // namespace sudoku::formats
