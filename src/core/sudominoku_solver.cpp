// The Sudominoku core: a depth-first search over dominoes placed, each node
// analysed (sudominoku/analysis.hpp) for forced moves, dead ends and the most
// constrained choice, with conflict weights learnt from the dead ends.
//
// Contents:
//   Search::start()             the givens placed, the given dominoes used, the colours checked
//   Search::run()               one node: forced moves in place, then branch
//   Search::place_forced()      all the forced moves one analysis found
//   Search::learn_from()        a dead end's weights
//   solve(), count_grids()      the entry points
//
// Lost: restarts, branching first on the last conflict (more placements); learnt
// nogoods with backjumping save a fifth of the placements even with free explanations.
#include "sudoku/core/sudominoku_solver.hpp"

#include <algorithm>
#include <cassert>
#include <set>

#include "sudominoku/analysis.hpp"

namespace sudoku::sudominoku {
namespace {

using namespace detail;

// Depth-first search; `on_solution(grid)` returns false to stop.
template <class OnSolution>
class Search {
public:
    Search(OnSolution on_solution, SearchStats* stats, std::uint64_t max_placements)
        : on_solution_(on_solution), stats_(stats), placements_left_(max_placements == 0 ? ~std::uint64_t{0} : max_placements) {}

    bool gave_up() const { return gave_up_; }

    static bool start(const Puzzle& puzzle, State& root) {
        for (int a = 1; a <= 9; ++a) root.partners[a] = kAllDigits & ~digit_bit(a);
        for (int cell = 0; cell < kCells; ++cell) {
            const int digit = puzzle.grid[cell];
            if (digit == 0) {
                ++root.empty;
                root.open.add(cell);
                continue;
            }
            if (!root.used.allows(cell, digit)) return false;
            root.digits[cell] = static_cast<std::uint8_t>(digit);
            root.used.place(cell, digit);
        }
        for (int a = 1; a <= 9; ++a)
            for (int b = a + 1; b <= 9; ++b)
                if (puzzle.used_dominoes >> domino_index(a, b) & 1) {
                    root.partners[a] &= ~digit_bit(b);
                    root.partners[b] &= ~digit_bit(a);
                }
        // Every domino covers one dark and one light cell of the checkerboard,
        // so the open cells must hold as many of each; no placement changes
        // that, so it is decided here once. (It was tested at every branch
        // point, after all the counting, and when it failed it named no dead
        // end for the weights.)
        return colours_equal(wide(root.open));
    }

    // Returns false once the caller wants no more solutions. `ancestor`: the
    // analysis of an ancestor of `s`, whose candidates narrow() starts from.
    bool run(State& s, const Analysis& ancestor) {
        Choice choice;
        Analysis analysis = ancestor;
        for (;;) {
            if (s.empty == 0) return on_solution_(s.digits);
            assert(s.sanity());
            choice = Choice{};
            if (!analyse(s, weights_, analysis, choice)) {
                learn_from(analysis);
                return true;
            }
            assert(analysis.sanity(s));
            if (choice.count > 1) break;
            if (!place_forced(s, analysis, choice)) {
                if (gave_up_) return false;
                learn_from(analysis);
                return true;
            }
        }
        // The order of the branches decides how soon the one solution comes.
        // Placements of the dominoes with the most places elsewhere go first.
        // Lost: enumeration order, fewest places first, the dominoes' conflict
        // weights; two-way branching, probing every placement near the root
        // (fewer placements, not less time: the refutations are deep); probing
        // the first few choices near the root for the one whose branches die
        // soonest (at most 7% fewer placements, for many probes); a cell's way
        // before its placements (fewer instructions on the solvable hunted cases,
        // more on the unsolvable ones).
        std::array<Placement, kMaxBranches> branches;
        std::array<std::uint16_t, kMaxBranches> keys;
        int n = 0;
        for_each_placement(s, analysis, choice, [&](const Placement& p) {
            keys[n] = static_cast<std::uint16_t>(analysis.counts.domino(domino_index(p.digit, p.other_digit)));  // at most kMaxBranches
            branches[n++] = p;
            return n < kMaxBranches;
        });
        // Equal keys keep the enumeration order. std::sort with the index as the
        // tie-break, not std::stable_sort, which takes a heap buffer at every branch point.
        std::array<std::uint16_t, kMaxBranches> order;
        for (int i = 0; i < n; ++i) order[i] = static_cast<std::uint16_t>(i);
        std::sort(order.begin(), order.begin() + n, [&](int x, int y) { return keys[x] != keys[y] ? keys[x] > keys[y] : x < y; });
        for (int i = 0; i < n; ++i) {
            State next = s;
            if (!put(next, branches[order[i]])) return false;
            if (i > 0 && stats_) ++stats_->guesses;
            if (!run(next, analysis)) return false;
        }
        return true;
    }

private:
    // False once the budget is spent: the search stops and reports it gave up.
    bool spend_placement() {
        if (placements_left_-- == 0) gave_up_ = true;
        return !gave_up_;
    }

