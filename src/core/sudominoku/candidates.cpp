#include "candidates.hpp"

namespace sudoku::sudominoku::detail {

Candidates::Candidates(const State& root) : open_(root.open) {
    for (int cell = 0; cell < kCells; ++cell) {
        of_cell_[cell] = root.candidates(cell);
        for (unsigned m = of_cell_[cell]; m != 0; m &= m - 1) digit_cells_[lowest_digit(m)].add(cell);
        if (!root.is_empty(cell)) placed_[root.digits[cell]].add(cell);
    }
    of_cell_[kCells] = 0;
    patterns_to_check_ = kAllDigits;
    changed_in_unit_.fill(kAllDigits);
    changed_units_ = (1u << kUnits) - 1;
}

void Candidates::keep(int cell, DigitMask kept) {
    const DigitMask lost = of_cell_[cell] & ~kept;
    for (unsigned rest = lost; rest != 0; rest &= rest - 1) digit_cells_[lowest_digit(rest)].remove(cell);
    of_cell_[cell] = kept;
    mark_changed(cell, lost);
    patterns_to_check_ |= lost;
}

bool Candidates::sanity(const State& s) const {
    if (of_cell_[kCells] != 0 || changed_units_ != 0 || wide(open_) != wide(s.open)) return false;
    std::array<CellSet, 10> boards{}, placed_now{};
    for (int cell = 0; cell < kCells; ++cell) {
        const DigitMask m = of_cell_[cell];
        if (m & ~s.candidates(cell)) return false;
        for (unsigned rest = m; rest != 0; rest &= rest - 1) boards[lowest_digit(rest)].add(cell);
        if (!s.is_empty(cell)) placed_now[s.digits[cell]].add(cell);
        const bool cleared = (wide(peers_cleared_) >> cell & 1) != 0;
        if (cleared && s.is_empty(cell) && (!std::has_single_bit(m) || (board(lowest_digit(m)) & kPeerCells[cell]) != 0))
            return false;
    }
    for (int digit = 1; digit <= 9; ++digit)
        if (wide(boards[digit]) != board(digit) || wide(placed_now[digit]) != placed(digit)) return false;
    return true;
}

}  // namespace sudoku::sudominoku::detail
