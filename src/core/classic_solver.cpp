#include "sudoku/core/classic_solver.hpp"

#include <algorithm>
#include <cassert>

namespace sudoku::classic {
namespace {

// The board as bitboards, one per digit, each split into three bands of three
// rows (27 bits a band, bit 9 * row-in-band + column):
//
//   band word, bits:  row 0:  0  1  2 |  3  4  5 |  6  7  8
//                     row 1:  9 10 11 | 12 13 14 | 15 16 17
//                     row 2: 18 19 20 | 21 22 23 | 24 25 26
//                             box 0     box 1      box 2
//
// so cell = 27 * band + bit (Board below holds the words). A row, a box, and
// the part of a column inside a band are each a shift and a mask, so one step
// handles a digit in a whole band at once.
using Band = std::uint32_t;
constexpr Band kBandCells = (1u << 27) - 1;
constexpr Band row_mask(int row) { return Band{0x1FF} << (9 * row); }
constexpr Band box_mask(int box) { return Band{0x1C0E07} << (3 * box); }
constexpr Band column_mask(int column) { return Band{0x40201} << column; }
// The cells of a band in the columns of a 9-bit set (bit = column).
constexpr Band columns_mask(unsigned columns) { return columns * Band{0x40201}; }

// In a band, a digit takes one cell in each row and one in each box: a
// permutation of the 3 rows onto the 3 boxes, drawn as its 9-bit pattern of
// row-box pairs (bit 3 * row + box). With "occupancy" the row-box pairs that
// still hold a candidate, kLiveRowBoxes[occupancy] is the union of the
// permutations it allows (0: none), kPatternCount[occupancy] how many.
// Keeping only those pairs is locked candidates, pointing and claiming, in
// one lookup.
constexpr std::array<std::uint16_t, 6> kPermutationPatterns = {
    0b100'010'001, 0b010'100'001, 0b100'001'010, 0b001'100'010, 0b010'001'100, 0b001'010'100};
constexpr auto make_live_row_boxes() {
    std::array<std::uint16_t, 512> live{};
    for (unsigned occupancy = 0; occupancy < 512; ++occupancy)
        for (const unsigned pattern : kPermutationPatterns)
            if ((pattern & occupancy) == pattern) live[occupancy] |= static_cast<std::uint16_t>(pattern);
    return live;
}
constexpr auto make_pattern_count() {
    std::array<std::uint8_t, 512> count{};
    for (unsigned occupancy = 0; occupancy < 512; ++occupancy)
        for (const unsigned pattern : kPermutationPatterns) count[occupancy] += (pattern & occupancy) == pattern;
    return count;
}
constexpr auto kPatternCount = make_pattern_count();
constexpr auto kLiveRowBoxes = make_live_row_boxes();

// The 3 box bits of a 9-bit row.
constexpr auto make_boxes_of_row() {
    std::array<std::uint8_t, 512> boxes{};
    for (unsigned row = 0; row < 512; ++row)
        for (int box = 0; box < 3; ++box)
            if (row >> (3 * box) & 7) boxes[row] |= static_cast<std::uint8_t>(1u << box);
    return boxes;
}
constexpr auto kBoxesOfRow = make_boxes_of_row();

// Row-box pairs (as in kLiveRowBoxes) back to the band cells they cover.
constexpr auto make_row_box_cells() {
    std::array<Band, 512> cells{};
    for (unsigned pairs = 0; pairs < 512; ++pairs)
        for (int pair = 0; pair < 9; ++pair)
            if (pairs >> pair & 1) cells[pairs] |= Band{7} << (9 * (pair / 3) + 3 * (pair % 3));
    return cells;
}
constexpr auto kRowBoxCells = make_row_box_cells();

// Of 9 bits in three groups of three (a row's boxes, a box's columns), the
// groups with exactly one bit: a digit's only box in a row, or only column in
// a box, which it must therefore take.
constexpr auto make_lone_in_group() {
    std::array<std::uint16_t, 512> lone{};
    for (unsigned bits = 0; bits < 512; ++bits)
        for (int group = 0; group < 3; ++group)
            if (const unsigned g = bits >> (3 * group) & 7; g != 0 && (g & (g - 1)) == 0)
                lone[bits] |= static_cast<std::uint16_t>(g << (3 * group));
    return lone;
}
constexpr auto kLoneInGroup = make_lone_in_group();

// The cells of a band where a placed digit rules itself out: the rest of its
// row and of its box.
constexpr auto make_band_peers() {
    std::array<Band, 27> peers{};
    for (int bit = 0; bit < 27; ++bit) peers[bit] = (row_mask(bit / 9) | box_mask(bit % 9 / 3)) & ~(Band{1} << bit);
    return peers;
}
constexpr auto kBandPeers = make_band_peers();

// The candidates of a word that are alone in their row: each is that row's
// cell for the digit.
Band alone_in_row(Band word) {
    Band alone = 0;
    for (int row = 0; row < 3; ++row) {
        const Band r = word & row_mask(row);
        alone |= (r & (r - 1)) == 0 ? r : 0;
    }
    return alone;
}

// A digit's row-box pairs in a band word (as in kLiveRowBoxes).
unsigned band_occupancy(Band word) {
    return kBoxesOfRow[word & 0x1FF] | kBoxesOfRow[(word >> 9) & 0x1FF] << 3 | kBoxesOfRow[word >> 18] << 6;
}

// In a stack of three columns a digit takes one cell in each column and one
// in each box, so the permutation tables apply with bands for rows and
// columns for boxes. columns[band]: the columns where a digit still has a
// cell in that band; the result: its band-column pairs in `stack`, bit
// 3 * band + column in the stack.
unsigned stack_occupancy(const std::array<unsigned, 3>& columns, int stack) {
    return (columns[0] >> (3 * stack) & 7) | (columns[1] >> (3 * stack) & 7) << 3 | (columns[2] >> (3 * stack) & 7) << 6;
}

// The columns (9 bits) where a band word has a cell.
unsigned columns_in(Band word) { return (word | word >> 9 | word >> 18) & 0x1FF; }

// Per band, the columns where the digit of `words` still has a cell.
std::array<unsigned, 3> columns_of(const std::array<Band, 4>& words) {
    return {columns_in(words[0]), columns_in(words[1]), columns_in(words[2])};
}

// words[digit][band] (digit 0-based): the cells of the band where the
// digit can still go, its placed cells included; the fourth word of a digit is
// padding, always 0 (a digit's words were once compared as one 16-byte block;
// see Propagator::run). unsolved[band]: the cells not yet placed; its fourth
// word pads the board to whole 16-byte moves.
//
// Each branch copies the board. The propagator's copy of the words (seen) was
// a third array here; keeping it in the Propagator, which rebuilds it from
// the words it starts with, shrank the board from 300 to 160 bytes, which the
// compiler copies with vector moves instead of `rep movsq`. Same search; a
// puzzle fastest of 3, median of 3 interleaved rounds: first 20,000 of
// forum_hardest_1905_11plus 22.75 -> 22.00 us, forum_hardest_1106 35.39 ->
// 34.27, magictour_top1465 5.17 -> 5.07, the 24 of issue #11 43.40 -> 42.13;
// solved once, within noise (26.59 -> 26.53, 41.55 -> 41.23). Unpadded
// (156 bytes): 22.2-22.6 us against 22.0-22.1.
struct Board {
    std::array<std::array<Band, 4>, 9> words;
    std::array<Band, 4> unsolved;

