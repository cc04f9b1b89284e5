#include "sudoku/core/wide_grid.hpp"

#include <cassert>

namespace sudoku {

WideGrid::WideGrid(int box_size)
    : box_size_(box_size), values_(static_cast<std::size_t>(box_size * box_size * box_size * box_size), 0) {
    assert(box_size >= 1 && box_size <= kMaxBoxSize);
}

// One pass with a seen-set per house: a 100x100 grid has 10,000 cells, where
// GeneralGrid's quadratic scan would take 10^8 steps.
std::optional<int> find_wide_clash(const WideGrid& grid) {
    const int n = grid.box_size(), side = grid.side();
    const auto digits = static_cast<std::size_t>(side + 1);
    std::vector<bool> in_row(digits * static_cast<std::size_t>(side)), in_column(in_row.size()), in_box(in_row.size());
    for (int cell = 0; cell < grid.cells(); ++cell) {
        const int value = grid[cell];
        if (value == 0) continue;
        const int row = cell / side, column = cell % side, box = row / n * n + column / n;
        const auto seen = [&](std::vector<bool>& houses, int house) {
            const auto at = static_cast<std::size_t>(house) * digits + static_cast<std::size_t>(value);
            const bool was = houses[at];
            houses[at] = true;
            return was;
        };
        // Each marked, so that a later cell finds this one whichever house it shares.
        const bool row_seen = seen(in_row, row), column_seen = seen(in_column, column), box_seen = seen(in_box, box);
        if (row_seen || column_seen || box_seen) return cell;
    }
    return std::nullopt;
}

}  // namespace sudoku
