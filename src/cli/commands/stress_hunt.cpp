#include "stress_hunt.hpp"

#include <chrono>
#include <optional>
#include <utility>

#include "interrupts.hpp"
#include "judged_run.hpp"
#include "saved_runs.hpp"
#include "shrink_runs.hpp"
#include "terminal.hpp"
#include "options.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/system.hpp"
#include "sudoku/judging/checker.hpp"
#include "sudoku/testgen/hunt.hpp"
#include "sudoku/pipeline/solve.hpp"

namespace sudoku::cli {
namespace {

using Clock = std::chrono::steady_clock;

struct Run {
    Hunt::Proposal proposal;
    Outcome outcome;
};

std::string seconds_text(double seconds) { return format_number("%.1fs", seconds); }

// A run's report: its line (`name` says which) and where it was saved
// (without its output when it was right), a TLE's confirmation between; with
// --json one object with stress --json's keys, and "confirmed" or "slowest".
bool report_and_save(const Run& run, const std::string& name, bool with_output, const std::optional<Outcome>& confirmation,
                     bool json, bool colour, Output& out, Output& err) {
    Outcome saved = run.outcome;
    if (!with_output) saved.output.reset();
    const std::string base = "stress-" + std::to_string(run.proposal.seed);
    if (!json) {
        out.write(report_line(run.outcome, name, colour));
        if (confirmation)
            out.write("confirmed by a second run: " + std::string(names_of(confirmation->verdict).code) + " " +
                      format_number("%.3fs", confirmation->seconds) + "\n");
        return save_run(base, run.proposal.input, saved, out, err);
    }
    std::string said, saved_as;
    Output unsaid(said);
    if (!save_run(base, run.proposal.input, saved, unsaid, err, &saved_as)) return false;
    JsonObject line = json_of(run.outcome, saved_as + ".in");
    line.unsigned_integer("seed", run.proposal.seed);
    if (saved.output) line.text("output", saved_as + ".out");
    if (confirmation) line.text("confirmed", names_of(confirmation->verdict).code).number("confirmed_time", confirmation->seconds, "%.3f");
    if (!with_output) line.boolean("slowest", true);
    out.write(line.line());
    return true;
}

// "N runs in 3.1s, 1 failed", the last line; {"runs", "seconds", "failed"} with --json.
std::string summary(int runs, double seconds, int failed, bool json) {
    if (json) return JsonObject().integer("runs", runs).number("seconds", seconds, "%.1f").integer("failed", failed).line();
    return std::to_string(runs) + " runs in " + seconds_text(seconds) + ", " + std::to_string(failed) + " failed" +
           (failed ? "" : ": no TLE within the budget") + "\n";
}

// Ends the hunt at a failure: the verdict (a TLE with its confirmation), the
// files saved, the count; exit 1, or 2 when something could not be written.
int report_failure(const HuntSettings& settings, const Run& run, const std::optional<Outcome>& confirmation, int runs,
                   double seconds, bool colour, Output& out, Output& err) {
    if (!report_and_save(run, "seed " + std::to_string(run.proposal.seed), true, confirmation, settings.json, colour, out, err))
        return static_cast<int>(ExitStatus::write_error);
    if (!shrink_and_keep("stress-" + std::to_string(run.proposal.seed), run.proposal.input, settings.options.format,
                         run.outcome, {settings.program, settings.limits, settings.shrink_seconds, settings.save_to, settings.json},
                         colour, out, err))
        return static_cast<int>(ExitStatus::write_error);
    out.write(summary(runs, seconds, 1, settings.json));
    return print_and_exit(out, err, "") == 0 ? 1 : static_cast<int>(ExitStatus::write_error);
}

// The budget ran out: the slowest input, saved without its (right) output.
bool report_slowest(const Run& slowest, bool json, bool colour, Output& out, Output& err) {
    return report_and_save(slowest, "seed " + std::to_string(slowest.proposal.seed) + "  (the slowest input)", false,
                           std::nullopt, json, colour, out, err);
}

// The program under the limits, on each proposal through one scratch input.
class ProgramRuns {
public:
    explicit ProgramRuns(const HuntSettings& settings) : settings_(settings) {}
    const std::string& scratch_path() const { return scratch_.path(); }  // empty: not made (errno says why)
    int count() const { return count_; }

    std::optional<Outcome> run(const Hunt::Proposal& proposal, Output& err) {
        if (const int error = write_file(scratch_.path(), proposal.input)) {
            err.write("sudoku: " + quote_name(scratch_.path()) + ": " + system_error_text(error) + "\n");
            return std::nullopt;
        }
        const JudgeInput input = judge_input_of(proposal.input, settings_.options.format);
        ++count_;
        return run_and_judge(input, settings_.program, scratch_.path(), settings_.limits);
    }

private:
    const HuntSettings& settings_;
    ScratchInput scratch_;
    int count_ = 0;
};

}  // namespace

int hunt_slow_input(const HuntSettings& settings, Output& out, Output& err) {
    InterruptGuard interrupts;
    ProgramRuns programs(settings);
    if (programs.scratch_path().empty()) {
        err.write("sudoku: cannot make a scratch file: " + system_error_text(errno) + "\n");
        return static_cast<int>(ExitStatus::write_error);
    }
    interrupts.remove_on_signal(programs.scratch_path());
    ProgressLine progress(err);
    const bool colour = wants_colour(os::kStandardOutput);
    const auto start = Clock::now();
    const auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
    Hunt hunt(settings.options, settings.seed);
    std::optional<Run> slowest;
    while (elapsed() < settings.budget_seconds) {
        auto proposal = hunt.next();
        if (!proposal) {
            progress.clear();
            err.write("sudoku: no puzzle with these options was found within the attempts\n");
            return kNoPuzzleFound;
        }
        if (slowest && elapsed() >= settings.budget_seconds) break;  // the move took the rest of the budget
        auto outcome = programs.run(*proposal, err);
        if (!outcome) return static_cast<int>(ExitStatus::write_error);
        std::optional<Outcome> confirmation;
        if (outcome->verdict == Verdict::time_limit) {
            // A busy machine can make one run slow: a TLE counts when a second run has one too.
            confirmation = programs.run(*proposal, err);
            if (!confirmation) return static_cast<int>(ExitStatus::write_error);
            if (confirmation->verdict != Verdict::time_limit) outcome = std::exchange(confirmation, std::nullopt);
        }
        if (outcome->verdict != Verdict::accepted) {  // a confirmed TLE, or a wrong answer on the way
            progress.clear();
            return report_failure(settings, {*proposal, *outcome}, confirmation, programs.count(), elapsed(), colour, out, err);
        }
        hunt.measured(outcome->seconds);
        if (!slowest || outcome->seconds > slowest->outcome.seconds) slowest = Run{*proposal, *outcome};
        progress.show("hunt " + seconds_text(elapsed()) + "/" + seconds_text(settings.budget_seconds) + "  run " +
                      std::to_string(programs.count()) + "  slowest " + format_number("%.3fs", slowest->outcome.seconds));
        if (out.error() == EPIPE) interrupts.broken_output();
    }
    progress.clear();
    if (slowest && !report_slowest(*slowest, settings.json, colour, out, err)) return static_cast<int>(ExitStatus::write_error);
    out.write(summary(programs.count(), elapsed(), 0, settings.json));
    const int written = print_and_exit(out, err, "");
    if (out.error() == EPIPE) interrupts.broken_output();
    return written;
}

}  // namespace sudoku::cli
