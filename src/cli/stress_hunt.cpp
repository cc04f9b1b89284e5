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
#include "sudoku/judging/hunt.hpp"
#include "sudoku/pipeline/solve.hpp"

namespace sudoku::cli {
namespace {

using Clock = std::chrono::steady_clock;

struct Run {
    Hunt::Proposal proposal;
    Outcome outcome;
};

// Saves a run and says where (without its output when it was right).
bool save_and_say(const Run& run, bool with_output, Output& out, Output& err) {
    Outcome saved = run.outcome;
    if (!with_output) saved.output.reset();
    return save_run("stress-" + std::to_string(run.proposal.seed), run.proposal.input, saved, out, err);
}

std::string seconds_text(double seconds) { return format_number("%.1fs", seconds); }

// Ends the hunt at a failure: the verdict (a TLE with its confirmation), the
// files saved, the count; exit 1, or 2 when something could not be written.
int report_failure(const HuntSettings& settings, const Run& run, const std::optional<Outcome>& confirmation, int runs,
                   double seconds, bool colour, Output& out, Output& err) {
    out.write(report_line(run.outcome, "seed " + std::to_string(run.proposal.seed), colour));
    if (confirmation)
        out.write("confirmed by a second run: " + std::string(names_of(confirmation->verdict).code) + " " + format_number("%.3fs", confirmation->seconds) + "\n");
    if (!save_and_say(run, true, out, err)) return static_cast<int>(ExitStatus::write_error);
    if (!shrink_and_keep("stress-" + std::to_string(run.proposal.seed), run.proposal.input, settings.options.format,
                         run.outcome, {settings.program, settings.limits, settings.shrink_seconds, settings.save_to}, colour,
                         out, err))
        return static_cast<int>(ExitStatus::write_error);
    out.write(std::to_string(runs) + " runs in " + seconds_text(seconds) + ", 1 failed\n");
    return print_and_exit(out, err, "") == 0 ? 1 : static_cast<int>(ExitStatus::write_error);
}

// The budget ran out: the slowest input, saved without its (right) output.
bool report_slowest(const Run& slowest, bool colour, Output& out, Output& err) {
    out.write(report_line(slowest.outcome, "seed " + std::to_string(slowest.proposal.seed) + "  (the slowest input)", colour));
    return save_and_say(slowest, false, out, err);
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
    if (slowest && !report_slowest(*slowest, colour, out, err)) return static_cast<int>(ExitStatus::write_error);
    out.write(std::to_string(programs.count()) + " runs in " + seconds_text(elapsed()) + ", 0 failed: no TLE within the budget\n");
    const int written = print_and_exit(out, err, "");
    if (out.error() == EPIPE) interrupts.broken_output();
    return written;
}

}  // namespace sudoku::cli
