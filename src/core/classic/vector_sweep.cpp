// The AVX2 sweep (see vector_sweep.hpp) and the choice of sweep at startup.
//
// Why vectors: the portable sweep compares each word with its copy as last
// seen and works only on those that changed, a branch per word that the
// predictor misses about once for each changed word (a fifth of them); here
// every word goes through the band step and every digit through the stack
// step, eight lanes at a time, so an unchanged word costs a few lane-slots and no branch.
//
// The board is 160 bytes, five 256-bit vectors: words[2v] and words[2v + 1]
// in vector v, words[8] and `unsolved` in vector 4. Lane 3 of each digit
// (words[digit][3], its packed columns) rides along: it is
// kept through the band step, and the stack step writes it.
//
// Differences from the portable sweep, which reach the same fixpoint: a
// settled cell leaves the other digits after the whole band step (two digits
// settling one cell is then a contradiction, as it is there one step later),
// a digit its stack step narrowed waits for the next pass, and a naked single
// is placed, as soon as a pass leaves one, by taking its row and column (the
// band and stack steps do the rest).
// The passes and the naked singles run on registers, the board loaded and
// stored once a run(): 7-8% fewer instructions than a call a pass and the
// singles word by word (11+, magictour, serg).
#include "vector_sweep.hpp"

#include <atomic>
#include <cstddef>

#include "avx2.hpp"

