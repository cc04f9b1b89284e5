// The verdict on one run of a contestant's program, as `test` and `stress`
// print it: from what the run did (process.hpp) and what the checker says of
// its output (checker.hpp). Deciding only; running is process.hpp's.
#pragma once

#include <string>

#include "sudoku/judging/checker.hpp"
#include "sudoku/sandbox/process.hpp"

namespace sudoku {

struct Outcome {
    Verdict verdict = Verdict::fail;
    std::string reason;   // empty for AC
    double seconds = 0;   // CPU time of the program and its descendants
    long peak_kib = 0;    // the most memory its processes held at once
    std::shared_ptr<SpilledOutput> output;  // what the program printed, when it ran
    std::string error_start;  // the start of what it wrote on stderr (kKeptErrorBytes at most)
    // For a wrong classic grid: the grid read, its puzzle and the cells at fault.
    std::optional<Grid> answer, puzzle;
    std::vector<int> fault_cells;
    std::string saved_as;  // where the output was saved, if it was
};

// A test that could not be run or judged: FAIL and why.
Outcome failed_test(std::string reason);
// "cannot run 'x': command not found": the sandbox's StartError in words.
std::string start_error_text(const StartError& error);

// The verdict on `run`, a run of the program on `input` under `limits`.
Outcome judge_run(const JudgeInput& input, ProcessResult run, const ProcessLimits& limits);

}  // namespace sudoku
