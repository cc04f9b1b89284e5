// One run of a contestant's program, judged and reported: what `test` and
// `stress` share.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

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
inline constexpr std::size_t kJsonErrorBytes = 4096;

// The first kExcerptLines lines of a program's stderr (each cut at
// kExcerptWidth), as "    stderr: ..." lines under a failing test's line.
std::string error_excerpt(std::string_view errors);
inline constexpr int kExcerptLines = 5;
inline constexpr std::size_t kExcerptWidth = 200;

// A private scratch file for a run's input, removed at the end; path() is
// empty when it could not be made (errno says why).
class ScratchInput {
public:
    ScratchInput();
    ~ScratchInput();
    ScratchInput(const ScratchInput&) = delete;
    ScratchInput& operator=(const ScratchInput&) = delete;
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

// The most of a failing run's output `stress` saves.
inline constexpr std::size_t kMaxSavedOutput = std::size_t{1} << 20;

// Saves a run's input as BASE.in and (the start of) its output as BASE.out,
// under a name no earlier file has (BASE-2 and so on), and says so on `out`
// ("saved the input as ... and the output as ..."); false, with the message
// on `err`, when that failed. With `outcome.output` unset only the input is
// saved.
bool save_run(const std::string& base, const std::string& input, const Outcome& outcome, Output& out, Output& err);

// The progress line `stress` keeps on stderr when it is a terminal (and not
// otherwise): each show() replaces it, clear() takes it away before a message.
class ProgressLine {
public:
    explicit ProgressLine(Output& err);
    void show(const std::string& text);
    void clear();

private:
    Output& err_;
    bool shown_;
};

// Colour on a terminal, unless NO_COLOR is set (https://no-color.org).
bool wants_colour(int fd);


}  // namespace sudoku::cli