namespace sudoku::classic {

#ifdef SUDOKU_AVX2_SWEEP
namespace {

static_assert(sizeof(Board) == 160 && offsetof(Board, unsolved) == 144, "the board is five 256-bit vectors");

// kPermutationPatterns spread: occupancy bit 3 * row + box to bit 9 * row + 3 * box,
// the first cell of that row-box pair in a band word.
constexpr std::uint32_t spread_pattern(unsigned pattern) {
    std::uint32_t spread = 0;
    for (int i = 0; i < 9; ++i) spread |= (pattern >> i & 1u) << (3 * i);
    return spread;
}

using V = __m256i;

// Constants as eight equal lanes in memory, loaded as operands: set1 in a
// loop was built anew each time from an immediate (3 instructions).
struct alignas(32) Lanes {
    std::uint32_t lane[8];
};
constexpr Lanes lanes_of(std::uint32_t x) { return {{x, x, x, x, x, x, x, x}}; }
struct Constants {
    Lanes band_patterns[6];  // kPermutationPatterns spread
    Lanes band_pattern_cells[6];  // and their row-box pairs' cells
    Lanes rows_0_2, row_1, row_0_2_lows, row_1_low;
    Lanes columns, column_spread, stacks_alive, lane_3;
};
constexpr Constants make_constants() {
    Constants c{};
    for (int i = 0; i < 6; ++i) {
        c.band_patterns[i] = lanes_of(spread_pattern(kPermutationPatterns[i]));
        c.band_pattern_cells[i] = lanes_of(kRowBoxCells[kPermutationPatterns[i]]);
    }
    c.rows_0_2 = lanes_of(row_mask(0) | row_mask(2));
    c.row_1 = lanes_of(row_mask(1));
    c.row_0_2_lows = lanes_of(1u | 1u << 18);  // 1 in each 16-bit half, at its row's first bit
    c.row_1_low = lanes_of(1u << 9);
    c.column_spread = lanes_of(0x40201);
    c.columns = lanes_of(0x1FF);
    c.stacks_alive = lanes_of(0x49);  // bit 3 * stack
    c.lane_3 = {{0, 0, 0, ~0u, 0, 0, 0, ~0u}};
    return c;
}
// Not const: GCC folds a const table's values back into immediates, built
// anew at each pass (3 instructions each) where a memory operand costs none.
alignas(32) constinit Constants kConstants = make_constants();
SUDOKU_AVX2 inline V load(const Lanes& lanes) { return _mm256_load_si256(reinterpret_cast<const V*>(lanes.lane)); }

// on_band_patterns() in every lane: the row-box pairs' flags at their first
// cell, the patterns all of whose pairs are there, and their pairs' cells
// (a table of each pattern's cells: no shifts to spread the flags back).
// Lost: a 512-entry table, one gather a vector: 11% fewer instructions, 17% more time on Zen 1.
SUDOKU_AVX2 inline V band_patterns(V w) {
    // Only the first cell's bit of each pair counts: the pattern masks drop the rest.
    const V pairs = _mm256_or_si256(w, _mm256_or_si256(_mm256_srli_epi32(w, 1), _mm256_srli_epi32(w, 2)));
    V cells = _mm256_setzero_si256();
#pragma GCC unroll 6
    for (int i = 0; i < 6; ++i) {
        const V p = load(kConstants.band_patterns[i]);
        cells = _mm256_or_si256(cells, _mm256_and_si256(_mm256_cmpeq_epi32(_mm256_and_si256(pairs, p), p), load(kConstants.band_pattern_cells[i])));
    }
    return _mm256_and_si256(w, cells);
}

// alone_in_row() in every lane: a row with one bit keeps it (r & (r - 1) == 0;
// an empty row gives nothing). Rows 0 and 2 lie within the lane's two 16-bit
// halves (bits 0-8 and 18-26), so one 16-bit subtract serves both.
SUDOKU_AVX2 inline V alone_in_rows(V s) {
    const V outer = _mm256_and_si256(s, load(kConstants.rows_0_2)), inner = _mm256_and_si256(s, load(kConstants.row_1));
    const V outer_lone = _mm256_cmpeq_epi16(_mm256_and_si256(outer, _mm256_sub_epi16(outer, load(kConstants.row_0_2_lows))), _mm256_setzero_si256());
    const V inner_lone = _mm256_cmpeq_epi32(_mm256_and_si256(inner, _mm256_sub_epi32(inner, load(kConstants.row_1_low))), _mm256_setzero_si256());
    return _mm256_or_si256(_mm256_and_si256(outer, outer_lone), _mm256_and_si256(inner, inner_lone));
}

// Each band's columns at their place in its digit's packed columns (lane 3's word shifted out by 32).
SUDOKU_AVX2 inline V band_columns(V w) {
    const V columns = _mm256_and_si256(_mm256_or_si256(w, _mm256_or_si256(_mm256_srli_epi32(w, 9), _mm256_srli_epi32(w, 18))), load(kConstants.columns));
    return _mm256_sllv_epi32(columns, _mm256_setr_epi32(0, 9, 18, 32, 0, 9, 18, 32));
}

// Digits 0-7's lanes 0-3 summed, as lanes d0 d2 d4 d6 d1 d3 d5 d7: two rounds of adjacent sums.
SUDOKU_AVX2 inline V sum_digits(const V (&x)[5]) {
    return _mm256_hadd_epi32(_mm256_hadd_epi32(x[0], x[1]), _mm256_hadd_epi32(x[2], x[3]));
}

// stack_pattern_columns() in every lane, except that a dead stack leaves its
// columns empty rather than the whole word 0: `alive` gets bits 0, 3 and 6
// for the stacks with a pattern left. A pattern (the column in the stack each
// band takes, c0 c1 c2) is live in a stack when each band has its column:
// each band's row of columns shifted so that its pattern column lands on bit
// 3 * stack, and the three ANDed; the nine shifts are shared by the six
// patterns, and so are the shifts back of the patterns with a column in common.
SUDOKU_AVX2 inline V and3(V a, V b, V c) { return _mm256_and_si256(a, _mm256_and_si256(b, c)); }

SUDOKU_AVX2 inline V stack_patterns(V packed, V& alive) {
    const V firsts = load(kConstants.stacks_alive);
    const V band0[3] = {_mm256_and_si256(packed, firsts), _mm256_and_si256(_mm256_srli_epi32(packed, 1), firsts),
                        _mm256_and_si256(_mm256_srli_epi32(packed, 2), firsts)};
    const V band1[3] = {_mm256_srli_epi32(packed, 9), _mm256_srli_epi32(packed, 10), _mm256_srli_epi32(packed, 11)};
    const V band2[3] = {_mm256_srli_epi32(packed, 18), _mm256_srli_epi32(packed, 19), _mm256_srli_epi32(packed, 20)};
    const V p012 = and3(band0[0], band1[1], band2[2]), p021 = and3(band0[0], band1[2], band2[1]);
    const V p102 = and3(band0[1], band1[0], band2[2]), p120 = and3(band0[1], band1[2], band2[0]);
    const V p201 = and3(band0[2], band1[0], band2[1]), p210 = and3(band0[2], band1[1], band2[0]);
    const V first0 = _mm256_or_si256(p012, p021), first1 = _mm256_or_si256(p102, p120), first2 = _mm256_or_si256(p201, p210);
    alive = _mm256_or_si256(first0, _mm256_or_si256(first1, first2));
    const V row0 = _mm256_or_si256(first0, _mm256_or_si256(_mm256_slli_epi32(first1, 1), _mm256_slli_epi32(first2, 2)));
    const V row1 = _mm256_or_si256(_mm256_slli_epi32(_mm256_or_si256(p102, p201), 9),
                                   _mm256_or_si256(_mm256_slli_epi32(_mm256_or_si256(p012, p210), 10), _mm256_slli_epi32(_mm256_or_si256(p021, p120), 11)));
    const V row2 = _mm256_or_si256(_mm256_slli_epi32(_mm256_or_si256(p120, p210), 18),
                                   _mm256_or_si256(_mm256_slli_epi32(_mm256_or_si256(p021, p201), 19), _mm256_slli_epi32(_mm256_or_si256(p012, p102), 20)));
    return _mm256_or_si256(row0, _mm256_or_si256(row1, row2));
}

// A digit's words narrowed to packed columns `keep` (in all its lanes); lane 3 becomes `keep`.
SUDOKU_AVX2 inline V narrow(V w, V keep) {
    const V columns = _mm256_and_si256(_mm256_srlv_epi32(keep, _mm256_setr_epi32(0, 9, 18, 0, 0, 9, 18, 0)), load(kConstants.columns));
    const V cells = _mm256_mullo_epi32(columns, load(kConstants.column_spread));  // columns_mask(): one multiply for two shifts and two ORs
    return _mm256_blend_epi32(_mm256_and_si256(w, cells), keep, 0x88);
}

// The cells settled in one vector join those settled before, once or more.
SUDOKU_AVX2 inline void count_settled(V settled, V& once, V& twice) {
    twice = _mm256_or_si256(twice, _mm256_and_si256(once, settled));
    once = _mm256_or_si256(once, settled);
}

// Digit 8's three lanes (lanes 3 and 7 of `from_ab`, lane 3 of `from_c`) back
// to lanes 0-2, the rest 0 (lane 7 of `from_c` is 0: a permute cannot zero).
SUDOKU_AVX2 inline V lanes_of_ninth(V from_ab, V from_c) {
    const V ab = _mm256_permutevar8x32_epi32(from_ab, _mm256_setr_epi32(3, 7, 3, 3, 3, 3, 3, 3));
    return _mm256_blend_epi32(_mm256_permutevar8x32_epi32(from_c, _mm256_setr_epi32(7, 7, 3, 7, 7, 7, 7, 7)), ab, 0x03);
}

// The band step on every word; the cells it settles leave the other digits.
// Lane 3 of each digit and `unsolved` (vector 4's upper half) stay as they
// were, apart from the settled cells. False when two digits settle one cell.
// `placed`: cells naked_singles() placed, whose settling alone needs no pass again.
// Digit 8's words ride in the spare lanes 3 and 7 of vector 0 (bands 0, 1)
// and lane 3 of vector 1 (band 2): four vectors through the step, not five.
// Lost: skipping a pair of digits whose words are as the step last left them
// (a branch a vector): 6% fewer instructions, twice the mispredicts.
SUDOKU_AVX2 inline bool band_phase(V (&w)[5], __m128i placed, bool& settled_any) {
    const V ninth = w[4], spare = load(kConstants.lane_3);
    V b0 = _mm256_blend_epi32(w[0], _mm256_permutevar8x32_epi32(ninth, _mm256_setr_epi32(0, 0, 0, 0, 0, 0, 0, 1)), 0x88);
    V b1 = _mm256_blend_epi32(w[1], _mm256_permutevar8x32_epi32(ninth, _mm256_setr_epi32(0, 0, 0, 2, 0, 0, 0, 7)), 0x88);  // lane 7: 0
    // unsolved beside each lane (vector 4's upper half is `unsolved`, lane 7 of it 0).
    const V unsolved = _mm256_permute2x128_si256(ninth, ninth, 0x11);
    const V beside0 = _mm256_permutevar8x32_epi32(ninth, _mm256_setr_epi32(4, 5, 6, 4, 4, 5, 6, 5));
    const V beside1 = _mm256_permutevar8x32_epi32(ninth, _mm256_setr_epi32(4, 5, 6, 6, 4, 5, 6, 7));
    b0 = band_patterns(b0);
    b1 = band_patterns(b1);
    const V s0 = _mm256_and_si256(alone_in_rows(b0), beside0), s1 = _mm256_and_si256(alone_in_rows(b1), beside1);
    V settled[5], once = _mm256_setzero_si256(), twice = _mm256_setzero_si256();
    settled[0] = _mm256_andnot_si256(spare, s0);
    settled[1] = _mm256_andnot_si256(spare, s1);
    settled[4] = lanes_of_ninth(s0, s1);
    count_settled(settled[0], once, twice);
    count_settled(settled[1], once, twice);
    count_settled(settled[4], once, twice);
    for (int v = 2; v < 4; ++v) {
        w[v] = _mm256_blend_epi32(band_patterns(w[v]), w[v], 0x88);
        settled[v] = _mm256_and_si256(alone_in_rows(w[v]), unsolved);
        count_settled(settled[v], once, twice);
    }
    w[0] = _mm256_blend_epi32(b0, w[0], 0x88);
    w[1] = _mm256_blend_epi32(b1, w[1], 0x88);
    w[4] = _mm256_blend_epi32(ninth, lanes_of_ninth(b0, b1), 0x07);
    const __m128i lo = _mm256_castsi256_si128(once), hi = _mm256_extracti128_si256(once, 1);
    const __m128i twice128 = _mm_or_si128(_mm_or_si128(_mm256_castsi256_si128(twice), _mm256_extracti128_si256(twice, 1)), _mm_and_si128(lo, hi));
    if (!_mm_testz_si128(twice128, twice128)) return false;
    const __m128i all128 = _mm_or_si128(lo, hi);
    // The settled cells leave every word but their own, and `unsolved`.
    const V all = _mm256_broadcastsi128_si256(all128);
#pragma GCC unroll 5
    for (int v = 0; v < 5; ++v) w[v] = _mm256_or_si256(_mm256_andnot_si256(all, w[v]), settled[v]);
    settled_any = !_mm_testc_si128(placed, all128);  // the singles just placed settle as expected: no pass again for them
    return true;
}

// The stack step on every digit; nothing to do while every digit's packed
// columns are as it last left them (lane 3), as in the portable sweep (a
// branch a pass, not a digit). Digits 0-7's in one vector, lanes d0 d2 d4 d6
// d1 d3 d5 d7; digit 8's alone. False when a digit has a stack with no pattern left.
SUDOKU_AVX2 inline bool stack_phase(V (&w)[5], bool& narrowed) {
    // A band's columns are bits of their own, so summing the lanes ORs them.
    V columns[5], last[5];
#pragma GCC unroll 5
    for (int v = 0; v < 5; ++v) {
        columns[v] = band_columns(w[v]);
        last[v] = _mm256_and_si256(w[v], load(kConstants.lane_3));
    }
    // Lost: lanes 3 and 7 gathered by two rounds of unpacks: 0.5% fewer instructions, 0.5% more time on Zen 1.
    const V eight = sum_digits(columns);
    __m128i ninth = _mm256_castsi256_si128(columns[4]);
    ninth = _mm_hadd_epi32(ninth, ninth);
    const std::uint32_t packed8 = static_cast<std::uint32_t>(_mm_cvtsi128_si32(_mm_hadd_epi32(ninth, ninth)));
    narrowed = false;
    if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(eight, sum_digits(last))) == -1 &&
        packed8 == static_cast<std::uint32_t>(_mm256_extract_epi32(w[4], 3)))
        return true;
    V alive;
    const V keep = stack_patterns(eight, alive);
    const std::uint32_t keep8 = stack_pattern_columns(packed8);
    const bool dead = _mm256_movemask_epi8(_mm256_cmpeq_epi32(alive, load(kConstants.stacks_alive))) != -1;
    if (dead || keep8 == 0) return false;
    narrowed = _mm256_movemask_epi8(_mm256_cmpeq_epi32(keep, eight)) != -1 || keep8 != packed8;
#pragma GCC unroll 4
    for (int v = 0; v < 4; ++v)
        w[v] = narrow(w[v], _mm256_permutevar8x32_epi32(keep, _mm256_setr_epi32(v, v, v, v, 4 + v, 4 + v, 4 + v, 4 + v)));
    w[4] = _mm256_blend_epi32(narrow(w[4], _mm256_set1_epi32(static_cast<int>(keep8))), w[4], 0xF0);
    return true;
}

