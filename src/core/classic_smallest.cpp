#include "sudoku/core/geometry.hpp"

#include "sudoku/core/classic_solver.hpp"

namespace sudoku::classic {

namespace {

void add(SearchStats* total, const SearchStats& part) {
    if (!total) return;
    total->nodes += part.nodes;
    total->guesses += part.guesses;
}

// The digits `cell` may take beside the digits already placed in its peers.
DigitMask open_digits(const Grid& grid, int cell) {
    DigitMask used = 0;
    for (int peer : kPeers[static_cast<std::size_t>(cell)])
        if (grid[peer] != 0) used |= digit_bit(grid[peer]);
    return static_cast<DigitMask>(kAllDigits & ~used);
}

}  // namespace

bool solve_smallest(const Grid& puzzle, Grid& solution, SearchStats* stats) {
    SearchStats part;
    // Most judge puzzles have one solution, which is then also the smallest.
    const int count = count_solutions(puzzle, 2, &part);
    add(stats, part);
    if (count == 0) return false;
    Grid fixed = puzzle;
    Grid witness{};  // a solution that keeps every cell fixed so far
    part = {};
    solve(fixed, witness, &part);
    add(stats, part);
    if (count == 1) {
        solution = witness;
        return true;
    }
    for (int cell = 0; cell < kCells; ++cell) {
        if (fixed[cell] != 0) continue;
        // Only digits below the witness's can make the answer smaller; the
        // witness proves its own digit leaves a solution.
        const DigitMask below = static_cast<DigitMask>(digit_bit(witness[cell]) - 1);
        for (DigitMask digits = open_digits(fixed, cell) & below; digits != 0; digits &= digits - 1) {
            fixed[cell] = static_cast<std::uint8_t>(lowest_digit(digits));
            Grid found{};
            part = {};
            const bool solvable = solve(fixed, found, &part);
            add(stats, part);
            if (solvable) {
                witness = found;
                break;
            }
        }
        fixed[cell] = witness[cell];
    }
    solution = witness;
    return true;
}

}  // namespace sudoku::classic
