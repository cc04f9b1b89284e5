// `sudoku stress [OPTION]... -- COMMAND [ARG]...`: fresh inputs from the
// generator, each run and judged, stopping at the first failure with the
// input saved.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <algorithm>
#include <cstdlib>

#include "arguments.hpp"
#include "commands.hpp"
#include "options.hpp"
#include "judged_run.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/whole_input.hpp"

namespace sudoku::cli {
namespace {

constexpr std::string_view kHelpStart =
    "Usage: sudoku stress [OPTION]... -- COMMAND [ARG]...\n"
    "Stress-test COMMAND: for run i (from 0), generate an input with seed S+i as\n"
    "'sudoku gen' would (S is --seed, else a hash of the options), run COMMAND on\n"
    "it under the time limit, and judge its output with 'sudoku check' (as the\n"
    "judge reads it). At the first failure print the verdict, the reason\n"
    "and the seed, save the input as stress-SEED.in and the output as\n"
    "stress-SEED.out in the current directory, and exit 1. When every run passes,\n"
    "the last line is 'N passed, 0 failed'. A progress line shows on a terminal.\n"
    "\n"
    "  --runs=N            how many inputs (default 100)\n"
    "  --time-limit=SECONDS  wall-clock limit per run (default 2)\n";

constexpr std::string_view kHelpEnd =
    "  -h, --help          display this help and exit\n"
    "      --version       output version information and exit\n"
    "\n"
    "Repeat a failure with 'sudoku gen --seed=SEED' and the same options.\n"
    "Exit status: 0 every run passed, 1 one failed, 2 usage error or a file that\n"
    "cannot be written, 3 no puzzle with these options was found within the\n"
    "attempts (no run failed).\n";

struct Settings {
    GenerateSettings generate;
    int runs = 100;
    ProcessLimits limits;
    std::vector<std::string> program;
};

std::optional<int> parse(const CommandSpec& spec, int argc, char** argv, Settings& settings, Output& out, Output& err) {
    const auto option = [&](int argc, char** argv, int& i) -> std::optional<int> {
        if (auto status = read_generate_option(spec, argc, argv, i, settings.generate, err)) return status;
        if (auto status = read_value_option(spec, "runs", 0, argc, argv, i, err, "number of runs", "1 to 100000000",
                                            [&](std::string_view value) {
                                                const auto n = parse_number(value, 1, 100'000'000);
                                                if (n) settings.runs = static_cast<int>(*n);
                                                return n.has_value();
                                            }))
            return status;
        return read_time_limit_option(spec, argc, argv, i, settings.limits.seconds, err);
    };
    Arguments arguments;
    if (const auto stop = parse_arguments(spec, argc, argv, option, arguments, out, err)) return stop;
    if (!arguments.operands.empty()) return usage_error(spec, err, "unexpected argument '" + arguments.operands[0] + "' (the program goes after '--')");
    settings.program = std::move(arguments.program);
    if (settings.program.empty()) return usage_error(spec, err, "no COMMAND to test: give it after '--'");
    // Without --seed, S is a hash of the arguments before "--".
    std::vector<std::string_view> options(argv + 1, argv + argc);
    options.erase(std::find(options.begin(), options.end(), "--"), options.end());
    return finish_generate_options(spec, settings.generate, options, err);
}

// A private scratch file for each run's input, removed at the end.
class ScratchInput {
public:
    ScratchInput() {
        const char* dir = std::getenv("TMPDIR");
        path_ = std::string(dir && *dir ? dir : "/tmp") + "/sudoku-stress-XXXXXX";
        const int fd = ::mkstemp(path_.data());
        if (fd < 0) path_.clear();
        else ::close(fd);
    }
    ~ScratchInput() {
        if (!path_.empty()) ::unlink(path_.c_str());
    }
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

}  // namespace

int stress_command(int argc, char** argv, Output& out, Output& err) {
    const std::string help = std::string(kHelpStart) + std::string(kGenerateOptionsHelp) + std::string(kHelpEnd);
    const CommandSpec spec{"sudoku stress", help, 2, true};
    Settings settings;
    if (const auto stop = parse(spec, argc, argv, settings, out, err)) return *stop;
    const ScratchInput scratch;
    if (scratch.path().empty()) {
        err.write("sudoku: cannot make a scratch file: " + system_error_text(errno) + "\n");
        return static_cast<int>(ExitStatus::bad_input);
    }
    const bool progress = ::isatty(STDERR_FILENO);
    for (int run = 0; run < settings.runs; ++run) {
        const std::uint64_t seed = *settings.generate.seed + static_cast<std::uint64_t>(run);
        const auto text = generate_input(seed, settings.generate.options);
        if (!text) {
            err.write("sudoku: seed " + std::to_string(seed) + ": no puzzle with these options was found within the attempts\n");
            return kNoPuzzleFound;
        }
        if (const int error = write_file(scratch.path(), *text)) {
            err.write("sudoku: " + quote_name(scratch.path()) + ": " + system_error_text(error) + "\n");
            return static_cast<int>(ExitStatus::bad_input);
        }
        LineReader reader(*text);
        const auto input = std::get<JudgeInput>(read_judge_input(reader, settings.generate.options.format));
        const Outcome outcome = run_and_judge(input, settings.program, scratch.path(), settings.limits);
        if (progress) {
            err.write("\rrun " + std::to_string(run + 1) + "/" + std::to_string(settings.runs) + " " + outcome.verdict + "   ");
            err.flush();
        }
        if (outcome.verdict == "AC") continue;
        if (progress) err.write("\n");
        const std::string name = "stress-" + std::to_string(seed);
        out.write(report_line(outcome, "seed " + std::to_string(seed), wants_colour(STDOUT_FILENO)));
        for (const auto& [file, content] : {std::pair{name + ".in", std::string_view(*text)}, {name + ".out", outcome.output}})
            if (const int error = write_file(file, content)) {
                err.write("sudoku: cannot save " + file + ": " + system_error_text(error) + "\n");
                return static_cast<int>(ExitStatus::bad_input);
            }
        out.write("saved the input as " + name + ".in and the output as " + name + ".out\n");
        out.write(std::to_string(run) + " passed, 1 failed\n");
        return print_and_exit(out, err, "") == 0 ? 1 : static_cast<int>(ExitStatus::bad_input);
    }
    if (progress) err.write("\n");
    out.write(std::to_string(settings.runs) + " passed, 0 failed\n");
    return print_and_exit(out, err, "");
}

}  // namespace sudoku::cli
