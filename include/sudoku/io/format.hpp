// Format detection: the first non-blank line decides. Lines starting with
// '#' before it are passed over, but only the line format may have them.
//   nine tokens                          BOJ 2580 (classic, one grid)
//   one integer                          BOJ 4574 (Sudominoku, cases ending with 0)
//   81 characters of 1-9, '0' and '.'    the line format (one puzzle per line)
//   9 digits, no spaces                  BOJ 2239
//   16 letters A-P and '-'               POJ 3076 (UVa 1309 is the same)
// The other judges' formats look like one of these (a count first, as BOJ
// 4574; boards of nine numbers, as BOJ 2580) and are named with --format.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "sudoku/io/tokenizer.hpp"

namespace sudoku {

// The three formats with readers and drivers of their own, then the judges'
// problems in the order of judge_formats.cpp's table, each row's value its
// place there. The first rows have names, for the code that refers to them
// (the table checks each); a new row needs none.
enum class Format : unsigned char {
    boj2580, boj4574, line,
    boj2239, poj2676, poj3074, poj3076, uva1309, spoj_sudoku, uva989, kattis_sudokunique, uva10957,
};
inline constexpr int kFirstJudgeFormat = static_cast<int>(Format::line) + 1;

// Looks at the first non-blank line and puts it back, so the chosen reader sees
// the rest of the input from there. An empty input, or a first line that fits no format, is an error.
std::variant<Format, ReadError> detect_format(LineReader& input);

// `chosen` when there is one (--format), else detect_format().
std::variant<Format, ReadError> choose_format(LineReader& input, std::optional<Format> chosen);

// The names --format takes: "2580" (or "boj2580"), "4574" (or "boj4574"),
// "line", and each judge format's name in the table.
std::optional<Format> parse_format_name(std::string_view name);
std::string_view format_name(Format format);
// What a user reads of it (`sudoku --list=formats`, the manual): plain text.
std::string_view format_about(Format format);
// Every format, the three with drivers of their own first, then the table's.
std::vector<Format> every_format();
// Every name --format takes but "auto", for messages: "2580, 4574, line, boj2239, ...".
std::string format_names();

}  // namespace sudoku
