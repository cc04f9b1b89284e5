// The classic core's propagation: what a placement implies, to a fixpoint.
//
// Contents of Propagator:
//   place()                  a digit into a cell: the cell leaves the other digits,
//                            the digit leaves the cell's row, box and column
//   run()                    to a fixpoint: locked candidates in bands and stacks
//                            (update_band, update_stacks) with the row, box and
//                            column singles they give; naked singles
//   run_with_triads()        triads as well, to a fixpoint (only before a pattern
//                            branch: see Search::run)
//   mark_all_changed()       every word is looked at by the next run()
//
// Change tracking: the propagator keeps `seen_`, each word as update_band
// last left it; a word that differs has lost candidates since and goes
// through update_band again. Comparing is cheaper than marking a word dirty
// on every clear, and keeping `seen_` out of the Board halves what a branch
// copies. Where the CPU has AVX2, vector_sweep() is the whole of run()
// instead, on registers: every word through the band step at each pass, no
// compare, no `seen_`, naked singles in vectors too.
//
// Measured trade-offs behind these choices, with their figures:
// doc/solver-notes.md, "Classic propagation".
#pragma once

#include <cassert>

#include "board.hpp"
#include "vector_sweep.hpp"
#include "../bit_counts.hpp"

namespace sudoku::classic {

class Propagator {
public:
    // The words as `board` holds them now count as seen: build the
    // propagator before changing the board, and run() looks at what changed.
    // The vector sweep keeps no `seen_`: copying it cost 1% of the instructions.
    explicit Propagator(Board& board) : b_(board), vector_sweep_(vector_sweep()) {
        if (!vector_sweep_) seen_ = board.words;
    }

    // Puts `digit` (0-based) at `cell`. False when the digit was no longer possible there.
    bool place(int digit, int cell) {
        const int band = cell / 27, bit = cell % 27;
        const BandWord here = BandWord{1} << bit;
        const BandWord mine = b_.word(digit, band);
        if (!(mine & here) || !(b_.unsolved[band] & here)) return false;
        b_.unsolved[band] &= ~here;
        for (int other = 0; other < 9; ++other) b_.word(other, band) &= ~here;
        b_.word(digit, band) = mine & ~kBandPeers[bit];
        const BandWord column = kBandColumn[bit];
        b_.word(digit, (band + 1) % 3) &= ~column;
        b_.word(digit, (band + 2) % 3) &= ~column;
        return true;
    }

    // The unsolved cells with two candidates, per band, as the last run()
    // left them, where the vector sweep counted them on the way; else nullptr.
    const BandWord* pair_cells() const { return has_pairs_ ? pairs_.data() : nullptr; }

    void mark_all_changed() {
        seen_.fill({~BandWord{0}, ~BandWord{0}, ~BandWord{0}, 0});
        for (auto& words : b_.words) words[3] = kStackedUnknown;
    }

    // The band and stack steps to a fixpoint, then naked singles, and back
    // to the steps whenever those place something. False on a contradiction.
    //
    // Hidden singles need no pass of their own: at the fixpoint each one is
    // settled. In a row or box, the band step keeps only the row-box pairs
    // some pattern uses, so a lone cell leaves its row alone there and
    // update_band settles it. In a column, the stack step keeps the column
    // to its one band and that band's box to the column, so the cell is
    // alone in its box and then in its row. Board::sanity() checks all three.
    // Lost: the portable sweep after a vector pass: nearly as dear, all the mispredicts back.
    bool run() {
        if (vector_sweep_) return has_pairs_ = vector_sweep_(b_, pairs_.data());
        for (;;) {
            BandWord settled = 0;
            if (!update_changed_words(settled)) return false;
            if (settled) continue;
            int placed = 0;
            if (!place_naked_singles(placed)) return false;
            if (!placed) return true;
        }
    }

