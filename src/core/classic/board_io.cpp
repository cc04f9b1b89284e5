// The board in and out of the search (board_io.hpp): the givens placed and
// the solution read out, word by word, or in AVX2 registers: the cells of
// each digit by a compare of 32 bytes a window, the digits of 32 cells by a
// shuffle and compare a bit plane, rather than a few instructions a cell.
#include "board_io.hpp"

#include <bit>
#include <cstring>

#include "avx2.hpp"
#include "vector_sweep.hpp"

namespace sudoku::classic {
namespace {

// Which of eight digit bytes (0-9) are not 0, as 8 bits: each byte's high
// bit set by adding 0x7F, then gathered into the top byte by one multiply.
// Eight cells at a time, instead of a compare and shift per cell.
inline unsigned nonzero_bytes(const std::uint8_t* eight) {
    std::uint64_t bytes;
    std::memcpy(&bytes, eight, 8);
    const std::uint64_t high_bits = (bytes + 0x7F7F7F7F7F7F7F7F) & 0x8080808080808080;
    const auto in_memory_order = static_cast<unsigned>((high_bits >> 7) * 0x0102040810204080 >> 56);
    if constexpr (std::endian::native == std::endian::little) return in_memory_order;
    unsigned reversed = 0;  // a big-endian word holds the first byte highest
    for (int i = 0; i < 8; ++i) reversed |= (in_memory_order >> i & 1) << (7 - i);
    return reversed;
}

// place_givens() word by word. The givens are found without a branch per
// cell (which mispredicts on their random pattern), then gathered per digit,
// and the words written once (a place() per given cost a tenth of an easy
// puzzle). A clash: a later given sees an earlier one.
// Lost: each digit's rows and boxes from its occupancy by table; dearer with few givens.
bool place_givens_by_words(const Grid& puzzle, Board& board) {
    std::uint64_t low = 0, high = 0;  // cells 0-63, 64-80
    for (int cell = 0; cell < 64; cell += 8) low |= std::uint64_t{nonzero_bytes(puzzle.data() + cell)} << cell;
    high = nonzero_bytes(puzzle.data() + 64) | std::uint64_t{nonzero_bytes(puzzle.data() + 72)} << 8 |
           std::uint64_t{puzzle[80] != 0} << 16;
    const std::array<BandWord, 3> given_cells = {static_cast<BandWord>(low & kBandCells), static_cast<BandWord>(low >> 27 & kBandCells),
                                                 static_cast<BandWord>((low >> 54 | high << 10) & kBandCells)};
    // [digit][band] (word 3 unused). Zeroed entry by entry, 16 bytes each: as
    // `{}`, GCC zeroed them with `rep stos`, slow to start on Zen 1 (12% of
    // this function's samples); 0.6% less time on serg. Word by word: no gain.
    alignas(16) std::array<std::array<BandWord, 4>, 10> givens, seen;
    alignas(16) std::array<BandWord, 12> columns;  // [digit]: the cells of a band in the columns of its givens
    for (int digit = 0; digit < 10; ++digit) givens[digit] = seen[digit] = {0, 0, 0, 0};
    for (int i = 0; i < 12; i += 4) columns[i] = columns[i + 1] = columns[i + 2] = columns[i + 3] = 0;
    BandWord clashes = 0;
    for (int band = 0; band < 3; ++band)
        for (BandWord rest = given_cells[band]; rest != 0; rest &= rest - 1) {
            const int bit = std::countr_zero(rest), digit = puzzle[27 * band + bit];
            const BandWord here = BandWord{1} << bit;
            clashes |= (seen[digit][band] | columns[digit]) & here;
            givens[digit][band] |= here;
            seen[digit][band] |= kBandPeers[bit];
            columns[digit] |= kBandColumn[bit];
        }
    board.unsolved = {kBandCells & ~given_cells[0], kBandCells & ~given_cells[1], kBandCells & ~given_cells[2], 0};
    for (int digit = 1; digit <= 9; ++digit) {
        for (int band = 0; band < 3; ++band)
            board.words[digit - 1][band] = givens[digit][band] | (board.unsolved[band] & ~seen[digit][band] & ~columns[digit]);
        board.words[digit - 1][3] = kStackedUnknown;
    }
    return clashes == 0;
}

#ifdef SUDOKU_AVX2_SWEEP

// 32 cells' bits (bit i: cell i) as 32 bytes, 0xFF where the bit is set:
// each byte gets its bit's byte of the word, then tests its own bit.
SUDOKU_AVX2 inline __m256i bytes_of(std::uint32_t bits) {
    const __m256i byte_of_bit = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3);
    const __m256i bit_in_byte = _mm256_set1_epi64x(static_cast<long long>(0x8040201008040201ULL));
    const __m256i spread = _mm256_shuffle_epi8(_mm256_set1_epi32(static_cast<int>(bits)), byte_of_bit);
    return _mm256_cmpeq_epi8(_mm256_and_si256(spread, bit_in_byte), bit_in_byte);
}

// The digits of 32 cells from their four bit planes (plane k: bit k of the digit).
SUDOKU_AVX2 inline __m256i digits_of(const std::uint32_t (&planes)[4]) {
    __m256i digits = _mm256_setzero_si256();
    for (int k = 0; k < 4; ++k) digits = _mm256_or_si256(digits, _mm256_and_si256(bytes_of(planes[k]), _mm256_set1_epi8(static_cast<char>(1 << k))));
    return digits;
}

// Three windows of 32 cells, 0-31, 27-58 and 49-80, each store writing only
// right digits over the last: a window's bits past its band come from the next.
SUDOKU_AVX2 void read_out_avx2(const Board& solved, Grid& grid) {
    BandWord planes[3][4];
    for (int band = 0; band < 3; ++band) {
        auto w = [&](int digit) { return solved.word(digit, band); };  // digit 0-based: it holds digit + 1
        planes[band][0] = w(0) | w(2) | w(4) | w(6) | w(8);
        planes[band][1] = w(1) | w(2) | w(5) | w(6);
        planes[band][2] = w(3) | w(4) | w(5) | w(6);
        planes[band][3] = w(7) | w(8);
    }
    std::uint32_t first[4], second[4], last[4];
    for (int k = 0; k < 4; ++k) {
        first[k] = planes[0][k] | planes[1][k] << 27;
        second[k] = planes[1][k] | planes[2][k] << 27;
        last[k] = planes[2][k] << 5 | planes[1][k] >> 22;
    }
    auto* at = reinterpret_cast<__m256i*>(grid.data());
    _mm256_storeu_si256(at, digits_of(first));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(grid.data() + 27), digits_of(second));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(grid.data() + 49), digits_of(last));
}

