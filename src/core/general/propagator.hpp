// The general core's propagation: what a placement implies, to a fixpoint.
//
// Contents of Propagator:
//   place()              a digit into a cell: it leaves the cell's peers, and a
//                        peer left with one candidate is queued (naked single)
//   eliminate()          digits out of a cell, queuing it when one is left
//   mark_all_changed()   every house looked at by the next run()
//   run()                to a fixpoint: the queue drained, then hidden singles,
//                        then locked candidates, and back while anything changed
//
// Change tracking: each elimination marks the cell's three houses in two
// HouseSets, one per step, and a step looks only at the houses marked since
// it last ran: on the board the search copies, every house is at the
// fixpoint, so a house no mask of which changed has nothing new to say.
//
// Every step is sound on a board whose masks have only shrunk since it read
// them, so a step reads a house's masks once and need not read them again
// after each elimination it makes.
#pragma once

#include <array>
#include <bit>
#include <cassert>

#include "board.hpp"

namespace sudoku::general {

template <int n>
class Propagator {
    using S = Shape<n>;

public:
    explicit Propagator(Board<n>& board) : b_(board) {}

    // Puts the digit `digit` (one bit) at `cell`. False when it was no longer
    // possible there, or a peer is left with no candidate.
    bool place(int cell, Mask digit) {
        if (!b_.is_unsolved(cell)) return b_.masks[cell] == digit;
        const int row = S::row(cell), column = S::kSide + S::column(cell), box = 2 * S::kSide + S::box(cell);
        if ((b_.masks[cell] & digit) == 0 || ((b_.placed[row] | b_.placed[column] | b_.placed[box]) & digit) != 0) return false;
        if (b_.masks[cell] != digit) mark(cell);
        b_.masks[cell] = digit;
        b_.mark_placed(cell);
        b_.placed[row] |= digit, b_.placed[column] |= digit, b_.placed[box] |= digit;
        for (const int peer : kPeers<n>[cell])
            if (!eliminate(peer, digit)) return false;
        return true;
    }

    // Takes `digits` out of `cell`. False when none is left.
    bool eliminate(int cell, Mask digits) {
        const Mask before = b_.masks[cell];
        if ((before & digits) == 0) return true;
        const Mask after = before & ~digits;
        b_.masks[cell] = after;
        mark(cell);
        if (single_bit(after)) queue_[tail_++] = static_cast<std::uint16_t>(cell);  // once per cell: the next loss empties it
        return after != 0;
    }

    // Every house is looked at by the next run(), as a fresh board needs
    // (the 1x1 grid's one cell is a hidden single no elimination marks).
    void mark_all_changed() {
        const std::uint64_t lines = (std::uint64_t{1} << S::kSide) - 1;
        singles_dirty_ = locked_dirty_ = {lines | lines << 32, static_cast<std::uint32_t>(lines)};
    }

    // To a fixpoint; false on a contradiction.
    bool run() {
        for (;;) {
            if (!drain()) return false;
            if (!singles_dirty_.empty()) {
                if (!hidden_singles()) return false;
                continue;
            }
            if constexpr (n > 1) {
                if (locked_dirty_.empty()) return true;
                if (!locked_candidates()) return false;
            } else {
                return true;
            }
        }
    }

private:
    void mark(int cell) {
        singles_dirty_.add(kCellHouses<n>[cell]);
        locked_dirty_.add(kCellHouses<n>[cell]);
    }

    // Places the queued naked singles, and the singles those make.
    bool drain() {
        while (head_ < tail_) {
            const int cell = queue_[head_++];
            if (b_.is_unsolved(cell) && !place(cell, b_.masks[cell])) return false;
        }
        head_ = tail_ = 0;
        return true;
    }

    // Calls house(h) for each house index of the set (rows, columns, boxes).
    template <class Visit>
    static bool for_each_house(const HouseSet& set, Visit visit) {
        for (std::uint64_t rest = set.lines; rest != 0; rest &= rest - 1) {
            const int bit = std::countr_zero(rest);
            if (!visit(bit < 32 ? bit : S::kSide + bit - 32)) return false;
        }
        for (std::uint32_t rest = set.boxes; rest != 0; rest &= rest - 1)
            if (!visit(2 * S::kSide + std::countr_zero(rest))) return false;
        return true;
    }

