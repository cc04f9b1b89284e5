// BOJ 2580: one grid in, its solution (or its count) out.
#include "drivers.hpp"

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/io/boj2580.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/report.hpp"

namespace sudoku::drivers {

ExitStatus solve_boj2580(LineReader& input, std::string_view name, const RunOptions& options, Output& out, Output& err) {
    const auto read = read_boj2580(input);
    if (const auto* error = std::get_if<ReadError>(&read)) {
        // Kattis sudokunique's and UVa 10957's boards read as BOJ 2580's up to the second board.
        const bool more_boards = error->what == kTextAfterLastRow;
        return report_read_error(input, out, err, name, with_format_hint(*error, options, input, more_boards));
    }
    const Grid& puzzle = std::get<Grid>(read);
    PuzzleOutcome outcome{PuzzleOutcome::answered, 1, 0, 0, {}};
    Grid solution;
    if (options.task == Task::count) outcome.count = classic::count_solutions(puzzle, options.count_limit);
    else if (!classic::solve(puzzle, solution)) outcome.kind = PuzzleOutcome::no_solution;
    return write_outcome(outcome, name, options, out, err, [&] { write_boj2580(solution, out.buffer()); });
}

}  // namespace sudoku::drivers
