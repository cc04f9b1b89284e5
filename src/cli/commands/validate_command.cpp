// `sudoku validate [OPTION]... [FILE]...`: a testlib-style validator.
#include <cerrno>

#include "arguments.hpp"
#include "commands.hpp"
#include "options.hpp"
#include "conventions.hpp"
#include "sudoku/io/input_file.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/report.hpp"
#include "sudoku/io/whole_input.hpp"
#include "sudoku/judging/validator.hpp"

namespace sudoku::cli {
namespace {

constexpr std::string_view kHelpStart =
    "Usage: sudoku validate [OPTION]... [FILE]...\n"
    "Check that each FILE (or standard input) is an input the judge could send, as a\n"
    "testlib validator does: strictly by the statement, not as leniently as solving.\n"
    "  BOJ 2580  9 lines of 9 digits 0..9 separated by single spaces; at least one\n"
    "            solution (with --unique, exactly one)\n"
    "  BOJ 4574  cases of N (10..35), N lines 'U LU V LV' and the 9 locations of the\n"
    "            singles, upper-case locations, single spaces, a final 0; every case\n"
    "            with exactly one solution grid\n"
    "  line      lines of 81 characters 0-9 or '.'; at least one solution each\n"
    "Every line ends with a newline, the last one too; no blank lines, no spaces at\n"
    "either end, no CRLF (unless --allow-crlf), no byte-order mark.\n"
    "\n";

constexpr std::string_view kHelpEnd =
    "\n"
    "The first violation of each file is reported as 'sudoku: FILE:LINE: what'.\n"
    "Exit status (testlib's): 0 every FILE is valid, 3 one is not; 2 usage error or\n"
    "an unreadable file. With --kattis: 42 valid, 43 not, 2 unreadable.\n";

}  // namespace

int validate_command(int argc, char** argv, Output& out, Output& err) {
    ValidateOptions options;
    bool kattis = false;
    std::optional<std::string> overview_log;
    OptionTable table(21, {{
        format_option(options.format, "read FORMAT: auto (the default), 2580, 4574, line,\n"
                                      "or a judge's problem ('sudoku --help' lists them)"),
        {"allow-crlf", 0, "", flag(options.allow_crlf), "accept CRLF line endings"},
        {"unique", 0, "", flag(options.unique), "2580 and line: require exactly one solution"},
        {"kattis", 0, "", flag(kattis),
         "as a Kattis or DOMjudge input validator: the input on\n"
         "standard input, arguments taken as flags and ignored,\n"
         "exit 42 valid, 43 not"},
        {"testset", 0, "NAME", ignored("testset"), "accepted and ignored, as Polygon passes it"},
        {"group", 0, "NAME", ignored("group"), "accepted and ignored, as Polygon passes it"},
        {"testOverviewLogFileName", 0, "FILE", text(overview_log, "file name"),
         "accepted, as Polygon passes it: FILE is written empty"},
    }});
    const std::string help = table.help_between(kHelpStart, kHelpEnd);
    const CommandSpec spec{"sudoku validate", help};
    const auto option = [&](int argc, char** argv, int& i) -> std::optional<int> {
        if (auto status = table.read(spec, argc, argv, i, err)) return status;
        // After --kattis, what is not sudoku's is the problem's input_validator_flags: ignored.
        return kattis ? std::optional<int>(0) : std::nullopt;
    };
    Arguments arguments;
    if (const auto stop = parse_arguments(spec, argc, argv, {option, table.names()}, arguments, out, err)) return *stop;
    if (overview_log)
        if (const int error = write_file(*overview_log, "")) {
            report(out, err, *overview_log, system_error_text(error));
            return static_cast<int>(ExitStatus::bad_input);
        }
    // Kattis passes its validator flags as arguments; the input is on stdin.
    if (kattis || arguments.operands.empty()) arguments.operands.assign(1, "-");
    int status = 0;
    for (const auto& file : arguments.operands) {
        // Read as it is checked, a puzzle at a time: memory does not grow with the file.
        const InputFile opened(file);
        if (!opened.is_open()) {
            report(out, err, file, system_error_text(opened.error()));
            status = std::max(status, 2);
            continue;
        }
        LineReader input(opened.fd());
        if (!options.format) input.keep_lines(kHintInput);  // for the --format hint after a violation
        const auto violation = find_violation(input, options);
        if (!input.error().empty()) {
            report(out, err, file, input.error());
            status = std::max(status, 2);
        } else if (violation) {
            const auto others = options.format ? std::vector<Format>{} : formats_that_read_rest(input);
            report(out, err, file, violation->line, violation->what + (others.empty() ? "" : format_hint(others)));
            status = 3;
        }
    }
    if (kattis && status != 2) return status == 0 ? kKattisAccepted : kKattisWrong;
    return status;
}

}  // namespace sudoku::cli
