// UVa 989 (Su Doku): cases of a line with n (1 to 3), then n² lines of n²
// space-separated numbers, 0 blank, a blank line between cases, to the end of the input. The answer is
// the lexicographically smallest solution, written the same way, or
// "NO SOLUTION" (clashing givens too); a blank line between answers.
#include "sudoku/io/judge_formats.hpp"
#include "grid_text.hpp"

namespace sudoku::formats {
namespace {

std::optional<ReadError> uva989_read(LineReader& input, const CaseSink& sink) {
    while (more_to_read(input)) {
        const auto box = read_count(input, "the box size n", 1, 3);
        if (const auto* error = std::get_if<ReadError>(&box)) return *error;
        if (auto error = read_grids(input, std::get<int>(box), CellText::numbers, 1, Clashes::are_cases, sink)) return error;
    }
    return std::nullopt;
}

void uva989_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        blank_line_between(i, out);
        out += std::to_string(puzzles[i].box_size()) + "\n";
        write_rows(puzzles[i], CellText::numbers, out);
    }
}

bool uva989_write_answer(const GridAnswer& answer, std::size_t index, std::string& out) {
    blank_line_between(index, out);
    if (answer.outcome == GridOutcome::solved) write_rows(answer.solution, CellText::numbers, out);
    else out += "NO SOLUTION\n";
    return true;
}

}  // namespace

extern const FormatCodec uva989;  // a row's of judge_formats.cpp
const FormatCodec uva989{uva989_read, uva989_write_input, uva989_write_answer};

}  // namespace sudoku::formats
