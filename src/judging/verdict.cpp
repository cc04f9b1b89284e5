#include "sudoku/judging/verdict.hpp"

#include <algorithm>

#include "sudoku/io/messages.hpp"

namespace sudoku {

Outcome failed_test(std::string reason) {
    Outcome outcome;
    outcome.verdict = "FAIL";
    outcome.reason = std::move(reason);
    return outcome;
}

Outcome judge_run(const JudgeInput& input, ProcessResult run, const ProcessLimits& limits) {
    if (!run.start_error.empty()) return failed_test(run.start_error);
    const auto outcome = [&](std::string verdict, std::string reason) {
        Outcome result;
        result.verdict = std::move(verdict);
        result.reason = std::move(reason);
        result.seconds = run.cpu_seconds;
        result.peak_kib = run.peak_kib;
        result.output = std::move(run.output);
        return result;
    };
    const bool over_memory = limits.memory_kib > 0 && static_cast<std::size_t>(run.peak_kib) > limits.memory_kib;
    if (run.memory_limit_hit || over_memory)
        return outcome("MLE", "memory limit of " + format_number("%g", static_cast<double>(limits.memory_kib) / 1024) + " MB exceeded");
    if (run.cpu_seconds > limits.cpu_seconds)
        return outcome("TLE", "time limit of " + format_number("%g", limits.cpu_seconds) + "s exceeded");
    if (run.wall_limit_hit)  // killed at the wall clock with CPU time to spare: it waited
        return outcome("ILE", "wall-clock limit of " + format_number("%g", wall_limit(limits)) + "s exceeded while idle (sleeping or waiting)");
    if (run.output_overflow) return outcome("OLE", "output over " + std::to_string(limits.output_bytes >> 20) + " MiB");
    if (run.signal != 0) return outcome("RE", "killed by " + signal_name(run.signal));
    if (run.exit_code != 0) return outcome("RE", "exit code " + std::to_string(run.exit_code));
    LineReader output(run.output->rewound());
    const Judgement judgement = judge_output(input, output);
    static constexpr const char* kVerdicts[] = {"AC", "WA", "PE", "FAIL"};
    Outcome judged = outcome(kVerdicts[static_cast<int>(judgement.verdict)],
                             judgement.verdict == Verdict::accepted ? "" : judgement.message);
    judged.answer = judgement.answer;
    judged.puzzle = judgement.puzzle;
    judged.fault_cells = judgement.fault_cells;
    return judged;
}

}  // namespace sudoku