    Band& word(int digit, int band) { return words[digit][band]; }
    Band word(int digit, int band) const { return words[digit][band]; }
    bool solved() const { return (unsolved[0] | unsolved[1] | unsolved[2]) == 0; }
};

// Propagation. Instructions per puzzle (callgrind, first 300 of
// forum_hardest_1905_11plus / 2000 of royle_17clue_49158 / 500 of
// magictour_top1465, bench overhead of ~5k included; same search, same answers):
//   as written here (band-wide clears, changes found by compare): 290k / 27k / 80k
//   the cell-by-cell propagator it replaced, each place() clearing
//   the cell from nine words and marking each changed word dirty:  428k / 42k / 115k
//   (mean time a puzzle 27.0 / 2.24 us -> 17.8 / 1.28 us; kaggle 1.43 -> 0.67 us)
// and earlier, against 569k / 42k / 155k for that one when measured then:
//   row and box singles in a lazy pass with the column ones:   867k / 60k / 332k
//   dirty words from every place() without checking a change:  748k / 57k / 302k
// Not kept (time on the slowest 443 puzzles of all eight datasets):
//   + triads (each 3-cell minirow and minicolumn holds exactly three digits:
//     naked and hidden) over all bands and stacks once the locked candidates
//     settle: propagations per puzzle on the 148,915 hard and 17-clue puzzles
//     (mean / max) 26.8 / 775 -> 25.6 / 636, but 42-45% more time (they
//     pay only before a branch on placement patterns: see run_with_triads)
//   + a check for an emptied cell after each band update, to fail sooner: the
//     same search, 0.8% fewer instructions (cachegrind, slowest 100)
//   + the givens loaded at once as band words per digit instead of place()
//     one by one: the same search, 251.9M -> 250.4M instructions for the
//     whole of kaggle_first9999 (easy puzzles, where it should show most)
class Propagator {
public:
    // The words as `board` holds them now count as seen: build the
    // propagator before changing the board, and run() looks at what changed.
    explicit Propagator(Board& board) : b_(board), seen_(board.words) {}

    // Puts `digit` (0-based) at `cell`: the cell leaves the other digits, and
    // the digit leaves the cell's row, box and column. False when the digit
    // was no longer possible there.
    bool place(int digit, int cell) {
        const int band = cell / 27, bit = cell % 27;
        const Band here = Band{1} << bit;
        const Band mine = b_.word(digit, band);
        if (!(mine & here) || !(b_.unsolved[band] & here)) return false;
        b_.unsolved[band] &= ~here;
        for (int other = 0; other < 9; ++other) b_.word(other, band) &= ~here;
        b_.word(digit, band) = mine & ~kBandPeers[bit];
        const Band column = column_mask(bit % 9);
        b_.word(digit, (band + 1) % 3) &= ~column;
        b_.word(digit, (band + 2) % 3) &= ~column;
        return true;
    }

