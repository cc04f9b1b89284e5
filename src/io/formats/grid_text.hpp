// The pieces the judge formats are made of: a grid's rows as each judge
// writes them, a line holding one count, and the end of the input. Each
// format's file (one per judge problem) puts them together.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>

#include "sudoku/core/general_grid.hpp"
#include "sudoku/core/grid_answers.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/tokenizer.hpp"

namespace sudoku::formats {

// How a row's cells are written:
//   digits   "103000509"           one character per cell, '0' (or '.') blank
//   marks    "712?6?358"           one character per cell, '?' blank
//   numbers  "1 0 3 0 0 0 5 0 9"   space-separated numbers 0..side, 0 blank
//   spaced_marks "7 1 2 ? 6 ? 3 5 8"  space-separated numbers 1..side, '?' blank
//   letters  "--A----C-----O-I"    'A' for 1 and on, '-' (or '.') blank
enum class CellText { digits, marks, numbers, spaced_marks, letters };

// One grid of box size `box`: its side rows, each on the next non-blank line.
// Clashing givens are left to the caller (some judges answer them).
struct ReadGrid {
    GeneralGrid grid;
    std::array<std::size_t, GeneralGrid::kMaxSide> row_lines{};
    GridCase as_case() const { return {grid, row_lines[0], {}}; }
};
std::variant<ReadGrid, ReadError> read_rows(LineReader& input, int box, CellText text);
void write_rows(const GeneralGrid& grid, CellText text, std::string& out);

// Grids one after another, each to `sink`: `count` of them, or with
// kToTheEnd as long as a non-blank line is left. The first error ends it;
// clashing givens are one where the judge promises none.
inline constexpr int kToTheEnd = -1;
enum class Clashes { are_errors, are_cases };
std::optional<ReadError> read_grids(LineReader& input, int box, CellText text, int count, Clashes clashes, const CaseSink& sink);

// Grids one after another, a blank line between them when `blank_between`.
void write_grids(std::span<const GeneralGrid> grids, CellText text, bool blank_between, std::string& out);

// The next non-blank line as one integer in [low, high], named `what` in errors.
std::variant<int, ReadError> read_count(LineReader& input, std::string_view what, int low, int high);

// Nothing but blank lines left.
std::optional<ReadError> expect_end(LineReader& input, std::string_view after);

// Whether another grid follows (a non-blank line is left to read).
bool more_to_read(LineReader& input);

// The clash of a case's givens as a reader's error, for the judges that promise none.
std::optional<ReadError> clash_error(const ReadGrid& read, CellText text);

// Separators between answers: a blank line before every answer but the first.
void blank_line_between(std::size_t index, std::string& out);

}  // namespace sudoku::formats
