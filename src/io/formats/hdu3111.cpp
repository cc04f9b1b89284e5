// HDU 3111: a line with the number of grids, then grids of 9 lines of 9
// characters, '?' blank, a line "---" between grids. The answer is the
// solution, written the same way, or "impossible" (clashing givens too); a
// "---" line between answers. A solvable grid has one solution.
#include <algorithm>

#include "sudoku/io/judge_formats.hpp"
#include "grid_text.hpp"
#include "sudoku/io/messages.hpp"

namespace sudoku::formats {
namespace {
namespace {

constexpr std::string_view kSeparator = "---";

std::optional<ReadError> expect_separator(LineReader& input) {
    Line line;
    if (!input.next_non_blank(line))
        return ReadError{std::max<std::size_t>(input.line_number(), 1), "unexpected end of input: expected '---' before the next grid"};
    const Tokens tokens = split_tokens(line.text);
    if (tokens.count != 1 || tokens[0] != kSeparator) return ReadError{line.number, "expected '---' between grids, found " + quote(line.text)};
    return std::nullopt;
}

}  // namespace

std::optional<ReadError> hdu3111_read(LineReader& input, const CaseSink& sink) {
    const auto count = read_count(input, "the number of grids", 0, 1'000'000);
    if (const auto* error = std::get_if<ReadError>(&count)) return *error;
    for (int i = 0; i < std::get<int>(count); ++i) {
        if (i > 0)
            if (auto error = expect_separator(input)) return error;
        if (auto error = read_grids(input, 3, CellText::marks, 1, Clashes::are_cases, sink)) return error;
    }
    return expect_end(input, "the last grid");
}

void hdu3111_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    out += std::to_string(puzzles.size()) + "\n";
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        if (i > 0) out.append(kSeparator).append("\n");
        write_rows(puzzles[i], CellText::marks, out);
    }
}

bool hdu3111_write_answer(const GridAnswer& answer, std::size_t index, std::string& out) {
    if (index > 0) out.append(kSeparator).append("\n");
    if (answer.outcome == GridOutcome::solved) write_rows(answer.solution, CellText::marks, out);
    else out += "impossible\n";
    return true;
}

}  // namespace

extern const FormatCodec hdu3111;  // a row's of judge_formats.cpp
const FormatCodec hdu3111{hdu3111_read, hdu3111_write_input, hdu3111_write_answer};

}  // namespace sudoku::formats
