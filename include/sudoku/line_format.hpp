// The line format in which puzzles are exchanged by the million: one puzzle
// per line, 81 characters row-major, '1'-'9' for a given and '.' or '0' for a
// blank. Blank lines and lines starting with '#' carry no puzzle.
// Output: the 81-digit solution on a line of its own.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "sudoku/grid.hpp"
#include "sudoku/tokenizer.hpp"

namespace sudoku {

bool is_comment_or_blank(std::string_view text);

// Reads the puzzle on one line (white space around it is allowed). Clashing
// givens are an error, as in every reader.
std::variant<Grid, ReadError> parse_puzzle_line(const Line& line);

void write_line(const Grid& grid, std::string& out);

}  // namespace sudoku
