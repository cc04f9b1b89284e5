#include "sudoku/judging/verdict.hpp"

#include <algorithm>

#include "sudoku/io/messages.hpp"

namespace sudoku {
namespace {

// A run killed at the wall clock that ran or was ready to run for less than
// this share of it was idle.
constexpr double kIdleShare = 0.25;

}  // namespace

Outcome failed_test(std::string reason) {
    Outcome outcome;
    outcome.verdict = Verdict::fail;
    outcome.reason = std::move(reason);
    return outcome;
}

std::string start_error_text(const StartError& error) {
    std::string text = error.action;
    if (!error.name.empty()) text.append(" ").append(quote_name(error.name));
    if (!error.reason.empty()) text.append(": ").append(error.reason);
    return text;
}

Outcome judge_run(const JudgeInput& input, ProcessResult run, const ProcessLimits& limits) {
    if (run.start_error) return failed_test(start_error_text(run.start_error));
    const auto outcome = [&](Verdict verdict, std::string reason) {
        Outcome result;
        result.verdict = verdict;
        result.reason = std::move(reason);
        result.seconds = run.cpu_seconds;
        result.peak_kib = run.peak_kib;
        result.output = std::move(run.output);
        result.error_start = std::move(run.error_start);
        return result;
    };
    const bool over_memory = limits.memory_kib > 0 && static_cast<std::size_t>(run.peak_kib) > limits.memory_kib;
    if (run.memory_limit_hit || over_memory)
        return outcome(Verdict::memory_limit, "memory limit of " + format_number("%g", static_cast<double>(limits.memory_kib) / 1024) + " MB exceeded");
    if (run.cpu_limit_hit || run.cpu_seconds > limits.cpu_seconds)
        return outcome(Verdict::time_limit, "time limit of " + format_number("%g", limits.cpu_seconds) + "s exceeded");
    // Killed at the wall clock: idle when it ran, or was ready to run, for
    // little of it (sleeping, waiting for input); else busy, on a machine
    // that did not give it the processor a judge would.
    // Where the system reports no CPU time of the run (Wine), idle cannot be
    // told from busy: a wall-clock kill is a TLE, as DOMjudge's runguard calls one.
    if (run.wall_limit_hit && run.cpu_time_unknown)
        return outcome(Verdict::time_limit, "wall-clock limit of " + format_number("%g", wall_limit(limits)) +
                                                "s exceeded (this system reports no CPU time of a run)");
    if (run.wall_limit_hit && run.cpu_seconds + run.waiting_seconds < kIdleShare * run.wall_seconds)
        return outcome(Verdict::idleness_limit, "wall-clock limit of " + format_number("%g", wall_limit(limits)) + "s exceeded while idle (sleeping or waiting)");
    if (run.wall_limit_hit)
        return outcome(Verdict::time_limit, "wall-clock limit of " + format_number("%g", wall_limit(limits)) + "s exceeded");
    if (run.output_overflow) return outcome(Verdict::output_limit, "output over " + std::to_string(limits.output_bytes >> 20) + " MiB");
    if (run.process_limit_hit)
        return outcome(Verdict::runtime_error, "process limit of " + std::to_string(kMaxProcesses) + " exceeded");
    if (run.signal != 0) return outcome(Verdict::runtime_error, "killed by " + signal_name(run.signal));
    if (run.exit_code != 0) return outcome(Verdict::runtime_error, "exit code " + std::to_string(run.exit_code));
    LineReader output(run.output->rewound());
    const Judgement judgement = judge_output(input, output);
    Outcome judged = outcome(judgement.verdict, judgement.verdict == Verdict::accepted ? "" : judgement.message);
    judged.answer = judgement.answer;
    judged.puzzle = judgement.puzzle;
    judged.fault_cells = judgement.fault_cells;
    return judged;
}

}  // namespace sudoku