// The givens of one band for digits 1-8, a lane each, and what they rule out:
// the rows and boxes that hold one (`seen`), and whether a row or box holds
// two (`twice`, lane by lane: a row's or box's cells less their lowest bit).
SUDOKU_AVX2 inline void rows_and_boxes(__m256i givens, __m256i& seen, __m256i& twice) {
    seen = twice = _mm256_setzero_si256();
    for (int i = 0; i < 3; ++i) {
        for (const BandWord group : {row_mask(i), box_mask(i)}) {
            const __m256i mask = _mm256_set1_epi32(static_cast<int>(group));
            const __m256i here = _mm256_and_si256(givens, mask);
            seen = _mm256_or_si256(seen, _mm256_andnot_si256(_mm256_cmpeq_epi32(here, _mm256_setzero_si256()), mask));
            twice = _mm256_or_si256(twice, _mm256_and_si256(here, _mm256_sub_epi32(here, _mm256_set1_epi32(1))));
        }
    }
}

SUDOKU_AVX2 inline __m256i columns_of(__m256i w) {
    return _mm256_and_si256(_mm256_or_si256(w, _mm256_or_si256(_mm256_srli_epi32(w, 9), _mm256_srli_epi32(w, 18))), _mm256_set1_epi32(0x1FF));
}

// The cells of one band (0-26 of three windows of 32 cells: 0-31, 27-58 and
// 49-80, as in read_out_avx2) that hold `value`.
SUDOKU_AVX2 inline BandWord cells_holding(const __m256i (&windows)[3], int band, char value) {
    const auto mask = static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(windows[band], _mm256_set1_epi8(value))));
    return band < 2 ? mask & kBandCells : mask >> 5;
}

// The cells of one band holding digits 1-8, a lane each.
SUDOKU_AVX2 inline __m256i digit_lanes(const __m256i (&windows)[3], int band) {
    int lanes[8];
    for (int digit = 0; digit < 8; ++digit) lanes[digit] = static_cast<int>(cells_holding(windows, band, static_cast<char>(digit + 1)));
    return _mm256_setr_epi32(lanes[0], lanes[1], lanes[2], lanes[3], lanes[4], lanes[5], lanes[6], lanes[7]);
}

