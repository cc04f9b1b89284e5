#include "sudoku/classic_solver.hpp"

#include <cassert>

namespace sudoku::classic {
namespace {

// One search state, copied whole at each choice point (about 300 bytes, on the
// stack): cheaper and simpler than an undo trail at this size.
struct State {
    Grid digits{};
    std::array<DigitMask, kCells> candidates{};  // 0 once a cell is filled
    std::array<DigitMask, kUnits> placed{};      // digits already placed in each unit
    int empty = kCells;
};

// Cells whose candidates fell to one, waiting to be placed.
struct SingleQueue {
    std::array<std::uint8_t, kCells> cells;
    int size = 0;
    void push(int cell) { cells[size++] = static_cast<std::uint8_t>(cell); }
};

// Puts `digit` in `cell` and removes it from the peers. False on a contradiction
// (the digit is not a candidate there, or a peer is left with no candidate).
bool place(State& s, SingleQueue& singles, int cell, int digit) {
    const DigitMask bit = digit_bit(digit);
    if ((s.candidates[cell] & bit) == 0) return false;
    s.digits[cell] = static_cast<std::uint8_t>(digit);
    s.candidates[cell] = 0;
    --s.empty;
    for (int unit : units_of(cell)) s.placed[unit] |= bit;
    for (int peer : kPeers[cell]) {
        DigitMask& m = s.candidates[peer];
        if ((m & bit) == 0) continue;
        m &= ~bit;
        if (m == 0) return false;
        if (std::has_single_bit(m) && singles.size < kCells) singles.push(peer);
    }
    return true;
}

bool place_naked_singles(State& s, SingleQueue& singles) {
    while (singles.size > 0) {
        const int cell = singles.cells[--singles.size];
        if (s.digits[cell] != 0) continue;
        const DigitMask m = s.candidates[cell];
        if (m == 0 || !place(s, singles, cell, lowest_digit(m))) return false;
    }
    return true;
}

// A digit with one place left in a unit goes there; a digit with none is a
// contradiction. Sets `progress` when anything was placed.
bool place_hidden_singles(State& s, SingleQueue& singles, bool& progress) {
    for (int unit = 0; unit < kUnits; ++unit) {
        DigitMask once = 0, twice = 0;
        for (int cell : kUnitCells[unit]) {
            const DigitMask m = s.candidates[cell];
            twice |= once & m;
            once |= m;
        }
        if ((once | s.placed[unit]) != kAllDigits) return false;
        for (unsigned hidden = once & ~twice; hidden != 0; hidden &= hidden - 1) {
            const int digit = lowest_digit(hidden);
            int where = -1;
            for (int cell : kUnitCells[unit])
                if (s.candidates[cell] & digit_bit(digit)) where = cell;
            // An earlier placement in this loop may have taken the only place.
            if (where < 0 || !place(s, singles, where, digit)) return false;
            progress = true;
        }
    }
    return true;
}

bool propagate(State& s, SingleQueue& singles) {
    for (bool progress = true; progress;) {
        if (!place_naked_singles(s, singles)) return false;
        progress = false;
        if (!place_hidden_singles(s, singles, progress)) return false;
    }
    return true;
}

#ifndef NDEBUG
// Debug builds check that the masks agree with the digits (Knuth's sanity()).
bool masks_agree_with_digits(const State& s) {
    UnitMasks used;
    int empty = 0;
    for (int cell = 0; cell < kCells; ++cell)
        if (s.digits[cell] != 0) used.place(cell, s.digits[cell]);
    for (int cell = 0; cell < kCells; ++cell) {
        if (s.digits[cell] != 0) {
            if (s.candidates[cell] != 0) return false;
            continue;
        }
        ++empty;
        if (s.candidates[cell] & used.used_around(cell)) return false;
    }
    for (int unit = 0; unit < kUnits; ++unit) {
        DigitMask placed = 0;
        for (int cell : kUnitCells[unit])
            if (s.digits[cell] != 0) placed |= digit_bit(s.digits[cell]);
        if (placed != s.placed[unit]) return false;
    }
    return empty == s.empty;
}
#endif

// The most constrained choice: the empty cell with the fewest candidates, or,
// when every cell has three or more, a unit digit with only two places left.
// The second kind matters on sparse grids, where every cell has many
// candidates but a digit is pinned to two cells of a box; branching on cells
// alone there wandered for 10^5+ nodes on near-empty grids.
struct Choice {
    int cell = -1;          // branch over this cell's candidates, or
    int unit = -1;          // over the cells of `unit` where `digit` can go
    int digit = 0;
};

Choice choose(const State& s) {
    Choice best;
    int fewest = 10;
    for (int cell = 0; cell < kCells; ++cell) {
        const DigitMask m = s.candidates[cell];
        if (m == 0) continue;
        const int n = digit_count(m);
        if (n < fewest) {
            fewest = n;
            best.cell = cell;
            if (n == 2) return best;
        }
    }
    for (int unit = 0; unit < kUnits; ++unit) {
        DigitMask once = 0, twice = 0, thrice = 0;
        for (int cell : kUnitCells[unit]) {
            const DigitMask m = s.candidates[cell];
            thrice |= twice & m;
            twice |= once & m;
            once |= m;
        }
        const unsigned two_places = twice & ~thrice;
        if (two_places != 0) return Choice{-1, unit, lowest_digit(two_places)};
    }
    return best;
}

class Search {
public:
    Search(int limit, SearchStats* stats) : limit_(limit), stats_(stats) {}

