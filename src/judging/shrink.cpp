#include "sudoku/judging/shrink.hpp"

#include <algorithm>
#include <array>
#include <optional>

namespace sudoku {
namespace {

// The orders the fills are tried in (a rank per cell; a 4574 case's dominoes
// use the first 36 ranks of each): reading order, its reverse, column by
// column, and a fixed shuffle.
// Lost: eight orders, twice the runs for one blank less on one seed of ten (doc/solver-notes.md).
constexpr std::array<std::array<int, kCells>, 4> make_fill_orders() {
    std::array<std::array<int, kCells>, 4> orders{};
    for (int cell = 0; cell < kCells; ++cell) {
        orders[0][cell] = cell;
        orders[1][cell] = kCells - 1 - cell;
        orders[2][cell] = cell % 9 * 9 + cell / 9;
        orders[3][cell] = (cell * 37 + 11) % kCells;  // 37 is prime to 81: a permutation
    }
    return orders;
}
constexpr auto kFillOrders = make_fill_orders();

// One shrinking: the input as it stands, and the runs so far.
class Shrinking {
public:
    Shrinking(const ShrinkInput& input, const std::function<bool(const std::string&)>& fails, const std::function<bool()>& stop,
              const std::function<void(const ShrinkInput&, int)>& progress)
        : current_(input), fails_(fails), stop_(stop), progress_(progress) {}

    // Each case alone, then delta debugging over which cases stay.
    void drop_cases() {
        const std::size_t n = current_.cases().size();
        for (std::size_t i = 0; i < n && n > 1 && !stopped_; ++i)
            if (try_keep(current_.with_cases({i}))) return;
        reduce([this] { return indices(current_.cases().size()); },
               [this](const std::vector<std::size_t>& dropped) -> std::optional<ShrinkInput> {
                   std::vector<std::size_t> kept;
                   for (std::size_t i = 0; i < current_.cases().size(); ++i)
                       if (std::find(dropped.begin(), dropped.end(), i) == dropped.end()) kept.push_back(i);
                   if (kept.empty()) return std::nullopt;
                   return current_.with_cases(kept);
               });
    }

    // `rank` orders the fills (by cell or domino): which blanks a chunk
    // holds decides which of several 1-minimal inputs the fills end at.
    void fill(const std::array<int, kCells>& rank) {
        reduce(
            [this, &rank] {
                auto fills = current_.fills();
                std::stable_sort(fills.begin(), fills.end(), [&rank](const ShrinkInput::Fill& a, const ShrinkInput::Fill& b) {
                    return a.case_index != b.case_index ? a.case_index < b.case_index : rank[a.item] < rank[b.item];
                });
                return fills;
            },
            [this](const std::vector<ShrinkInput::Fill>& fills) { return current_.filled(fills); });
    }

    const ShrinkInput& current() const { return current_; }
    void restart_from(const ShrinkInput& input) { current_ = input; }

    // Trades, each followed by the fills it makes possible, until none keeps
    // the failure. Only a given's peers are filled with it: the blanks it
    // takes part in constraining.
    void trade(const std::array<int, kCells>& rank) {
        if (current_.format() == Format::boj4574) return;
        while (!stopped_ && trade_once()) fill(rank);
    }

    ShrinkResult result() const { return {current_, runs_, !stopped_}; }
    bool stopped() const { return stopped_; }

private:
    // Lost: a given traded for any two blanks, about 10,000 runs a pass (doc/solver-notes.md).
    bool trade_once() {
        for (std::size_t k = 0; k < current_.cases().size(); ++k) {
            const Grid& puzzle = current_.cases()[k].puzzle;
            for (int given = 0; given < kCells; ++given) {
                if (puzzle[given] == 0) continue;
                std::vector<ShrinkInput::Fill> peers;
                for (const int peer : kPeers[given])
                    if (puzzle[peer] == 0) peers.push_back({k, peer});
                std::sort(peers.begin(), peers.end(), [](const auto& a, const auto& b) { return a.item < b.item; });
                for (std::size_t i = 0; i < peers.size(); ++i)
                    for (std::size_t j = i + 1; j < peers.size(); ++j) {
                        if (stopped_) return false;
                        if (try_keep(current_.traded(k, given, {peers[i], peers[j]}))) return true;
                    }
            }
        }
        return false;
    }

    static std::vector<std::size_t> indices(std::size_t n) {
        std::vector<std::size_t> all(n);
        for (std::size_t i = 0; i < n; ++i) all[i] = i;
        return all;
    }

    // Delta debugging over the moves `moves()` lists for the input as it
    // stands: chunks of half of them made together, then quarters, down to
    // one at a time; a size is tried again while a pass at it keeps
    // something, and a pass of single moves that keeps nothing ends it. A
    // kept chunk's moves are gone from the list, so the next chunk starts
    // where it started.
    template <class Moves, class Apply>
    void reduce(Moves moves, Apply apply) {
        std::size_t chunk = std::max<std::size_t>(moves().size() / 2, 1);
        while (!stopped_) {
            auto list = moves();
            if (list.empty()) return;
            chunk = std::min(chunk, list.size());
            bool kept = false;
            for (std::size_t start = 0; start < list.size() && !stopped_;) {
                const std::size_t end = std::min(list.size(), start + chunk);
                auto candidate = apply({list.begin() + static_cast<std::ptrdiff_t>(start), list.begin() + static_cast<std::ptrdiff_t>(end)});
                if (candidate && try_keep(std::move(*candidate))) {
                    kept = true;
                    list = moves();
                } else {
                    start = end;
                }
            }
            if (!kept && chunk == 1) return;
            if (!kept) chunk /= 2;
        }
    }

    bool try_keep(ShrinkInput candidate) {
        if (stop_()) {
            stopped_ = true;
            return false;
        }
        ++runs_;
        if (!fails_(candidate.text())) return false;
        current_ = std::move(candidate);
        progress_(current_, runs_);
        return true;
    }

    ShrinkInput current_;
    const std::function<bool(const std::string&)>& fails_;
    const std::function<bool()>& stop_;
    const std::function<void(const ShrinkInput&, int)>& progress_;
    int runs_ = 0;
    bool stopped_ = false;
};

}  // namespace

ShrinkResult shrink(const ShrinkInput& input, const std::function<bool(const std::string&)>& fails,
                    const std::function<bool()>& stop, const std::function<void(const ShrinkInput&, int runs)>& progress) {
    Shrinking shrinking(input, fails, stop, progress);
    shrinking.drop_cases();
    const ShrinkInput start = shrinking.current();
    // The fills in a few orders, each from the same start: the smallest
    // input any of them ends at is kept (the first among equals).
    std::optional<ShrinkInput> best;
    for (const auto& rank : kFillOrders) {
        shrinking.restart_from(start);
        shrinking.fill(rank);
        shrinking.trade(rank);
        if (!best || shrinking.current().open_cells() < best->open_cells()) best = shrinking.current();
        // One fill left: no order does better (a failure without it would have taken it).
        if (shrinking.stopped() || best->fills().size() <= 1) break;
    }
    shrinking.restart_from(*best);
    return shrinking.result();
}

}  // namespace sudoku