    // Every word is looked at by the next run().
    void mark_all_changed() { seen_.fill({~Band{0}, ~Band{0}, ~Band{0}, 0}); }

    // Propagates to a fixpoint: locked candidates in bands and stacks, with
    // the row, box and column singles they give, digit by digit while any word
    // changes; then naked singles, then hidden singles in columns, going back
    // to the cheaper steps whenever a later one places something. False on a
    // contradiction.
    //
    // Branches can cost more here than instructions: a puzzle solved once
    // (as in a judge run) cannot train the predictor. First 300 of
    // forum_hardest_1905_11plus, instructions / mispredicted branches a
    // puzzle (cachegrind's branch simulation), then the mean first-solve time
    // on the whole file (--repeat=1, best of 5 interleaved runs):
    //   a branch per word on whether it changed, per digit
    //   while any word changed, and on whether a band settled cells:  291k / 2,699   32.3 us
    //   the changed digits as a mask; all three words of each,
    //   settled cells cleared without a test:                         385k /   972   27.4 us
    //   the same with the 27 words unpadded (compared word by word):  415k /   855   28.4 us
    // Measured again on a later engine (the pattern branches, the smaller
    // Board), with the fastest of 3 as well (median of 3 rounds):
    //   the changed digits as a mask, all three words of each:  395k /   845   27.21 us   22.85 us
    //   ... only the changed words, a branch per band:          319k / 1,673   27.13 us   19.01 us
    //   ... only the changed words, looping over a mask:                       29.1 us    24.9 us
    //       (first 20,000 only, against 26.4 / 18.8 for the line above)
    // and in another round against the second of those (27.02 / 19.40 us):
    //   one sweep over all nine digits, a branch per word (this): 322k / 2,112   27.67 us   17.17 us
    //   ... skipping an unchanged digit by one memcmp first:                     30.1 us    16.9 us
    //       (first 20,000 only, against 27.3 / 16.5 for this)
    // The real predictor does far better than cachegrind's model. A sweep
    // with no mask of changed digits costs a first solve 2% and saves 11%
    // once the predictor has seen the puzzle; the per-band branch alone cost
    // nothing here and saved 17%. On easy puzzles (first 5,000 of
    // royle_17clue_49158, medians of 3 rounds) each costs a first solve
    // 4-9%: 1.99 -> 2.07 us with the per-band branch, then 2.04-2.08 ->
    // 2.16-2.22 us with the sweep (two comparisons); and saves 7-15% fastest
    // of 3: 1.78 -> 1.52, then 1.52-1.57 -> 1.40-1.41 us. The first line's
    // branch on settled cells still costs a first solve 11% (see
    // update_band).
    // Lost: clearing the settled cells of all three bands from the nine
    // digits in one vector op each (33.2 us: each 16-byte load waited on the
    // word stores before it).
    bool run() {
        for (;;) {
            bool changed = false;
            if (!update_changed_words(changed)) return false;
            if (changed) continue;
            int placed = 0;
            if (!place_naked_singles(placed)) return false;
            if (placed) continue;
            if (!place_column_singles(placed)) return false;
            if (!placed) return true;
        }
    }

