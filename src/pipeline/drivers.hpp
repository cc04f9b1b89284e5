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
// which --format reads the input (format_that_reads_rest()), or, where none
// does but `other_judge_likely`, that naming one may help.
ReadError with_format_hint(ReadError error, const RunOptions& options, LineReader& input, bool other_judge_likely);

// A count line (Task::count), and the no-solution report that goes with a count of 0.
ExitStatus write_count(int count, int puzzle, std::string_view name, std::size_t line, const RunOptions& options,
                       Output& out, Output& err);

// "NAME:", the start of a count line when counts are named (name_counts).
void write_count_name(std::string_view name, const RunOptions& options, Output& out);

}  // namespace sudoku::drivers
