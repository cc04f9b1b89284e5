// A Sudominoku case (BOJ 4574) as data: the 36 dominoes {a,b}, 1 <= a < b <= 9,
// the puzzle the solver takes, and the layout of a case as its input lines
// give it (what the reader builds, the generator makes and the writer prints).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "sudoku/core/grid.hpp"

namespace sudoku::sudominoku {

inline constexpr int kDominoes = 36;
inline constexpr std::uint64_t kAllDominoes = (std::uint64_t{1} << kDominoes) - 1;  // one bit each, by domino_index

// Domino numbering: {1,2}=0, {1,3}=1, ... {1,9}=7, {2,3}=8, ... {8,9}=35.
constexpr int domino_index(int a, int b) {
    if (a > b) return domino_index(b, a);
    return (a - 1) * (18 - a) / 2 + (b - a - 1);
}

// A puzzle as the solver sees it: every given digit in place (the nine singles
// and both halves of each given domino), and which dominoes those used.
struct Puzzle {
    Grid grid{};
    std::uint64_t used_dominoes = 0;  // bit domino_index(a, b)
};

// A domino as a judge input gives it: a digit and its cell, twice.
struct GivenDomino {
    std::uint8_t first_cell = 0, first_digit = 0, second_cell = 0, second_digit = 0;
};

// A case as its input lines lay it out: the given dominoes in line order and
// the cells of the singles 1..9 (index 0 unused).
struct CaseLayout {
    std::vector<GivenDomino> dominoes;
    std::array<std::uint8_t, 10> single_cell{};
};
// The puzzle a layout gives: every given digit in place, the given dominoes used.
Puzzle puzzle_of(const CaseLayout& layout);

}  // namespace sudoku::sudominoku
