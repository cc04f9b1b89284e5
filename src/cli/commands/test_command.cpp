// `sudoku test [--time-limit=S] [--jobs=N] PATH... -- COMMAND [ARG]...`:
// runs a program on each test input and judges its output with the checker.
#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <optional>

#include "arguments.hpp"
#include "commands.hpp"
#include "interrupts.hpp"
#include "failure_view.hpp"
#include "judged_run.hpp"
#include "test_discovery.hpp"
#include "saved_runs.hpp"
#include "terminal.hpp"
#include "json.hpp"
#include "options.hpp"
#include "sudoku/io/input_file.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/system.hpp"
#include "sudoku/judging/checker.hpp"
#include "sudoku/sandbox/process.hpp"
#include "sudoku/pipeline/worker_pool.hpp"

namespace sudoku::cli {
namespace {

namespace fs = std::filesystem;

constexpr int kMaxJobs = 256;

constexpr std::string_view kHelpStart =
    "Usage: sudoku test [OPTION]... PATH... -- COMMAND [ARG]...\n"
    "Run COMMAND once per test, the test on its standard input, and judge its\n"
    "standard output with 'sudoku check'. A test is a PATH file itself, or below a\n"
    "directory PATH (its subdirectories included, in name order) each file named as\n"
    "the layouts contestants have: NAME.in (online-judge-tools' sample-1.in,\n"
    "Kattis's data/sample and data/secret), inK.txt (cf-tool), or digits alone\n"
    "(Polygon's tests/01); answers (.out, .ans, ansK.txt, 01.a) are never tests.\n"
    "\n"
    "One line per test, in that order whatever --jobs says:\n"
    "  AC  0.012s  3.1MB  samples/2580/boj_sample.in\n"
    "with the CPU time of the program and all its descendants, the most memory its\n"
    "processes held at once, and for a failure the reason: WA wrong answer, PE\n"
    "presentation error, TLE over the time limit, ILE killed at the wall-clock\n"
    "limit while idle, MLE over the memory limit, RE a non-zero exit or a signal,\n"
    "OLE over {} MiB of output, FAIL a test input that is not a valid, solvable\n"
    "puzzle. A program killed is killed with its process group. Then the slowest\n"
    "test and, on the last line, 'N passed, M failed'.\n"
    "\n";

constexpr std::string_view kHelpEnd =
    "\n"
    "Exit status: 0 every test passed, 1 one failed, 2 usage error, an unreadable\n"
    "PATH or no test found, 4 standard output or a file could not be written.\n";

enum class Colour { automatic, always, never };

struct Settings {
    ProcessLimits limits = default_limits();
    int jobs = kDefaultRunJobs;
    std::optional<std::string> pattern;  // --pattern, else the known layouts
    bool json = false, show = false;
    std::optional<std::string> output_dir;
    Colour colour = Colour::automatic;
    std::optional<Format> format;
    std::vector<std::string> paths;
    std::vector<std::string> command;
};

// Parses the command line; returns a status when the program should stop now.
std::optional<int> parse(int argc, char** argv, Settings& settings, Output& out, Output& err) {
    OptionTable table(26, {limit_options(settings.limits), {
        jobs_option(settings.jobs, kMaxJobs, filled("run N tests at a time (default {})", {figure(kDefaultRunJobs)})),
        format_option(settings.format,
                      "read the tests as FORMAT: auto (the default), 2580,\n"
                      "4574, line, or a judge's problem ('sudoku --help'\n"
                      "lists them)"),
        {"pattern", 0, "PATTERN",
         text(settings.pattern, "pattern", "with %s", [](std::string_view value) { return value.find("%s") != std::string_view::npos; }),
         "tests are the files named as PATTERN, %s standing\n"
         "for any name and %e for 'in', as in\n"
         "online-judge-tools' format option: '%s.%e'"},
        {"show", 0, "", flag(settings.show),
         "after a wrong grid, draw it with the cells at fault\n"
         "marked"},
        {"output-dir", 0, "DIR", text(settings.output_dir, "directory"),
         "save each failing test's output in DIR (made when\n"
         "missing), as NAME.out"},
        {"json", 0, "", flag(settings.json),
         "one JSON object per line: a test's path, verdict,\n"
         "time, memory and reason, then a summary object"},
        {"color", 0, "WHEN",
         choice(settings.colour, "colour choice", {{"auto", Colour::automatic}, {"always", Colour::always}, {"never", Colour::never}}),
         "colour the verdicts: auto (on a terminal, unless\n"
         "NO_COLOR is set; the default), always or never"},
    }}, {{OptionRule::excludes, "show", {"json"}, "--show and --json are two ways to print a failure: give one"}});
    const std::string output_mib = figure(kMaxOutputBytes >> 20);
    const std::string help = table.help_between(filled(kHelpStart, {output_mib}), kHelpEnd);
    const CommandSpec spec{"sudoku test", help, 2, true};
    Arguments arguments;
    if (const auto stop = table.parse(spec, argc, argv, arguments, out, err)) return stop;
    settings.paths = std::move(arguments.operands);
    settings.limits.hidden_paths = settings.paths;  // the program sees neither the tests nor their answers
    settings.command = std::move(arguments.program);
    if (settings.command.empty()) return usage_error(spec, err, "no COMMAND to test: give it after '--'");
    if (settings.paths.empty()) return usage_error(spec, err, "no PATH of tests given");
    if (settings.output_dir) {  // made when missing, as mkdir -p would
        std::error_code error;
        fs::create_directories(*settings.output_dir, error);
        if (!fs::is_directory(*settings.output_dir))
            return usage_error(spec, err, "cannot make the directory " + quote_name(*settings.output_dir) + " for --output-dir" +
                                              (error ? ": " + system_error_text(error.value()) : ""));
    }
    if (const auto why = why_cannot_run(settings.command[0]))
        return usage_error(spec, err, "cannot run " + quote_name(settings.command[0]) + ": " + *why);
    return std::nullopt;
}

std::optional<JudgeInput> read_test(const std::string& path, const Settings& settings, std::string& why) {
    const InputFile opened(path);
    if (!opened.is_open()) {
        why = "cannot open the test: " + system_error_text(opened.error());
        return std::nullopt;
    }
    LineReader reader(opened.fd());
    auto input = read_judge_input(reader, settings.format);
    if (const auto* error = std::get_if<ReadError>(&input)) {
        why = input_failure(*error).message;
        return std::nullopt;
    }
    return std::get<JudgeInput>(std::move(input));
}

// Saves a failing test's output as DIR/NAME.out (NAME-2.out and so on when
// taken); the path, or why it could not be saved.
std::string save_output(const Outcome& outcome, const std::string& test, const std::string& dir) {
    if (!outcome.output) return {};
    const std::string text = output_start(*outcome.output, outcome.output->size);
    std::string name;
    const int error = write_under_new_name(dir + "/" + fs::path(test).stem().string(), name,
                                           [&](const std::string& candidate) { return write_file(candidate + ".out", text, true); });
    if (error == EEXIST) return "not saved: " + std::to_string(kMaxCopies) + " earlier copies are there";
    return error ? "not saved: " + system_error_text(error) : name + ".out";
}

// What follows a failing test's line: where its output was saved, and with
// --show the grid it gave with the cells at fault marked.
void show_failure(const Outcome& outcome, const Settings& settings, bool colour, Output& out) {
    if (!outcome.saved_as.empty()) out.write("    output: " + quote_name(outcome.saved_as) + "\n");
    if (outcome.verdict == Verdict::runtime_error || settings.show) out.write(error_excerpt(outcome.error_start));
    if (settings.show && outcome.answer && outcome.puzzle)
        out.write(grid_picture(*outcome.answer, *outcome.puzzle, outcome.fault_cells, colour));
}

Outcome run_test(const std::string& path, const Settings& settings) {
    std::string why;
    const auto input = read_test(path, settings, why);
    if (!input) return failed_test(why);
    return run_and_judge(*input, settings.command, path, settings.limits);
}

}  // namespace

int test_command(int argc, char** argv, Output& out, Output& err) {
    Settings settings;
    if (const auto stop = parse(argc, argv, settings, out, err)) return *stop;
    const auto setup = set_up_runs(settings.limits, settings.jobs, err);
    if (!setup) return static_cast<int>(ExitStatus::bad_input);
    InterruptGuard interrupts;  // before the pool's threads, which inherit its signal mask
    std::vector<std::string> tests;
    if (const auto error = find_tests(settings.paths, settings.pattern, tests, err)) {
        err.write("sudoku: " + *error + "\n");
        return static_cast<int>(ExitStatus::bad_input);
    }
    settings.limits.secret_files = tests_and_answers(tests);  // not even when the command line names them
    const bool colour = settings.colour == Colour::always || (settings.colour == Colour::automatic && wants_colour(os::kStandardOutput));
    int passed = 0;
    std::size_t slowest = 0;
    double slowest_seconds = -1;
    // Each line goes out as soon as its test and every one before it are done.
    std::vector<Outcome> outcomes(tests.size());
    WorkerPool pool(setup->jobs);
    run_in_order(
        pool, tests.size(),
        [&](std::size_t i) {
            outcomes[i] = run_test(tests[i], settings);
            if (outcomes[i].verdict != Verdict::accepted && settings.output_dir) outcomes[i].saved_as = save_output(outcomes[i], tests[i], *settings.output_dir);
            outcomes[i].output.reset();  // judged: only the verdict is kept
        },
        [&](std::size_t i) {
            const Outcome outcome = std::move(outcomes[i]);
            passed += outcome.verdict == Verdict::accepted;
            if (outcome.seconds > slowest_seconds) slowest = i, slowest_seconds = outcome.seconds;
            out.write(settings.json ? json_line(outcome, tests[i]) : report_line(outcome, quote_name(tests[i]), colour));
            if (!settings.json) show_failure(outcome, settings, colour, out);
            out.flush();
            return out.error() == 0;
        });
    if (out.error() == EPIPE) interrupts.broken_output();
    const auto failed = tests.size() - static_cast<std::size_t>(passed);
    if (settings.json) {
        out.write(JsonObject()
                      .integer("passed", passed)
                      .integer("failed", static_cast<long long>(failed))
                      .text("slowest", tests[slowest])
                      .number("slowest_time", slowest_seconds, "%.3f")
                      .text("sandbox", setup->sandbox.description)
                      .line());
    } else {
        out.write("sandbox: " + setup->sandbox.description + "\n");
        out.write("slowest: " + format_number("%.3fs", slowest_seconds) + "  " + quote_name(tests[slowest]) + "\n");
        out.write(std::to_string(passed) + " passed, " + std::to_string(failed) + " failed\n");
    }
    out.flush();
    if (out.error() != 0) {
        err.write("sudoku: write error: " + system_error_text(out.error()) + "\n");
        return static_cast<int>(ExitStatus::write_error);
    }
    return passed == static_cast<int>(tests.size()) ? 0 : 1;
}

}  // namespace sudoku::cli
