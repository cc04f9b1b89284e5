// BOJ 4574: Sudominoku cases, answered in batches on the worker pool and
// written in input order.
#include "drivers.hpp"

#include "sudoku/io/boj4574.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/report.hpp"
#include "sudoku/pipeline/in_order_batches.hpp"

namespace sudoku::drivers {
namespace {

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
        const auto kind = gave_up ? PuzzleOutcome::gave_up
                          : outcome == sudominoku::Outcome::no_solution ? PuzzleOutcome::no_solution
                                                                         : PuzzleOutcome::answered;
        return write_outcome({kind, number, 0, count.grids, {}}, name, options, out, err,
                             [&] { write_boj4574(number, solution, out.buffer()); });
    }
};

}  // namespace

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
            // POJ 2676, SPOJ SUDOKU and UVa 989 also start with one number.
            error = with_format_hint(*bad, options, input, reader.case_number() <= 1);
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

}  // namespace sudoku::drivers
