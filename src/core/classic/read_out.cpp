// read_out(): grid_of()'s bit planes, each spread to a byte a cell in AVX2
// registers, 32 cells a vector, rather than eight table lookups a plane per
// eight cells.
#include "read_out.hpp"

#include "avx2.hpp"
#include "vector_sweep.hpp"

namespace sudoku::classic {

#ifdef SUDOKU_AVX2_SWEEP
namespace {

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

}  // namespace
#endif

void read_out(const Board& solved, Grid& grid) {
#ifdef SUDOKU_AVX2_SWEEP
    if (vector_sweep()) return read_out_avx2(solved, grid);
#endif
    grid = grid_of(solved);
}

}  // namespace sudoku::classic