    // Triads, and run() after any change, to a fixpoint, on a board run()
    // has already settled (every board the search holds): the three cells of a row in a box
    // (a minirow), or of a column in a band (a minicolumn), hold exactly
    // three digits. Some digits can still reach it: fewer than three is a
    // contradiction, and exactly three must all be there. Some must be there
    // (a digit's only box in that row, or only column in that box): more
    // than three is a contradiction, and three leave no room for others.
    // Placement patterns (see Search::run) put digits into minirows and
    // minicolumns wholesale, and without this check a pattern search
    // overfills one unseen: the empty grid took 51,541 guesses, against 1.
    // Lost: triads at every node. Guesses to the first solution / whole tree
    // and time a puzzle (fastest of 3, scratch harness, one round) on the 24
    // slowest puzzles of issue #11 and of forum_hardest_1905_11plus (guesses
    // on its first 5,000, time on its first 20,000):
    //   only before a pattern branch (this)       71 / 94  64 us   35.6 / 73.1  33.5 us
    //   at every node, pair cells first           63 / 83 100 us   34.2 / 70.3  40.7 us
    //   at every node, patterns first (tdoku's)   38 / 68  76 us   33.0 / 65.1  44.5 us
    // (tdoku itself: 30 / 67 and 34.9 / 63.8 guesses.) Its search, but each
    // node dearer here.
    // Tried again with the triads inside run(): only in the bands whose words
    // changed since, no extra pass to confirm the fixpoint, each digit's
    // row-box pairs kept from update_band rather than counted again, minirows
    // and minicolumns counted in one word. Guesses as above (62 / 82 with
    // pair cells first). Time a puzzle on the 24 / on the first 20,000 of
    // forum_hardest_1905_11plus (with its p99.9 and max), fastest of 3,
    // median of 3 interleaved rounds, before seen left the Board:
    //   only before a pattern branch (this)  43.7 us   23.2 us, 109 / 155 us
    //   every node, patterns first           28.9 us   24.8 us, 151 / 331 us
    //   every node, pair cells first         41.9 us   25.1 us, 122 / 179 us
    //   tdoku                                16.8 us   20.0 us, 100 / 262 us
    // Solved once, best of 5 rounds: 53.3 / 26.9 us, 37.0 / 31.4 us (patterns
    // first), tdoku 29.1 / 30.9 us. Patterns first cuts the 24 by a third but
    // makes the hard file slower than tdoku's and doubles its worst puzzles.
    // Switching to it after 20-200 nodes of this search: 59-71 guesses on
    // the 24 (this: 71), but the worst puzzle of the first 5,000 of 11+ took
    // 211-287 guesses (244) and of forum_hardest_1106 356-402 (304).
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
    // goes through update_band (a branch per word; see run()), then the
    // digit's stacks. An unchanged word was left by update_band as it would
    // leave it again: its settled cells are no longer unsolved. A digit
    // changed by an earlier one in the sweep is seen in the same sweep.
    // `changed`: some word had changed.
    //
    // Lost (first 20,000 of forum_hardest_1905_11plus, fastest of 3, median
    // of 3 interleaved rounds, before seen left the Board; this: 23.2 us):
    // the digit's words as one 16-byte vector (GCC vector extensions), its
    // live row-box pairs, lone cells and stack columns found by shifts
    // instead of tables. The same search with 17% fewer instructions
    // (callgrind, first 3,000: 1,052M -> 871M), yet 25.1 us, and 27.2 us with
    // the spreads done by shifts rather than multiplies; 23.8-24.2 against
    // 22.0-22.3 us after the Board shrank. This machine (AMD Zen 5) has no
    // counters to say why. place() as vectors alone changed nothing.
    bool update_changed_words(bool& changed) {
        for (int digit = 0; digit < 9; ++digit) {
            bool digit_changed = false, ok = true;
            for (int band = 0; band < 3; ++band)
                if (b_.word(digit, band) != seen_[digit][band]) {
                    digit_changed = true;
                    ok &= update_band(digit, band);
                }
            if (!digit_changed) continue;
            if (!ok || !update_stacks(digit)) return false;
            changed = true;
        }
        return true;
    }

    // Locked candidates in one band word (see kLiveRowBoxes). A candidate
    // then alone in its row is placed (a row single, or a box single, which
    // the locked candidates leave alone in its row too): it leaves the other
    // digits in one band-wide clear. False when the digit has no place left
    // in some row or box.
    //
    // Lost (first 20,000 of forum_hardest_1905_11plus, the project's -O3,
    // three interleaved rounds, a puzzle solved once / fastest of 3):
    // clearing the settled cells only when there are some, 27.2 -> 32.2 /
    // 22.9 -> 22.7 us, a branch the predictor learns only from the same
    // puzzle; again once unchanged words were skipped, 26.6 -> 29.6 / 18.8 ->
    // 17.9 us. Also lost (fastest of 3, median of 3 rounds): clearing them
    // from the other digits once, after the pass over the changed digits,
    // 23.2 -> 28.8 us with the same search: the later digits of the pass no
    // longer see those cells gone until the next pass; and keeping each
    // digit's live pairs in the board, so that triads and the pattern choice
    // need not count them again, 22.4-23.0 -> 23.3-23.9 us (three rounds):
    // the bookkeeping on every update outweighs the counting before a pattern
    // branch.
    bool update_band(int digit, int band) {
        Band s = b_.word(digit, band);
        const unsigned live = kLiveRowBoxes[band_occupancy(s)];
        s &= kRowBoxCells[live];
        const Band settled = alone_in_row(s) & b_.unsolved[band];
        b_.unsolved[band] &= ~settled;
        for (int other = 0; other < 9; ++other) b_.word(other, band) &= ~settled;
        b_.word(digit, band) = seen_[digit][band] = s;
        return live != 0;
    }

    // Locked candidates across the bands, in each stack (see
    // stack_occupancy). A column a box settles leaves the other two bands here.
    //
    // Lost (measured as for update_band): the three stacks in one word,
    // gathered and spread with shifts instead of these loops, 27.2 -> 28.9 /
    // 22.9 -> 24.2 us; -O3 already compiles the loops well. At -O2 it won,
    // 35.1 -> 32.4 us solved once: measure with the build's own flags.
    // Also lost: the live band-column pairs of all three stacks computed at
    // once by shifts (a pair lives when the other two bands still hold the
    // other two columns of its stack, in either order), no tables: the same
    // search, fastest of 3 on the first 20,000 of 11+ 21.9-22.3 -> 22.1-22.8
    // us (two calm rounds of four). And skipping the stacks when the digit's
    // columns are those they last left (kept in the board): first 20,000 of
    // 11+, 26.8 -> 27.6 us solved once, 18.9 -> 18.4 us fastest of 3.
    bool update_stacks(int digit) {
        auto& w = b_.words[digit];
        const auto columns = columns_of(w);
        std::array<unsigned, 3> keep{};  // per band, the columns a permutation still uses
        for (int stack = 0; stack < 3; ++stack) {
            const unsigned live = kLiveRowBoxes[stack_occupancy(columns, stack)];
            if (live == 0) return false;
            for (int band = 0; band < 3; ++band) keep[band] |= (live >> (3 * band) & 7) << (3 * stack);
        }
        for (int band = 0; band < 3; ++band) w[band] &= columns_mask(keep[band]);
        return true;
    }

