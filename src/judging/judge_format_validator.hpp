// The validator's half for the judges' formats of the table (judge_formats.hpp).
#pragma once

#include <deque>
#include <optional>
#include <string>
#include <string_view>

#include "sudoku/io/judge_formats.hpp"
#include "sudoku/judging/validator.hpp"

namespace sudoku {

// The first violation of the statement in `text`: its layout exactly as the
// format writes an input, every line ending in "\n" ("\r\n" with
// allow_crlf); then each puzzle solvable where the judge has no answer for
// one without, and unique where the statement (or --unique) says so.
// A line as read, kept past the next read: the lines format detection read
// (blank ones, then the first that is not, put back), which the layout
// check must see too.
struct SeenLine {
    std::size_t number = 0;
    std::string text;
    bool crlf = false, newline = false;
    std::size_t dropped = 0;
    Line line() const { return Line{number, text, false, dropped, crlf, newline}; }
};
using SeenLines = std::deque<SeenLine>;
inline constexpr std::size_t kSeenLinesKept = 64;  // past a run of blank lines this long, the first is the violation

// `seen`: the lines read before, the last of them put back.
std::optional<ReadError> find_judge_format_violation(LineReader& input, const SeenLines& seen, const JudgeFormat& format,
                                                     const ValidateOptions& options);

}  // namespace sudoku