    // The forced move `choice`, then every other cell the same analysis left
    // with one placement, placed here without a copy of the state: one
    // analysis for them all rather than one each. Forced together, two of
    // them that no longer fit side by side are a dead end. False on a dead
    // end (with `analysis.dead_end` saying where) or once the budget is spent.
    bool place_forced(State& s, Analysis& analysis, const Choice& choice) {
        if (!put(s, only_placement(s, analysis, choice))) return false;
        // analyse() stops at the first forced cell: none comes before it.
        // The walk follows the open cells, those forced meanwhile left out, with no
        // branch on whether a cell is empty.
        const int first = choice.kind == Choice::cell ? choice.chosen_cell() + 1 : 0;
        for (int cell = s.open.next(first); cell < kCells; cell = s.open.next(cell + 1)) {
            if (placements_of(analysis, cell) != 1) continue;
            const Placement forced = only_placement(s, analysis, Choice::of_cell(cell, 1, 0));
            if (!still_fits(s, forced)) {
                analysis.dead_end = DeadEnd{};
                analysis.dead_end.cell = cell;
                return false;
            }
            if (!put(s, forced)) return false;
        }
        return true;
    }

    // Places `p`; false once the budget is spent.
    bool put(State& s, const Placement& p) {
        if (!spend_placement()) return false;
        s.put(p);
        if (stats_) ++stats_->nodes;
        return true;
    }

    // The placement of a choice with one, if its domino is still unused in
    // `s` (else cell -1).
    static Placement only_placement(const State& s, const Analysis& analysis, const Choice& choice) {
        Placement only{-1, 0, -1, 0};
        for_each_placement(s, analysis, choice, [&](const Placement& p) {
            only = p;
            return false;
        });
        return only;
    }

    // Whether a placement an earlier analysis found can still be made: its
    // domino unused, its other cell empty, its digits not yet in their units.
    static bool still_fits(const State& s, const Placement& p) {
        return p.cell >= 0 && s.is_empty(p.other) && s.used.allows(p.cell, p.digit) && s.used.allows(p.other, p.other_digit);
    }

    void learn_from(const Analysis& analysis) {
        if (analysis.dead_end.cell >= 0) ++weights_.cell[analysis.dead_end.cell];
        if (analysis.dead_end.unit >= 0) ++weights_.unit[analysis.dead_end.unit];
        if (analysis.dead_end.domino >= 0) ++weights_.domino[analysis.dead_end.domino];
        for (std::uint64_t m = analysis.dead_end.culprits; m != 0; m &= m - 1) ++weights_.domino[std::countr_zero(m)];
    }

    OnSolution on_solution_;
    SearchStats* stats_;
    ConflictWeights weights_;
    std::uint64_t placements_left_;
    bool gave_up_ = false;
};

// Runs the search from the givens; false when it gave up.
template <class OnSolution>
bool search(const Puzzle& puzzle, OnSolution on_solution, SearchStats* stats, std::uint64_t max_placements) {
    State root;
    if (!Search<OnSolution>::start(puzzle, root)) return true;
    Search<OnSolution> search(on_solution, stats, max_placements);
    search.run(root, root_analysis(root));
    return !search.gave_up();
}

}  // namespace

Outcome solve(const Puzzle& puzzle, Grid& solution, SearchStats* stats, std::uint64_t max_placements) {
    bool found = false;
    const bool finished = search(
        puzzle,
        [&](const Grid& grid) {
            solution = grid;
            found = true;
            return false;
        },
        stats, max_placements);
    if (found) return Outcome::solved;
    return finished ? Outcome::no_solution : Outcome::gave_up;
}

GridCount count_grids(const Puzzle& puzzle, int limit, std::uint64_t max_placements, std::vector<Grid>* found_grids) {
    assert(limit >= 1);
    // A grid can be reached by several tilings; the set keeps each grid once.
    std::set<Grid> grids;
    const bool finished = search(
        puzzle,
        [&](const Grid& grid) {
            if (grids.insert(grid).second && found_grids) found_grids->push_back(grid);
            return static_cast<int>(grids.size()) < limit;
        },
        nullptr, max_placements);
    const int found = static_cast<int>(grids.size());
    return {found, !finished && found < limit};
}

}  // namespace sudoku::sudominoku
