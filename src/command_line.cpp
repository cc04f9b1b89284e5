#include "command_line.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <chrono>

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

std::optional<int> read_time_limit_option(const CommandSpec& spec, int argc, char** argv, int& i, double& seconds,
                                          Output& err) {
    return read_value_option(spec, "time-limit", 0, argc, argv, i, err, "time limit", "seconds, over 0",
                             [&](std::string_view value) {
                                 const auto parsed = parse_seconds(value);
                                 if (parsed) seconds = *parsed;
                                 return parsed.has_value();
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

const std::string_view kGenerateOptionsHelp =
    "  --format=FORMAT     2580 (the default), 4574 or line\n"
    "  --seed=S            the seed, 0 to 2^64-1: the same arguments and seed give the\n"
    "                      same bytes on every machine (default: from the clock,\n"
    "                      printed on stderr so that the run can be repeated)\n"
    "  --count=N           puzzles: 4574 cases or lines (default 1; 2580 has one)\n"
    "  --givens=K          2580 and line: exactly K givens (unique puzzles: 21 or more\n"
    "                      in under a second, 20 often within the 20000-grid bound;\n"
    "                      default: as few as uniqueness allows, a minimal puzzle)\n"
    "  --multiple          2580 and line: several solutions allowed (default givens 25)\n"
    "  --dominoes=N|LO-HI  4574: N given dominoes, or each case from LO to HI\n"
    "                      (within the statement's 10..35; default 10-35)\n"
    "  --hard              4574: keep givens out of the top three rows where it can,\n"
    "                      the pattern that defeats row-by-row solvers\n";

std::optional<int> read_generate_option(const CommandSpec& spec, int argc, char** argv, int& i,
                                        GenerateSettings& settings, Output& err) {
    auto& options = settings.options;
    const std::string_view arg = argv[i];
    if (arg == "--multiple") return settings.multiple = true, options.classic.unique = false, 0;
    if (arg == "--hard") return settings.hard = true, options.sudominoku.hard = true, 0;
    if (auto status = read_value_option(spec, "format", 0, argc, argv, i, err, "format", "choose 2580, 4574 or line",
                                        [&](std::string_view value) {
                                            const auto format = parse_format_name(value);
                                            if (format) options.format = *format;
                                            return format.has_value();
                                        }))
        return status;
    if (auto status = read_value_option(spec, "seed", 0, argc, argv, i, err, "seed", "0 to 18446744073709551615",
                                        [&](std::string_view value) {
                                            std::uint64_t seed = 0;
                                            const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), seed);
                                            if (value.empty() || error != std::errc() || end != value.data() + value.size()) return false;
                                            settings.seed = seed;
                                            return true;
                                        }))
        return status;
    if (auto status = read_value_option(spec, "count", 0, argc, argv, i, err, "count", "1 to 1000000",
                                        [&](std::string_view value) {
                                            const auto n = parse_number(value, 1, 1'000'000);
                                            if (n) options.count = static_cast<int>(*n), settings.count_given = true;
                                            return n.has_value();
                                        }))
        return status;
    if (auto status = read_value_option(spec, "givens", 0, argc, argv, i, err, "number of givens", "0 to 81",
                                        [&](std::string_view value) {
                                            const auto n = parse_number(value, 0, kCells);
                                            if (n) options.classic.givens = static_cast<int>(*n), settings.givens_given = true;
                                            return n.has_value();
                                        }))
        return status;
    return read_value_option(spec, "dominoes", 0, argc, argv, i, err, "number of dominoes", "N or LO-HI within 10..35",
                             [&](std::string_view value) {
                                 const auto dash = value.find('-');
                                 const auto low = parse_number(value.substr(0, dash), 10, 35);
                                 const auto high = dash == std::string_view::npos ? low : parse_number(value.substr(dash + 1), 10, 35);
                                 if (!low || !high || *low > *high) return false;
                                 options.sudominoku.min_dominoes = static_cast<int>(*low);
                                 options.sudominoku.max_dominoes = static_cast<int>(*high);
                                 return settings.dominoes_given = true;
                             });
}

std::optional<int> finish_generate_options(const CommandSpec& spec, GenerateSettings& settings, Output& err) {
    auto& options = settings.options;
    const bool sudominoku = options.format == Format::boj4574;
    if (sudominoku && (settings.givens_given || settings.multiple))
        return usage_error(spec, err, "--givens and --multiple are for the 2580 and line formats");
    if (!sudominoku && (settings.dominoes_given || settings.hard))
        return usage_error(spec, err, "--dominoes and --hard are for the 4574 format");
    if (options.format == Format::boj2580 && options.count > 1)
        return usage_error(spec, err, "a BOJ 2580 input holds one puzzle: --count must be 1 (try --format=line)");
    if (options.classic.unique && settings.givens_given && options.classic.givens < 17)
        return usage_error(spec, err, "no sudoku with fewer than 17 givens has one solution (--multiple allows it)");
    if (settings.multiple && !settings.givens_given) options.classic.givens = 25;
    if (!settings.seed) {
        // Nanoseconds and the process id, mixed: two runs in one second differ.
        const auto now = static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
        settings.seed = Random(now ^ (static_cast<std::uint64_t>(::getpid()) << 32)).next();
        err.write("sudoku: seed " + std::to_string(*settings.seed) + " (--seed=" + std::to_string(*settings.seed) +
                  " repeats this run)\n");
        err.flush();
    }
    return std::nullopt;
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
