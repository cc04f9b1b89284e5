// Problems reported in the house style, "sudoku: <file>:<line>: <what>" on
// stderr, after every answer that came before them is out on stdout.
#pragma once

#include <cstddef>
#include <string_view>

#include "sudoku/io/output.hpp"
#include "sudoku/io/tokenizer.hpp"

namespace sudoku {

// Flushes `out` first, so that the answers before the problem come before the message.
void report(Output& out, Output& err, std::string_view name, std::size_t line, std::string_view what);
void report(Output& out, Output& err, std::string_view name, std::string_view what);  // no line number

// Reports that read(2) failed on `input` ("read error: is a directory"); false when it did not.
bool report_read_failure(const LineReader& input, Output& out, Output& err, std::string_view name);

}  // namespace sudoku
