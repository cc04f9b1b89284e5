#include "sudoku/judging/shrink.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/sudominoku_solver.hpp"
#include "sudoku/core/tiling.hpp"
#include "sudoku/io/boj2580.hpp"
#include "sudoku/io/boj4574.hpp"
#include "sudoku/io/line_format.hpp"
#include "sudoku/judging/checker.hpp"

namespace sudoku {
namespace {

// The statement's most given dominoes: one domino is always left to place.
constexpr int kMaxGivenDominoes = sudominoku::kDominoes - 1;

// A 4574 case as the shrinker holds it: its dominoes, then a tiling of the
// rest of its solution; nullopt when it has no solution grid.
std::optional<SudominokuCandidate> with_tiling(const sudominoku::CaseLayout& layout) {
    const sudominoku::Puzzle puzzle = sudominoku::puzzle_of(layout);
    Grid grid{};
    if (sudominoku::solve(puzzle, grid) != sudominoku::Outcome::solved) return std::nullopt;
    sudominoku::TilingProblem problem;
    problem.grid = grid;
    for (int cell = 0; cell < kCells; ++cell) problem.open[cell] = puzzle.grid[cell] == 0;
    problem.dominoes = sudominoku::kAllDominoes & ~puzzle.used_dominoes;
    const auto tiling = sudominoku::find_tiling(problem);
    if (!tiling) return std::nullopt;
    SudominokuCandidate candidate;
    candidate.full = layout;
    candidate.full.dominoes.insert(candidate.full.dominoes.end(), tiling->dominoes.begin(), tiling->dominoes.end());
    candidate.given = (std::uint64_t{1} << layout.dominoes.size()) - 1;
    return candidate;
}

std::vector<sudominoku::CaseLayout> layouts_of(std::string_view text) {
    LineReader reader(text);
    std::vector<sudominoku::CaseLayout> layouts;
    sudominoku::CaseLayout layout;
    Boj4574Reader cases(reader, &layout);
    while (std::holds_alternative<sudominoku::Puzzle>(cases.next())) layouts.push_back(layout);
    return layouts;
}

}  // namespace

std::variant<ShrinkInput, ReadError> ShrinkInput::read(std::string_view text, std::optional<Format> format) {
    LineReader reader(text);
    auto read = read_judge_input(reader, format);
    if (const auto* error = std::get_if<ReadError>(&read)) return *error;
    const JudgeInput& judge_input = std::get<JudgeInput>(read);
    ShrinkInput input;
    input.format_ = judge_input.format;
    if (input.format_ == Format::boj4574) {
        for (const auto& layout : layouts_of(text)) {
            auto candidate = with_tiling(layout);
            if (!candidate)
                return ReadError{0, "puzzle " + std::to_string(input.cases_.size() + 1) + ": not solved within the search limit"};
            input.cases_.push_back(ShrinkCase{{}, {}, std::move(*candidate)});
        }
        return input;
    }
    for (const AnyPuzzle& puzzle : judge_input.puzzles) {
        ShrinkCase shrink_case;
        shrink_case.puzzle = std::get<Grid>(puzzle);
        if (!classic::solve(shrink_case.puzzle, shrink_case.solution))
            return ReadError{0, "puzzle " + std::to_string(input.cases_.size() + 1) + " has no solution"};
        input.cases_.push_back(shrink_case);
    }
    return input;
}

std::string ShrinkInput::text() const {
    std::string text;
    for (const ShrinkCase& c : cases_) {
        if (format_ == Format::boj4574) write_boj4574_case(c.sudominoku.layout(), text);
        else if (format_ == Format::line) write_line(c.puzzle, text);
        else write_boj2580(c.puzzle, text);
    }
    if (format_ == Format::boj4574) text += "0\n";
    return text;
}

int ShrinkInput::open_cells() const {
    int open = 0;
    for (const ShrinkCase& c : cases_) {
        if (format_ == Format::boj4574) open += 2 * (sudominoku::kDominoes - std::popcount(c.sudominoku.given));
        else open += static_cast<int>(std::count(c.puzzle.begin(), c.puzzle.end(), 0));
    }
    return open;
}

std::vector<ShrinkInput::Fill> ShrinkInput::fills() const {
    std::vector<Fill> fills;
    for (std::size_t i = 0; i < cases_.size(); ++i) {
        const ShrinkCase& c = cases_[i];
        if (format_ == Format::boj4574) {
            for (int d = 0; d < static_cast<int>(c.sudominoku.full.dominoes.size()); ++d)
                if ((c.sudominoku.given >> d & 1) == 0) fills.push_back({i, d});
            continue;
        }
        for (int cell = 0; cell < kCells; ++cell)
            if (c.puzzle[cell] == 0) fills.push_back({i, cell});
    }
    return fills;
}

std::optional<ShrinkInput> ShrinkInput::filled(const std::vector<Fill>& fills) const {
    ShrinkInput next = *this;
    for (const Fill& fill : fills) {
        ShrinkCase& c = next.cases_[fill.case_index];
        if (format_ == Format::boj4574) c.sudominoku.given |= std::uint64_t{1} << fill.item;
        else c.puzzle[fill.item] = c.solution[fill.item];
    }
    if (format_ == Format::boj4574)
        for (const ShrinkCase& c : next.cases_)
            if (std::popcount(c.sudominoku.given) > kMaxGivenDominoes) return std::nullopt;
    return next;
}

ShrinkInput ShrinkInput::traded(std::size_t case_index, int cell, const std::vector<Fill>& fills) const {
    ShrinkInput next = *filled(fills);
    next.cases_[case_index].puzzle[cell] = 0;
    return next;
}

ShrinkInput ShrinkInput::with_cases(const std::vector<std::size_t>& kept) const {
    ShrinkInput next;
    next.format_ = format_;
    for (const std::size_t i : kept) next.cases_.push_back(cases_[i]);
    return next;
}

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
