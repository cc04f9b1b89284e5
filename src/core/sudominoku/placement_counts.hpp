// The Sudominoku analysis's counts (private to the core): how many legal
// placements put each candidate digit in each empty cell, and how many each
// unused domino has, for the choice of what to branch on.
//
// A cell's neighbours' candidates sit in the four 16-bit lanes of one word,
// the lane of a dead way 0 (around_in_lanes()):
//
//   bits 0-15: slot 0's candidates | 16-31: slot 1 | 32-47: slot 2 | 48-63: slot 3
//
// so that, with a digit's partners in every lane of another word, the digit's
// placements in the cell are one popcount.
//
// Invariant (sanity()): after a successful narrow(), each empty cell's count
// of each of its candidates is what counting afresh gives.
#pragma once

#include <cassert>
#include <cstring>

#include "candidates.hpp"
#include "live_edges.hpp"

namespace sudoku::sudominoku::detail {

// Per set of live ways, 0xFFFF in the lanes of those ways.
// Lost: a mask made per slot; more instructions.
constexpr auto make_live_lanes() {
    std::array<std::uint64_t, 16> lanes{};
    for (unsigned ways = 0; ways < 16; ++ways)
        for (int i = 0; i < 4; ++i)
            if (ways >> i & 1) lanes[ways] |= std::uint64_t{0xFFFF} << (16 * i);
    return lanes;
}
inline constexpr auto kLiveLanes = make_live_lanes();

inline std::uint64_t around_in_lanes(const Candidates& candidates, const LiveEdges& edges, int cell) {
    const auto& four = kFourNeighbours[cell];
    const std::uint64_t all = std::uint64_t{candidates[four[0]]} | std::uint64_t{candidates[four[1]]} << 16 |
                              std::uint64_t{candidates[four[2]]} << 32 | std::uint64_t{candidates[four[3]]} << 48;
    return all & kLiveLanes[edges.live_ways[cell]];
}

// around_in_lanes() of each cell as prune_unplaceable() (analysis.cpp) last
// saw it, for count() to reuse: any change next to a cell brings it back to
// prune_unplaceable() before narrow() counts, so the last value is current.
using NeighbourLanes = std::array<std::uint64_t, kCells>;

// Per set of digits 1-8, 0xFF in the bytes of those digits (byte i: digit
// i + 1), as of_cell() reads a cell's counts: eight at a time.
constexpr auto make_digit_bytes() {
    std::array<std::array<std::uint8_t, 8>, 256> masks{};
    for (unsigned m = 0; m < 256; ++m)
        for (int i = 0; i < 8; ++i) masks[m][i] = (m >> i & 1) ? 0xFF : 0;
    return masks;
}
inline constexpr auto kDigitBytes = make_digit_bytes();

class PlacementCounts {
public:
    // Legal placements with `digit` in `cell` (meaningful only where `digit` is
    // a candidate, 0 until first counted; at most 4 x 8).
    int at(int cell, int digit) const { return placements_[cell][digit - 1]; }

    // The placements of `cell` with the candidates `m`: their counts summed,
    // digits 1-8 as the bytes of one word.
    int of_cell(int cell, DigitMask m) const {
        std::uint64_t counts, mask;
        std::memcpy(&counts, placements_[cell].data(), 8);
        std::memcpy(&mask, kDigitBytes[m & 0xFF].data(), 8);
        counts &= mask;
        counts = (counts & 0x00FF00FF00FF00FF) + (counts >> 8 & 0x00FF00FF00FF00FF);  // four sums of two, up to 2 x 32
        // Multiplied, not branched on: whether a cell holds a 9 is data the
        // predictor cannot learn (cachegrind mispredicted a branch here one time in three).
        const int ninth = placements_[cell][8] * (m >> 8);
        return static_cast<int>((counts * 0x0001000100010001) >> 48) + ninth;
    }

    // Counts the placements of every digit in the empty cells of `cells`, all
    // nine, candidates or not: a loop over the candidate digits mispredicted its exit.
    // Lost: each cell's total kept here for forced_cell(); more instructions than it saved.
    void count(const State& s, const Candidates& candidates, [[maybe_unused]] const LiveEdges& edges, const CellSet& cells,
               const NeighbourLanes& around) {
        constexpr std::uint64_t kFourLanes = 0x0001000100010001;
        std::array<std::uint64_t, 10> partners_in_lanes;
        for (int digit = 1; digit <= 9; ++digit) partners_in_lanes[digit] = s.partners[digit] * kFourLanes;
        cells.each([&](int cell) {
            if (candidates[cell] == 0) return;
            assert(around[cell] == around_in_lanes(candidates, edges, cell));
            for (int digit = 1; digit <= 9; ++digit)
                placements_[cell][digit - 1] = static_cast<std::uint8_t>(std::popcount(around[cell] & partners_in_lanes[digit]));
        });
    }

    // Of the unused dominoes, set as analyse() counts them.
    int domino(int index) const { return domino_placements_[index]; }
    void set_domino(int index, int n) { domino_placements_[index] = static_cast<std::uint16_t>(n); }

    // The partners the counts were made with, so that a descendant recounts
    // only the cells next to a digit that lost a partner since (false at the
    // root: nothing counted yet).
    bool counted() const { return counted_; }
    DigitMask lost_partners(const State& s, int digit) const { return partners_[digit] & ~s.partners[digit]; }
    void made_for(const State& s) {
        counted_ = true;
        partners_ = s.partners;
    }

    bool sanity(const State& s, const Candidates& candidates, const LiveEdges& edges) const {
        for (int cell = 0; cell < kCells; ++cell) {
            if (!s.is_empty(cell)) continue;
            const std::uint64_t around = around_in_lanes(candidates, edges, cell);
            for (unsigned m = candidates[cell]; m != 0; m &= m - 1) {
                const int digit = lowest_digit(m);
                if (at(cell, digit) != std::popcount(around & (s.partners[digit] * 0x0001000100010001))) return false;
            }
        }
        return true;
    }

private:
    std::array<std::array<std::uint8_t, 9>, kCells> placements_{};
    std::array<std::uint16_t, kDominoes> domino_placements_{};
    std::array<DigitMask, 10> partners_{};
    bool counted_ = false;
};

}  // namespace sudoku::sudominoku::detail
