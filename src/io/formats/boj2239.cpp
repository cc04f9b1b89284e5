// BOJ 2239: 9 lines of 9 digits with no spaces, 0 blank; the answer is the
// lexicographically smallest solution, written the same way, compared exactly.
#include "sudoku/io/judge_formats.hpp"
#include "grid_text.hpp"

namespace sudoku::formats {
namespace {

std::optional<ReadError> boj2239_read(LineReader& input, const CaseSink& sink) {
    if (auto error = read_grids(input, 3, CellText::digits, 1, Clashes::are_errors, sink)) return error;
    return expect_end(input, "the 9th row");
}

void boj2239_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    write_grids(puzzles, CellText::digits, false, out);
}

bool boj2239_write_answer(const GridAnswer& answer, std::size_t, std::string& out) {
    if (answer.outcome != GridOutcome::solved) return false;
    write_rows(answer.solution, CellText::digits, out);
    return true;
}

}  // namespace

extern const FormatCodec boj2239;  // a row's of judge_formats.cpp
const FormatCodec boj2239{boj2239_read, boj2239_write_input, boj2239_write_answer};

}  // namespace sudoku::formats
