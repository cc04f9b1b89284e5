// The region core's propagation: what a placement implies, to a fixpoint.
//
// Contents of Propagator:
//   place()               a digit into a cell: the cell leaves the other digits,
//                         the digit leaves the cell's peers
//   run()                 to a fixpoint: per changed digit, each house's hidden
//                         single or locked candidates (update_digit); naked singles
//   mark_all_changed()    every digit is looked at by the next run()
//
// Change tracking as in the classic core: `seen_` holds each digit's words
// as update_digit last left them, and a digit that differs goes through it again.
#pragma once

#include <cassert>

#include "board.hpp"
#include "../bit_counts.hpp"

namespace sudoku::regions {

class Propagator {
public:
    // The words as `board` holds them now count as seen: build the
    // propagator before changing the board, and run() looks at what changed.
    Propagator(Board& board, const Layout& layout) : b_(board), layout_(layout), seen_(board.words) {}

    // Puts `digit` (0-based) at `cell`. False when the digit was no longer possible there.
    bool place(int digit, int cell) {
        const int band = cell / 27;
        const BandWord here = BandWord{1} << (cell % 27);
        if (!(b_.words[digit][band] & here) || !(b_.unsolved[band] & here)) return false;
        b_.unsolved[band] &= ~here;
        for (CellSet& w : b_.words) w[band] &= ~here;
        CellSet& mine = b_.words[digit];
        const CellSet& peers = layout_.peers[cell];
        for (int b = 0; b < 3; ++b) mine[b] &= ~peers[b];
        mine[band] |= here;
        return true;
    }

    void mark_all_changed() {
        for (CellSet& w : seen_) w = {~BandWord{0}, ~BandWord{0}, ~BandWord{0}, 0};
    }

    // Each changed digit's houses until it stops changing, then naked
    // singles, and again until a sweep finds nothing changed. False on a
    // contradiction.
    bool run() {
        for (;;) {
            bool changed_any = false;  // a digit placed here clears others, some already looked at
            for (int digit = 0; digit < 9; ++digit)
                while (b_.words[digit] != seen_[digit]) {
                    changed_any = true;
                    CellSet changed;
                    for (int band = 0; band < 4; ++band) changed[band] = b_.words[digit][band] ^ seen_[digit][band];
                    seen_[digit] = b_.words[digit];
                    if (!update_digit(digit, changed)) return false;
                }
            int placed = 0;
            if (!place_naked_singles(placed)) return false;
            if (!placed && !changed_any) return true;
        }
    }

private:
    // One digit in each house: no place left is a contradiction, one place
    // is a hidden single (settled here), and places all in one row or column
    // of a region, or all in one region of a row or column, clear the rest
    // of the other house (pointing and claiming; between a row and a column
    // the places would be one cell, a single already).
    // Only the houses where the digit lost a place since it was last here
    // (`changed`) can say something new.
    bool update_digit(int digit, const CellSet& changed) {
        CellSet& w = b_.words[digit];
        // The houses where the digit is settled have nothing to say: only
        // the others are looked at (most of them, deep in the search).
        std::uint32_t done = 0;
        for (int band = 0; band < 3; ++band)
            for (BandWord rest = w[band] & ~b_.unsolved[band]; rest != 0; rest &= rest - 1) {
                const auto& houses = layout_.houses_of[27 * band + std::countr_zero(rest)];
                done |= 1u << houses[0] | 1u << houses[1] | 1u << houses[2];
            }
        for (std::uint32_t open = ~done & ((1u << kHouses) - 1); open != 0; open &= open - 1) {
            const int house = std::countr_zero(open);
            const CellSet& cells = layout_.houses[house];
            if (is_empty(intersection(changed, cells))) continue;
            const CellSet here = intersection(w, cells);
            const int places = size_of(here);
            if (places == 0) return false;
            const int cell = first_cell(here);
            if (places == 1) {
                if (b_.unsolved[cell / 27] >> (cell % 27) & 1) place(digit, cell);
                continue;
            }
            const auto& houses = layout_.houses_of[cell];
            if (house < kFirstRegionHouse) {
                clear_outside(w, here, layout_.houses[houses[2]], cells);
            } else {
                clear_outside(w, here, layout_.houses[houses[0]], cells);
                clear_outside(w, here, layout_.houses[houses[1]], cells);
            }
        }
        return true;
    }

    // When the places `here` in house `cells` all lie in `other`, the digit
    // leaves the rest of `other`.
    static void clear_outside(CellSet& w, const CellSet& here, const CellSet& other, const CellSet& cells) {
        if (!is_subset(here, other)) return;
        for (int band = 0; band < 3; ++band) w[band] &= ~(other[band] & ~cells[band]);
    }

    // Cells with one candidate left get it; a cell with none is a contradiction.
    bool place_naked_singles(int& placed) {
        for (int band = 0; band < 3; ++band) {
            SlicedCount<BandWord> candidates;
            for (const CellSet& w : b_.words) candidates.add(w[band]);
            if (b_.unsolved[band] & ~candidates.at_least1) return false;
            for (BandWord singles = b_.unsolved[band] & ~candidates.at_least2; singles != 0; singles &= singles - 1) {
                const BandWord here = singles & -singles;
                if (!(b_.unsolved[band] & here)) continue;  // placed meanwhile as another's single
                int digit = 0;
                while (!(b_.words[digit][band] & here)) {
                    if (++digit == 9) return false;  // emptied by an earlier placement in this loop
                }
                place(digit, 27 * band + std::countr_zero(here));
                ++placed;
            }
        }
        return true;
    }

    Board& b_;
    const Layout& layout_;
    std::array<CellSet, 9> seen_;
};

}  // namespace sudoku::regions
