// The general core: propagation on per-cell and per-house masks (general/propagator.hpp)
// and a depth-first search over copies of the board, for each box size.
//
// Contents:
//   lay_givens()                 the givens on the board at once, their peers cleared
//   start()                      the root: the givens laid and propagated
//   choose()                     the branch: a cell with fewest candidates, or a
//                                digit with two places left in a house
//   Search::descend()            one node: solved, or branch on values ascending
//   Search::smallest()           the lexicographically smallest solution
//   solve(), count_solutions(),
//   solve_smallest()             the entry points, dispatched on the box size
#include "sudoku/core/general_solver.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <memory>
#include <type_traits>

#include "board.hpp"
#include "propagator.hpp"

namespace sudoku::general {
namespace {

// Bit i of an n-bit pattern to a run of n from bit n * i.
template <int n>
constexpr Mask runs_of(Mask pattern) {
    Mask runs = 0;
    for (int i = 0; i < n; ++i) runs |= (pattern >> i & 1) * (kRunOfN<n> << (n * i));
    return runs;
}

// The givens laid on the board at once, their digits out of their peers'
// masks and places, as placing them one by one leaves it but without what
// each loss implies (the Propagator's queue_all() finds that after). False
// when two givens clash.
template <int n>
bool lay_givens(const GeneralGrid& puzzle, Board<n>& board) {
    using S = Shape<n>;
    board.placed.fill(0);
    board.unsolved.fill(0);
    std::array<std::array<std::uint8_t, S::kSide>, S::kHouses> at;  // a placed digit's position, where placed
    for (int cell = 0; cell < S::kCells; ++cell) {
        if (puzzle[cell] == 0) {
            board.unsolved[cell / 64] |= std::uint64_t{1} << (cell % 64);
            continue;
        }
        const int d = puzzle[cell] - 1;
        board.masks[cell] = Mask{1} << d;
        for (const Slot s : kCellSlots<n>[cell]) {
            if (board.placed[s.house] >> d & 1) return false;
            board.placed[s.house] |= Mask{1} << d;
            at[s.house][d] = s.position;
        }
    }
    // Per digit, the rows, the columns and the boxes that have it placed
    // (bit i: house i of the kind); per house, its open positions.
    std::array<Mask, S::kSide> rows{}, columns{}, boxes{};
    std::array<Mask, S::kHouses> open{};
    for (int h = 0; h < S::kHouses; ++h) {
        auto& kind = h < S::kSide ? rows : h < 2 * S::kSide ? columns : boxes;
        for (Mask digits = board.placed[h]; digits != 0; digits &= digits - 1) kind[std::countr_zero(digits)] |= Mask{1} << (h % S::kSide);
        for (int p = 0; p < S::kSide; ++p) open[h] |= Mask{board.is_unsolved(kHouseCells<n>[h][p])} << p;
    }
    for (int cell = 0; cell < S::kCells; ++cell)
        if (board.is_unsolved(cell)) {
            const auto& slots = kCellSlots<n>[cell];
            board.masks[cell] = S::kAllDigits & ~(board.placed[slots[0].house] | board.placed[slots[1].house] | board.placed[slots[2].house]);
        }
    // A digit's places in a house: where it is placed, else the open cells
    // whose other two houses lack it (a row's: not under a column with it,
    // nor in a box of its band with it; likewise for the others).
    for (int d = 0; d < S::kSide; ++d)
        for (int i = 0; i < S::kSide; ++i) {
            const Mask boxes_in_band = boxes[d] >> (n * (i / n)) & kRunOfN<n>;  // row i's band, bit per stack
            const Mask boxes_in_stack = boxes[d] >> (i / n) & kEveryNth<n>;      // column i's stack, bit n per band
            const Mask free[3] = {
                open[i] & ~(columns[d] | runs_of<n>(boxes_in_band)),
                open[S::kSide + i] & ~(rows[d] | boxes_in_stack * kRunOfN<n>),
                open[2 * S::kSide + i] & ~(runs_of<n>(rows[d] >> (n * (i / n)) & kRunOfN<n>) |
                                           (columns[d] >> (n * (i % n)) & kRunOfN<n>) * kEveryNth<n>),
            };
            for (int kind = 0; kind < 3; ++kind) {
                const int h = kind * S::kSide + i;
                board.places[h][d] = board.placed[h] >> d & 1 ? Mask{1} << at[h][d] : free[kind];
            }
        }
    return true;
}

// The root: the givens laid, then the whole propagated. False when the givens
// clash or propagation finds a contradiction.
template <int n>
bool start(const GeneralGrid& puzzle, Board<n>& board, Work<n>& work) {
    if (!lay_givens(puzzle, board)) return false;
    Propagator<n> propagator(board, work);
    return propagator.queue_all() && propagator.run();
}

// A branch point: the values of a cell, or the cells of a house where a digit
// can still go.
struct Choice {
    int cell = -1;   // a cell branch
    int house = -1;  // else a digit's places in a house
    Mask digit = 0;
};

// Whether a digit has exactly `k` (2 or 3) places among a house's: their
// lowest k - 1 bits taken off leave one. Branch-free over the house's words,
// which the compiler vectorizes, as the bit-sliced count over the house's
// masks it replaces did not (a gather, and eight operations a cell).
template <int k, std::size_t side>
bool any_with(const std::array<Mask, side>& places) {
    Mask any = 0;
    for (const Mask x : places) {
        Mask rest = x & (x - 1);
        if constexpr (k == 3) rest &= rest - 1;
        any |= Mask{rest != 0} & Mask{(rest & (rest - 1)) == 0};
    }
    return any != 0;
}

// The lowest digit (as a bit) with `count` places, where any_with() found one.
template <std::size_t side>
Mask lowest_with(const std::array<Mask, side>& places, int count) {
    int d = 0;
    while (std::popcount(places[d]) != count) ++d;
    return Mask{1} << d;
}

// Per cell, how often a guess there was refuted (its propagation failed) in
// this search, restarts included, and the most of any cell.
template <int n>
struct Failures {
    std::array<std::uint32_t, Shape<n>::kCells> at{};
    std::uint32_t most = 0;

