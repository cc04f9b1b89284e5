// BOJ 2580, the judge's classic format: 9 lines of 9 whitespace-separated
// digits, 0 (or '.') for a blank. Output: 9 lines of 9 digits separated by
// single spaces, each ending in '\n'.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "sudoku/core/grid.hpp"
#include "sudoku/io/tokenizer.hpp"

namespace sudoku {

// Reads the one grid of the input. Blank lines are skipped; anything after the
// ninth row but blank lines is an error. Givens that clash are an error too,
// reported on the line of the later of the two.
std::variant<Grid, ReadError> read_boj2580(LineReader& input);
inline constexpr std::string_view kTextAfterLastRow = "unexpected text after the 9th row";

void write_boj2580(const Grid& grid, std::string& out);

}  // namespace sudoku