    // Starts from the givens; false when they already contradict each other.
    bool start(const Grid& puzzle, State& root, SingleQueue& singles) const {
        root.candidates.fill(kAllDigits);
        for (int cell = 0; cell < kCells; ++cell) {
            const int digit = puzzle[cell];
            if (digit != 0 && !place(root, singles, cell, digit)) return false;
        }
        return true;
    }

    // Depth-first search from `s`, already holding the new placement in `singles`.
    void run(State& s, SingleQueue& singles) {
        if (stats_) ++stats_->nodes;
        if (!propagate(s, singles)) return;
        assert(masks_agree_with_digits(s));
        if (s.empty == 0) {
            if (found_++ == 0) first_ = s.digits;
            return;
        }
        const Choice choice = choose(s);
        bool first_branch = true;
        auto try_branch = [&](int cell, int digit) {
            if (!first_branch && stats_) ++stats_->guesses;
            first_branch = false;
            State next = s;
            SingleQueue next_singles;
            if (place(next, next_singles, cell, digit)) run(next, next_singles);
        };
        if (choice.cell >= 0) {
            for (unsigned m = s.candidates[choice.cell]; m != 0 && found_ < limit_; m &= m - 1)
                try_branch(choice.cell, lowest_digit(m));
        } else {
            for (int cell : kUnitCells[choice.unit]) {
                if (found_ >= limit_) break;
                if (s.candidates[cell] & digit_bit(choice.digit)) try_branch(cell, choice.digit);
            }
        }
    }

    int found() const { return found_; }
    const Grid& first_solution() const { return first_; }

private:
    int limit_;
    SearchStats* stats_;
    int found_ = 0;
    Grid first_{};
};

}  // namespace

bool solve(const Grid& puzzle, Grid& solution, SearchStats* stats) {
    Search search(1, stats);
    State root;
    SingleQueue singles;
    if (!search.start(puzzle, root, singles)) return false;
    search.run(root, singles);
    if (search.found() == 0) return false;
    solution = search.first_solution();
    return true;
}

int count_solutions(const Grid& puzzle, int limit, SearchStats* stats) {
    Search search(limit, stats);
    State root;
    SingleQueue singles;
    if (!search.start(puzzle, root, singles)) return 0;
    search.run(root, singles);
    return search.found();
}

}  // namespace sudoku::classic
