// The line format: one puzzle a line, answered in batches on the worker pool
// and written in input order, one answer line per puzzle line.
#include "drivers.hpp"

#include <string>

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/io/line_format.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/report.hpp"
#include "sudoku/io/whole_input.hpp"
#include "sudoku/pipeline/in_order_batches.hpp"

namespace sudoku::drivers {
namespace {

// One input puzzle on its way to its answer line.
struct LineJob {
    std::size_t line = 0;
    int number = 0;            // of the puzzle in the input, from 1
    bool valid = false;
    std::string error;         // what is wrong, when not valid
    // Not zeroed (GCC did it with two `rep stos` a line, slow to start on Zen 1):
    // puzzle is read only when valid, solution only once answered.
    Grid puzzle, solution;
    int solutions = 0;         // with Task::count, up to the limit; else 0 or 1

    // Clashing givens were left to the solver (Clashes::left_to_solver): a
    // puzzle it finds no solution for is looked at for one.
    void answer(const RunOptions& options) {
        if (!valid) return;
        solutions = options.task == Task::count ? classic::count_solutions(puzzle, options.count_limit)
                                                : classic::solve(puzzle, solution);
        if (solutions > 0) return;
        if (const auto clash = find_clash(puzzle)) {
            valid = false;
            error = describe(*clash);
        }
    }

    ExitStatus write(std::string_view name, const RunOptions& options, Output& out, Output& err) const {
        const auto kind = !valid ? PuzzleOutcome::invalid : solutions > 0 ? PuzzleOutcome::answered : PuzzleOutcome::no_solution;
        return write_outcome({kind, number, line, solutions, error}, name, options, out, err,
                             [&] { write_line(solution, out.buffer()); }, kUnsolvableLine);
    }
};

// A puzzle costs microseconds: threads take this many at a time.
constexpr std::size_t kBatchSize = 1024, kGrain = 16;

}  // namespace

ExitStatus solve_lines(LineReader& input, std::string_view name, const RunOptions& options, Output& out, Output& err) {
    InOrderBatches<LineJob> batches(name, options, out, err, kBatchSize, kGrain);
    input.before_blocking_read([&] {
        batches.finish();
        out.flush();
    });
    Line line;
    int puzzles = 0;
    bool any_invalid = false;
    while (out.error() == 0 && next_puzzle_line(input, line)) {
        LineJob job;
        job.line = line.number;
        job.number = ++puzzles;
        const auto read = parse_puzzle_line(line, Clashes::left_to_solver);
        job.valid = std::holds_alternative<Grid>(read);
        if (job.valid) job.puzzle = std::get<Grid>(read);
        else job.error = std::get<ReadError>(read).what;
        any_invalid |= !job.valid;
        batches.add(std::move(job));
    }
    input.before_blocking_read([&out] { out.flush(); });
    batches.finish();
    if (report_read_failure(input, out, err, name)) return ExitStatus::bad_input;
    if (input.abandoned_line() != 0) {
        report(out, err, name, input.abandoned_line(), abandoned_message());
        return ExitStatus::bad_input;
    }
    // Once, after the answers: which --format reads what this one could not (POJ 3074's "end").
    if (any_invalid && !options.format)
        if (const auto formats = formats_that_read_rest(input); !formats.empty()) report(out, err, name, format_question(formats));
    return batches.status();
}

}  // namespace sudoku::drivers