    void count(int cell) { most = std::max(most, ++at[cell]); }
};

// The fewest options, as DLX's minimum-size column: an unsolved cell with the
// fewest candidates, unless a digit has fewer places left in some house (the
// first such house, the lowest digit). Two is the fewest either has after
// propagation. Branching on cells alone, a sparse 16x16 took 72,742 nodes
// where DLX took a few hundred. Of the cells with two, the one whose guesses
// failed most often (a conflict-driven tie-break, as dom/wdeg's in CSP
// solvers): the first in reading order alone lost sparse 25x25 case 55 of the
// bench, 769 nodes against 485 (doc/solver-notes.md).
// Lost too, each a case elsewhere: house pairs before cells, open cells as a tie-break, value orders (same).
// Lost too, in time: the counts below kept per loss, or read off Board::places with a popcount a
// digit, behind a mask kept per loss (fewer instructions; same); read off it vectorized, it won.
// Cells are looked at from `first` on, round to the start (a restart's own
// tie-break among cells that failed as often); one that failed the most of any
// cell ends the scan.
template <int n>
Choice choose(const Board<n>& board, int first, const Failures<n>& failures) {
    using S = Shape<n>;
    Choice choice;
    int fewest = S::kSide + 1;
    std::uint32_t failed = 0;  // choice.cell's failures, once fewest is 2
    for (int pass = 0; pass < 2; ++pass)
        for (int word = 0; word < S::kWords; ++word) {
            const int skip = std::clamp(first - 64 * word, 0, 64);  // the cells before `first` in this word
            const std::uint64_t before = skip == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << skip) - 1;
            for (std::uint64_t rest = board.unsolved[word] & (pass == 0 ? ~before : before); rest != 0; rest &= rest - 1) {
                const int cell = 64 * word + std::countr_zero(rest);
                const int count = std::popcount(board.masks[cell]);
                if (count == 2) {
                    if (failures.at[cell] == failures.most) return {cell, -1, 0};
                    if (fewest > 2 || failures.at[cell] > failed) choice.cell = cell, failed = failures.at[cell];
                    fewest = 2;
                } else if (count < fewest) {
                    fewest = count;
                    choice.cell = cell;
                }
            }
        }
    if (fewest == 2) return choice;
    // Per house, read off `places` (a placed digit has one place there).
    // Only places of two or three are looked for: counting on up to `fewest`
    // made choose() two thirds of a sparse 16x16's time.
    bool have_three = fewest == 3;
    for (int h = 0; h < S::kHouses; ++h) {
        const auto& places = board.places[h];
        if (any_with<2>(places)) return {-1, h, lowest_with(places, 2)};
        if (!have_three && any_with<3>(places)) {
            choice = {-1, h, lowest_with(places, 3)};  // unless a later house has a digit with two
            have_three = true;
        }
    }
    return choice;
}

template <int n>
GeneralGrid grid_of(const Board<n>& board) {
    GeneralGrid grid(n);
    for (int cell = 0; cell < Shape<n>::kCells; ++cell) grid.set(cell, std::countr_zero(board.masks[cell]) + 1);
    return grid;
}

// The first run's budget in nodes, and the step between restarts' first cells.
// 5,000 rather than 20,000: no case of the bench takes more nodes, and its two
// heavy tails (a minimal 16x16 counted, a sparse 25x25) take a quarter to a
// third fewer; 2,000 and 3,000 cost a count on the minimal 16x16 more nodes.
constexpr std::uint64_t kFirstRunNodes = 5000;
constexpr std::uint64_t kRestartStride = 7919;

template <int n>
class Search {
public:
    Search(int limit, SearchStats* stats, std::uint64_t max_nodes = ~std::uint64_t{0})
        : limit_(limit), stats_(stats), max_nodes_(max_nodes) {}