    // The triads of one band (see run_with_triads). Per digit, the minirows
    // it can reach are its row-box pairs (bit 3 * row + box) and the
    // minicolumns its columns; counting the digits on each, bit-sliced, finds
    // the few triads with something to say, and only those are looked at one
    // by one. (Run at every node with tdoku's branching, see
    // run_with_triads: 1.8x the time of this search with a loop over
    // triads and digits, 1.33x bit-sliced.)
    bool settle_triads(int band, bool& changed) {
        Counts rows_can, rows_must, columns_can, columns_must;
        for (int digit = 0; digit < 9; ++digit) {
            const Band w = b_.word(digit, band);
            const unsigned rows = band_occupancy(w), columns = columns_in(w);
            rows_can.add(rows);
            rows_must.add(kLoneInGroup[rows]);
            columns_can.add(columns);
            columns_must.add(kLoneInGroup[columns]);
        }
        if (((rows_can.at_least3 & columns_can.at_least3) != 0x1FF) | ((rows_must.at_least4 | columns_must.at_least4) != 0))
            return false;
        for (unsigned rest = rows_can.speaking(rows_must); rest != 0; rest &= rest - 1) {
            const int row = std::countr_zero(rest) / 3, box = std::countr_zero(rest) % 3;
            const Band cells = Band{7} << (9 * row + 3 * box);
            // A digit that must come here leaves the rest of its row and box.
            const Band elsewhere = (row_mask(row) | box_mask(box)) & ~cells;
            if (!settle_triad(band, cells, [&](Band w) { return (w & row_mask(row) & ~cells) == 0; }, elsewhere, 0, changed))
                return false;
        }
        for (unsigned rest = columns_can.speaking(columns_must); rest != 0; rest &= rest - 1) {
            const int column = std::countr_zero(rest);
            const Band cells = column_mask(column), box = box_mask(column / 3);
            // ... the rest of its box here, and its column in the other bands.
            if (!settle_triad(band, cells, [&](Band w) { return (w & box & ~cells) == 0; }, box & ~cells, cells, changed))
                return false;
        }
        return true;
    }

    // Per bit of 9 (minirows or minicolumns): whether at least 1-4 of the
    // masks added had it.
    struct Counts {
        unsigned at_least1 = 0, at_least2 = 0, at_least3 = 0, at_least4 = 0;
        void add(unsigned bits) {
            at_least4 |= at_least3 & bits;
            at_least3 |= at_least2 & bits;
            at_least2 |= at_least1 & bits;
            at_least1 |= bits;
        }
        // With *this the digits that can reach each triad and `must` those
        // that must be there: the triads where three can and fewer must, or
        // three must and more can.
        unsigned speaking(const Counts& must) const {
            const unsigned three_can = at_least3 & ~at_least4, three_must = must.at_least3 & ~must.at_least4;
            return (three_can & ~three_must) | (three_must & at_least4);
        }
    };

