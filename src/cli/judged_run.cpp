#include "judged_run.hpp"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>

namespace sudoku::cli {

Outcome run_and_judge(const JudgeInput& input, const std::vector<std::string>& program, const std::string& input_path,
                      const ProcessLimits& limits) {
    return judge_run(input, run_process(program, input_path, limits), limits);
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
