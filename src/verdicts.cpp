#include "verdicts.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace sudoku::cli {

Outcome failed_test(std::string reason) {
    Outcome outcome;
    outcome.verdict = "FAIL";
    outcome.reason = std::move(reason);
    return outcome;
}

Outcome run_and_judge(const JudgeInput& input, const std::vector<std::string>& program, const std::string& input_path,
                      const ProcessLimits& limits) {
    ProcessResult run = run_process(program, input_path, limits);
    if (!run.start_error.empty()) return failed_test(run.start_error);
    const auto outcome = [&](std::string verdict, std::string reason) {
        const double seconds = verdict == "TLE" ? std::max(run.cpu_seconds, run.wall_seconds) : run.cpu_seconds;
        return Outcome{std::move(verdict), std::move(reason), seconds, run.peak_kib, std::move(run.output)};
    };
    if (run.timed_out || run.cpu_seconds > limits.seconds)
        return outcome("TLE", "time limit of " + format_number("%g", limits.seconds) + "s exceeded");
    if (run.output_overflow) return outcome("OLE", "output over " + std::to_string(limits.output_bytes >> 20) + " MiB");
    if (run.signal != 0) return outcome("RE", "killed by " + signal_name(run.signal));
    if (run.exit_code != 0) return outcome("RE", "exit code " + std::to_string(run.exit_code));
    LineReader output(run.output);
    const Judgement judgement = judge_output(input, output);
    static constexpr const char* kVerdicts[] = {"AC", "WA", "PE", "FAIL"};
    return outcome(kVerdicts[static_cast<int>(judgement.verdict)],
                   judgement.verdict == Verdict::accepted ? "" : judgement.message);
}

std::string report_line(const Outcome& outcome, std::string_view name, bool colour) {
    std::string verdict = outcome.verdict;
    const std::size_t padding = verdict.size() < 4 ? 4 - verdict.size() : 1;
    if (colour) {
        const char* code = verdict == "AC" ? "32" : verdict == "TLE" ? "33" : "31";
        verdict = "\033[" + std::string(code) + "m" + verdict + "\033[0m";
    }
    std::string line = verdict + std::string(padding, ' ') + format_number("%.3fs", outcome.seconds) + "  " +
                       format_number("%.1fMB", static_cast<double>(outcome.peak_kib) / 1024) + "  " + std::string(name);
    if (!outcome.reason.empty()) line += "  (" + outcome.reason + ")";
    return line + "\n";
}

bool wants_colour(int fd) {
    const char* no_colour = std::getenv("NO_COLOR");
    return ::isatty(fd) && (no_colour == nullptr || *no_colour == '\0');
}

std::string format_number(const char* pattern, double value) {
    char text[32];
    std::snprintf(text, sizeof text, pattern, value);
    return text;
}

}  // namespace sudoku::cli