// One digit's words from its givens, word by word (digit 9 beside the eight lanes).
// Lost: digit 9 through the lanes again, one mechanism: 47 instructions more a puzzle, kaggle 6% slower.
bool digit_words(const BandWord (&givens)[3], const BandWord (&open)[3], BandWord* words) {
    BandWord seen[3], twice = 0;
    for (int band = 0; band < 3; ++band) {
        seen[band] = 0;
        for (int i = 0; i < 3; ++i)
            for (const BandWord group : {row_mask(i), box_mask(i)}) {
                const BandWord here = givens[band] & group;
                seen[band] |= here ? group : 0;
                twice |= here & (here - 1);
            }
    }
    const unsigned c0 = columns_in(givens[0]), c1 = columns_in(givens[1]), c2 = columns_in(givens[2]);
    const BandWord columns = columns_mask(c0 | c1 | c2);
    for (int band = 0; band < 3; ++band) words[band] = givens[band] | (open[band] & ~seen[band] & ~columns);
    words[3] = kStackedUnknown;
    return (twice | (c0 & c1) | (c0 & c2) | (c1 & c2)) == 0;
}

// place_givens() with digits 1-8 a lane each, band by band: each band's
// givens by a compare a digit, a digit's rows and boxes lane by lane, two
// givens in a column where two bands' columns meet. The words then go to
// the board digit by digit (a transpose of 8 lanes by 4 words).
SUDOKU_AVX2 bool place_givens_avx2(const Grid& puzzle, Board& board) {
    const __m256i windows[3] = {_mm256_loadu_si256(reinterpret_cast<const __m256i*>(puzzle.data())),
                                _mm256_loadu_si256(reinterpret_cast<const __m256i*>(puzzle.data() + 27)),
                                _mm256_loadu_si256(reinterpret_cast<const __m256i*>(puzzle.data() + 49))};
    BandWord open[3], ninth[3];
    __m256i givens[3], seen[3], twice = _mm256_setzero_si256();
    for (int band = 0; band < 3; ++band) {
        open[band] = cells_holding(windows, band, 0);
        ninth[band] = cells_holding(windows, band, 9);
        givens[band] = digit_lanes(windows, band);
        __m256i band_twice;
        rows_and_boxes(givens[band], seen[band], band_twice);
        twice = _mm256_or_si256(twice, band_twice);
    }
    const __m256i c0 = columns_of(givens[0]), c1 = columns_of(givens[1]), c2 = columns_of(givens[2]);
    twice = _mm256_or_si256(twice, _mm256_or_si256(_mm256_and_si256(c0, c1), _mm256_and_si256(_mm256_or_si256(c0, c1), c2)));
    const __m256i columns = _mm256_mullo_epi32(_mm256_or_si256(c0, _mm256_or_si256(c1, c2)), _mm256_set1_epi32(0x40201));
    __m256i words[4];
    for (int band = 0; band < 3; ++band)
        words[band] = _mm256_or_si256(givens[band], _mm256_andnot_si256(_mm256_or_si256(seen[band], columns),
                                                                          _mm256_set1_epi32(static_cast<int>(open[band]))));
    words[3] = _mm256_set1_epi32(static_cast<int>(kStackedUnknown));
    // Lane d of words[0-3] to board.words[d]: digits d and d + 4 side by side by unpacks, then the halves joined.
    const __m256i low01 = _mm256_unpacklo_epi32(words[0], words[1]), low23 = _mm256_unpacklo_epi32(words[2], words[3]);
    const __m256i high01 = _mm256_unpackhi_epi32(words[0], words[1]), high23 = _mm256_unpackhi_epi32(words[2], words[3]);
    const __m256i d04 = _mm256_unpacklo_epi64(low01, low23), d15 = _mm256_unpackhi_epi64(low01, low23);
    const __m256i d26 = _mm256_unpacklo_epi64(high01, high23), d37 = _mm256_unpackhi_epi64(high01, high23);
    auto* at = reinterpret_cast<__m256i*>(board.words.data());
    _mm256_storeu_si256(at, _mm256_permute2x128_si256(d04, d15, 0x20));
    _mm256_storeu_si256(at + 1, _mm256_permute2x128_si256(d26, d37, 0x20));
    _mm256_storeu_si256(at + 2, _mm256_permute2x128_si256(d04, d15, 0x31));
    _mm256_storeu_si256(at + 3, _mm256_permute2x128_si256(d26, d37, 0x31));
    board.unsolved = {open[0], open[1], open[2], 0};
    const bool ninth_fits = digit_words(ninth, open, board.words[8].data());
    return ninth_fits && _mm256_testz_si256(twice, twice);
}

#endif

}  // namespace

bool place_givens(const Grid& puzzle, Board& board) {
#ifdef SUDOKU_AVX2_SWEEP
    if (vector_sweep()) return place_givens_avx2(puzzle, board);
#endif
    return place_givens_by_words(puzzle, board);
}

void read_out(const Board& solved, Grid& grid) {
#ifdef SUDOKU_AVX2_SWEEP
    if (vector_sweep()) return read_out_avx2(solved, grid);
#endif
    write_grid(solved, grid);
}

}  // namespace sudoku::classic
