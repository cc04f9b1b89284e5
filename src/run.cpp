#include "sudoku/run.hpp"

#include <algorithm>
#include <string>

#include "sudoku/batch.hpp"
#include "sudoku/boj2580.hpp"
#include "sudoku/boj4574.hpp"
#include "sudoku/classic_solver.hpp"

namespace sudoku {
namespace {

// An input that ended early because read(2) failed is reported as such, not as
// a format error about the missing rest.
ExitStatus report_read_error(LineReader& input, Output& out, Output& err, std::string_view name, const ReadError& error) {
    if (!report_read_failure(input, out, err, name)) report(out, err, name, error.line, error.what);
    return ExitStatus::bad_input;
}

// A count line, and the no-solution report that goes with a count of 0.
ExitStatus write_count(int count, int puzzle, std::string_view name, Output& out, Output& err) {
    out.write(std::to_string(count));
    out.write("\n");
    if (count > 0) return ExitStatus::solved;
    report(out, err, name, no_solution_message(puzzle));
    return ExitStatus::no_solution;
}

ExitStatus solve_boj2580(LineReader& input, std::string_view name, const RunOptions& options, Output& out, Output& err) {
    const auto read = read_boj2580(input);
    if (const auto* error = std::get_if<ReadError>(&read)) return report_read_error(input, out, err, name, *error);
    const Grid& puzzle = std::get<Grid>(read);
    if (options.task == Task::count) return write_count(classic::count_solutions(puzzle, options.count_limit), 1, name, out, err);
    Grid solution;
    if (!classic::solve(puzzle, solution)) {
        report(out, err, name, no_solution_message(1));
        return ExitStatus::no_solution;
    }
    write_boj2580(solution, out.buffer());
    return ExitStatus::solved;
}

// One Sudominoku case on its way to its answer: solved (or counted) on any
// thread, written in input order.
struct CaseJob {
    sudominoku::Puzzle puzzle;
    int number = 0;
    sudominoku::Outcome outcome = sudominoku::Outcome::solved;
    Grid solution{};
    sudominoku::GridCount count;

    void answer(const RunOptions& options) {
        if (options.task == Task::count) count = sudominoku::count_grids(puzzle, options.count_limit, options.max_placements);
        else outcome = sudominoku::solve(puzzle, solution, nullptr, options.max_placements);
    }

    ExitStatus write(std::string_view name, const RunOptions& options, Output& out, Output& err) const {
        const bool gave_up = options.task == Task::count ? count.gave_up : outcome == sudominoku::Outcome::gave_up;
        if (gave_up) {
            report(out, err, name, search_limit_message(number, options.max_placements));
            return ExitStatus::gave_up;
        }
        if (options.task == Task::count) return write_count(count.grids, number, name, out, err);
        if (outcome == sudominoku::Outcome::no_solution) {
            report(out, err, name, no_solution_message(number));
            return ExitStatus::no_solution;
        }
        write_boj4574(number, solution, out.buffer());
        return ExitStatus::solved;
    }
};

// Case by case: the cases before a bad one are answered, a case with no
// solution is reported and the rest go on.
ExitStatus solve_boj4574(LineReader& input, std::string_view name, const RunOptions& options, Output& out, Output& err) {
    Boj4574Reader reader(input);
    // A case costs microseconds to milliseconds: threads take one at a time.
    InOrderBatches<CaseJob> batches(name, options, out, err, 256, 1);
    input.before_blocking_read([&] {
        batches.finish();
        out.flush();
    });
    std::optional<ReadError> error;
    for (;;) {
        const auto next = reader.next();
        if (std::holds_alternative<Boj4574Reader::End>(next)) break;
        if (const auto* bad = std::get_if<ReadError>(&next)) {
            error = *bad;
            break;
        }
        CaseJob job;
        job.puzzle = std::get<sudominoku::Puzzle>(next);
        job.number = reader.case_number();
        batches.add(std::move(job));
        if (out.error() != 0) break;  // the caller reports it
    }
    input.before_blocking_read([&out] { out.flush(); });
    batches.finish();
    if (error) return worse(batches.status(), report_read_error(input, out, err, name, *error));
    return batches.status();
}

void write_report(Output& out, Output& err, std::string_view where, std::string_view what) {
    out.flush();
    err.write("sudoku: ");
    err.write(where);
    err.write(": ");
    err.write(what);
    err.write("\n");
    err.flush();
}

}  // namespace

ExitStatus worse(ExitStatus a, ExitStatus b) { return std::max(a, b); }

std::string no_solution_message(int puzzle) { return "puzzle " + std::to_string(puzzle) + " has no solution"; }

std::string search_limit_message(int puzzle, std::uint64_t max_placements) {
    return "puzzle " + std::to_string(puzzle) + ": search limit of " + std::to_string(max_placements) +
           " placements reached (see --search-limit)";
}

bool report_read_failure(const LineReader& input, Output& out, Output& err, std::string_view name) {
    if (input.error().empty()) return false;
    report(out, err, name, "read error: " + input.error());
    return true;
}

void report(Output& out, Output& err, std::string_view name, std::size_t line, std::string_view what) {
    write_report(out, err, quote_name(name) + ":" + std::to_string(line), what);
}

void report(Output& out, Output& err, std::string_view name, std::string_view what) {
    write_report(out, err, quote_name(name), what);
}

ExitStatus solve_input(LineReader& input, std::string_view name, const RunOptions& options, Output& out, Output& err) {
    const auto chosen = choose_format(input, options.format);
    if (const auto* error = std::get_if<ReadError>(&chosen)) return report_read_error(input, out, err, name, *error);
    switch (std::get<Format>(chosen)) {
        case Format::boj2580: return solve_boj2580(input, name, options, out, err);
        case Format::boj4574: return solve_boj4574(input, name, options, out, err);
        case Format::line: return solve_lines(input, name, options, out, err);
    }
    return ExitStatus::bad_input;
}

}  // namespace sudoku
