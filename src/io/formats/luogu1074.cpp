// Luogu P1074 (NOIP 2009 senior, the target Sudoku): one grid of 9 lines of
// 9 space-separated digits, 0 blank, at least 24 givens; the answer is one
// line, the largest target score of its solutions (core/target_score.hpp),
// or -1 when it has none. Clashing givens are bad input: the statement gives
// a Sudoku, and its published accepted solutions disagree on them (some
// answer -1, others a score), so no judge's data holds them. Both samples of the
// statement end each row but the last with a space, as its input is written.
#include "sudoku/core/target_score.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "grid_text.hpp"

namespace sudoku::formats {
namespace {

std::optional<ReadError> luogu1074_read(LineReader& input, const CaseSink& sink) {
    if (auto error = read_grids(input, 3, CellText::numbers, 1, Clashes::are_errors, sink)) return error;
    return expect_end(input, "the 9th row");
}

void luogu1074_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    std::string rows;
    write_grids(puzzles, CellText::numbers, false, rows);
    for (std::size_t at = 0; at < rows.size(); ++at) {
        if (rows[at] == '\n' && at + 1 < rows.size()) out += ' ';
        out += rows[at];
    }
}

bool luogu1074_write_answer(const GridAnswer& answer, std::size_t, std::string& out) {
    const int score = answer.outcome == GridOutcome::solved ? target::score_of(to_classic(answer.solution)) : -1;
    out += std::to_string(score) + "\n";
    return true;
}

}  // namespace

extern const FormatCodec luogu1074;  // a row's of judge_formats.cpp
const FormatCodec luogu1074{luogu1074_read, luogu1074_write_input, luogu1074_write_answer};

}  // namespace sudoku::formats
