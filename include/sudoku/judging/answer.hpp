// The answer rules: is a contestant's grid a right answer to a puzzle? Shared
// by `sudoku check`, `sudoku test`, the fuzz target and the tests. No I/O:
// a fault comes back as the words the checker prints after "wrong answer: ".
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "sudoku/core/grid.hpp"
#include "sudoku/core/sudominoku_puzzle.hpp"

namespace sudoku {

// BOJ 2580 and the line format: every cell holds 1..9, every given is kept,
// and no row, column or box holds a digit twice. Returns the first fault in
// that order, e.g. "row 5 has two 7s (columns 2 and 8)"; nullopt when right.
std::optional<std::string> find_answer_fault(const Grid& answer, const Grid& puzzle);

// The same fault with the cells it is about (one, or the two that repeat a
// digit), for a picture of the grid.
struct AnswerFault {
    std::string what;
    std::vector<int> cells;
};
std::optional<AnswerFault> answer_fault(const Grid& answer, const Grid& puzzle);

namespace sudominoku {

// True when the cells the puzzle leaves empty can be covered by the dominoes
// it has not given, each used exactly once, with the digits `answer` puts
// there. The givens (singles and given dominoes) cover the rest already.
// Exact cover by search; on a full grid it is tiny (at most 36 dominoes,
// each placed where it fits fewest places first).
bool can_tile(const Grid& answer, const Puzzle& puzzle);

// BOJ 4574: find_answer_fault(), then the tiling; nullopt when right.
std::optional<std::string> find_answer_fault(const Grid& answer, const Puzzle& puzzle);

}  // namespace sudominoku
}  // namespace sudoku
