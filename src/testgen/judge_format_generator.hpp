// The generator's half for the judges' formats of the table (judge_formats.hpp).
#pragma once

#include <optional>
#include <string>

#include "sudoku/core/random.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/testgen/generator.hpp"

namespace sudoku {

// A puzzle of the format's shape (its box size, 9x9 where each case says;
// a partition drawn from `random` where its houses are regions) as the
// options ask (unique unless --multiple; --givens; --hard for boxed 9x9),
// or a solved grid where the input is one (Codeforces 1335D); nullopt when
// none turned up.
std::optional<GeneralGrid> generate_judge_puzzle(Random& random, const JudgeFormat& format, const GenerateOptions& options);

// A board whose answer is of the kind `outcome` (the core counting to two),
// made from a unique puzzle by one edit; nullopt when none turned up.
std::optional<GeneralGrid> generate_board_of_kind(Random& random, const JudgeFormat& format, const GenerateOptions& options,
                                                  GridOutcome outcome);

// A whole input of `options.count` puzzles from Random(seed) (UVa 989: 9x9
// ones). Where the answer says a kind, case i of the input is of kind
// (seed + i) mod k of the k asked for, so that any k consecutive seeds give
// every kind, as a judge's test data holds each.
std::optional<std::string> generate_judge_input(std::uint64_t seed, const JudgeFormat& format, const GenerateOptions& options);

}  // namespace sudoku
