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

constexpr int kMaxJobs = 1024;

int missing_value(Output& err, std::string_view command, std::string_view option) {
    return usage_error(err, command, "option '" + std::string(option) + "' requires an argument");
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

int usage_error(Output& err, std::string_view command, const std::string& what, int status) {
    err.write("sudoku: " + what + "\nTry '" + std::string(command) + " --help' for more information.\n");
    return status;
}

int print_and_exit(Output& out, Output& err, std::string_view text) {
    out.write(text);
    out.flush();
    if (out.error() == 0) return 0;
    err.write("sudoku: write error: " + system_error_text(out.error()) + "\n");
    return static_cast<int>(ExitStatus::bad_input);
}

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

std::optional<int> parse_pipeline_option(std::string_view command, int argc, char** argv, int& i, RunOptions& options,
                                         Output& err) {
    const std::string_view arg = argv[i];
    if (const auto jobs = match_option(arg, "jobs", 'j', argc, argv, i); jobs.matched) {
        if (!jobs.value) return missing_value(err, command, arg);
        const auto n = parse_number(*jobs.value, 1, kMaxJobs);
        if (!n)
            return usage_error(err, command, "invalid number of jobs '" + std::string(*jobs.value) + "' (1 to " +
                                                 std::to_string(kMaxJobs) + ")");
        options.jobs = static_cast<int>(*n);
        return 0;
    }
    if (const auto limit = match_option(arg, "search-limit", 0, argc, argv, i); limit.matched) {
        if (!limit.value) return missing_value(err, command, arg);
        const auto placements = parse_number(*limit.value, 0, INT64_MAX);
        if (!placements) return usage_error(err, command, "invalid search limit '" + std::string(*limit.value) + "'");
        options.max_placements = static_cast<std::uint64_t>(*placements);
        return 0;
    }
    if (const auto format = match_option(arg, "format", 0, argc, argv, i); format.matched) {
        if (!format.value) return missing_value(err, command, arg);
        if (*format.value == "auto") {
            options.format.reset();
        } else if (const auto chosen = parse_format_name(*format.value)) {
            options.format = chosen;
        } else {
            return usage_error(err, command, "invalid format '" + std::string(*format.value) + "' (choose auto, 2580, 4574 or line)");
        }
        return 0;
    }
    return std::nullopt;
}

std::optional<int> parse_puzzle_command(std::string_view command, std::string_view help, int argc, char** argv,
                                        RunOptions& options, std::vector<std::string>& files, Output& out, Output& err,
                                        const OwnOption& own) {
    bool options_done = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (options_done || is_operand(arg)) {
            files.emplace_back(arg);
        } else if (arg == "--") {
            options_done = true;
        } else if (arg == "--help" || arg == "-h") {
            return print_and_exit(out, err, help);
        } else if (arg == "--version") {
            return print_and_exit(out, err, version_text());
        } else if (const auto status = parse_pipeline_option(command, argc, argv, i, options, err)) {
            if (*status != 0) return status;
        } else if (const auto own_status = own ? own(argc, argv, i) : std::nullopt) {
            if (*own_status != 0) return own_status;
        } else {
            return usage_error(err, command,
                               (arg.starts_with("--") ? "unrecognized option '" : "invalid option '") + std::string(arg) + "'");
        }
    }
    if (files.empty()) files.emplace_back("-");
    return std::nullopt;
}

std::string version_text() { return "sudoku " SUDOKU_VERSION "\n"; }

bool is_operand(std::string_view arg) { return arg == "-" || arg.empty() || arg[0] != '-'; }

int run_files(const std::vector<std::string>& files, const RunOptions& options, Output& out, Output& err) {
    ExitStatus status = ExitStatus::solved;
    for (const auto& file : files) status = worse(status, run_file(file, options, out, err));
    out.flush();
    if (out.error() != 0) {
        err.write("sudoku: write error: " + system_error_text(out.error()) + "\n");
        return static_cast<int>(ExitStatus::bad_input);
    }
    return static_cast<int>(status);
}

}  // namespace sudoku::cli
