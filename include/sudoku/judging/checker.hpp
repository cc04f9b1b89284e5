// The special judge behind `sudoku check` and `sudoku test`: reads a judge
// input and a contestant's output and gives testlib's verdict, checking the
// rules (answer.hpp) rather than comparing with one stored answer, since a
// puzzle may have several right answers. No files, no processes: both sides
// come as LineReaders, so the tests and the fuzz target judge in memory.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "sudoku/io/format.hpp"
#include "sudoku/io/tokenizer.hpp"
#include "sudoku/io/whole_input.hpp"

namespace sudoku {

// testlib's checker exit codes.
enum class Verdict : int { accepted = 0, wrong_answer = 1, presentation_error = 2, fail = 3 };

// A verdict and its one line: "ok: 2 puzzles", "wrong answer: puzzle 3: ...",
// "presentation error: line 4: ...", "fail: input:3: ...".
struct Judgement {
    Verdict verdict = Verdict::fail;
    std::string message;
};

// A judge input read whole, every puzzle checked to have a solution (a
// checker must not blame a contestant for an unsolvable test).
struct JudgeInput {
    Format format = Format::boj2580;
    std::vector<AnyPuzzle> puzzles;  // Grid for 2580 and line, sudominoku::Puzzle for 4574
};
std::variant<JudgeInput, ReadError> read_judge_input(LineReader& input, std::optional<Format> format);

// Judges `output` against `input`. Whitespace as judges treat it: CRLF,
// trailing spaces, a missing final newline and trailing blank lines are fine;
// anything else off the judge's layout is a presentation error.
Judgement judge_output(const JudgeInput& input, LineReader& output);

// The checker's failure line for a judge input that cannot be used:
// "fail: input:3: what" (line 0: "fail: input: what").
Judgement input_failure(const ReadError& error);

}  // namespace sudoku
