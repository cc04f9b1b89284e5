// Format detection: the first non-blank line decides. Lines starting with
// '#' before it are passed over, but only the line format may have them.
//   nine tokens                          BOJ 2580 (classic, one grid)
//   one integer                          BOJ 4574 (Sudominoku, cases ending with 0)
//   81 characters of 1-9, '0' and '.'    the line format (one puzzle per line)
#pragma once

#include <optional>
#include <string_view>
#include <variant>
#include <vector>

#include "sudoku/sudominoku.hpp"
#include "sudoku/tokenizer.hpp"

namespace sudoku {

enum class Format { boj2580, boj4574, line };

// Looks at the first non-blank line and puts it back, so the chosen reader sees
// the rest of the input from there. An empty input, or a first line that fits no format, is an error.
std::variant<Format, ReadError> detect_format(LineReader& input);

// `chosen` when there is one (--format), else detect_format().
std::variant<Format, ReadError> choose_format(LineReader& input, std::optional<Format> chosen);

// Every puzzle of an input in `format`, with the line where each begins, or
// the first error the format's reader finds: for the tools that need the
// whole input before they start (the checker, the validator). A classic
// puzzle has no dominoes.
struct PuzzleAt {
    sudominoku::Puzzle puzzle;
    std::size_t line = 0;
};
std::variant<std::vector<PuzzleAt>, ReadError> read_all_puzzles(LineReader& input, Format format);

// The names --format takes: "2580", "4574", "line".
std::optional<Format> parse_format_name(std::string_view name);
std::string_view format_name(Format format);

// True for an 81-character puzzle line (digits and '.' only).
bool looks_like_puzzle_line(std::string_view text);

}  // namespace sudoku