    // A digit not yet placed in a house and left in one of its cells goes
    // there; a digit with no cell left is a contradiction.
    bool hidden_singles() {
        const HouseSet houses = singles_dirty_;
        singles_dirty_ = {};
        return for_each_house(houses, [&](int h) {
            const auto& cells = kHouseCells<n>[h];
            Mask once = 0, twice = 0;
            for (const int cell : cells) {
                twice |= once & b_.masks[cell];
                once |= b_.masks[cell];
            }
            if (once != S::kAllDigits) return false;
            for (Mask singles = once & ~twice & ~b_.placed[h]; singles != 0; singles &= singles - 1) {
                const Mask digit = singles & (~singles + 1);
                if (!place(cell_with(cells, digit), digit)) return false;
            }
            return true;
        });
    }

    // The cell of the house that still has the digit; when a placement earlier
    // in the pass took it from its last one, the first cell, which place() refuses.
    int cell_with(const std::array<std::uint16_t, S::kSide>& cells, Mask digit) const {
        for (const int cell : cells)
            if (b_.masks[cell] & digit) return cell;
        return cells[0];
    }

    // Locked candidates in the houses marked since the last pass. Pointing: a
    // digit of a box whose cells there lie in one row (column) leaves the rest
    // of that row (column). Claiming: a digit of a row (column) whose cells
    // lie in one box leaves the rest of that box.
    bool locked_candidates() {
        const HouseSet houses = locked_dirty_;
        locked_dirty_ = {};
        return for_each_house(houses, [&](int h) {
            if (h >= 2 * S::kSide) return pointing((h - 2 * S::kSide) / n, (h - 2 * S::kSide) % n);
            return claiming(h % S::kSide, h < S::kSide);
        });
    }

    bool pointing(int band, int stack) {
        std::array<Mask, n> rows{}, columns{};  // the box's row and column segments
        for (int i = 0; i < n; ++i)
            for (int k = 0; k < n; ++k) {
                const Mask m = b_.masks[S::kSide * (n * band + i) + n * stack + k];
                rows[i] |= m;
                columns[k] |= m;
            }
        const Mask open = ~b_.placed[2 * S::kSide + n * band + stack];
        const Mask in_one_row = only_one(open, rows), in_one_column = only_one(open, columns);
        for (int i = 0; i < n; ++i) {
            if (const Mask m = in_one_row & rows[i])
                if (!clear_line_outside(S::kSide * (n * band + i), 1, stack, m)) return false;
            if (const Mask m = in_one_column & columns[i])
                if (!clear_line_outside(n * stack + i, S::kSide, band, m)) return false;
        }
        return true;
    }

    // Row (`is_row`) or column `line`: its segments, one per box it crosses.
    bool claiming(int line, bool is_row) {
        std::array<Mask, n> segments{};
        const int first = is_row ? S::kSide * line : line, step = is_row ? 1 : S::kSide;
        for (int part = 0; part < n; ++part)
            for (int k = 0; k < n; ++k) segments[part] |= b_.masks[first + step * (n * part + k)];
        const Mask in_one_box = only_one(~b_.placed[is_row ? line : S::kSide + line], segments);
        for (int part = 0; part < n; ++part)
            if (const Mask m = in_one_box & segments[part]) {
                const bool ok = is_row ? clear_box_outside(line / n, part, line % n, true, m)
                                       : clear_box_outside(part, line / n, line % n, false, m);
                if (!ok) return false;
            }
        return true;
    }

    // Of the open digits, those in exactly one of the n segments.
    static Mask only_one(Mask open, const std::array<Mask, n>& segments) {
        Mask once = 0, twice = 0;
        for (const Mask segment : segments) {
            twice |= once & segment;
            once |= segment;
        }
        return once & ~twice & open;
    }

    // `digits` out of a row or column (its first cell, and the step to the
    // next: 1 along a row, side down a column) but for its segment `keep`.
    bool clear_line_outside(int first, int step, int keep, Mask digits) {
        for (int part = 0; part < n; ++part) {
            if (part == keep) continue;
            for (int k = 0; k < n; ++k)
                if (!eliminate(first + step * (n * part + k), digits)) return false;
        }
        return true;
    }

    // `digits` out of box (band, stack) but for its row (`along_rows`) or
    // column number `keep` within the box.
    bool clear_box_outside(int band, int stack, int keep, bool along_rows, Mask digits) {
        for (int i = 0; i < n; ++i) {
            if (i == keep) continue;
            for (int k = 0; k < n; ++k) {
                const int row = n * band + (along_rows ? i : k), column = n * stack + (along_rows ? k : i);
                if (!eliminate(S::kSide * row + column, digits)) return false;
            }
        }
        return true;
    }

    Board<n>& b_;
    std::array<std::uint16_t, S::kCells> queue_;
    int head_ = 0, tail_ = 0;
    HouseSet singles_dirty_, locked_dirty_;
};

}  // namespace sudoku::general
