#include "command_line.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>

#include "sudoku/tokenizer.hpp"

#ifndef SUDOKU_VERSION
#define SUDOKU_VERSION "unknown"
#endif

namespace sudoku::cli {
namespace {

constexpr int kMaxSolveJobs = 1024;

bool is_operand(std::string_view arg) { return arg == "-" || arg.empty() || arg[0] != '-'; }

struct OptionMatch {
    bool matched = false;
    std::optional<std::string_view> value;  // nullopt: the value is missing
};

OptionMatch match_option(std::string_view arg, std::string_view name, char short_name, int argc, char** argv, int& i) {
    const std::string long_form = "--" + std::string(name);
    const bool is_short = short_name != 0 && arg.size() >= 2 && arg[0] == '-' && arg[1] == short_name;
    if (arg == long_form || (is_short && arg.size() == 2)) {
        if (i + 1 == argc) return {true, std::nullopt};
        return {true, std::string_view(argv[++i])};
    }
    if (arg.starts_with(long_form + "=")) return {true, arg.substr(long_form.size() + 1)};
    if (is_short) return {true, arg.substr(2)};
    return {};
}

ExitStatus run_file(const std::string& file, const RunOptions& options, Output& out, Output& err) {
    const bool is_stdin = file == "-";
    const int fd = is_stdin ? STDIN_FILENO : ::open(file.c_str(), O_RDONLY);
    if (fd < 0) {
        report(out, err, file, system_error_text(errno));
        return ExitStatus::bad_input;
    }
    LineReader input(fd);
    input.before_blocking_read([&out] { out.flush(); });
    const ExitStatus status = solve_input(input, file, options, out, err);
    if (!is_stdin) ::close(fd);
    return status;
}

}  // namespace

std::optional<int> parse_arguments(const CommandSpec& spec, int argc, char** argv, const OptionReader& own,
                                   Arguments& arguments, Output& out, Output& err) {
    bool options_done = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (options_done || is_operand(arg)) {
            arguments.operands.emplace_back(arg);
        } else if (arg == "--") {
            if (spec.program_after_dashes) {
                arguments.program.assign(argv + i + 1, argv + argc);
                break;
            }
            options_done = true;
        } else if (arg == "--help" || arg == "-h") {
            return print_and_exit(out, err, spec.help);
        } else if (arg == "--version") {
            return print_and_exit(out, err, version_text());
        } else if (const auto status = own(argc, argv, i)) {
            if (*status != 0) return status;
        } else {
            return usage_error(spec, err, (arg.starts_with("--") ? "unrecognized option '" : "invalid option '") +
                                              std::string(arg) + "'");
        }
    }
    return std::nullopt;
}

std::optional<int> read_value_option(const CommandSpec& spec, std::string_view name, char short_name, int argc,
                                     char** argv, int& i, Output& err, std::string_view noun, std::string_view valid,
                                     const std::function<bool(std::string_view)>& accept) {
    const std::string_view arg = argv[i];
    const auto match = match_option(arg, name, short_name, argc, argv, i);
    if (!match.matched) return std::nullopt;
    if (!match.value) return usage_error(spec, err, "option '" + std::string(arg) + "' requires an argument");
    if (accept(*match.value)) return 0;
    return usage_error(spec, err, "invalid " + std::string(noun) + " '" + std::string(*match.value) + "'" +
                                      (valid.empty() ? "" : " (" + std::string(valid) + ")"));
}

std::optional<int> read_format_option(const CommandSpec& spec, int argc, char** argv, int& i,
                                      std::optional<Format>& format, Output& err) {
    return read_value_option(spec, "format", 0, argc, argv, i, err, "format", "choose auto, 2580, 4574 or line",
                             [&](std::string_view value) {
                                 const auto chosen = parse_format_name(value);
                                 if (value == "auto") format.reset();
                                 else if (chosen) format = chosen;
                                 return value == "auto" || chosen.has_value();
                             });
}

std::optional<int> read_jobs_option(const CommandSpec& spec, int argc, char** argv, int& i, int max_jobs, int& jobs,
                                    Output& err) {
    return read_value_option(spec, "jobs", 'j', argc, argv, i, err, "number of jobs", "1 to " + std::to_string(max_jobs),
                             [&](std::string_view value) {
                                 const auto n = parse_number(value, 1, max_jobs);
                                 if (n) jobs = static_cast<int>(*n);
                                 return n.has_value();
                             });
}

std::optional<int> read_pipeline_option(const CommandSpec& spec, int argc, char** argv, int& i, RunOptions& options,
                                        Output& err) {
    if (auto status = read_format_option(spec, argc, argv, i, options.format, err)) return status;
    if (auto status = read_jobs_option(spec, argc, argv, i, kMaxSolveJobs, options.jobs, err)) return status;
    return read_value_option(spec, "search-limit", 0, argc, argv, i, err, "search limit", "",
                             [&](std::string_view value) {
                                 const auto placements = parse_number(value, 0, INT64_MAX);
                                 if (placements) options.max_placements = static_cast<std::uint64_t>(*placements);
                                 return placements.has_value();
                             });
}

int usage_error(const CommandSpec& spec, Output& err, const std::string& what) {
    err.write("sudoku: " + what + "\nTry '" + std::string(spec.name) + " --help' for more information.\n");
    return spec.usage_status;
}

int print_and_exit(Output& out, Output& err, std::string_view text) {
    out.write(text);
    out.flush();
    if (out.error() == 0) return 0;
    err.write("sudoku: write error: " + system_error_text(out.error()) + "\n");
    return static_cast<int>(ExitStatus::bad_input);
}

std::string version_text() { return "sudoku " SUDOKU_VERSION "\n"; }

std::optional<long long> parse_number(std::string_view text, long long low, long long high) {
    long long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || text[0] == '-' || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    if (value < low || value > high) return std::nullopt;
    return value;
}

std::optional<double> parse_seconds(std::string_view text) {
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, std::chars_format::fixed);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    if (!(value > 0) || value > 86400) return std::nullopt;
    return value;
}

int run_files(const std::vector<std::string>& files, const RunOptions& options, Output& out, Output& err) {
    ExitStatus status = ExitStatus::solved;
    if (files.empty()) status = run_file("-", options, out, err);
    for (const auto& file : files) {
        if (out.error() != 0) break;
        status = worse(status, run_file(file, options, out, err));
    }
    out.flush();
    if (out.error() != 0) {
        err.write("sudoku: write error: " + system_error_text(out.error()) + "\n");
        return static_cast<int>(ExitStatus::bad_input);
    }
    return static_cast<int>(status);
}

}  // namespace sudoku::cli
