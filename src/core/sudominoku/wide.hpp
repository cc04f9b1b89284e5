// The 128-bit word the Sudominoku core's boards are held in (state.hpp draws
// their layout). GCC's and Clang's unsigned __int128 where the compiler has
// one; elsewhere (MSVC), or with SUDOKU_NO_INT128 defined (a CI build tests
// it), a pair of 64-bit words with the operators the core uses.
#pragma once

#include <bit>
#include <cstdint>

namespace sudoku::sudominoku::detail {

// The fallback: two 64-bit words, with the operators the core uses. Defined
// everywhere, so that a unit test can hold it against unsigned __int128.
class TwoWords {
public:
    constexpr TwoWords() = default;
    constexpr TwoWords(std::uint64_t low) : low_(low) {}  // NOLINT: converts as an integer would
    constexpr TwoWords(std::uint64_t high, std::uint64_t low) : low_(low), high_(high) {}

    constexpr std::uint64_t low() const { return low_; }
    constexpr std::uint64_t high() const { return high_; }
    explicit constexpr operator bool() const { return (low_ | high_) != 0; }
    explicit constexpr operator std::uint64_t() const { return low_; }
    explicit constexpr operator std::uint32_t() const { return static_cast<std::uint32_t>(low_); }

    friend constexpr TwoWords operator|(TwoWords a, TwoWords b) { return {a.high_ | b.high_, a.low_ | b.low_}; }
    friend constexpr TwoWords operator&(TwoWords a, TwoWords b) { return {a.high_ & b.high_, a.low_ & b.low_}; }
    friend constexpr TwoWords operator^(TwoWords a, TwoWords b) { return {a.high_ ^ b.high_, a.low_ ^ b.low_}; }
    friend constexpr TwoWords operator~(TwoWords a) { return {~a.high_, ~a.low_}; }
    friend constexpr TwoWords operator-(TwoWords a, TwoWords b) {
        return {a.high_ - b.high_ - (a.low_ < b.low_ ? 1 : 0), a.low_ - b.low_};
    }
    friend constexpr TwoWords operator<<(TwoWords a, int n) {
        if (n == 0) return a;
        if (n >= 64) return {a.low_ << (n - 64), 0};
        return {a.high_ << n | a.low_ >> (64 - n), a.low_ << n};
    }
    friend constexpr TwoWords operator>>(TwoWords a, int n) {
        if (n == 0) return a;
        if (n >= 64) return {0, a.high_ >> (n - 64)};
        return {a.high_ >> n, a.low_ >> n | a.high_ << (64 - n)};
    }
    friend constexpr bool operator==(TwoWords a, TwoWords b) { return a.low_ == b.low_ && a.high_ == b.high_; }

    constexpr TwoWords& operator|=(TwoWords b) { return *this = *this | b; }
    constexpr TwoWords& operator&=(TwoWords b) { return *this = *this & b; }
    constexpr TwoWords& operator^=(TwoWords b) { return *this = *this ^ b; }

private:
    std::uint64_t low_ = 0, high_ = 0;
};
constexpr std::uint64_t low_word(TwoWords w) { return w.low(); }
constexpr std::uint64_t high_word(TwoWords w) { return w.high(); }

#if defined(__SIZEOF_INT128__) && !defined(SUDOKU_NO_INT128)
__extension__ using Wide = unsigned __int128;  // a GCC and Clang type, hence __extension__ under -Wpedantic
constexpr std::uint64_t low_word(Wide w) { return static_cast<std::uint64_t>(w); }
constexpr std::uint64_t high_word(Wide w) { return static_cast<std::uint64_t>(w >> 64); }
#else
using Wide = TwoWords;
#endif

inline int count(Wide cells) { return std::popcount(low_word(cells)) + std::popcount(high_word(cells)); }
inline int lowest_cell(Wide cells) {  // cells != 0
    const std::uint64_t low = low_word(cells);
    return low != 0 ? std::countr_zero(low) : 64 + std::countr_zero(high_word(cells));
}

}  // namespace sudoku::sudominoku::detail
