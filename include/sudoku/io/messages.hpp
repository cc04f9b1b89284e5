// The wording every message shares, whichever layer writes it: lower case,
// no trailing period, places named as people count them (from 1), input
// quoted so that a message stays one readable line whatever the input held.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "sudoku/core/grid.hpp"
#include "sudoku/io/tokenizer.hpp"

namespace sudoku {

// Naming places: "row 3", "column 4", "box 5"; "row 3, column 4" for a cell.
std::string unit_name(int unit);
std::string cell_name(int cell);
std::string describe(const Clash& clash);  // "digit 5 appears twice in column 2: at ... and at ..."

// Puzzles the pipeline and the judges report on:
std::string no_solution_message(int puzzle);  // "puzzle <k> has no solution"
std::string search_limit_message(int puzzle, std::uint64_t max_placements);  // "puzzle <k>: search limit of <n> ..."

std::string system_error_text(int error);           // strerror(error) in lower case, as messages want
std::string too_long_message(std::size_t limit = kMaxLineLength);  // "line is too long (over 4096 characters)"
std::string abandoned_message();                    // "the line runs past 64 MiB without a newline: ..."
std::string counted(int n, std::string_view noun);  // "1 field", "3 fields"
std::string listed(std::span<const std::string_view> words);  // "a, b or c"
std::string format_number(const char* pattern, double value);  // printf of one double: "%.3fs" gives "0.012s"

// Quoting input in messages: 'token', shortened past 20 characters, with bytes
// that are not printable ASCII shown as \xHH so that a message stays one
// readable line whatever the input held.
std::string quote(std::string_view token);

// "expected 'A', found 'B'" for two texts that differ; where the first
// difference lies past what quote() shows, both are shown around it instead:
// "differs at character 81: expected '...72782965341', found '...72782965345'".
std::string expected_found(std::string_view expected, std::string_view found);

// A file name in a message: as it is when every byte is printable (UTF-8
// included), else quoted whole with control bytes escaped ('a\nb'), so that
// a name cannot split a message or forge another line, as GNU tools do.
std::string quote_name(std::string_view name);

}  // namespace sudoku
