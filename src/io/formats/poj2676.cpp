// POJ 2676 (also Luogu P10481): a line with T, then T grids of 9 lines of 9
// digits with no spaces, 0 blank; any solution, written the same way, grids
// one after another.
#include "sudoku/io/judge_formats.hpp"
#include "grid_text.hpp"

namespace sudoku::formats {
namespace {

std::optional<ReadError> poj2676_read(LineReader& input, const CaseSink& sink) {
    const auto count = read_count(input, "the number of puzzles", 0, 1'000'000);
    if (const auto* error = std::get_if<ReadError>(&count)) return *error;
    if (auto error = read_grids(input, 3, CellText::digits, std::get<int>(count), Clashes::are_errors, sink)) return error;
    return expect_end(input, "the last puzzle");
}

void poj2676_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    out += std::to_string(puzzles.size()) + "\n";
    write_grids(puzzles, CellText::digits, false, out);
}

bool poj2676_write_answer(const GridAnswer& answer, std::size_t, std::string& out) {
    if (answer.outcome != GridOutcome::solved) return false;
    write_rows(answer.solution, CellText::digits, out);
    return true;
}

}  // namespace

extern const FormatCodec poj2676;  // a row's of judge_formats.cpp
const FormatCodec poj2676{poj2676_read, poj2676_write_input, poj2676_write_answer};

}  // namespace sudoku::formats
