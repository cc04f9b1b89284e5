// Kattis sudokunique: boards of 9 lines of 9 space-separated digits, 0
// blank, a blank line between boards, to the end of the input. The answer
// is the solution, "Non-unique" or "Find another job" (no solution, clashing
// givens included); a blank line between answers.
#include "sudoku/io/judge_formats.hpp"
#include "grid_text.hpp"

namespace sudoku::formats {
namespace {

std::optional<ReadError> kattis_sudokunique_read(LineReader& input, const CaseSink& sink) {
    return read_grids(input, 3, CellText::numbers, kToTheEnd, Clashes::are_cases, sink);
}

void kattis_sudokunique_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    write_grids(puzzles, CellText::numbers, true, out);
}

bool kattis_sudokunique_write_answer(const GridAnswer& answer, std::size_t index, std::string& out) {
    blank_line_between(index, out);
    switch (answer.outcome) {
        case GridOutcome::solved: write_rows(answer.solution, CellText::numbers, out); break;
        case GridOutcome::several: out += "Non-unique\n"; break;
        case GridOutcome::no_solution:
        case GridOutcome::clash: out += "Find another job\n"; break;
    }
    return true;
}

}  // namespace

extern const FormatCodec kattis_sudokunique;  // a row's of judge_formats.cpp
const FormatCodec kattis_sudokunique{kattis_sudokunique_read, kattis_sudokunique_write_input, kattis_sudokunique_write_answer};

}  // namespace sudoku::formats
