// Format detection: the first non-blank line decides. Lines starting with
// '#' before it are passed over, but only the line format may have them.
//   nine tokens                          BOJ 2580 (classic, one grid)
//   one integer                          BOJ 4574 (Sudominoku, cases ending with 0)
//   81 characters of 1-9, '0' and '.'    the line format (one puzzle per line)
#pragma once

#include <optional>
#include <string_view>
#include <variant>

#include "sudoku/io/tokenizer.hpp"

namespace sudoku {

enum class Format { boj2580, boj4574, line };

// Looks at the first non-blank line and puts it back, so the chosen reader sees
// the rest of the input from there. An empty input, or a first line that fits no format, is an error.
std::variant<Format, ReadError> detect_format(LineReader& input);

// `chosen` when there is one (--format), else detect_format().
std::variant<Format, ReadError> choose_format(LineReader& input, std::optional<Format> chosen);

// The names --format takes: "2580", "4574", "line".
std::optional<Format> parse_format_name(std::string_view name);
std::string_view format_name(Format format);

}  // namespace sudoku
