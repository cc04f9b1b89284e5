// One run of a contestant's program, judged and reported: what `test` and
// `stress` share.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "sudoku/judging/verdict.hpp"

namespace sudoku::cli {

// Runs `program` on the file `input_path` and judges what it prints.
Outcome run_and_judge(const JudgeInput& input, const std::vector<std::string>& program, const std::string& input_path,
                      const ProcessLimits& limits);

// "AC  0.012s  3.1MB  name", with "  (reason)" after a failure; the verdict
// coloured when asked.
std::string report_line(const Outcome& outcome, std::string_view name, bool colour);

// The same as one JSON object on a line: {"test": ..., "verdict": "AC",
// "time": 0.012, "memory_mb": 3.1, "reason": ""}.
std::string json_line(const Outcome& outcome, std::string_view test);
// A JSON string: quoted, with quotes, backslashes and control bytes escaped.
std::string json_string(std::string_view text);

// Colour on a terminal, unless NO_COLOR is set (https://no-color.org).
bool wants_colour(int fd);


}  // namespace sudoku::cli