// Every row of the band with a cell in `hit`, whole (rows 0 and 2 by one
// 16-bit compare, as in alone_in_rows).
SUDOKU_AVX2 inline V rows_with(V hit) {
    const V outer = load(kConstants.rows_0_2), inner = load(kConstants.row_1);
    const V outer_empty = _mm256_cmpeq_epi16(_mm256_and_si256(hit, outer), _mm256_setzero_si256());
    const V inner_empty = _mm256_cmpeq_epi32(_mm256_and_si256(hit, inner), _mm256_setzero_si256());
    return _mm256_or_si256(_mm256_andnot_si256(outer_empty, outer), _mm256_andnot_si256(inner_empty, inner));
}

// Each digit's columns of `hit` in any of its bands, as cells of every band
// (lanes 0-2 of each half; lane 3's hit is 0 and stays so).
SUDOKU_AVX2 inline V columns_with(V hit) {
    const V here = _mm256_or_si256(hit, _mm256_or_si256(_mm256_srli_epi32(hit, 9), _mm256_srli_epi32(hit, 18)));
    const V all = _mm256_or_si256(here, _mm256_or_si256(_mm256_shuffle_epi32(here, 0xC9), _mm256_shuffle_epi32(here, 0xD2)));
    return _mm256_mullo_epi32(_mm256_and_si256(all, load(kConstants.columns)), load(kConstants.column_spread));
}

