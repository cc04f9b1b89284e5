// The portable 128-bit word (TwoWords, MSVC's path) against the compiler's
// unsigned __int128 on random boards and every shift the core makes.
#include <gtest/gtest.h>

#include "core/sudominoku/wide.hpp"
#include "sudoku/core/random.hpp"

namespace sudoku::sudominoku::detail {
namespace {

#if defined(__SIZEOF_INT128__)
__extension__ using Native = unsigned __int128;

TwoWords two_words(Native n) { return {static_cast<std::uint64_t>(n >> 64), static_cast<std::uint64_t>(n)}; }

void expect_same(TwoWords words, Native native, const char* what) {
    EXPECT_EQ(words.low(), static_cast<std::uint64_t>(native)) << what;
    EXPECT_EQ(words.high(), static_cast<std::uint64_t>(native >> 64)) << what;
}

TEST(Wide, TwoWordsComputeAsUnsignedInt128Does) {
    Random random(128);
    for (int round = 0; round < 2000; ++round) {
        const Native a = Native{random.next()} << 64 | random.next(), b = Native{random.next()} << 64 | random.next();
        const TwoWords x = two_words(a), y = two_words(b);
        expect_same(x | y, a | b, "|");
        expect_same(x & y, a & b, "&");
        expect_same(x ^ y, a ^ b, "^");
        expect_same(~x, ~a, "~");
        expect_same(x - y, a - b, "-");
        expect_same(x - 1, a - 1, "- 1");
        EXPECT_EQ(x == y, a == b);
        EXPECT_EQ(static_cast<bool>(x), a != 0);
        EXPECT_EQ(static_cast<std::uint32_t>(x), static_cast<std::uint32_t>(a));
        for (int n = 0; n < 128; ++n) {
            expect_same(x << n, a << n, "<<");
            expect_same(x >> n, a >> n, ">>");
        }
    }
}
#endif

TEST(Wide, TwoWordsCarryAcrossTheirHalves) {
    const TwoWords one{1};
    EXPECT_EQ((one << 64).high(), 1u);
    EXPECT_EQ((one << 64).low(), 0u);
    EXPECT_EQ(((one << 64) - 1).high(), 0u);
    EXPECT_EQ(((one << 64) - 1).low(), ~std::uint64_t{0});
    EXPECT_EQ((TwoWords{1, 0} >> 1).low(), std::uint64_t{1} << 63);
    EXPECT_EQ(count(Wide{1} << 80 | Wide{1}), 2);
    EXPECT_EQ(lowest_cell(Wide{1} << 80), 80);
    EXPECT_FALSE(static_cast<bool>(TwoWords{}));
}

}  // namespace
}  // namespace sudoku::sudominoku::detail
