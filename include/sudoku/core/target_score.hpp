// The target Sudoku of NOIP 2009 (Luogu P1074): of all the solutions of a
// classic 9x9 puzzle, the largest score, each cell scoring its digit times
// its weight, ten at the centre and one less a ring outwards:
//
//          column 0 1 2 3 4 5 6 7 8
//   row 0         6 6 6 6 6 6 6 6 6      weight = 10 - max(|row - 4|, |column - 4|)
//   row 1         6 7 7 7 7 7 7 7 6
//   row 2         6 7 8 8 8 8 8 7 6
//   row 3         6 7 8 9 9 9 8 7 6
//   row 4         6 7 8 9 10 9 8 7 6
//   ...           (and mirrored below)
//
// Branch and bound on the classic core's board and propagation
// (classic/board.hpp, classic/propagator.hpp): the score of an open board is
// bounded per house (best_score's comment), a branch whose
// bound cannot beat the best solution so far is cut, and the largest digit
// is tried first, so a good solution comes early. Never enumerates all
// solutions. Deterministic; the search allocates nothing on the heap.
#pragma once

#include <cstdint>

#include "sudoku/core/grid.hpp"

namespace sudoku::target {

// Scoring:
constexpr int weight(int cell) {
    const int dr = row_of(cell) > 4 ? row_of(cell) - 4 : 4 - row_of(cell);
    const int dc = column_of(cell) > 4 ? column_of(cell) - 4 : 4 - column_of(cell);
    return 10 - (dr > dc ? dr : dc);
}
int score_of(const Grid& grid);  // sum of digit * weight over the cells (blanks score 0)

// Search statistics (for the benchmark), and a limit (for gen --hard, which
// keeps only puzzles this core answers within it):
struct SearchStats {
    std::uint64_t nodes = 0;       // states propagated, the root included
    std::uint64_t solutions = 0;   // solutions reached (each better than the ones before)
    std::uint64_t cut = 0;         // boards whose bound could not beat the best
    std::uint64_t node_limit = 0;  // stop past this many nodes (0: none); the answer is then unknown
    bool gave_up = false;
};

// Solving:
//   `puzzle` may hold any digits 0..9 (clashing givens have no solution).
//   score: the largest score over its solutions, -1 when it has none (what
//   P1074 prints); best: a solution with that score.
//   The bound of an open board, on the score rewritten as 2745 plus the
//   digits of 21 cells (the corners, the centre, the ring of weight 8;
//   equal on every solution), split into parts each within a house: per
//   part, its settled cells' digits plus the smaller of two bounds on its
//   open cells, each cell's largest candidate, or the digits missing from
//   every house that holds the part, largest first, one a cell; summed over
//   the parts, for five splittings (by rows, by columns, by boxes, two
//   mixed), and the smallest taken. The branch: an open cell of the 21 (the
//   centre, the corners, the ring of weight 8), then the heaviest, its
//   largest digit first.
struct TargetAnswer {
    int score = -1;
    Grid best{};
};
TargetAnswer best_score(const Grid& puzzle, SearchStats* stats = nullptr);

}  // namespace sudoku::target