// Each band's cells with at least one, two and three candidates, bit-sliced
// over digits 0-7 (vectors 0-3, two digits a vector) and digit 8 (vector 4's
// lower half); lane 3 holds packed columns, not cells. A caller that leaves
// `thrice` unread has it dropped by the compiler.
struct CandidateCounts { __m128i once, twice, thrice; };
SUDOKU_AVX2 inline CandidateCounts count_candidates(const V (&w)[5]) {
    V one = w[0], two = _mm256_setzero_si256(), three = _mm256_setzero_si256();
#pragma GCC unroll 3
    for (int v = 1; v < 4; ++v) {
        three = _mm256_or_si256(three, _mm256_and_si256(two, w[v]));
        two = _mm256_or_si256(two, _mm256_and_si256(one, w[v]));
        one = _mm256_or_si256(one, w[v]);
    }
    const __m128i one_lo = _mm256_castsi256_si128(one), one_hi = _mm256_extracti128_si256(one, 1);
    const __m128i two_lo = _mm256_castsi256_si128(two), two_hi = _mm256_extracti128_si256(two, 1), ninth = _mm256_castsi256_si128(w[4]);
    const __m128i once8 = _mm_or_si128(one_lo, one_hi), twice8 = _mm_or_si128(_mm_or_si128(two_lo, two_hi), _mm_and_si128(one_lo, one_hi));
    const __m128i thrice8 = _mm_or_si128(_mm_or_si128(_mm256_castsi256_si128(three), _mm256_extracti128_si256(three, 1)),
                                         _mm_or_si128(_mm_and_si128(two_lo, one_hi), _mm_and_si128(one_lo, two_hi)));
    return {_mm_or_si128(once8, ninth), _mm_or_si128(twice8, _mm_and_si128(once8, ninth)), _mm_or_si128(thrice8, _mm_and_si128(twice8, ninth))};
}

