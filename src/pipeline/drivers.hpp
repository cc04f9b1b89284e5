// The format drivers solve_input() dispatches to, and what they share.
// Each reads its format, answers on the core that fits, writes the answers in
// input order and reports the problems.
#pragma once

#include <string_view>

#include "sudoku/io/judge_formats.hpp"
#include "sudoku/pipeline/solve.hpp"

namespace sudoku::drivers {

ExitStatus solve_boj2580(LineReader& input, std::string_view name, const RunOptions& options, Output& out, Output& err);
ExitStatus solve_boj4574(LineReader& input, std::string_view name, const RunOptions& options, Output& out, Output& err);
ExitStatus solve_lines(LineReader& input, std::string_view name, const RunOptions& options, Output& out, Output& err);
ExitStatus solve_judge_format(LineReader& input, std::string_view name, const RunOptions& options, const JudgeFormat& format,
                              Output& out, Output& err);

// An input that ended early because read(2) failed is reported as such, not as
// a format error about the missing rest.
ExitStatus report_read_error(LineReader& input, Output& out, Output& err, std::string_view name, const ReadError& error);

// A format told from the first line may be wrong: another judge's input can
// start as BOJ 2580's or BOJ 4574's does. An error of a detected format says
// which --format reads the input (formats_that_read_rest()), or, where none
// does but `other_judge_likely`, that naming one may help.
ReadError with_format_hint(ReadError error, const RunOptions& options, LineReader& input, bool other_judge_likely);

// What a driver found for one puzzle, as it hands it to write_outcome().
struct PuzzleOutcome {
    enum Kind { answered, no_solution, invalid, gave_up };
    Kind kind = answered;    // Task::count: answered or no_solution alike, `count` says which
    int number = 0;          // the puzzle's number in the input, from 1
    std::size_t line = 0;    // the line its report names; 0: none
    int count = 0;           // Task::count: its solutions, up to the limit
    std::string_view why;    // invalid: what is wrong with it
};

// The pipeline's one output policy, the same for every format: what a
// puzzle's outcome prints, reports and makes of the exit status.
//   invalid   `invalid` ("NAME:" first when counts are named), the report why: 2
//   gave_up   the search limit's report, nothing on stdout: 3
//   count     ("NAME:" and) the count; a count of 0 also reported as no solution: 1
//   solve     write_answer() for an answered puzzle: 0; for one with no
//             solution, `unanswered` as its line when the format has one
//             (the line format's "unsolvable") and the report: 1
// A format whose answer says "no solution" (UVa 989's) counts the puzzle answered.
template <class WriteAnswer>
ExitStatus write_outcome(const PuzzleOutcome& outcome, std::string_view name, const RunOptions& options, Output& out,
                         Output& err, WriteAnswer&& write_answer, std::string_view unanswered = {});
// All of write_outcome() but the answer written, kept out of the header.
ExitStatus write_unanswered(const PuzzleOutcome& outcome, std::string_view name, const RunOptions& options, Output& out,
                            Output& err, std::string_view unanswered);

template <class WriteAnswer>
ExitStatus write_outcome(const PuzzleOutcome& outcome, std::string_view name, const RunOptions& options, Output& out,
                         Output& err, WriteAnswer&& write_answer, std::string_view unanswered) {
    if (options.task == Task::count || outcome.kind != PuzzleOutcome::answered)
        return write_unanswered(outcome, name, options, out, err, unanswered);
    write_answer();
    return ExitStatus::solved;
}

}  // namespace sudoku::drivers
