// One run of a contestant's program, judged: what `test` and `stress` share.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "sudoku/judge.hpp"
#include "sudoku/process.hpp"

namespace sudoku::cli {

struct Outcome {
    std::string verdict;  // AC, WA, PE, TLE, RE, OLE, FAIL
    std::string reason;   // empty for AC
    double seconds = 0;   // CPU time (wall time for TLE)
    long peak_kib = 0;
    std::string output;   // what the program printed
};

// A test that could not be run or judged: FAIL and why.
Outcome failed_test(std::string reason);

// Runs `program` on the file `input_path` and judges what it prints.
Outcome run_and_judge(const JudgeInput& input, const std::vector<std::string>& program, const std::string& input_path,
                      const ProcessLimits& limits);

// "AC  0.012s  3.1MB  name", with "  (reason)" after a failure; the verdict
// coloured when asked.
std::string report_line(const Outcome& outcome, std::string_view name, bool colour);

// Colour on a terminal, unless NO_COLOR is set (https://no-color.org).
bool wants_colour(int fd);

std::string format_number(const char* pattern, double value);  // printf of one double

}  // namespace sudoku::cli
