// POJ 3074 (also OpenJudge 2984, e-olymp 3524, BOJ 7681): one puzzle per
// line, 81 characters, '.' blank, until a line "end"; each answer the 81
// digits of the solution on a line of its own. The solution is unique.
#include "sudoku/io/judge_formats.hpp"
#include "grid_text.hpp"
#include "sudoku/io/line_format.hpp"

namespace sudoku::formats {
namespace {

std::optional<ReadError> poj3074_read(LineReader& input, const CaseSink& sink) {
    Line line;
    while (input.next_non_blank(line)) {
        const Tokens tokens = split_tokens(line.text);
        if (tokens.count == 1 && tokens[0] == "end") return expect_end(input, "\"end\"");
        const auto read = parse_puzzle_line(line);
        if (const auto* error = std::get_if<ReadError>(&read)) return *error;
        sink({from_classic(std::get<Grid>(read)), line.number, {}});
    }
    return std::nullopt;  // a missing "end" is forgiven, as a lenient reader does
}

void poj3074_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    for (const auto& puzzle : puzzles) {
        for (int cell = 0; cell < puzzle.cells(); ++cell) out += puzzle[cell] == 0 ? '.' : static_cast<char>('0' + puzzle[cell]);
        out += '\n';
    }
    out += "end\n";
}

bool poj3074_write_answer(const GridAnswer& answer, std::size_t, std::string& out) {
    if (answer.outcome != GridOutcome::solved) return false;
    write_line(to_classic(answer.solution), out);
    return true;
}

}  // namespace

extern const FormatCodec poj3074;  // a row's of judge_formats.cpp
const FormatCodec poj3074{poj3074_read, poj3074_write_input, poj3074_write_answer};

}  // namespace sudoku::formats
