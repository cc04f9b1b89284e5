#include "sudoku/core/grid.hpp"

#include <algorithm>
#include <tuple>

namespace sudoku {

std::optional<Clash> find_clash(const Grid& grid) {
    // The masks answer whether; this scan, which. Most grids have no clash,
    // and on an easy puzzle line the scan alone cost half of solving.
    if (!has_clash(grid)) return std::nullopt;
    for (int later = 0; later < kCells; ++later) {
        if (grid[later] == 0) continue;
        for (int unit : units_of(later))
            for (int earlier : kUnitCells[unit]) {
                if (earlier >= later) break;
                if (grid[earlier] == grid[later]) return Clash{earlier, later, grid[later], unit};
            }
    }
    return std::nullopt;
}

bool has_clash(const Grid& grid) {
    // No branch on a cell: a blank's bit is 0, and clashes are collected, not
    // returned at once: a branch on each cell mispredicts on the random
    // pattern of the givens. The masks are walked row by row so that they
    // stay in registers: through UnitMasks each cell waited on the store of
    // the one before. Both cost as much as the propagator on easy puzzles
    // (doc/solver-notes.md).
    std::array<DigitMask, 9> columns{};
    DigitMask clashes = 0;
    for (int band = 0; band < 3; ++band) {
        std::array<DigitMask, 3> boxes{};
        for (int row = 3 * band; row < 3 * band + 3; ++row) {
            DigitMask in_row = 0;
            for (int column = 0; column < 9; ++column) {
                const auto bit = static_cast<DigitMask>((1u << grid[9 * row + column]) >> 1);
                clashes |= (in_row | columns[column] | boxes[column / 3]) & bit;
                in_row |= bit;
                columns[column] |= bit;
                boxes[column / 3] |= bit;
            }
        }
    }
    return clashes != 0;
}

std::optional<Clash> find_clash_at(const Grid& grid, int cell) {
    std::optional<Clash> first;
    const auto units = units_of(cell);
    for (int peer : kPeers[cell]) {
        if (grid[peer] == 0 || grid[peer] != grid[cell]) continue;
        const int earlier = std::min(peer, cell), later = std::max(peer, cell);
        const auto peer_units = units_of(peer);
        int unit = units[2];
        for (int i = 2; i >= 0; --i)
            if (units[i] == peer_units[i]) unit = units[i];  // the first shared, row before column before box
        // find_clash() walks later cells in order, then their units, then earlier cells.
        const auto rank = [](const Clash& c) { return std::tuple(c.later_cell, c.unit / 9, c.earlier_cell); };
        const Clash clash{earlier, later, grid[cell], unit};
        if (!first || rank(clash) < rank(*first)) first = clash;
    }
    return first;
}

bool is_complete_and_valid(const Grid& grid) {
    for (const auto& cells : kUnitCells) {
        unsigned seen = 0;
        for (int cell : cells) {
            if (grid[cell] < 1 || grid[cell] > 9) return false;
            seen |= digit_bit(grid[cell]);
        }
        if (seen != kAllDigits) return false;
    }
    return true;
}

bool is_solution_of(const Grid& solution, const Grid& puzzle) {
    for (int cell = 0; cell < kCells; ++cell)
        if (puzzle[cell] != 0 && puzzle[cell] != solution[cell]) return false;
    return is_complete_and_valid(solution);
}

int count_givens(const Grid& grid) {
    int n = 0;
    for (auto digit : grid) n += digit != 0;
    return n;
}

}  // namespace sudoku
