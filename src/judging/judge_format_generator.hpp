// The generator's half for the judges' formats of the table (judge_formats.hpp).
#pragma once

#include <optional>
#include <string>

#include "sudoku/core/random.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/judging/generator.hpp"

namespace sudoku {

// A puzzle of box size `box_size` as the options ask (unique unless
// --multiple; --givens; --hard for 9x9); nullopt when none turned up.
std::optional<GeneralGrid> generate_judge_puzzle(Random& random, int box_size, const GenerateOptions& options);

// A whole input of `options.count` puzzles (UVa 989: 9x9 ones).
std::optional<std::string> generate_judge_input(Random& random, const JudgeFormat& format, const GenerateOptions& options);

}  // namespace sudoku
