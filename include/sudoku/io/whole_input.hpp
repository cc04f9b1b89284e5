// The puzzles of an input in any format: one at a time, as they are read
// (the checker, which reads in step with them), or every one at once, for
// the tools that need the whole input before they start (`test`, `stress`,
// `shrink`); the solving pipeline streams through drivers of its own.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "sudoku/core/grid.hpp"
#include "sudoku/core/sudominoku_puzzle.hpp"
#include "sudoku/core/general_grid.hpp"
#include "sudoku/core/wide_grid.hpp"
#include "sudoku/io/format.hpp"
#include "sudoku/io/tokenizer.hpp"

namespace sudoku {

// A puzzle of any format: a classic grid (BOJ 2580 and the line format), a
// Sudominoku case (BOJ 4574), or a grid of a judge format of the table
// (judge_formats.hpp), whatever its size.
using AnyPuzzle = std::variant<Grid, sudominoku::Puzzle, GeneralGrid, WideGrid>;

// A puzzle and the line where it begins.
struct PuzzleAt {
    AnyPuzzle puzzle;
    std::size_t line = 0;
};

// Each puzzle of `input` in `format` to `each` as soon as it is read, so that
// memory does not grow with the input; the first error the format's reader
// finds, which ends the reading. `each` may end it sooner with input.stop(),
// after which what is returned says nothing about the input.
std::optional<ReadError> for_each_puzzle(LineReader& input, Format format, const std::function<void(PuzzleAt&&)>& each);

// Every puzzle of `input` in `format`, or the first error the format's reader finds.
std::variant<std::vector<PuzzleAt>, ReadError> read_all_puzzles(LineReader& input, Format format);

// An input the detected format cannot read may be another judge's: the
// formats of the table whose readers read `text` whole, in the table's order,
// a puzzle at least (a format whose puzzles may have clashing givens: two, or
// one full-sized grid after a count line); none when the detected format
// reads it, or no format does. Two judges may share a shape (POJ 2676's and
// Codeforces 1335D's grids): both are named, as the input could be either.
std::vector<Format> formats_that_read(std::string_view text);

// The same for an input being read with LineReader::keep_lines(kHintInput)
// on: the rest is read, as far as it can be kept, and looked at whole.
inline constexpr std::size_t kHintInput = std::size_t{1} << 20;
std::vector<Format> formats_that_read_rest(LineReader& input);

// "POJ 3074's format? name it with --format=poj3074" ("A's or B's format?
// name it with --format=a or --format=b"), for `formats_that_read`'s answer;
// format_hint() puts it in brackets after an error, or with none
// " (another judge's format? name it with --format)".
std::string format_question(std::span<const Format> formats);
std::string format_hint(std::span<const Format> formats);

}  // namespace sudoku
