// The Sudominoku analysis's candidates (private to the core): the digits an
// empty cell can still hold, kept two ways, and what changed since each step
// that reads them last looked.
//
//   by cell    of_cell_[cell]: a digit mask (bit d - 1 for d); slot kCells, past
//              the board, always empty (kFourNeighbours points there)
//   by digit   digit_cells_[d]: the cells with candidate d, a board for the
//              steps that shift whole boards; placed_[d]: where d is placed
//
// Invariants (sanity()): the two ways agree; a candidate only where the cell is
// empty and its units allow it; `placed_` is the state's placed digits; a cell
// in `peers_cleared_` that is still open holds one candidate, which none of
// its peers holds.
#pragma once

#include <cstdint>

#include "state.hpp"

namespace sudoku::sudominoku::detail {

class Candidates {
public:
    Candidates() = default;
    // What the givens of `root` allow; every unit and digit to be looked at.
    explicit Candidates(const State& root);

    DigitMask operator[](int cell) const { return of_cell_[cell]; }
    Wide board(int digit) const { return wide(digit_cells_[digit]); }
    const std::array<CellSet, 10>& boards() const { return digit_cells_; }
    Wide placed(int digit) const { return wide(placed_[digit]); }

    // Narrows `cell` to `kept`: the digits it loses are to be looked at again
    // in its units (singles) and on their boards (patterns).
    // Out of line: inlined at its five call sites it cost 1.1% more instructions.
    void keep(int cell, DigitMask kept);

    // The cells `s` has filled since the last call (or the root).
    Wide filled_since(const State& s) const { return wide(open_) & ~wide(s.open); }
    // Takes away what `s` rules out since the last call: whatever the cells
    // filled since held, and their digits from their peers. Returns the cells
    // that lost some.
    CellSet remove_filled(const State& s, Wide filled);

    // Singles: a cell whose one candidate was taken from its peers (here or in
    // an ancestor, whose candidates these start from) needs it only once.
    const CellSet& peers_cleared() const { return peers_cleared_; }
    void mark_peers_cleared(int cell) { peers_cleared_.add(cell); }
    // The units with digits that lost a cell since the unit was last looked
    // at (a bit per unit): only they can have a new hidden single or a digit
    // with no cell left. take_changed() hands out one unit's and clears it.
    std::uint32_t changed_units() const { return changed_units_; }
    DigitMask take_changed(int unit) {
        const DigitMask digits = changed_in_unit_[unit];
        changed_in_unit_[unit] = 0;
        changed_units_ &= ~(1u << unit);
        return digits;
    }

    // Patterns: the digits whose cells changed since their band and stack
    // patterns were last looked at, handed out lowest first (0: none left).
    int take_pattern_digit() {
        if (patterns_to_check_ == 0) return 0;
        const int digit = lowest_digit(patterns_to_check_);
        patterns_to_check_ &= patterns_to_check_ - 1;
        return digit;
    }

    bool sanity(const State& s) const;

private:
    void mark_changed(int cell, DigitMask lost) {
        for (int unit : kCellUnits[cell]) changed_in_unit_[unit] |= lost;
        changed_units_ |= kUnitBits[cell];
    }

    std::array<DigitMask, kCells + 1> of_cell_{};
    std::array<CellSet, 10> digit_cells_{};  // index 0 unused
    std::array<CellSet, 10> placed_{};
    std::array<DigitMask, kUnits> changed_in_unit_{};
    std::uint32_t changed_units_ = 0;
    DigitMask patterns_to_check_ = 0;
    CellSet peers_cleared_;
    CellSet open_;  // the empty cells when last brought up to date
};

inline CellSet Candidates::remove_filled(const State& s, Wide filled) {
    open_ = s.open;
    std::array<Wide, 10> ruled_out{};  // per digit
    for (Wide rest = filled; rest != 0; rest &= rest - 1) {
        const int cell = lowest_cell(rest), digit = s.digits[cell];
        ruled_out[digit] |= kPeerCells[cell];
        placed_[digit].add(cell);
    }
    Wide touched = 0;
    for (int digit = 1; digit <= 9; ++digit) {
        CellSet& cells = digit_cells_[digit];
        const Wide gone = wide(cells) & (ruled_out[digit] | filled);
        if (gone == 0) continue;
        // keep() cell by cell, but the board loses them all at once.
        for (Wide rest = gone; rest != 0; rest &= rest - 1) {
            const int cell = lowest_cell(rest);
            of_cell_[cell] &= ~digit_bit(digit);
            mark_changed(cell, digit_bit(digit));
        }
        cells = cell_set(wide(cells) & ~gone);
        touched |= gone;
        patterns_to_check_ |= digit_bit(digit);
    }
    return cell_set(touched);
}

}  // namespace sudoku::sudominoku::detail
