// The validator's half for the judges' formats of the table (judge_formats.hpp).
#pragma once

#include <optional>
#include <string_view>

#include "sudoku/io/judge_formats.hpp"
#include "sudoku/judging/validator.hpp"

namespace sudoku {

// The first violation of the statement in `text`: its layout exactly as the
// format writes an input, every line ending in "\n" ("\r\n" with
// allow_crlf); then each puzzle solvable where the judge has no answer for
// one without, and unique where the statement (or --unique) says so.
std::optional<ReadError> find_judge_format_violation(LineReader& input, const JudgeFormat& format, const ValidateOptions& options);

}  // namespace sudoku
