// Every puzzle of an input read at once, for the tools that need the whole
// input before they start (the checker, the validator, `test`, `stress`);
// the solving pipeline streams instead.
#pragma once

#include <cstddef>
#include <variant>
#include <vector>

#include "sudoku/core/grid.hpp"
#include "sudoku/core/sudominoku_puzzle.hpp"
#include "sudoku/core/general_grid.hpp"
#include "sudoku/io/format.hpp"
#include "sudoku/io/tokenizer.hpp"

namespace sudoku {

// A puzzle of any format: a classic grid (BOJ 2580 and the line format), a
// Sudominoku case (BOJ 4574), or a grid of a judge format of the table
// (judge_formats.hpp), whatever its size.
using AnyPuzzle = std::variant<Grid, sudominoku::Puzzle, GeneralGrid>;

// A puzzle and the line where it begins.
struct PuzzleAt {
    AnyPuzzle puzzle;
    std::size_t line = 0;
};

// Every puzzle of `input` in `format`, or the first error the format's reader finds.
std::variant<std::vector<PuzzleAt>, ReadError> read_all_puzzles(LineReader& input, Format format);

}  // namespace sudoku