    // Triads, on a board run() has already settled (every board the search
    // holds): the three cells of a minirow or a minicolumn hold exactly three
    // digits. Some digits can still reach it: fewer than three is a
    // contradiction, and exactly three must all be there. Some must be there
    // (a digit's only box in that row, or only column in that box): more than
    // three is a contradiction, and three leave no room for others. A pattern
    // branch puts digits into minirows and minicolumns wholesale; without
    // this check it overfills one unseen (the empty grid took tens of thousands of guesses).
    // Lost: triads at every node, as tdoku does: fewer guesses, dearer nodes.
    bool run_with_triads() {
        for (;;) {
            bool changed = false;
            for (int band = 0; band < 3; ++band)
                if (!settle_triads(band, changed)) return false;
            if (!changed) return true;
            if (!run()) return false;
        }
    }

private:
    // One sweep over the digits: each word that differs from its seen copy
    // goes through update_band (a branch per word), then the digit's stacks,
    // and again while the stacks narrow its words, before the next digit (so
    // the next sweep has less to find: 2-11% fewer instructions, same time).
    // Once the stacks narrow nothing, the words are as update_band left them:
    // no compare again. A digit changed by an earlier one in the sweep is
    // seen in the same sweep; one changed by a later one only through a cell
    // it settled. `settled`: not 0 once some cell settled, and while none
    // does, no sweep again (5% fewer instructions, once the column-singles
    // pass had gone). The digit's packed columns for the stack step are those
    // it last left, with the bands update_band changed read again: every
    // change to a word goes through update_band before the stack step.
    // Lost: the digit's words as one 16-byte vector: fewer instructions, more time;
    // again only the digits a sweep may have changed: nearly every sweep settles a cell;
    // a work list of the changed words: more of both; the changed words as a mask
    // from 16-byte compares, a loop over its bits: a third fewer mispredicts, a fifth
    // more instructions, more time (wide loads of words just stored narrow, probably).
    // Lost: a digit's three words through the band step together in SSE2 behind one
    // compare a digit: 111 more instructions a mispredict saved (the vector sweep: 11).
    bool update_changed_words(BandWord& settled) {
#pragma GCC unroll 9  // each digit's words at a fixed offset, no loop: 4.5% fewer instructions, 3% less time
        for (int digit = 0; digit < 9; ++digit) {
            for (;;) {
                std::uint32_t packed = b_.words[digit][3];  // kStackedUnknown comes with every band changed
                for (int band = 0; band < 3; ++band)
                    if (b_.word(digit, band) != seen_[digit][band]) {
                        update_band(digit, band, settled);
                        packed = (packed & ~(0x1FFu << 9 * band)) | columns_in(b_.word(digit, band)) << 9 * band;
                    }
                // An unchanged digit's packed columns are those its stack step
                // last left, and the step returns at once.
                bool narrowed = false;
                if (!update_stacks(digit, packed, narrowed)) return false;
                if (!narrowed) break;
            }
        }
        return true;
    }

    // Locked candidates in one band word (on_band_patterns). A candidate then
    // alone in its row is settled (a row single, or a box single, which the
    // locked candidates leave alone in its row too) and leaves the other
    // digits in one band-wide clear, and joins `settled_any`. A digit left
    // with no place in some row or box is left with an empty word, which the
    // stack step that follows reports: the band then has no columns, so the
    // packed columns differ from those the step last left, and no stack
    // pattern fits (4.8% fewer instructions than a check here).
    // Lost: a branch on whether anything settled; the predictor learns it only from the same puzzle.
    void update_band(int digit, int band, BandWord& settled_any) {
        const BandWord s = on_band_patterns(b_.word(digit, band));
        const BandWord settled = alone_in_row(s) & b_.unsolved[band];
        settled_any |= settled;
        b_.unsolved[band] &= ~settled;
        for (int other = 0; other < 9; ++other) b_.word(other, band) &= ~settled;
        b_.word(digit, band) = seen_[digit][band] = s;
    }

    // Locked candidates across the bands, in each stack, on the digit's
    // packed columns; nothing to do while they are as the step last left
    // them (words[digit][3]), which is also how a digit none of whose words
    // changed passes through. `narrowed`: some word lost a candidate.
    // Lost: either check dropped for a branch-free path; the mispredicts move or cost more.
    bool update_stacks(int digit, std::uint32_t packed, bool& narrowed) {
        auto& words = b_.words[digit];
        assert(packed == packed_columns(words.data()));
        if (packed == words[3]) return true;
        const std::uint32_t keep = stack_pattern_columns(packed);
        if (keep == 0) return false;
        words[3] = keep;  // within packed: patterns use only the columns there
        if (keep == packed) return true;
        keep_columns(words.data(), keep);
        narrowed = true;
        return true;
    }

    // The triads with something to say: three digits can reach it and fewer
    // must be there, or three must and more can.
    static unsigned speaking(const SlicedCount<unsigned>& can, const SlicedCount<unsigned>& must) {
        return (can.exactly3() & ~must.exactly3()) | (must.exactly3() & can.at_least4);
    }

