// The special judge behind `sudoku check` and `sudoku test`: reads a judge
// input and a contestant's output and gives testlib's verdict, checking the
// rules (answer.hpp) rather than comparing with one stored answer, since a
// puzzle may have several right answers. No files, no processes: both sides
// come as LineReaders, so the tests and the fuzz target judge in memory.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "sudoku/io/format.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/tokenizer.hpp"
#include "sudoku/io/whole_input.hpp"
#include "sudoku/judging/verdicts.hpp"

namespace sudoku {

// A verdict (one of the checker's four: accepted, wrong_answer,
// presentation_error, fail) and its one line: "ok: 2 puzzles", "wrong answer: puzzle 3: ...",
// "presentation error: line 4: ...", "fail: input:3: ...". `detail` is the
// line without its verdict, what testlib writes to a result file.
struct Judgement {
    Verdict verdict = Verdict::fail;
    std::string message;
    std::string detail;
    // A wrong classic grid (BOJ 2580, the line format): the grid as read, its
    // puzzle and the cells at fault, for a picture of the failure.
    std::optional<Grid> answer, puzzle;
    std::vector<int> fault_cells;
};
Judgement make_judgement(Verdict verdict, std::string detail);

// How a contestant's output is read, format by format:
//   judge   as each judge reads it. BOJ 2580 has a special judge: the grid
//           token by token, as testlib's ouf.readInt(1, 9) reads it (any of
//           space, tab, CR and LF between tokens, so one line or 81 or a blank
//           line between rows are all fine; a token that is not a plain
//           integer, a leading zero or a form feed included, is a
//           presentation error; an integer outside 1..9 a wrong answer).
//           BOJ 4574 compares text: each line as the judge compares lines,
//           trailing whitespace and trailing blank lines ignored, nothing
//           else ("Puzzle k" exactly, then 9 lines of 9 digits).
//           The line format: one line of 81 digits per puzzle, blank and '#'
//           lines between them skipped.
//   strict  the same, but BOJ 2580 line by line: 9 lines of 9 numbers.
enum class Layout { judge, strict };

// A judge input read whole, every puzzle checked to have a solution (a
// checker must not blame a contestant for an unsolvable test).
struct JudgeInput {
    Format format = Format::boj2580;
    std::vector<AnyPuzzle> puzzles;  // Grid for 2580 and line, sudominoku::Puzzle for 4574
};
std::variant<JudgeInput, ReadError> read_judge_input(LineReader& input, std::optional<Format> format);

// Judges `output` against `input`, its layout read as `layout` says. In
// every layout CRLF, trailing spaces, a missing final newline and trailing
// blank lines are fine.
Judgement judge_output(const JudgeInput& input, LineReader& output, Layout layout = Layout::judge);

// Judges an output (or a jury's answer) one puzzle at a time, as the input's
// puzzles come, keeping nothing of the ones before: memory stays the same
// however many puzzles. The same verdicts as judge_output().
class OutputJudge {
public:
    virtual ~OutputJudge() = default;
    // The fault of the answer to the next puzzle (numbered from 1), if it
    // has one; after a fault, not to be called again.
    virtual std::optional<Judgement> next(const AnyPuzzle& puzzle) = 0;
    // After the last puzzle: the fault of what is left of the output, if any.
    virtual std::optional<Judgement> finish() = 0;
};
std::unique_ptr<OutputJudge> make_output_judge(Format format, LineReader& output, Layout layout = Layout::judge);

// How far an output is read: an endless one (blank lines without end, '#'
// lines) is cut, a presentation error, past kOutputSlack bytes more than
// kOutputBytesPerCell bytes for each cell of the puzzles read (as many for
// a puzzle whose answer is a word), far more than any layout of their
// answers takes. The bound for one more puzzle:
std::size_t output_allowance(const AnyPuzzle& puzzle);
inline constexpr std::size_t kOutputSlack = std::size_t{64} << 20, kOutputBytesPerCell = 16;

// `sudoku check`: the input read one puzzle at a time, each checked to have
// a solution, then judged in the jury's `answer` (when there is one: it must
// be right) and in `output` before the next is read, so that memory does
// not grow with the input and an endless file is never read to its end. The
// first fault ends the check: in the input or the answer, a failure
// ("fail: input:3: ...", "fail: answer: the jury's answer is not right: ...").
Judgement check_in_step(LineReader& input, std::optional<Format> format, LineReader* answer, LineReader& output,
                        Layout layout = Layout::judge);

// The checker's failure line for a judge input that cannot be used:
// "fail: input:3: what" (line 0: "fail: input: what").
Judgement input_failure(const ReadError& error);

// Why a puzzle cannot be a test of the judge's problem `format` (no solution
// where the judge has no answer for that; several where the statement
// promises one; fewer givens than it promises), or nullopt: what a shrunk input must keep being.
std::optional<std::string> grid_input_fault(const JudgeFormat& format, const GeneralGrid& puzzle, int number);

}  // namespace sudoku
