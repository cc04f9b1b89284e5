#include "sudoku/testgen/shrink.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <set>
#include <tuple>

#include "sudoku/core/random.hpp"

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

// The walks over blanks (BOJ 2580 and line): how many, each from the same
// start with its own seed, and how many runs each goes on without passing
// fewer blanks. A walk fills a blank on one step in kWalkFillOdds (the rest
// move one): fewer fills is slower to descend but explores more.
// Lost: a walk that may also open a given (no better, more runs); walks
// chained from the best so far; moves only to a blank's peers (doc/solver-notes.md).
constexpr int kWalks = 4;
constexpr int kWalkPatience = 300;
constexpr std::uint64_t kWalkFillOdds = 6;

// One step of a walk: `blank` filled, and `given` opened unless it is -1.
struct WalkStep {
    ShrinkInput::Fill blank;
    int given = -1;
    auto key() const { return std::make_tuple(blank.case_index, blank.item, given); }
};

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
                    return a.case_index != b.case_index ? a.case_index < b.case_index : rank_of(rank, a.item) < rank_of(rank, b.item);
                });
                return fills;
            },
            [this](const std::vector<ShrinkInput::Fill>& fills) { return current_.filled(fills); });
    }

    // A 16x16 or 25x25 grid's cells past 81 rank by their residue: still one order for all its blanks.
    static int rank_of(const std::array<int, kCells>& rank, int item) { return rank[static_cast<std::size_t>(item % kCells)] * 8 + item / kCells; }

    const ShrinkInput& current() const { return current_; }
    void restart_from(const ShrinkInput& input) { current_ = input; }

    // A seeded walk over which cells are blank, for a failure that needs
    // blanks: each step fills a blank or moves one to a given (the blank
    // filled, the given opened), taken when the program still fails, and the
    // fewest blanks it passes through are kept. Moving reaches inputs that no
    // fill from a 1-minimal one can: the failure may need other blanks than
    // the ones the fills kept. A step refused is not run again until one is
    // taken (the answer would be the same); the walk ends after
    // kWalkPatience runs without fewer blanks, or when every step is refused.
    void walk(std::uint64_t seed) {
        if (!current_.nine_by_nine_grids()) return;
        Random random(seed);
        ShrinkInput best = current_;
        std::set<std::tuple<std::size_t, int, int>> refused;
        for (int idle = 0; idle < kWalkPatience && !stopped_ && refused.size() < walk_steps();) {
            const WalkStep step = draw_step(random);
            if (!refused.insert(step.key()).second) continue;
            ++idle;
            if (!try_keep(step.given < 0 ? current_.filled({step.blank}) : current_.traded(step.blank.case_index, step.given, {step.blank})))
                continue;
            refused.clear();
            if (current_.open_cells() < best.open_cells()) {
                best = current_;
                idle = 0;
            }
        }
        current_ = best;
    }

    // Trades, each followed by the fills it makes possible, until none keeps
    // the failure. Only a given's peers are filled with it: the blanks it
    // takes part in constraining.
    void trade(const std::array<int, kCells>& rank) {
        if (!current_.nine_by_nine_grids()) return;
        while (!stopped_ && trade_once()) fill(rank);
    }

    ShrinkResult result() const { return {current_, runs_, !stopped_}; }
    bool stopped() const { return stopped_; }

private:
    static std::vector<int> givens_of(const Grid& puzzle) {
        std::vector<int> givens;
        for (int cell = 0; cell < kCells; ++cell)
            if (puzzle[cell] != 0) givens.push_back(cell);
        return givens;
    }

    // How many different steps the input as it stands allows.
    std::size_t walk_steps() const {
        std::size_t steps = 0;
        for (const ShrinkCase& c : current_.cases()) {
            if (!c.solvable) continue;  // no fills, so no steps
            const auto blanks = static_cast<std::size_t>(std::count(c.puzzle.begin(), c.puzzle.end(), 0));
            steps += blanks * (1 + kCells - blanks);
        }
        return steps;
    }

    // A blank, all equally likely, and a given of its case to move it to.
    WalkStep draw_step(Random& random) const {
        const auto blanks = current_.fills();
        WalkStep step{blanks[random.below(blanks.size())]};
        const auto givens = givens_of(current_.cases()[step.blank.case_index].puzzle);
        if (random.below(kWalkFillOdds) != 0 && !givens.empty()) step.given = givens[random.below(givens.size())];
        return step;
    }

    // Lost: a given traded for any two blanks, about 10,000 runs a pass (doc/solver-notes.md).
    bool trade_once() {
        for (std::size_t k = 0; k < current_.cases().size(); ++k) {
            if (!current_.cases()[k].solvable) continue;  // left as it is, its clash or dead end intact
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
                if (try_keep(std::move(candidate))) {
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

    // A candidate the judge could not be sent (nullopt) is refused without a run.
    bool try_keep(std::optional<ShrinkInput> candidate) {
        if (!candidate) return false;
        if (stop_()) {
            stopped_ = true;
            return false;
        }
        ++runs_;
        if (!fails_(candidate->text())) return false;
        current_ = std::move(*candidate);
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
    std::optional<ShrinkInput> best;
    const auto keep_if_smaller = [&] {
        if (!best || shrinking.current().open_cells() < best->open_cells()) best = shrinking.current();
        // One fill left: nothing does better (a failure without it would have taken it).
        return shrinking.stopped() || best->fills().size() <= 1;
    };
    if (!start.nine_by_nine_grids()) {
        // The fills in a few orders, each from the same start: the smallest
        // input any of them ends at is kept (the first among equals).
        for (const auto& rank : kFillOrders) {
            shrinking.restart_from(start);
            shrinking.fill(rank);
            if (keep_if_smaller()) break;
        }
        shrinking.restart_from(*best);
        return shrinking.result();
    }
    // The fills alone first, as they end at no blank or one on a failure
    // that needs none; then walks, each from the same start, and the trades
    // from the smallest input any of them ends at. Once that has at most a
    // quarter of the start's blanks (the mark of an input read at a
    // glance), a walk that ends no smaller stops the walks: more pay less.
    shrinking.fill(kFillOrders[0]);
    for (std::uint64_t seed = 1; !keep_if_smaller() && seed <= kWalks; ++seed) {
        const int before = best->open_cells();
        shrinking.restart_from(start);
        shrinking.walk(seed);
        shrinking.fill(kFillOrders[0]);
        if (shrinking.current().open_cells() >= before && 4 * before <= start.open_cells()) break;
    }
    shrinking.restart_from(*best);
    shrinking.trade(kFillOrders[0]);
    return shrinking.result();
}

}  // namespace sudoku