    // The triads of one band. Per digit, the minirows it can reach are its
    // occupancy and the minicolumns its columns; counting the digits on each,
    // bit-sliced, finds the few triads that speak, and only those are looked
    // at one by one.
    bool settle_triads(int band, bool& changed) {
        SlicedCount<unsigned> rows_can, rows_must, columns_can, columns_must;
        for (int digit = 0; digit < 9; ++digit) {
            const BandWord w = b_.word(digit, band);
            const unsigned rows = band_occupancy(w), columns = columns_in(w);
            rows_can.add(rows);
            rows_must.add(kLoneInGroup[rows]);
            columns_can.add(columns);
            columns_must.add(kLoneInGroup[columns]);
        }
        if (((rows_can.at_least3 & columns_can.at_least3) != 0x1FF) | ((rows_must.at_least4 | columns_must.at_least4) != 0))
            return false;
        for (unsigned rest = speaking(rows_can, rows_must); rest != 0; rest &= rest - 1) {
            const int row = std::countr_zero(rest) / 3, box = std::countr_zero(rest) % 3;
            const BandWord cells = BandWord{7} << (9 * row + 3 * box);
            // A digit that must come here leaves the rest of its row and box.
            const BandWord elsewhere = (row_mask(row) | box_mask(box)) & ~cells;
            if (!settle_triad(band, cells, [&](BandWord w) { return (w & row_mask(row) & ~cells) == 0; }, elsewhere, 0, changed))
                return false;
        }
        for (unsigned rest = speaking(columns_can, columns_must); rest != 0; rest &= rest - 1) {
            const int column = std::countr_zero(rest);
            const BandWord cells = column_mask(column), box = box_mask(column / 3);
            // ... the rest of its box here, and its column in the other bands.
            if (!settle_triad(band, cells, [&](BandWord w) { return (w & box & ~cells) == 0; }, box & ~cells, cells, changed))
                return false;
        }
        return true;
    }

    // One minirow or minicolumn: `cells` in `band`; a digit whose word
    // passes `is_certain` must come here, and when it is one of three that
    // can, it leaves `elsewhere` in this band and `beyond` in the other two.
    template <class IsCertain>
    bool settle_triad(int band, BandWord cells, IsCertain is_certain, BandWord elsewhere, BandWord beyond, bool& changed) {
        unsigned can = 0, must = 0;
        for (int digit = 0; digit < 9; ++digit) {
            const BandWord w = b_.word(digit, band);
            if (!(w & cells)) continue;
            can |= 1u << digit;
            must |= unsigned{is_certain(w)} << digit;
        }
        const int reach = std::popcount(can), certain = std::popcount(must);
        if (reach < 3 || certain > 3) return false;  // earlier eliminations in this pass can bring this about
        if (reach == certain) return true;
        if (certain == 3) {
            for (unsigned rest = can & ~must; rest != 0; rest &= rest - 1) b_.word(std::countr_zero(rest), band) &= ~cells;
            changed = true;
        } else if (reach == 3) {
            for (unsigned rest = can & ~must; rest != 0; rest &= rest - 1) {
                const int digit = std::countr_zero(rest);
                b_.word(digit, band) &= ~elsewhere;
                b_.word(digit, (band + 1) % 3) &= ~beyond;
                b_.word(digit, (band + 2) % 3) &= ~beyond;
            }
            changed = true;
        }
        return true;
    }

    // Cells with one candidate left get it; a cell with none is a contradiction.
    // A single's digit is read from the band's digit bit planes (bit k: the
    // digits with bit k set) built before its singles are placed: a cell's one
    // candidate can only be lost meanwhile, which place() then reports.
    // Lost: looking for the digit word by word, a mispredicted exit a single.
    bool place_naked_singles(int& placed) {
#pragma GCC unroll 3  // 0.5% fewer instructions, the same time
        for (int band = 0; band < 3; ++band) {
            SlicedCount<BandWord> candidates;
            for (int digit = 0; digit < 9; ++digit) candidates.add(b_.word(digit, band));
            if (b_.unsolved[band] & ~candidates.at_least1) return false;
            BandWord singles = b_.unsolved[band] & ~candidates.at_least2;
            if (singles == 0) continue;
            auto w = [&](int digit) { return b_.word(digit, band); };
            const std::array<BandWord, 4> planes = {w(1) | w(3) | w(5) | w(7), w(2) | w(3) | w(6) | w(7), w(4) | w(5) | w(6) | w(7), w(8)};
            for (; singles != 0; singles &= singles - 1) {
                const int bit = std::countr_zero(singles);
                const int digit = static_cast<int>((planes[0] >> bit & 1) | (planes[1] >> bit & 1) << 1 |
                                                   (planes[2] >> bit & 1) << 2 | (planes[3] >> bit & 1) << 3);
                if (!place(digit, 27 * band + bit)) return false;  // emptied by an earlier placement in this loop
                ++placed;
            }
        }
        return true;
    }

    Board& b_;
    VectorSweep vector_sweep_;  // nullptr: update_changed_words()
    std::array<std::array<BandWord, 4>, 9> seen_;  // the portable sweep's only
    std::array<BandWord, 4> pairs_;
    bool has_pairs_ = false;
};

}  // namespace sudoku::classic