    bool gave_up() const { return gave_up_; }

    // Solutions of the puzzle up to the limit; the first one in `first`.
    int count(const GeneralGrid& puzzle, GeneralGrid* first) {
        first_ = first;
        Board<n> root;
        count_node();
        if (!start(puzzle, root, work_)) return 0;
        if (root.solved()) return record(root), found_;
        allocate(root);
        return search(root);
    }

    bool smallest(const GeneralGrid& puzzle, GeneralGrid& solution);

private:
    // The solutions below `root` (propagated, not solved) up to the limit.
    // Restarts: a run that passes its budget starts again with the ties
    // among cells broken from another cell, and twice the budget; a run that
    // ends within its budget has the whole answer.
    int search(const Board<n>& root) {
        for (std::uint64_t run = 0;; ++run) {
            found_ = 0;
            run_nodes_ = 0;
            run_budget_ = kFirstRunNodes << std::min<std::uint64_t>(run, 40);
            first_cell_ = static_cast<int>(run * kRestartStride % Shape<n>::kCells);
            stack_[0] = root;
            descend(0);
            if (gave_up_ || run_nodes_ <= run_budget_) return found_;
        }
    }

    // Each branch places a cell, so the depth is at most the open cells.
    void allocate(const Board<n>& root) {
        int open = 0;
        for (const auto word : root.unsolved) open += std::popcount(word);
        // new[] rather than make_unique_for_overwrite, which libc++ 14 lacks: boards left uninitialised either way.
        stack_ = std::unique_ptr<Board<n>[]>(new Board<n>[static_cast<std::size_t>(open) + 2]);
    }

    void count_node() {
        ++nodes_;
        ++run_nodes_;
        if (stats_) ++stats_->nodes;
    }

    void record(const Board<n>& board) {
        if (found_++ == 0 && first_) *first_ = grid_of(board);
    }

    // The board stack_[depth], propagated: true once the limit is reached.
    // The last value is tried on the board itself, which is not needed after.
    bool descend(int depth) {
        Board<n>& board = stack_[depth];
        assert(board.sanity());
        if (board.solved()) {
            record(board);
            return found_ >= limit_;
        }
        if (nodes_ > max_nodes_) return gave_up_ = true;
        if (run_nodes_ > run_budget_) return true;
        const Choice choice = choose(board, first_cell_, failures_);
        // The alternatives as (cell, digit) pairs: the digits of the cell, or
        // the cells of the house that still have the digit.
        Mask rest = choice.cell >= 0 ? board.masks[choice.cell] : board.places[choice.house][std::countr_zero(choice.digit)];
        for (bool first = true; rest != 0; first = false) {
            const Mask lowest = rest & (~rest + 1);
            rest &= rest - 1;
            const int cell = choice.cell >= 0 ? choice.cell : kHouseCells<n>[choice.house][std::countr_zero(lowest)];
            const Mask digit = choice.cell >= 0 ? lowest : choice.digit;
            if (!first && stats_) ++stats_->guesses;
            const bool last = rest == 0;
            Board<n>& child = last ? board : stack_[depth + 1];
            if (!last) child = board;
            count_node();
            Propagator<n> propagator(child, work_);
            if (!(propagator.place(cell, digit) && propagator.run())) {
                failures_.count(cell);
                continue;
            }
            if (descend(last ? depth : depth + 1)) return true;
        }
        return false;
    }

