#include "judged_run.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <stdexcept>
#include <variant>

#include "interrupts.hpp"
#include "json.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/output.hpp"

namespace sudoku::cli {

std::optional<RunSetup> set_up_runs(const ProcessLimits& limits, int jobs, Output& err) {
    RunSetup setup;
    setup.sandbox = probe_sandbox(limits.sandbox);
    if (!setup.sandbox.error.empty()) {
        err.write("sudoku: --sandbox=cgroup: " + setup.sandbox.error + "\n");
        return std::nullopt;
    }
    const int processors = usable_processors();
    setup.jobs = std::min(jobs, processors);
    if (jobs > processors)
        err.write("sudoku: --jobs=" + std::to_string(jobs) + " capped at " + std::to_string(processors) +
                  ", the processors sudoku may use\n");
    return setup;
}

JudgeInput judge_input_of(const std::string& text, Format format) {
    LineReader reader(text);
    auto read = read_judge_input(reader, format);
    if (const auto* error = std::get_if<ReadError>(&read))
        throw std::logic_error("internal error: an input made to be run does not read: " + error->what);
    return std::get<JudgeInput>(std::move(read));
}

Outcome run_and_judge(const JudgeInput& input, const std::vector<std::string>& program, const std::string& input_path,
                      const ProcessLimits& limits) {
    ProcessResult run = run_process(program, input_path, limits);
    // Interrupted: sudoku is about to die of the signal; no verdict on a run
    // that did not end on its own, and nothing after it. A command that
    // finishes on a signal asks finishing() and drops this run's verdict.
    if (run.interrupted && !InterruptGuard::finishing()) InterruptGuard::wait_for_the_end();
    return judge_run(input, std::move(run), limits);
}

std::string report_line(const Outcome& outcome, std::string_view name, bool colour) {
    std::string verdict(names_of(outcome.verdict).code);
    const std::size_t padding = verdict.size() < 4 ? 4 - verdict.size() : 1;
    if (colour) {
        const char* code = outcome.verdict == Verdict::accepted ? "32" : outcome.verdict == Verdict::time_limit ? "33" : "31";
        verdict = "\033[" + std::string(code) + "m" + verdict + "\033[0m";
    }
    std::string line = verdict + std::string(padding, ' ') + format_number("%.3fs", outcome.seconds) + "  " +
                       format_number("%.1fMB", static_cast<double>(outcome.peak_kib) / 1024) + "  " + std::string(name);
    if (!outcome.reason.empty()) line += "  (" + outcome.reason + ")";
    return line + "\n";
}

std::string error_excerpt(std::string_view errors) {
    std::string excerpt;
    for (int line = 0; line < kExcerptLines && !errors.empty(); ++line) {
        const auto end = errors.find('\n');
        std::string_view text = errors.substr(0, end);
        errors.remove_prefix(end == std::string_view::npos ? errors.size() : end + 1);
        if (text.size() > kExcerptWidth) text = text.substr(0, kExcerptWidth);
        std::string shown;
        for (const char c : text) shown += static_cast<unsigned char>(c) < 0x20 && c != '\t' ? '?' : c;
        excerpt += "    stderr: " + shown + "\n";
    }
    if (!errors.empty()) excerpt += "    stderr: ...\n";
    return excerpt;
}

std::string json_line(const Outcome& outcome, std::string_view test) { return json_of(outcome, test).line(); }

JsonObject json_of(const Outcome& outcome, std::string_view test) {
    return JsonObject()
        .text("test", test)
        .text("verdict", names_of(outcome.verdict).code)
        .number("time", outcome.seconds, "%.3f")
        .number("memory_mb", static_cast<double>(outcome.peak_kib) / 1024, "%.1f")
        .text("reason", outcome.reason)
        .text("stderr", std::string_view(outcome.error_start).substr(0, kJsonErrorBytes));
}

}  // namespace sudoku::cli
