// The command line: options, inputs, exit status. Everything else lives in the library.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/run.hpp"
#include "sudoku/tokenizer.hpp"

#ifndef SUDOKU_VERSION
#define SUDOKU_VERSION "unknown"
#endif

namespace {

using sudoku::ExitStatus;

constexpr std::string_view kUsage =
    "Usage: sudoku [OPTION]... [FILE]...\n"
    "Solve the Sudoku puzzles in each FILE (or standard input) and print the solutions.\n"
    "\n"
    "With no FILE, or when FILE is -, read standard input.\n"
    "The format is detected from the first non-blank line:\n"
    "  BOJ 2580   9 lines of 9 numbers, 0 for a blank; prints the grid the same way\n"
    "  BOJ 4574   Sudominoku cases, each a domino count N, N domino lines and a line\n"
    "             of 9 locations, ending with a line 0; prints 'Puzzle k' and 9 lines\n"
    "  line       one puzzle per line, 81 characters of 1-9 and '.' or '0';\n"
    "             prints one line per puzzle in input order: its 81 digits, or\n"
    "             'unsolvable' or 'invalid' (with a message on stderr)\n"
    "\n"
    "Options:\n"
    "  --format=FORMAT  read FORMAT: auto (the default), 2580, 4574 or line\n"
    "  -j, --jobs=N     solve the line format on N threads (default: one per core)\n"
    "  --search-limit=N give up a Sudominoku case after N domino placements\n"
    "                   (default 1048576, about 2 s; 0: no limit)\n"
    "  --help           display this help and exit\n"
    "  --version        output version information and exit\n"
    "\n"
    "Exit status:\n"
    "  0  every puzzle was solved\n"
    "  1  a well-formed puzzle has no solution\n"
    "  2  usage error, unreadable file or malformed input\n"
    "  3  a Sudominoku case reached the search limit undecided\n";
static_assert(sudoku::sudominoku::kDefaultMaxPlacements == 1048576, "the --search-limit default in kUsage and README");

constexpr int kMaxJobs = 1024;

struct CommandLine {
    sudoku::RunOptions options;
    std::vector<std::string> files;
};

ExitStatus usage_error(sudoku::Output& err, const std::string& what) {
    err.write("sudoku: " + what + "\nTry 'sudoku --help' for more information.\n");
    return ExitStatus::bad_input;
}

ExitStatus missing_value(sudoku::Output& err, std::string_view option) {
    return usage_error(err, "option '" + std::string(option) + "' requires an argument");
}

// An option with a value, as GNU tools take it: "--name=V", "--name V", and
// with a short name also "-xV" and "-x V". `value` is nullopt when it is missing.
struct OptionMatch {
    bool matched = false;
    std::optional<std::string_view> value;
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

// Parses argv into `command`; returns a status when the program should stop now.
std::optional<ExitStatus> parse(int argc, char** argv, CommandLine& command, sudoku::Output& out, sudoku::Output& err) {
    bool options_done = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (options_done || arg == "-" || arg.empty() || arg[0] != '-') {
            command.files.emplace_back(arg);
        } else if (arg == "--") {
            options_done = true;
        } else if (arg == "--help") {
            out.write(kUsage);
            return ExitStatus::solved;
        } else if (arg == "--version") {
            out.write("sudoku " SUDOKU_VERSION "\n");
            return ExitStatus::solved;
        } else if (const auto jobs = match_option(arg, "jobs", 'j', argc, argv, i); jobs.matched) {
            if (!jobs.value) return missing_value(err, arg);
            const auto n = sudoku::parse_int(*jobs.value);
            if (!n || *n < 1 || *n > kMaxJobs || (*jobs.value)[0] == '+')
                return usage_error(err, "invalid number of jobs '" + std::string(*jobs.value) + "' (1 to " +
                                            std::to_string(kMaxJobs) + ")");
            command.options.jobs = *n;
        } else if (const auto limit = match_option(arg, "search-limit", 0, argc, argv, i); limit.matched) {
            if (!limit.value) return missing_value(err, arg);
            const std::string_view value = *limit.value;
            std::uint64_t placements = 0;
            const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), placements);
            if (value.empty() || error != std::errc() || end != value.data() + value.size())
                return usage_error(err, "invalid search limit '" + std::string(value) + "'");
            command.options.max_placements = placements;
        } else if (const auto format = match_option(arg, "format", 0, argc, argv, i); format.matched) {
            if (!format.value) return missing_value(err, arg);
            if (*format.value == "auto") {
                command.options.format.reset();
            } else if (const auto chosen = sudoku::parse_format_name(*format.value)) {
                command.options.format = chosen;
            } else {
                return usage_error(err, "invalid format '" + std::string(*format.value) +
                                            "' (choose auto, 2580, 4574 or line)");
            }
        } else {
            return usage_error(err, (arg.starts_with("--") ? "unrecognized option '" : "invalid option '") +
                                        std::string(arg) + "'");
        }
    }
    if (command.files.empty()) command.files.emplace_back("-");
    return std::nullopt;
}

ExitStatus solve_file(const std::string& file, const sudoku::RunOptions& options, sudoku::Output& out, sudoku::Output& err) {
    const bool is_stdin = file == "-";
    const int fd = is_stdin ? STDIN_FILENO : ::open(file.c_str(), O_RDONLY);
    if (fd < 0) {
        sudoku::report(out, err, file, sudoku::system_error_text(errno));
        return ExitStatus::bad_input;
    }
    sudoku::LineReader input(fd);
    input.before_blocking_read([&out] { out.flush(); });
    const ExitStatus status = sudoku::solve_input(input, file, options, out, err);
    if (!is_stdin) ::close(fd);
    return status;
}

}  // namespace

int main(int argc, char** argv) {
    sudoku::Output out(STDOUT_FILENO);
    sudoku::Output err(STDERR_FILENO);
    CommandLine command;
    if (const auto stop = parse(argc, argv, command, out, err)) return static_cast<int>(*stop);

    ExitStatus status = ExitStatus::solved;
    for (const auto& file : command.files) status = sudoku::worse(status, solve_file(file, command.options, out, err));
    out.flush();
    if (out.error() != 0) {
        err.write("sudoku: write error: " + sudoku::system_error_text(out.error()) + "\n");
        return static_cast<int>(ExitStatus::bad_input);
    }
    return static_cast<int>(status);
}