// Naked singles after every pass: -1 a cell with no candidate, 0 none, 1
// placed, 2 singles but nothing to take. A single's digit leaves the rest of
// its row and its column in the other bands; the next band step finds it
// alone in its row and settles it, and its patterns clear the box, in the
// pass that place() would have left. At a fixpoint of the two steps a single
// alone in its row would have settled, so there 2 means the rest of a row is
// singles of one digit: a contradiction. Looking after every pass rather
// than at fixpoints only: a fifth fewer passes (8-13% fewer instructions).
// Lost: the columns left to the stack step (a pass more, 1.5% more); singles before the stack step (2.5% more).
SUDOKU_AVX2 inline int naked_singles(V (&w)[5], __m128i& singles) {
    const CandidateCounts counts = count_candidates(w);
    const __m128i unsolved = _mm256_extracti128_si256(w[4], 1);  // lane 3 is 0: the packed columns in `once` drop out
    if (!_mm_testc_si128(counts.once, unsolved)) return -1;
    singles = _mm_andnot_si128(counts.twice, unsolved);
    if (_mm_testz_si128(singles, singles)) return 0;
    const V across = _mm256_broadcastsi128_si256(singles);
    V taken = _mm256_setzero_si256();
#pragma GCC unroll 5
    for (int v = 0; v < 5; ++v) {
        const V hit = _mm256_and_si256(w[v], v < 4 ? across : _mm256_blend_epi32(across, _mm256_setzero_si256(), 0xF0));
        const V clear = _mm256_andnot_si256(hit, _mm256_or_si256(rows_with(hit), columns_with(hit)));
        taken = _mm256_or_si256(taken, _mm256_and_si256(w[v], clear));
        w[v] = _mm256_andnot_si256(clear, w[v]);
    }
    return _mm256_testz_si256(taken, taken) ? 2 : 1;
}

