// `sudoku shrink [OPTION]... FILE -- COMMAND [ARG]...`: from an input a
// program fails on, a smaller one it fails on the same way.
#include <cerrno>
#include <filesystem>
#include <variant>

#include "arguments.hpp"
#include "commands.hpp"
#include "interrupts.hpp"
#include "judged_run.hpp"
#include "option_table.hpp"
#include "options.hpp"
#include "saved_runs.hpp"
#include "shrink_runs.hpp"
#include "terminal.hpp"
#include "sudoku/io/input_file.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/report.hpp"
#include "sudoku/pipeline/solve.hpp"

namespace sudoku::cli {
namespace {

constexpr std::string_view kHelpStart =
    "Usage: sudoku shrink [OPTION]... FILE -- COMMAND [ARG]...\n"
    "Shrink FILE, an input COMMAND fails on, to a smaller input it fails on the\n"
    "same way: the same verdict (a WA stays a WA, an RE an RE, a TLE a TLE that a\n"
    "second run confirms). Each move keeps an input the judge could send: of\n"
    "several cases or lines, the failing one alone first; then blanks filled from\n"
    "the solution (BOJ 2580, line format) or more dominoes of the solution given\n"
    "(BOJ 4574, up to the statement's 35), half of them at once, then quarters,\n"
    "down to one at a time; for a failure that needs blanks, seeded walks that\n"
    "fill a blank or move one to a given, then a given traded for two blanks;\n"
    "until no single fill or trade keeps the failure. The same command gives the\n"
    "same input; a progress line shows on a terminal.\n"
    "\n"
    "The shrunk input goes to standard output (or --output); on stderr, a line\n"
    "says how much smaller it is and one more the verdict on it, as 'sudoku test'\n"
    "prints it. With --json, standard output is one JSON object with all three.\n"
    "Runs are as 'sudoku test' makes them, under the same limits.\n"
    "Interrupted (Ctrl-C, SIGTERM, SIGHUP) while it shrinks, it kills the run and\n"
    "writes the smallest input that failed so far (FILE itself if none smaller\n"
    "did yet), says so on stderr, and dies of the signal (status 130 for Ctrl-C).\n"
    "\n";

constexpr std::string_view kHelpEnd =
    "\n"
    "Exit status: 0 shrunk (the input printed fails the same way), 1 COMMAND does\n"
    "not fail on FILE, 2 usage error or FILE not a valid judge input, 4 standard\n"
    "output or a file could not be written, 128+N interrupted by signal N.\n";

struct Settings {
    ShrinkSettings shrink;
    std::optional<Format> format;
    std::optional<std::string> output, save_to;
    bool json = false;
    std::string file;
};

OptionTable options_of(Settings& settings) {
    settings.shrink.limits = default_limits();
    return OptionTable(26, {limit_options(settings.shrink.limits), {
        format_option(settings.format, "read FILE as FORMAT: auto (the default), 2580, 4574,\n"
                      "line, or a judge's problem ('sudoku --help' lists\n"
                      "them)"),
        {"budget", 0, "SECONDS", seconds(settings.shrink.budget_seconds, "budget"),
         filled("start no run after this much wall time (default {});\n"
                "the input shrunk so far is printed", {figure(kDefaultBudgetSeconds)})},
        {"output", 'o', "FILE", text(settings.output, "file name"), "write the shrunk input to FILE"},
        {"save-to", 0, "DIR", text(settings.save_to, "directory"),
         "keep the shrunk input as a test in DIR, with its\n"
         "answer, named as the tests there are (NAME.in and\n"
         "NAME.out, inK.txt and ansK.txt, Polygon's 01 and\n"
         "01.a, Kattis's data/secret); never over a file"},
        {"json", 0, "", flag(settings.json),
         "print one JSON object instead: the verdict on the\n"
         "shrunk input with the keys of 'sudoku test --json'\n"
         "(FILE as the test), the summary and the input"},
    }});
}

// Parses the command line; returns a status when the program should stop now.
std::optional<int> parse(int argc, char** argv, Settings& settings, Output& out, Output& err) {
    OptionTable table = options_of(settings);
    const std::string help = table.help_between(kHelpStart, kHelpEnd);
    const CommandSpec spec{"sudoku shrink", help, 2, true};
    Arguments arguments;
    if (const auto stop = table.parse(spec, argc, argv, arguments, out, err)) return stop;
    if (arguments.program.empty()) return usage_error(spec, err, "no COMMAND to run: give it after '--'");
    if (arguments.operands.size() != 1) return usage_error(spec, err, "give one FILE to shrink");
    if (const auto why = why_cannot_run(arguments.program[0]))
        return usage_error(spec, err, "cannot run " + quote_name(arguments.program[0]) + ": " + *why);
    settings.file = arguments.operands[0];
    settings.shrink.program = std::move(arguments.program);
    return std::nullopt;
}

// The shrunk input where it goes, the summary and the verdict; the exit status.
int deliver(const Settings& settings, const ShrinkInput& before, const Shrunk& shrunk, Output& out, Output& err) {
    const std::string text = shrunk.result.input.text();
    if (settings.output) {
        if (const int error = write_file(*settings.output, text)) {
            err.write("sudoku: " + quote_name(*settings.output) + ": " + system_error_text(error) + "\n");
            return static_cast<int>(ExitStatus::write_error);
        }
    } else if (!settings.json) {
        out.write(text);
    }
    std::string kept_said, kept_as;  // where --save-to kept it: the sentence, the path
    if (settings.save_to) {
        Output where(kept_said);
        const std::string stem = settings.file == "-" ? std::string() : std::filesystem::path(settings.file).stem().string();
        if (!save_as_test(*settings.save_to, stem.empty() ? "shrunk" : stem + "-shrunk", text, before.format(), where, err,
                          &kept_as))
            return static_cast<int>(ExitStatus::write_error);
    }
    if (settings.json) {
        JsonObject json = json_of(shrunk.outcome, settings.file);
        add_shrink_summary(json, before, shrunk).text("input", text);
        if (settings.save_to) json.text("kept_as", kept_as);
        out.write(json.line());
    } else {
        err.write("sudoku: " + shrink_summary(before, shrunk));
        if (!shrunk.interrupted) err.write(report_line(shrunk.outcome, "the shrunk input", false));
        if (settings.save_to) err.write("sudoku: " + kept_said);
    }
    return print_and_exit(out, err, "");
}

// The program's failure on FILE, which shrinking keeps; else the exit
// status: 1 when it does not fail there (or only in FILE's own layout), 4
// when the scratch input cannot be written.
std::variant<Outcome, int> first_failure(const Settings& settings, const std::string& text, const ShrinkInput& input,
                                         Output& err) {
    std::string write_error;
    const auto write_failed = [&] {
        err.write("sudoku: " + write_error + "\n");
        return static_cast<int>(ExitStatus::write_error);
    };
    const auto first = run_confirmed(text, input.format(), settings.shrink, write_error);
    if (!first) return write_failed();
    if (first->verdict == Verdict::accepted) {
        err.write("sudoku: the program does not fail on " + quote_name(settings.file) + " (AC): nothing to shrink\n");
        return 1;
    }
    // The moves write the judge's exact layout: the failure must hold there.
    if (input.text() != text) {
        const auto laid_out = run_confirmed(input.text(), input.format(), settings.shrink, write_error);
        if (!laid_out) return write_failed();
        if (laid_out->verdict != first->verdict) {
            err.write("sudoku: COMMAND fails on " + quote_name(settings.file) +
                      " only as it is laid out (spaces, line ends): shrinking writes the judge's exact layout\n");
            return 1;
        }
    }
    return *first;
}

}  // namespace

int shrink_command(int argc, char** argv, Output& out, Output& err) {
    Settings settings;
    if (const auto stop = parse(argc, argv, settings, out, err)) return *stop;
    const auto text = read_whole_file(settings.file);
    if (!text) {
        err.write("sudoku: " + quote_name(settings.file) + ": " + system_error_text(errno) + "\n");
        return static_cast<int>(ExitStatus::bad_input);
    }
    auto read = ShrinkInput::read(*text, settings.format);
    if (const auto* error = std::get_if<ReadError>(&read)) {
        if (error->line > 0) report(out, err, settings.file, error->line, error->what);
        else report(out, err, settings.file, error->what);
        return static_cast<int>(ExitStatus::bad_input);
    }
    const ShrinkInput& input = std::get<ShrinkInput>(read);
    if (!set_up_runs(settings.shrink.limits, 1, err)) return static_cast<int>(ExitStatus::bad_input);
    InterruptGuard interrupts;
    const ScratchInput scratch;
    if (scratch.path().empty()) {
        err.write("sudoku: cannot make a scratch file: " + system_error_text(errno) + "\n");
        return static_cast<int>(ExitStatus::write_error);
    }
    interrupts.remove_on_signal(scratch.path());
    settings.shrink.scratch = scratch.path();
    const auto first = first_failure(settings, *text, input, err);
    if (const auto* status = std::get_if<int>(&first)) return *status;
    InterruptGuard::finish_on_signal();  // from here on there is a failing input to write
    const auto shrunk = shrink_failure(input, std::get<Outcome>(first), settings.shrink, err);
    if (!shrunk) return static_cast<int>(ExitStatus::write_error);
    const int status = deliver(settings, input, *shrunk, out, err);
    if (InterruptGuard::finishing()) {
        err.flush();
        InterruptGuard::die_of_the_signal();
    }
    return status;
}

}  // namespace sudoku::cli
