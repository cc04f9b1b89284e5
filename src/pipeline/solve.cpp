#include "sudoku/pipeline/solve.hpp"

#include <algorithm>
#include <string>

#include "drivers.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/line_format.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/report.hpp"
#include "sudoku/io/whole_input.hpp"

namespace sudoku {

ExitStatus worse(ExitStatus a, ExitStatus b) { return std::max(a, b); }

ExitStatus solve_input(LineReader& input, std::string_view name, const RunOptions& options, Output& out, Output& err) {
    input.allow_lines_of(longest_line(options.format));
    if (!options.format) input.keep_lines(kHintInput);
    const auto chosen = choose_format(input, options.format);
    if (const auto* error = std::get_if<ReadError>(&chosen))
        return drivers::report_read_error(input, out, err, name, drivers::with_format_hint(*error, options, input, false));
    switch (std::get<Format>(chosen)) {
        case Format::boj2580: return drivers::solve_boj2580(input, name, options, out, err);
        case Format::boj4574: return drivers::solve_boj4574(input, name, options, out, err);
        case Format::line: return drivers::solve_lines(input, name, options, out, err);
        default: return drivers::solve_judge_format(input, name, options, *judge_format(std::get<Format>(chosen)), out, err);
    }
}

namespace drivers {

ExitStatus report_read_error(LineReader& input, Output& out, Output& err, std::string_view name, const ReadError& error) {
    if (!report_read_failure(input, out, err, name)) report(out, err, name, error.line, error.what);
    return ExitStatus::bad_input;
}

ReadError with_format_hint(ReadError error, const RunOptions& options, LineReader& input, bool other_judge_likely) {
    if (options.format) return error;
    const auto formats = formats_that_read_rest(input);
    if (!formats.empty() || other_judge_likely) error.what += format_hint(formats);
    return error;
}

namespace {

// "NAME:", the start of a count line (and of an invalid one) when counts are named.
void write_count_name(std::string_view name, const RunOptions& options, Output& out) {
    if (options.task != Task::count || !options.name_counts) return;
    out.write(name);
    out.write(":");
}

void report_at(const PuzzleOutcome& outcome, std::string_view name, Output& out, Output& err, std::string_view what) {
    if (outcome.line == 0) report(out, err, name, what);
    else report(out, err, name, outcome.line, what);
}

}  // namespace

ExitStatus write_unanswered(const PuzzleOutcome& outcome, std::string_view name, const RunOptions& options, Output& out,
                            Output& err, std::string_view unanswered) {
    if (outcome.kind == PuzzleOutcome::invalid) {
        write_count_name(name, options, out);
        out.write(kInvalidLine);
        out.write("\n");
        report_at(outcome, name, out, err, outcome.why);
        return ExitStatus::bad_input;
    }
    if (outcome.kind == PuzzleOutcome::gave_up) {
        report_at(outcome, name, out, err, search_limit_message(outcome.number, options.max_placements));
        return ExitStatus::gave_up;
    }
    if (options.task == Task::count) {
        write_count_name(name, options, out);
        out.write(std::to_string(outcome.count));
        out.write("\n");
        if (outcome.count > 0) return ExitStatus::solved;
    } else if (!unanswered.empty()) {
        out.write(unanswered);
        out.write("\n");
    }
    report_at(outcome, name, out, err, no_solution_message(outcome.number));
    return ExitStatus::no_solution;
}

}  // namespace drivers
}  // namespace sudoku