// The unsolved cells with exactly two candidates, for the search's choice of
// a pair cell (one 128-bit store; lane 3 is 0 as `unsolved` is there).
SUDOKU_AVX2 inline __m128i pair_cells(const V (&w)[5]) {
    const CandidateCounts counts = count_candidates(w);
    return _mm_and_si128(_mm_andnot_si128(counts.thrice, counts.twice), _mm256_extracti128_si256(w[4], 1));
}

// Propagator::run() on registers: the two steps and naked singles until
// none of them changes anything. The board is stored only at the fixpoint,
// with its pair cells; on a contradiction it is left as it was.
// Lost: a branch's digit placed here in registers rather than by place() on the board: 1-2% more time.
SUDOKU_AVX2 bool run_avx2(Board& board, BandWord* pairs) {
    auto* at = reinterpret_cast<V*>(board.words.data());
    V w[5];
#pragma GCC unroll 5
    for (int v = 0; v < 5; ++v) w[v] = _mm256_loadu_si256(at + v);
    __m128i placed = _mm_setzero_si128();
    for (;;) {
#if defined(__GNUC__)
        // Else GCC copies the constants to the stack at every call, 45 instructions a run (1.3% on 11+).
        __asm__ volatile("" ::: "memory");
#endif
        bool settled = false, narrowed = false;
        if (!band_phase(w, placed, settled) || !stack_phase(w, narrowed)) return false;
        placed = _mm_setzero_si128();
        const int singles = naked_singles(w, placed);
        if (singles < 0) return false;
        if (settled || narrowed) continue;
        if (singles == 2) return false;
        if (singles == 0) break;
    }
#pragma GCC unroll 5
    for (int v = 0; v < 5; ++v) _mm256_storeu_si256(at + v, w[v]);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(pairs), pair_cells(w));
    return true;
}

bool cpu_has_avx2() {
#if defined(_MSC_VER) && !defined(__clang__)
    int info[4];
    __cpuid(info, 0);
    if (info[0] < 7) return false;
    __cpuid(info, 1);
    const bool osxsave = (info[2] >> 27 & 1) != 0, avx = (info[2] >> 28 & 1) != 0;
    if (!osxsave || !avx || (_xgetbv(0) & 6) != 6) return false;  // the OS saves the vector registers
    __cpuidex(info, 7, 0);
    return (info[1] >> 5 & 1) != 0;
#else
    __builtin_cpu_init();  // harmless when libgcc's constructor has run already
    return __builtin_cpu_supports("avx2");
#endif
}

}  // namespace

bool vector_sweep_available() {
    static const bool available = cpu_has_avx2();
    return available;
}

#else

bool vector_sweep_available() { return false; }

#endif

namespace {
std::atomic<bool> g_vector_on{true};
}

VectorSweep vector_sweep() {
#ifdef SUDOKU_AVX2_SWEEP
    if (g_vector_on.load(std::memory_order_relaxed) && vector_sweep_available()) return &run_avx2;
#endif
    return nullptr;
}

bool use_vector_sweep(bool on) { return g_vector_on.exchange(on); }

}  // namespace sudoku::classic
