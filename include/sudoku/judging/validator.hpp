// Strict reading of a judge input against the statement, as a testlib
// validator does: what the judge promises, not what the solver tolerates.
// The layout is checked line by line here; what the lenient readers already
// refuse (clashing givens, cells used twice, dominoes on cells that are not
// adjacent...) is left to them, so each rule is written once.
#pragma once

#include <optional>
#include <string_view>

#include "sudoku/io/format.hpp"
#include "sudoku/io/tokenizer.hpp"

namespace sudoku {

struct ValidateOptions {
    std::optional<Format> format;  // nullopt: detect it
    bool allow_crlf = false;
    bool unique = false;           // 2580 and line: one solution, not just one or more
};

// The first violation in `text` (with its line), or nullopt when it keeps the statement:
//   BOJ 2580  9 lines of 9 digits 0..9 separated by single spaces; at least one solution
//   BOJ 4574  cases of N (10..35), N lines "U LU V LV", a line of 9 locations,
//             upper-case A-I and 1-9 only, single spaces; a final "0"; one solution grid each
//   line      lines of 81 characters 0-9 or '.'; at least one solution each
// Every line ends in "\n" (the last one too), "\r\n" only with allow_crlf; no
// blank lines, no leading or trailing spaces, nothing after the end.
// The input is read once, a puzzle at a time, in memory that does not grow
// with it: a violation is the first in the order the lines come.
std::optional<ReadError> find_violation(LineReader& input, const ValidateOptions& options);
std::optional<ReadError> find_violation(std::string_view text, const ValidateOptions& options);

}  // namespace sudoku