    int limit_;
    SearchStats* stats_;
    std::uint64_t max_nodes_, nodes_ = 0;
    std::uint64_t run_nodes_ = 0, run_budget_ = 0;
    int first_cell_ = 0;
    Failures<n> failures_;  // kept over restarts: what failed before is likely to again
    bool gave_up_ = false;
    GeneralGrid* first_ = nullptr;
    int found_ = 0;
    std::unique_ptr<Board<n>[]> stack_;
    Work<n> work_;  // lent to each propagation in turn
};

// Cell by cell in reading order, the smallest value that still has a
// solution: the fast search (fewest candidates first) answers whether one
// has, and the solution it finds is a witness that its own value at the next
// cell does, so only the values below the witness's are tried.
// At most side values per cell are searched, each with the fewest-options
// branching and the restarts of count(), where branching in reading order
// alone (which also keeps first found = smallest) gives up that heuristic at
// every node. (Without the restarts one refutation in the empty 16x16 ran for minutes.)
template <int n>
bool Search<n>::smallest(const GeneralGrid& puzzle, GeneralGrid& solution) {
    using S = Shape<n>;
    Board<n> fixed;
    count_node();
    if (!start(puzzle, fixed, work_)) return false;
    allocate(fixed);
    first_ = &solution;
    if (!(fixed.solved() ? (record(fixed), true) : search(fixed) > 0)) return false;
    for (int cell = 0; cell < S::kCells; ++cell) {
        if (!fixed.is_unsolved(cell)) continue;  // the same in every solution from here
        const Mask witness = Mask{1} << (solution[cell] - 1);
        bool moved = false;
        for (Mask below = fixed.masks[cell] & (witness - 1); below != 0 && !moved; below &= below - 1) {
            Board<n>& trial = stack_[0];
            trial = fixed;
            count_node();
            Propagator<n> propagator(trial, work_);
            if (!propagator.place(cell, below & (~below + 1)) || !propagator.run()) continue;
            found_ = 0;
            const Board<n> kept = trial;
            moved = kept.solved() ? (record(kept), true) : search(kept) > 0;
            if (moved) fixed = kept;
        }
        if (moved) continue;
        count_node();
        Propagator<n> propagator(fixed, work_);
        [[maybe_unused]] const bool ok = propagator.place(cell, witness) && propagator.run();
        assert(ok);
    }
    solution = grid_of(fixed);
    return true;
}

template <class Action>
auto dispatch(int box_size, Action action) {
    switch (box_size) {
        case 1: return action(std::integral_constant<int, 1>{});
        case 2: return action(std::integral_constant<int, 2>{});
        case 3: return action(std::integral_constant<int, 3>{});
        case 4: return action(std::integral_constant<int, 4>{});
        default: return action(std::integral_constant<int, 5>{});
    }
}

}  // namespace

bool solve(const GeneralGrid& puzzle, GeneralGrid& solution, SearchStats* stats) {
    return dispatch(puzzle.box_size(), [&](auto n) { return Search<decltype(n)::value>(1, stats).count(puzzle, &solution) == 1; });
}

int count_solutions(const GeneralGrid& puzzle, int limit, SearchStats* stats) {
    return dispatch(puzzle.box_size(), [&](auto n) { return Search<decltype(n)::value>(limit, stats).count(puzzle, nullptr); });
}

BoundedCount count_solutions_within(const GeneralGrid& puzzle, int limit, std::uint64_t max_nodes, SearchStats* stats) {
    return dispatch(puzzle.box_size(), [&](auto n) {
        Search<decltype(n)::value> search(limit, stats, max_nodes);
        const int count = search.count(puzzle, nullptr);
        return BoundedCount{count, search.gave_up()};
    });
}

bool solve_smallest(const GeneralGrid& puzzle, GeneralGrid& solution, SearchStats* stats) {
    return dispatch(puzzle.box_size(), [&](auto n) { return Search<decltype(n)::value>(1, stats).smallest(puzzle, solution); });
}

}  // namespace sudoku::general
