// UVa 10957 (So Doku Checker): grids of 9 lines of 9 space-separated digits,
// 0 blank, blank lines between them, to the end of the input. The answer to
// grid k is one line: "Case k: Illegal." (givens clash), "Unique.",
// "Ambiguous." or "Impossible.".
#include "sudoku/io/judge_formats.hpp"
#include "grid_text.hpp"

namespace sudoku::formats {

extern const FormatCodec kattis_sudokunique;  // the same boards

namespace {

std::optional<ReadError> uva10957_read(LineReader& input, const CaseSink& sink) {
    return kattis_sudokunique.read(input, sink);
}

void uva10957_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    kattis_sudokunique.write_input(puzzles, out);
}

bool uva10957_write_answer(const GridAnswer& answer, std::size_t index, std::string& out) {
    out += "Case " + std::to_string(index + 1) + ": ";
    switch (answer.outcome) {
        case GridOutcome::solved: out += "Unique.\n"; break;
        case GridOutcome::several: out += "Ambiguous.\n"; break;
        case GridOutcome::no_solution: out += "Impossible.\n"; break;
        case GridOutcome::clash: out += "Illegal.\n"; break;
    }
    return true;
}

}  // namespace

extern const FormatCodec uva10957;  // a row's of judge_formats.cpp
const FormatCodec uva10957{uva10957_read, uva10957_write_input, uva10957_write_answer};

}  // namespace sudoku::formats