    // One minirow or minicolumn: `cells` in `band`; a digit whose word
    // passes `is_certain` must come here, and when it is one of three that
    // can, it leaves `elsewhere` in this band and `beyond` in the other two.
    template <class IsCertain>
    bool settle_triad(int band, Band cells, IsCertain is_certain, Band elsewhere, Band beyond, bool& changed) {
        unsigned can = 0, must = 0;
        for (int digit = 0; digit < 9; ++digit) {
            const Band w = b_.word(digit, band);
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
    bool place_naked_singles(int& placed) {
        for (int band = 0; band < 3; ++band) {
            Band once = 0, twice = 0;
            for (int digit = 0; digit < 9; ++digit) {
                const Band c = b_.word(digit, band);
                twice |= once & c;
                once |= c;
            }
            if (b_.unsolved[band] & ~once) return false;
            for (Band singles = b_.unsolved[band] & ~twice; singles != 0; singles &= singles - 1) {
                const Band here = singles & -singles;
                if (!(b_.unsolved[band] & here)) continue;  // placed meanwhile as another's single
                int digit = 0;
                while (!(b_.word(digit, band) & here)) {
                    if (++digit == 9) return false;  // emptied by an earlier placement in this loop
                }
                place(digit, 27 * band + std::countr_zero(here));
                ++placed;
            }
        }
        return true;
    }

    // A column with one cell left for a digit: place it. The band and stack
    // steps see rows and boxes; columns cross the bands, so they are counted
    // here. The lone columns are spread over a band word at once: searching
    // each column band by band mispredicted a branch per column and cost
    // 15-20% of the time on hard puzzles. Lost: scanning only the digits
    // whose words changed since the last scan (a mask kept by the sweep, a
    // branch per digit): the same search, first 20,000 of 11+ 26.8 -> 26.9
    // us solved once, 16.4 -> 16.6 us fastest of 3.
    bool place_column_singles(int& placed) {
        for (int digit = 0; digit < 9; ++digit) {
            const auto& c = b_.words[digit];
            unsigned once = 0, twice = 0;
            for (int band = 0; band < 3; ++band) {
                const unsigned r0 = c[band] & 0x1FF, r1 = (c[band] >> 9) & 0x1FF, r2 = c[band] >> 18;
                const unsigned any = r0 | r1 | r2, several = (r0 & r1) | (r0 & r2) | (r1 & r2);
                twice |= (once & any) | several;
                once |= any;
            }
            if (once != 0x1FF) return false;
            const unsigned lone = once & ~twice;
            const Band in_lone_columns = columns_mask(lone);
            for (int band = 0; band < 3; ++band)
                for (Band singles = c[band] & in_lone_columns & b_.unsolved[band]; singles != 0; singles &= singles - 1) {
                    if (!place(digit, 27 * band + std::countr_zero(singles))) return false;
                    ++placed;
                }
        }
        return true;
    }

    Board& b_;
    // The words as update_band last left them; a word that differs has lost
    // candidates since and goes through it again. Comparing is cheaper than
    // marking a word dirty on every clear.
    std::array<std::array<Band, 4>, 9> seen_;
};

// How often a guess on each cell led straight to a contradiction, in this
// search so far (conflict weights, as in MiniSat's activity or dom/wdeg).
using ConflictWeights = std::array<std::uint32_t, kCells>;

// The branch points, in order of preference (see Search::run): a cell with
// two candidates, else a digit with two placement patterns left in a band or
// stack, else the cell with the fewest candidates.

// A two-candidate cell, or -1 when there is none.
int choose_pair_cell(const Board& board, const ConflictWeights& conflicts) {
    // The two-candidate cell with the most unsolved peers (row, column and
    // box): there a guess has the most to propagate into. Guesses per puzzle
    // on the first 2000 of forum_hardest_1905_11plus / magictour_top1465:
    //   the first such cell                                   64.2 / 9.6
    //   first in the band with the fewest unsolved cells      76.6 / 10.2
    //   first in the band with the most unsolved cells        57.4 / 8.0
    //   ... and in its box with the most unsolved cells       51.2 / 6.7
    //   first in the box with the most unsolved cells         48.4 / 6.3
    //   the most unsolved peers (this)                        39.0 / 5.2
    // (instructions per hard puzzle: 585k with "most in the band", 427k now)
    // Then the weights: a pair cell scores 2 per unsolved peer and 1 per
    // contradiction it led to. Propagations per puzzle on 148,915 puzzles of
    // the five hard and 17-clue files (mean / 99th / 99.9th percentile / max),
    // the first branch ascending: without 29.5 / 233 / 408 / 1040, with 27.5 /
    // 208 / 332 / 1070 (1 per 4 peers: 28.0 / 212 / 340 / 994; 1 per peer:
    // 27.3 / 207 / 341 / 1182). Not kept, against 26.8 / 202 / 321 / 775 with
    // the value order of Search::run: weights on the constraint that failed (dom/wdeg),
    // each contradiction adding 1/8 to every unsolved cell of the failing band,
    // stack or column, or the emptied cell's units: 26.7 / 200 / 312 / 631,
    // for bookkeeping on every failure path of the propagator.
    // Also lost, guesses in all on the 24 slowest puzzles of issue #11 / the
    // first 5,000 of forum_hardest_1905_11plus / of royle_17clue_49158 (this
    // choice: 3,795 / 177,550 / 1,232):
    //   restarts keeping the weights, after 64 nodes and then 1.5x or 2x as
    //   many each time (128 first, 2x: 5,836 / 182,233 / -): fewer guesses
    //   on the tail, more everywhere else, at every setting tried;
    //   branching on a digit's placement patterns in a band (tdoku's way)
    //   before any cell, in the band with the fewest: 2,103 / 362,273 /
    //   1,633; only when a digit has two patterns left: 1,898 / 345,430 /
    //   1,496. (Patterns after pair cells won: see Search::run.)
    int best_key = -1;  // 128 * score + 127 - cell: the first cell wins a tie, without a branch
    for (int band = 0; band < 3; ++band) {
        Band once = 0, twice = 0, thrice = 0;
        for (int digit = 0; digit < 9; ++digit) {
            const Band c = board.word(digit, band);
            thrice |= twice & c;
            twice |= once & c;
            once |= c;
        }
        const Band pairs = board.unsolved[band] & twice & ~thrice;
        for (Band rest = pairs; rest != 0; rest &= rest - 1) {
            const int bit = std::countr_zero(rest);
            const Band column = column_mask(bit % 9);
            const int unsolved = std::popcount(board.unsolved[band] & (row_mask(bit / 9) | box_mask(bit % 9 / 3))) +
                                 std::popcount(board.unsolved[(band + 1) % 3] & column) +
                                 std::popcount(board.unsolved[(band + 2) % 3] & column);
            const int cell = 27 * band + bit;
            const int score = 2 * unsolved + static_cast<int>(std::min<std::uint32_t>(conflicts[cell], 1u << 20));
            best_key = std::max(best_key, 128 * score + 127 - cell);
        }
    }
    return best_key >= 0 ? 127 - best_key % 128 : -1;
}

// The first unsolved cell with the fewest candidates.
int choose_fewest_candidates_cell(const Board& board) {
    int best = -1, fewest = 10;
    for (int cell = 0; cell < kCells; ++cell) {
        const int band = cell / 27;
        const Band here = Band{1} << (cell % 27);
        if (!(board.unsolved[band] & here)) continue;
        int n = 0;
        for (int digit = 0; digit < 9; ++digit) n += (board.word(digit, band) & here) != 0;
        if (n < fewest) {
            fewest = n;
            best = cell;
        }
    }
    return best;
}

// A digit with exactly two placement patterns left in a band or stack (a
// permutation each, as in kPermutationPatterns): a branch of two ways, each
// settling the digit's row-box pairs there at once.
struct PatternChoice {
    int digit;
    int unit;  // 0-2: band, 3-5: stack unit - 3
    std::array<unsigned, 2> patterns;
};

// As tdoku chooses: in the band or stack whose digits have the fewest
// patterns left in all, the first digit with two.
bool choose_two_pattern_digit(const Board& board, PatternChoice& choice) {
    std::array<std::array<unsigned, 6>, 9> occupancy;  // [digit][unit]
    for (int digit = 0; digit < 9; ++digit) {
        const auto columns = columns_of(board.words[digit]);
        for (int band = 0; band < 3; ++band) occupancy[digit][band] = band_occupancy(board.word(digit, band));
        for (int stack = 0; stack < 3; ++stack) occupancy[digit][3 + stack] = stack_occupancy(columns, stack);
    }
    int best_total = 1000;
    for (int unit = 0; unit < 6; ++unit) {
        int total = 0, first_with_two = -1;
        for (int digit = 0; digit < 9; ++digit) {
            const int count = kPatternCount[occupancy[digit][unit]];
            total += count;
            if (count == 2 && first_with_two < 0) first_with_two = digit;
        }
        if (first_with_two >= 0 && total < best_total) {
            best_total = total;
            choice.digit = first_with_two;
            choice.unit = unit;
        }
    }
    if (best_total == 1000) return false;
    int found = 0;
    for (const unsigned pattern : kPermutationPatterns)
        if ((pattern & occupancy[choice.digit][choice.unit]) == pattern) choice.patterns[found++] = pattern;
    return true;
}

// Keeps the digit's candidates in a band or stack to one placement pattern.
void restrict_to_pattern(Board& board, int digit, int unit, unsigned pattern) {
    if (unit < 3) {
        board.word(digit, unit) &= kRowBoxCells[pattern];
        return;
    }
    const int stack = unit - 3;
    for (int band = 0; band < 3; ++band) {
        const unsigned columns = (0x1FF & ~(7u << (3 * stack))) | (pattern >> (3 * band) & 7) << (3 * stack);
        board.word(digit, band) &= columns_mask(columns);
    }
}

// The cells where `digit` can still go, its placed ones included.
int places_left(const Board& board, int digit) {
    return std::popcount(board.word(digit, 0)) + std::popcount(board.word(digit, 1)) + std::popcount(board.word(digit, 2));
}

Grid grid_of(const Board& board) {
    Grid grid{};
    for (int digit = 0; digit < 9; ++digit)
        for (int band = 0; band < 3; ++band)
            for (Band c = board.word(digit, band); c != 0; c &= c - 1)
                grid[27 * band + std::countr_zero(c)] = static_cast<std::uint8_t>(digit + 1);
    return grid;
}

class Search {
public:
    Search(int limit, SearchStats* stats) : limit_(limit), stats_(stats) {}

    // The board of the givens, propagated; false when they contradict each other.
    static bool start(const Grid& puzzle, Board& board) {
        board.words.fill({kBandCells, kBandCells, kBandCells, 0});
        board.unsolved = {kBandCells, kBandCells, kBandCells, 0};
        Propagator propagator(board);
        // The givens found without a branch per cell (which mispredicts on
        // their random pattern), then placed one by one.
        std::uint64_t low = 0, high = 0;  // cells 0-63, 64-80
        for (int cell = 0; cell < 64; ++cell) low |= std::uint64_t{puzzle[cell] != 0} << cell;
        for (int cell = 64; cell < kCells; ++cell) high |= std::uint64_t{puzzle[cell] != 0} << (cell - 64);
        for (const auto& [rest_of_half, first_cell] : {std::pair{low, 0}, std::pair{high, 64}})
            for (std::uint64_t rest = rest_of_half; rest != 0; rest &= rest - 1)
                if (const int cell = first_cell + std::countr_zero(rest); !propagator.place(puzzle[cell] - 1, cell))
                    return false;
        propagator.mark_all_changed();
        return propagator.run();
    }

    // triads_settled: `board` came from run_with_triads, which another pass
    // would leave as it is.
    void run(const Board& board, bool triads_settled = false) {
        if (stats_) ++stats_->nodes;
        if (board.solved()) {
            if (found_++ == 0) first_ = grid_of(board);
            return;
        }
        // A digit's two patterns rather than a cell of three or more
        // candidates: guesses per puzzle to the first solution / for the
        // whole tree, on the 24 slowest puzzles of issue #11, the first 5,000
        // of forum_hardest_1905_11plus, forum_hardest_1106, and max on
        // royle_17clue_49158:
        //   cells only                              158 / 182   35.5 / 74.6   55.8 / 124    389
        //   patterns unless a pair cell              75 /  99   35.8 / 73.4   57.4 / 131     67
        //   ... with triads first (this; without,
        //   the empty grid took 51,541 guesses)       71 /  94   35.6 / 73.1   56.9 / 130     67
        //   patterns always (tdoku's way)            81 / 136   46.6 / 93.7
        //   patterns when their unit has at most
        //   10-24 patterns left, else a pair cell    66-81 / 99-139, worse on the others
        // Choosing the unit with the most patterns, or the first, lost on all.
        if (const int cell = choose_pair_cell(board, conflicts_); cell >= 0) return branch_on_cell(board, cell);
        if (!triads_settled) {
            Board settled = board;
            if (!Propagator(settled).run_with_triads()) return;
            if (settled.words != board.words) return run(settled, true);
        }
        if (PatternChoice choice; choose_two_pattern_digit(board, choice)) return branch_on_patterns(board, choice);
        branch_on_cell(board, choose_fewest_candidates_cell(board));
    }

    int found() const { return found_; }
    const Grid& first_solution() const { return first_; }

private:
    void branch_on_cell(const Board& board, int cell) {
        const int band = cell / 27;
        const Band here = Band{1} << (cell % 27);
        std::array<int, 9> digits;
        int count = 0;
        for (int digit = 0; digit < 9; ++digit) {
            digits[count] = digit;
            count += (board.word(digit, band) & here) != 0;
        }
        // Of two digits, the one with more places left on the board goes
        // first (else ascending). This only decides how soon a solution
        // comes, but wrong first branches make the heavy tail: with the
        // weights above, propagations per puzzle went 27.5 / 208 / 332 / 1070
        // -> 26.8 / 202 / 321 / 775 (measured as above); 12-22% less time on
        // the slowest 443 puzzles of either version.
        // Lost: propagating both sides of a two-way branch (cell or pattern)
        // first, then taking first the side that settled more cells, or fewer,
        // or kept fewer candidates, or more. Guesses to the first solution
        // on the 24 slowest puzzles of issue #11 / the first 5,000 of
        // forum_hardest_1905_11plus / forum_hardest_1106: this order 71.3 /
        // 35.6 / 56.9; those four 60.9 / 36.3 / 56.8, 64.4 / 36.7 / 70.9,
        // 52.0 / 36.8 / 56.2, 46.4 / 37.5 / 73.7. The 24 were picked as the
        // slowest for an earlier search, so any change of order moves them
        // by chance; on the large files none helps.
        if (count == 2 && places_left(board, digits[1]) > places_left(board, digits[0])) std::swap(digits[0], digits[1]);
        for (int i = 0; i < count && found_ < limit_; ++i) {
            if (i > 0 && stats_) ++stats_->guesses;
            Board next = board;
            Propagator propagator(next);
            if (propagator.place(digits[i], cell) && propagator.run()) run(next);
            else ++conflicts_[cell];
        }
    }

    // The patterns in kPermutationPatterns order. Trying first the one that
    // leaves the digit more (or fewer) places, before or after propagating,
    // moved the guesses on the files above by no more than noise (tail:
    // 64-71 / 93-96).
    void branch_on_patterns(const Board& board, const PatternChoice& choice) {
        for (int i = 0; i < 2 && found_ < limit_; ++i) {
            if (i > 0 && stats_) ++stats_->guesses;
            Board next = board;
            Propagator propagator(next);
            restrict_to_pattern(next, choice.digit, choice.unit, choice.patterns[i]);
            if (propagator.run()) run(next);
        }
    }

    int limit_;
    SearchStats* stats_;
    int found_ = 0;
    Grid first_{};
    ConflictWeights conflicts_{};
};

}  // namespace

bool solve(const Grid& puzzle, Grid& solution, SearchStats* stats) {
    Board root;
    if (!Search::start(puzzle, root)) return false;
    Search search(1, stats);
    search.run(root);
    if (search.found() == 0) return false;
    solution = search.first_solution();
    return true;
}

int count_solutions(const Grid& puzzle, int limit, SearchStats* stats) {
    Board root;
    if (!Search::start(puzzle, root)) return 0;
    Search search(limit, stats);
    search.run(root);
    return search.found();
}

}  // namespace sudoku::classic
