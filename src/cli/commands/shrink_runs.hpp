// Shrinking a failure by running the program (judging/shrink.hpp gives the
// moves): what `sudoku shrink` and `stress --shrink` share, and keeping the
// result as a test (`--save-to`).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "defaults.hpp"
#include "json.hpp"
#include "options.hpp"
#include "sudoku/io/output.hpp"
#include "sudoku/sandbox/process.hpp"
#include "sudoku/testgen/shrink.hpp"
#include "sudoku/judging/verdict.hpp"

namespace sudoku::cli {

struct ShrinkSettings {
    std::vector<std::string> program;
    ProcessLimits limits = default_limits();
    double budget_seconds = kDefaultBudgetSeconds;  // wall time after which no run starts
    std::string scratch;         // the file each try is written to
};

// The program fails on an input "the same way" as on the original when its
// verdict is the same one; a TLE counts when a second run gives one too.
// Runs the program on `text`: the verdict, confirmed as above; nullopt, with
// the message in `error`, when the scratch input cannot be written.
std::optional<Outcome> run_confirmed(const std::string& text, Format format, const ShrinkSettings& settings,
                                     std::string& error);

struct Shrunk {
    ShrinkResult result;
    Outcome outcome;       // the program's on the shrunk input
    double seconds = 0;    // wall time the shrinking took
    bool interrupted = false;  // by a signal (InterruptGuard::finishing()): the input is the smallest that failed so far
};
// Shrinks `input`, on which the program's verdict was `failure.verdict`; a
// progress line on a terminal (`err`). Nullopt when a try could not be written.
// Interrupted, it stops with the smallest input that failed so far; the
// outcome is then of the last input that failed, without its output when
// that was another input (its verdict is the same).
std::optional<Shrunk> shrink_failure(const ShrinkInput& input, const Outcome& failure, const ShrinkSettings& settings,
                                     Output& err);

// "shrunk from 56 blanks to 4 (1 case of 3) in 37 runs, 2.1s", as a line,
// with why it stopped short: the budget, or an interrupt.
std::string shrink_summary(const ShrinkInput& before, const Shrunk& shrunk);
// The same for --json: "from": 56, "to": 4 (blanks, or BOJ 4574's open
// cells), "runs", "seconds", "minimal" (no move left) and "interrupted".
JsonObject& add_shrink_summary(JsonObject& json, const ShrinkInput& before, const Shrunk& shrunk);

// What `stress` does with the failure it saved as BASE, beyond saving it:
// with --shrink, shrinks its input within `shrink_seconds`, prints the
// summary and the verdict and saves the shrunk input and output as
// BASE-shrunk; with --save-to, keeps the input (the shrunk one, if shrunk)
// as a test in DIR. False, said on `err`, when something could not be written.
// A signal while it shrinks: the smallest input so far is saved and kept as
// above, and sudoku dies of the signal.
struct FailureKeeping {
    std::vector<std::string> program;
    ProcessLimits limits = default_limits();
    std::optional<double> shrink_seconds;
    std::optional<std::string> save_to;
    bool json = false;  // the shrunk input's verdict and summary as one JSON line, saying where it was saved
};
bool shrink_and_keep(const std::string& base, const std::string& input, Format format, const Outcome& failure,
                     const FailureKeeping& keeping, bool colour, Output& out, Output& err);

// The right answer to `text` as the judge prints it (any right answer where
// several are).
std::string answer_of(const std::string& text, Format format);

// Keeps `input` as a test in `dir` (test_saving.hpp) and says where on
// `out` (and in `kept_as`, when given); false with the message on `err` when
// it could not be written.
bool save_as_test(const std::string& dir, const std::string& name, const std::string& input, Format format, Output& out,
                  Output& err, std::string* kept_as = nullptr);

}  // namespace sudoku::cli
