#include "judged_run.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>

#include "sudoku/io/messages.hpp"
#include "sudoku/io/output.hpp"

namespace sudoku::cli {

Outcome run_and_judge(const JudgeInput& input, const std::vector<std::string>& program, const std::string& input_path,
                      const ProcessLimits& limits) {
    return judge_run(input, run_process(program, input_path, limits), limits);
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

std::string json_string(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (byte < 0x20 || byte == 0x7F) {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\u00";
            out += kHex[byte >> 4];
            out += kHex[byte & 15];
        } else {
            out += c;
        }
    }
    return out + "\"";
}

std::string json_line(const Outcome& outcome, std::string_view test) {
    return "{\"test\": " + json_string(test) + ", \"verdict\": " + json_string(outcome.verdict) +
           ", \"time\": " + format_number("%.3f", outcome.seconds) +
           ", \"memory_mb\": " + format_number("%.1f", static_cast<double>(outcome.peak_kib) / 1024) +
           ", \"reason\": " + json_string(outcome.reason) + "}\n";
}

bool wants_colour(int fd) {
    const char* no_colour = std::getenv("NO_COLOR");
    return ::isatty(fd) && (no_colour == nullptr || *no_colour == '\0');
}

}  // namespace sudoku::cli
