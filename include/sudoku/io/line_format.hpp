// The line format in which puzzles are exchanged by the million: one puzzle
// per line, 81 characters row-major, '1'-'9' for a given and '.' or '0' for a
// blank. Blank lines and lines starting with '#' carry no puzzle.
// Output: the 81-digit solution on a line of its own.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "sudoku/core/grid.hpp"
#include "sudoku/io/tokenizer.hpp"

namespace sudoku {

// The answer line of a puzzle that has none, and of a line that is not a
// puzzle: never 81 digits, so no one takes them for a solution.
inline constexpr std::string_view kUnsolvableLine = "unsolvable";
inline constexpr std::string_view kInvalidLine = "invalid";

// Reading:
bool is_comment_or_blank(std::string_view text);
// The next line that may hold a puzzle (not blank, not a comment); false at the end.
bool next_puzzle_line(LineReader& input, Line& line);
// Exactly 81 characters, each a digit or '.': the shape of a puzzle, nothing around it.
bool is_puzzle_text(std::string_view text);
// A line holding one word of that shape, white space around it allowed.
bool looks_like_puzzle_line(std::string_view text);
// The line's one word of 81 characters, or nullopt with `found` saying what
// the line held instead ("80 characters", "2 words").
std::optional<std::string_view> word_of_81(std::string_view text, std::string& found);

// Reads the puzzle on one line (white space around it is allowed). Clashing
// givens are an error, as in every reader, unless left to the solver: it
// finds no solution for them, and only then does a caller need find_clash()
// to say why (on an easy puzzle the check cost a twentieth of solving it).
enum class Clashes { are_errors, left_to_solver };
std::variant<Grid, ReadError> parse_puzzle_line(const Line& line, Clashes clashes = Clashes::are_errors);

// Writing:
void write_line(const Grid& grid, std::string& out);

}  // namespace sudoku
