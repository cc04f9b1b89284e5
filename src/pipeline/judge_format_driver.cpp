// The judges' formats of the table (judge_formats.hpp): each case answered
// in batches on the worker pool as the reader hands it on, and written in
// input order by the format's writer.
#include "drivers.hpp"

#include <algorithm>
#include <string>

#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/report.hpp"
#include "sudoku/pipeline/in_order_batches.hpp"

namespace sudoku::drivers {
namespace {

struct GridJob {
    const JudgeFormat* format = nullptr;
    GridCase grid_case;
    std::size_t index = 0;
    GridAnswer result;
    int count = 0;

    void answer(const RunOptions& options) {
        if (options.task == Task::count)
            count = find_grid_clash(grid_case.puzzle) ? 0 : count_grid_solutions(grid_case.puzzle, options.count_limit);
        else if (grid_case.wide) result = check_wide_grid(*grid_case.wide);
        else result = answer_grid(grid_case.puzzle, question_for(*format));
    }

    ExitStatus write(std::string_view name, const RunOptions& options, Output& out, Output& err) const {
        const int number = static_cast<int>(index) + 1;
        std::string text;  // a format whose answer says there is none has one here
        const bool answered = options.task == Task::count || format->write_answer(result, index, text);
        return write_outcome({answered ? PuzzleOutcome::answered : PuzzleOutcome::no_solution, number, grid_case.line, count, {}},
                             name, options, out, err, [&] { out.write(text); });
    }
};

}  // namespace

// The cases before a bad one are answered; a case with no solution where the
// judge has no answer for it is reported, and the rest go on.
ExitStatus solve_judge_format(LineReader& input, std::string_view name, const RunOptions& options, const JudgeFormat& format,
                              Output& out, Output& err) {
    Line first;
    if (!input.next_non_blank(first))  // as detection says of an empty input, whether or not the format was named
        return report_read_error(input, out, err, name, {std::max<std::size_t>(input.line_number(), 1), "no puzzle in the input (it is empty or blank)"});
    input.put_back();
    // A 25x25 case can take milliseconds: threads take one at a time.
    InOrderBatches<GridJob> batches(name, options, out, err, 64, 1);
    input.before_blocking_read([&] {
        batches.finish();
        out.flush();
    });
    std::size_t index = 0;
    // Fewer givens than the statement promises is bad input: Luogu P1074's
    // search has no bound on a near-empty grid (a fuzzed blank one ran on).
    std::optional<ReadError> too_few;
    const auto error = format.read(input, [&](GridCase&& grid_case) {
        if (!too_few && !grid_case.wide)
            if (const auto few = too_few_givens(format, grid_case.puzzle))
                too_few = ReadError{grid_case.line, "puzzle " + std::to_string(index + 1) + ": " + *few};
        if (out.error() == 0 && !too_few) batches.add(GridJob{&format, std::move(grid_case), index++, {}, 0});  // else the caller reports it
    });
    input.before_blocking_read([&out] { out.flush(); });
    batches.finish();
    if (too_few) return worse(batches.status(), report_read_error(input, out, err, name, *too_few));
    if (error) return worse(batches.status(), report_read_error(input, out, err, name, *error));
    return batches.status();
}

}  // namespace sudoku::drivers
