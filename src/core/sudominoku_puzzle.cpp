#include "sudoku/core/sudominoku_puzzle.hpp"

namespace sudoku::sudominoku {

Puzzle puzzle_of(const CaseLayout& layout) {
    Puzzle puzzle;
    for (const GivenDomino& d : layout.dominoes) {
        puzzle.grid[d.first_cell] = d.first_digit;
        puzzle.grid[d.second_cell] = d.second_digit;
        puzzle.used_dominoes |= std::uint64_t{1} << domino_index(d.first_digit, d.second_digit);
    }
    for (int digit = 1; digit <= 9; ++digit) puzzle.grid[layout.single_cell[digit]] = static_cast<std::uint8_t>(digit);
    return puzzle;
}

}  // namespace sudoku::sudominoku
