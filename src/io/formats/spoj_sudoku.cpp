// SPOJ SUDOKU: a line with K (at most 10), then K 16x16 grids of letters
// A-P, '-' blank, single blank lines between them; the answers the same way,
// a blank line between them. The solution is unique.
#include "sudoku/io/judge_formats.hpp"
#include "grid_text.hpp"

namespace sudoku::formats {

extern const FormatCodec poj3076;  // the same grids

namespace {

std::optional<ReadError> spoj_sudoku_read(LineReader& input, const CaseSink& sink) {
    const auto count = read_count(input, "the number of grids", 0, 10);
    if (const auto* error = std::get_if<ReadError>(&count)) return *error;
    if (auto error = read_grids(input, 4, CellText::letters, std::get<int>(count), Clashes::are_errors, sink)) return error;
    return expect_end(input, "the last grid");
}

void spoj_sudoku_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    out += std::to_string(puzzles.size()) + "\n";
    write_grids(puzzles, CellText::letters, true, out);
}

bool spoj_sudoku_write_answer(const GridAnswer& answer, std::size_t index, std::string& out) {
    return poj3076.write_answer(answer, index, out);  // a blank line between them
}

}  // namespace

extern const FormatCodec spoj_sudoku;  // a row's of judge_formats.cpp
const FormatCodec spoj_sudoku{spoj_sudoku_read, spoj_sudoku_write_input, spoj_sudoku_write_answer};

}  // namespace sudoku::formats
