#include "judged_run.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdlib>

#include "interrupts.hpp"
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

Outcome run_and_judge(const JudgeInput& input, const std::vector<std::string>& program, const std::string& input_path,
                      const ProcessLimits& limits) {
    ProcessResult run = run_process(program, input_path, limits);
    // Interrupted: sudoku is about to die of the signal; no verdict on a run
    // that did not end on its own, and nothing after it.
    if (run.interrupted) InterruptGuard::wait_for_the_end();
    return judge_run(input, std::move(run), limits);
}

ScratchInput::ScratchInput() {
    const int fd = create_scratch_file("sudoku-stress", path_);
    if (fd < 0) path_.clear();
    else ::close(fd);
}

ScratchInput::~ScratchInput() {
    if (!path_.empty()) ::unlink(path_.c_str());
}

bool save_run(const std::string& base, const std::string& input, const Outcome& outcome, Output& out, Output& err) {
    const bool with_output = outcome.output != nullptr;
    const std::string output = with_output ? output_start(*outcome.output, kMaxSavedOutput) : std::string();
    std::string name, failed;  // the name written under; the file that could not be written
    const int error = write_under_new_name(base, name, [&](const std::string& candidate) {
        if (const int in_error = write_file(candidate + ".in", input, true)) {
            failed = ".in";
            return in_error;
        }
        const int out_error = with_output ? write_file(candidate + ".out", output, true) : 0;
        if (out_error) {
            ::unlink((candidate + ".in").c_str());  // an input without its output would mislead
            failed = ".out";
        }
        return out_error;
    });
    if (error == EEXIST) err.write("sudoku: cannot save " + base + ".in: 1000 earlier copies are there\n");
    else if (error) err.write("sudoku: cannot save " + name + failed + ": " + system_error_text(error) + "\n");
    if (error) return false;
    const bool cut = with_output && outcome.output->size > kMaxSavedOutput;
    out.write("saved the input as " + name + ".in" + (with_output ? " and the output as " + name + ".out" : "") +
              (cut ? " (its first MiB)" : "") + "\n");
    return true;
}

ProgressLine::ProgressLine(Output& err) : err_(err), shown_(::isatty(STDERR_FILENO)) {}

void ProgressLine::show(const std::string& text) {
    if (!shown_) return;
    err_.write("\r\033[K" + text);
    err_.flush();
}

void ProgressLine::clear() {
    if (shown_) err_.write("\r\033[K");
    err_.flush();
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

namespace {

// The length of the UTF-8 sequence at the start of `text`, or 0 when it is
// not one (a stray byte, an overlong form, a surrogate, past U+10FFFF).
std::size_t utf8_length(std::string_view text) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(0);
    const std::size_t length = lead < 0x80 ? 1 : (lead >> 5) == 6 ? 2 : (lead >> 4) == 14 ? 3 : (lead >> 3) == 30 ? 4 : 0;
    if (length == 0 || length > text.size()) return 0;
    std::uint32_t code = length == 1 ? lead : lead & (0x7F >> length);
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(i) & 0xC0) != 0x80) return 0;
        code = (code << 6) | (byte(i) & 0x3F);
    }
    static constexpr std::uint32_t kLeast[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < kLeast[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
    return length;
}

}  // namespace

std::string json_string(std::string_view text) {
    std::string out = "\"";
    while (!text.empty()) {
        const char c = text.front();
        const auto byte = static_cast<unsigned char>(c);
        const std::size_t length = utf8_length(text);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (byte < 0x20 || byte == 0x7F) {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\u00";
            out += kHex[byte >> 4];
            out += kHex[byte & 15];
        } else if (length == 0) {
            out += "\\ufffd";  // a byte that is not UTF-8 (a file name, stderr): the replacement character
        } else {
            out.append(text.substr(0, length));
        }
        text.remove_prefix(std::max<std::size_t>(length, 1));
    }
    return out + "\"";
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

std::string json_line(const Outcome& outcome, std::string_view test) {
    return "{\"test\": " + json_string(test) + ", \"verdict\": " + json_string(outcome.verdict) +
           ", \"time\": " + format_number("%.3f", outcome.seconds) +
           ", \"memory_mb\": " + format_number("%.1f", static_cast<double>(outcome.peak_kib) / 1024) +
           ", \"reason\": " + json_string(outcome.reason) +
           ", \"stderr\": " + json_string(std::string_view(outcome.error_start).substr(0, kJsonErrorBytes)) + "}\n";
}

bool wants_colour(int fd) {
    const char* no_colour = std::getenv("NO_COLOR");
    return ::isatty(fd) && (no_colour == nullptr || *no_colour == '\0');
}

}  // namespace sudoku::cli
