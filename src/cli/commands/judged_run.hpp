// One run of a contestant's program, judged and reported: what `test` and
// `stress` share.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "json.hpp"
#include "sudoku/io/output.hpp"
#include "sudoku/judging/verdict.hpp"

namespace sudoku::cli {

// What `test` and `stress` settle before their first run: the sandbox, and
// how many runs go at once: `jobs`, capped at the processors sudoku may use
// (with a note on `err`), since a run starved of CPU gets a verdict it would
// not get on a judge. Nullopt, with the message on `err`, when
// --sandbox=cgroup asked for what cannot be had.
struct RunSetup {
    SandboxReport sandbox;
    int jobs = 1;
};
std::optional<RunSetup> set_up_runs(const ProcessLimits& limits, int jobs, Output& err);

// The judge's reading of an input this tool made (generated or shrunk). One
// that does not read is this tool's bug: thrown as std::logic_error, which
// main() reports as one message.
JudgeInput judge_input_of(const std::string& text, Format format);

// Runs `program` on the file `input_path` and judges what it prints.
Outcome run_and_judge(const JudgeInput& input, const std::vector<std::string>& program, const std::string& input_path,
                      const ProcessLimits& limits);

// "AC  0.012s  3.1MB  name", with "  (reason)" after a failure; the verdict
// coloured when asked.
std::string report_line(const Outcome& outcome, std::string_view name, bool colour);

// The same as one JSON object on a line: {"test": ..., "verdict": "AC",
// "time": 0.012, "memory_mb": 3.1, "reason": "", "stderr": ""}, with the
// first kJsonErrorBytes of the program's stderr.
std::string json_line(const Outcome& outcome, std::string_view test);
// The same object, open for more fields (stress's seed, shrink's summary).
JsonObject json_of(const Outcome& outcome, std::string_view test);
inline constexpr std::size_t kJsonErrorBytes = 4096;

// The first kExcerptLines lines of a program's stderr (each cut at
// kExcerptWidth), as "    stderr: ..." lines under a failing test's line.
std::string error_excerpt(std::string_view errors);
inline constexpr int kExcerptLines = 5;
inline constexpr std::size_t kExcerptWidth = 200;

}  // namespace sudoku::cli
