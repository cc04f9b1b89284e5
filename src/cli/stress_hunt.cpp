#include "stress_hunt.hpp"

#include <unistd.h>

#include <chrono>
#include <optional>

#include "interrupts.hpp"
#include "judged_run.hpp"
#include "options.hpp"
#include "sudoku/io/messages.hpp"
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

// Saves a run and says where; false (with the message given) when it could not.
bool save_and_say(const Run& run, bool with_output, Output& out, Output& err) {
    Outcome saved = run.outcome;
    if (!with_output) saved.output.reset();
    std::string name;
    if (const auto failure = save_failing_run("stress-" + std::to_string(run.proposal.seed), run.proposal.input, saved, name)) {
        err.write("sudoku: " + *failure + "\n");
        return false;
    }
    out.write("saved the input as " + name + ".in" + (with_output ? " and the output as " + name + ".out" : "") + "\n");
    return true;
}

std::string seconds_text(double seconds) { return format_number("%.1fs", seconds); }

}  // namespace

int hunt_slow_input(const HuntSettings& settings, Output& out, Output& err) {
    InterruptGuard interrupts;
    ScratchInput scratch;
    if (scratch.path().empty()) {
        err.write("sudoku: cannot make a scratch file: " + system_error_text(errno) + "\n");
        return static_cast<int>(ExitStatus::bad_input);
    }
    interrupts.remove_on_signal(scratch.path());
    const bool progress = ::isatty(STDERR_FILENO);
    const bool colour = wants_colour(STDOUT_FILENO);
    const auto start = Clock::now();
    const auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
    const auto run_program = [&](const Hunt::Proposal& proposal) -> std::optional<Outcome> {
        if (const int error = write_file(scratch.path(), proposal.input)) {
            err.write("sudoku: " + quote_name(scratch.path()) + ": " + system_error_text(error) + "\n");
            return std::nullopt;
        }
        LineReader reader(proposal.input);
        const auto input = std::get<JudgeInput>(read_judge_input(reader, settings.options.format));
        return run_and_judge(input, settings.program, scratch.path(), settings.limits);
    };
    const auto clear_progress = [&] {
        if (progress) err.write("\r\033[K"), err.flush();
    };

    Hunt hunt(settings.options, settings.seed);
    std::optional<Run> slowest;
    int runs = 0;
    while (elapsed() < settings.budget_seconds) {
        auto proposal = hunt.next();
        if (!proposal) {
            clear_progress();
            err.write("sudoku: no puzzle with these options was found within the attempts\n");
            return kNoPuzzleFound;
        }
        if (slowest && elapsed() >= settings.budget_seconds) break;  // the move took the rest of the budget
        auto outcome = run_program(*proposal);
        if (!outcome) return static_cast<int>(ExitStatus::bad_input);
        ++runs;
        if (outcome->verdict == "TLE") {
            // A busy machine can make one run slow: a TLE counts when a second run has one too.
            const auto again = run_program(*proposal);
            if (!again) return static_cast<int>(ExitStatus::bad_input);
            ++runs;
            if (again->verdict == "TLE") {
                clear_progress();
                const Run run{*proposal, *outcome};
                out.write(report_line(run.outcome, "seed " + std::to_string(proposal->seed), colour));
                out.write("confirmed by a second run: " + again->verdict + " " + format_number("%.3fs", again->seconds) + "\n");
                if (!save_and_say(run, true, out, err)) return static_cast<int>(ExitStatus::bad_input);
                out.write(std::to_string(runs) + " runs in " + seconds_text(elapsed()) + ", 1 failed\n");
                return print_and_exit(out, err, "") == 0 ? 1 : static_cast<int>(ExitStatus::bad_input);
            }
            outcome = again;
        }
        if (outcome->verdict != "AC") {  // a wrong answer turned up on the way
            clear_progress();
            const Run run{*proposal, *outcome};
            out.write(report_line(run.outcome, "seed " + std::to_string(proposal->seed), colour));
            if (!save_and_say(run, true, out, err)) return static_cast<int>(ExitStatus::bad_input);
            out.write(std::to_string(runs) + " runs in " + seconds_text(elapsed()) + ", 1 failed\n");
            return print_and_exit(out, err, "") == 0 ? 1 : static_cast<int>(ExitStatus::bad_input);
        }
        hunt.measured(outcome->seconds);
        if (!slowest || outcome->seconds > slowest->outcome.seconds) slowest = Run{*proposal, *outcome};
        if (progress) {
            err.write("\r\033[Khunt " + seconds_text(elapsed()) + "/" + seconds_text(settings.budget_seconds) + "  run " +
                      std::to_string(runs) + "  slowest " + format_number("%.3fs", slowest->outcome.seconds));
            err.flush();
        }
        if (out.error() == EPIPE) interrupts.broken_output();
    }
    clear_progress();
    if (slowest) {
        out.write(report_line(slowest->outcome, "seed " + std::to_string(slowest->proposal.seed) + "  (the slowest input)", colour));
        if (!save_and_say(*slowest, false, out, err)) return static_cast<int>(ExitStatus::bad_input);
    }
    out.write(std::to_string(runs) + " runs in " + seconds_text(elapsed()) + ", 0 failed: no TLE within the budget\n");
    const int written = print_and_exit(out, err, "");
    if (out.error() == EPIPE) interrupts.broken_output();
    return written;
}

}  // namespace sudoku::cli
