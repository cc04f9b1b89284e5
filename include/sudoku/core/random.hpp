// The project's own random numbers, so that `sudoku gen --seed=S` gives the
// same bytes on every machine and standard library (std::uniform_int_distribution
// and std::shuffle are not specified to the bit, and differ between libraries).
//
// Generator: xoshiro256** (Blackman and Vigna, 2018), its state filled from the
// 64-bit seed by SplitMix64, as its authors recommend. Bounded draws reject
// the top sliver of the range, so every value below n is equally likely.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <utility>

namespace sudoku {

class Random {
public:
    explicit Random(std::uint64_t seed) {
        for (auto& word : state_) {
            seed += 0x9E3779B97F4A7C15ull;  // SplitMix64
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            word = z ^ (z >> 31);
        }
    }

    std::uint64_t next() {
        const std::uint64_t result = std::rotl(state_[1] * 5, 7) * 9;
        const std::uint64_t t = state_[1] << 17;
        state_[2] ^= state_[0];
        state_[3] ^= state_[1];
        state_[1] ^= state_[2];
        state_[0] ^= state_[3];
        state_[2] ^= t;
        state_[3] = std::rotl(state_[3], 45);
        return result;
    }

    // Uniform in [0, n), n >= 1.
    std::uint64_t below(std::uint64_t n) {
        const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % n + 1) % n;
        for (;;)
            if (const std::uint64_t x = next(); x <= limit) return x % n;
    }

    // Uniform in [low, high].
    int between(int low, int high) { return low + static_cast<int>(below(static_cast<std::uint64_t>(high - low) + 1)); }

    // Fisher-Yates, the same on every machine.
    template <class T, std::size_t N>
    void shuffle(std::array<T, N>& items, std::size_t count = N) {
        for (std::size_t i = count; i > 1; --i) std::swap(items[i - 1], items[below(i)]);
    }
    template <class Vector>
    void shuffle(Vector& items) {
        for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(i)]);
    }

private:
    std::array<std::uint64_t, 4> state_{};
};

}  // namespace sudoku
