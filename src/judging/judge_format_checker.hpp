// The checker's half for the judges' formats of the table (judge_formats.hpp):
// each problem judged as its judge does, by the rules where it has a special
// judge, against the right answer's text where it compares text.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/whole_input.hpp"
#include "sudoku/judging/checker.hpp"

namespace sudoku {

// The output of `format` judged a puzzle at a time (checker.hpp's OutputJudge).
std::unique_ptr<OutputJudge> make_grid_output_judge(const JudgeFormat& format, LineReader& output);

}  // namespace sudoku
