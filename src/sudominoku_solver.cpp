#include "sudoku/sudominoku.hpp"

#include <cassert>

namespace sudoku::sudominoku {
namespace {

// The 144 places a domino can lie, each once: a cell and its right or lower neighbour.
struct Edge {
    std::uint8_t first, second;
};
constexpr auto make_edges() {
    std::array<Edge, 144> edges{};
    int n = 0;
    for (int cell = 0; cell < kCells; ++cell) {
        if (column_of(cell) < 8) edges[n++] = {static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(cell + 1)};
        if (row_of(cell) < 8) edges[n++] = {static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(cell + 9)};
    }
    return edges;
}
constexpr auto kEdges = make_edges();

// A domino put down: `digit` in `cell`, `other_digit` in the adjacent `other`.
struct Placement {
    int cell, digit, other, other_digit;
};

// One search state, copied whole at each choice point (about 140 bytes).
struct State {
    Grid digits{};
    UnitMasks used;                     // digits placed per row, column, box (shared with the classic core)
    std::array<DigitMask, 10> partners{};  // partners[a]: the b with domino {a,b} still unused (a itself never)
    int empty = 0;

    bool is_empty(int cell) const { return digits[cell] == 0; }
    DigitMask candidates(int cell) const { return is_empty(cell) ? used.candidates(cell) : 0; }
    bool domino_unused(int a, int b) const { return (partners[a] & digit_bit(b)) != 0; }

    void put(const Placement& p) {
        digits[p.cell] = static_cast<std::uint8_t>(p.digit);
        digits[p.other] = static_cast<std::uint8_t>(p.other_digit);
        used.place(p.cell, p.digit);
        used.place(p.other, p.other_digit);
        partners[p.digit] &= ~digit_bit(p.other_digit);
        partners[p.other_digit] &= ~digit_bit(p.digit);
        empty -= 2;
    }
};

// What the search branches on, as in exact cover: the placements covering
// one cell, those of one unused domino, or those putting a digit somewhere in
// a unit that still lacks it.
struct Choice {
    enum Kind { cell, domino, unit_digit } kind = cell;
    int where = -1;  // the cell; the domino's smaller digit; the unit
    int what = 0;    // -; the domino's larger digit; the digit
    int count = 1 << 30;

    void consider(Kind k, int w, int d, int n) {
        if (n < count) *this = Choice{k, w, d, n};
    }
};

// Per-node counts, recomputed from the state (cheaper than maintaining them
// incrementally through undo). `candidates` starts as the unit masks allow and
// is narrowed to a fixpoint: a digit no legal placement puts in a cell goes,
// and sudoku singles on what is left narrow it further. Every narrowing is
// sound, so the counts only ever count placements a solution could use.
struct Analysis {
    std::array<DigitMask, kCells> candidates{};
    // placements[cell][digit - 1]: legal placements with `digit` in `cell`
    // (meaningful only where `digit` is a candidate; at most 4 x 8).
    std::array<std::array<std::uint8_t, 9>, kCells> placements;
};

int popcount(unsigned m) { return std::popcount(m); }

// Counts the placements of every candidate of every empty cell and drops the
// candidates that have none. False when a cell is left with no candidate.
bool count_and_prune(const State& s, Analysis& a, bool& changed) {
    for (int cell = 0; cell < kCells; ++cell) {
        const DigitMask m = a.candidates[cell];
        if (m == 0) continue;
        const auto& neighbours = kNeighbours[cell];
        std::array<DigitMask, 4> around{};
        for (int i = 0; i < neighbours.count; ++i) around[i] = a.candidates[neighbours.cells[i]];
        DigitMask kept = 0;
        for (unsigned rest = m; rest != 0; rest &= rest - 1) {
            const int digit = lowest_digit(rest);
            const DigitMask partners = s.partners[digit];
            const int n = popcount(around[0] & partners) + popcount(around[1] & partners) +
                          popcount(around[2] & partners) + popcount(around[3] & partners);
            a.placements[cell][digit - 1] = static_cast<std::uint8_t>(n);
            if (n > 0) kept |= digit_bit(digit);
        }
        if (kept == m) continue;
        if (kept == 0) return false;
        a.candidates[cell] = kept;
        changed = true;
    }
    return true;
}

DigitMask placed_in(const State& s, int unit) {
    const int kind = unit / 9, index = unit % 9;
    return kind == 0 ? s.used.row[index] : kind == 1 ? s.used.column[index] : s.used.box[index];
}

// Sudoku singles on the candidates of the empty cells: a cell down to one
// digit takes it from its peers; a digit down to one cell in a unit takes that
// cell. False when a cell or a unit runs out of digits.
bool narrow_by_singles(const State& s, Analysis& a, bool& changed) {
    for (int cell = 0; cell < kCells; ++cell) {
        const DigitMask m = a.candidates[cell];
        if (!std::has_single_bit(m)) continue;
        for (int peer : kPeers[cell]) {
            if ((a.candidates[peer] & m) == 0) continue;
            a.candidates[peer] &= ~m;
            if (a.candidates[peer] == 0) return false;
            changed = true;
        }
    }
    for (int unit = 0; unit < kUnits; ++unit) {
        DigitMask once = 0, twice = 0;
        for (int cell : kUnitCells[unit]) {
            twice |= once & a.candidates[cell];
            once |= a.candidates[cell];
        }
        if ((once | placed_in(s, unit)) != kAllDigits) return false;
        for (unsigned hidden = once & ~twice; hidden != 0; hidden &= hidden - 1) {
            const DigitMask bit = digit_bit(lowest_digit(hidden));
            for (int cell : kUnitCells[unit])
                if ((a.candidates[cell] & bit) && a.candidates[cell] != bit) {
                    a.candidates[cell] = bit;
                    changed = true;
                }
        }
    }
    return true;
}

// Narrows the candidates to a fixpoint; the placement counts are those of the last round.
bool narrow(const State& s, Analysis& a) {
    for (int cell = 0; cell < kCells; ++cell) a.candidates[cell] = s.candidates(cell);
    for (;;) {
        bool changed = false;
        if (!count_and_prune(s, a, changed) || !narrow_by_singles(s, a, changed)) return false;
        if (!changed) return true;
    }
}

// Placements of each unused domino, counted on bitboards: per digit, the
// cells where it is a candidate, one 27-bit word per band of three rows
// (bit 9 * row-in-band + column). A domino {a,b} lies on a cell with a and the
// cell to its right or below with b, or the other way round.
class DominoCounter {
public:
    explicit DominoCounter(const Analysis& a) {
        for (int cell = 0; cell < kCells; ++cell)
            for (unsigned m = a.candidates[cell]; m != 0; m &= m - 1)
                where_[lowest_digit(m)][cell / 27] |= 1u << (cell % 27);
    }
    int placements(int a, int b) const { return one_way(where_[a], where_[b]) + one_way(where_[b], where_[a]); }

private:
    using Bands = std::array<std::uint32_t, 3>;
    static constexpr std::uint32_t kNotLastColumn = 0xFF | 0xFF << 9 | 0xFF << 18;
    static constexpr std::uint32_t kUpperTwoRows = (1u << 18) - 1;
    // Placements with `first` on the left or upper cell and `second` on the other.
    static int one_way(const Bands& first, const Bands& second) {
        int n = 0;
        for (int band = 0; band < 3; ++band) {
            n += popcount(first[band] & (second[band] >> 1) & kNotLastColumn);
            n += popcount(first[band] & (second[band] >> 9) & kUpperTwoRows);
            if (band < 2) n += popcount((first[band] >> 18) & second[band + 1]);
        }
        return n;
    }
    std::array<Bands, 10> where_{};
};

// Every domino covers one dark and one light square of the checkerboard, so
// each connected region of empty cells must hold as many of one as the other.
// (This also rules out regions of odd size, such as a single boxed-in cell.)
bool regions_balanced(const State& s) {
    std::array<bool, kCells> seen{};
    std::array<std::uint8_t, kCells> stack;
    for (int start = 0; start < kCells; ++start) {
        if (!s.is_empty(start) || seen[start]) continue;
        int top = 0, balance = 0;
        stack[top++] = static_cast<std::uint8_t>(start);
        seen[start] = true;
        while (top > 0) {
            const int cell = stack[--top];
            balance += (row_of(cell) + column_of(cell)) % 2 == 0 ? 1 : -1;
            const auto& neighbours = kNeighbours[cell];
            for (int i = 0; i < neighbours.count; ++i) {
                const int next = neighbours.cells[i];
                if (s.is_empty(next) && !seen[next]) {
                    seen[next] = true;
                    stack[top++] = static_cast<std::uint8_t>(next);
                }
            }
        }
        if (balance != 0) return false;
    }
    return true;
}

// Fills `best` with the most constrained choice; false on a dead end.
//
// Measured on ../shared/data/sudominoku/empty_top_rows_n10.in (mean / max per
// puzzle, guesses per puzzle), ideas that lost and were taken out:
//   cells and dominoes only, unit digits only as hidden singles: 8.6 ms / 90 ms, 831
//   + narrowing to a fixpoint, per-placement domino counting:   10.8 ms / 122 ms, 405
//   this version (all three column kinds, bitboard domino counts): 5.7 ms / 67 ms, 397
//   + a sudoku solvability check of the placed digits:  no fewer guesses, slower
//   + probing both sides of every two-way choice:       243 guesses, 11 ms / 121 ms
//   + Hall matchings of dominoes to dark and to light cells: no fewer guesses, slower
//   + branching on a cell's digit before its domino:    480 guesses, 11 ms / 80 ms
//   ties broken dominoes first instead of cells first:  350 guesses, 7.5 ms / 84 ms
bool analyse(const State& s, Analysis& a, Choice& best) {
    if (!narrow(s, a)) return false;
    for (int cell = 0; cell < kCells; ++cell) {
        int n = 0;
        for (unsigned m = a.candidates[cell]; m != 0; m &= m - 1) n += a.placements[cell][lowest_digit(m) - 1];
        if (n > 0) best.consider(Choice::cell, cell, 0, n);
    }
    for (int unit = 0; unit < kUnits; ++unit)
        for (unsigned m = kAllDigits & ~placed_in(s, unit); m != 0; m &= m - 1) {
            const int digit = lowest_digit(m);
            int n = 0;
            for (int cell : kUnitCells[unit])
                if (a.candidates[cell] & digit_bit(digit)) n += a.placements[cell][digit - 1];
            best.consider(Choice::unit_digit, unit, digit, n);
        }
    const DominoCounter dominoes(a);
    for (int low = 1; low <= 9; ++low)
        for (unsigned m = s.partners[low] & ~((2u << (low - 1)) - 1); m != 0; m &= m - 1) {
            const int high = lowest_digit(m);
            const int n = dominoes.placements(low, high);
            if (n == 0) return false;
            best.consider(Choice::domino, low, high, n);
        }
    return regions_balanced(s);
}

// Calls f(placement) for each placement of the choice that the narrowed
// candidates allow, in a fixed order, until f returns false.
template <class F>
void for_each_placement(const State& s, const Analysis& a, const Choice& choice, F&& f) {
    auto from_cell = [&](int cell, DigitMask digits) {
        const auto& neighbours = kNeighbours[cell];
        for (int i = 0; i < neighbours.count; ++i) {
            const int other = neighbours.cells[i];
            const DigitMask other_candidates = a.candidates[other];
            for (unsigned m = digits; m != 0; m &= m - 1) {
                const int digit = lowest_digit(m);
                for (unsigned o = other_candidates & s.partners[digit]; o != 0; o &= o - 1)
                    if (!f(Placement{cell, digit, other, lowest_digit(o)})) return false;
            }
        }
        return true;
    };
    switch (choice.kind) {
        case Choice::cell:
            from_cell(choice.where, a.candidates[choice.where]);
            return;
        case Choice::unit_digit:
            for (int cell : kUnitCells[choice.where])
                if (!from_cell(cell, a.candidates[cell] & digit_bit(choice.what))) return;
            return;
        case Choice::domino:
            for (const Edge& edge : kEdges) {
                const DigitMask first = a.candidates[edge.first], second = a.candidates[edge.second];
                const DigitMask low = digit_bit(choice.where), high = digit_bit(choice.what);
                if ((first & low) && (second & high) && !f(Placement{edge.first, choice.where, edge.second, choice.what}))
                    return;
                if ((first & high) && (second & low) && !f(Placement{edge.first, choice.what, edge.second, choice.where}))
                    return;
            }
            return;
    }
}

// Depth-first search; `on_solution(grid)` returns false to stop.
template <class OnSolution>
class Search {
public:
    Search(OnSolution on_solution, SearchStats* stats) : on_solution_(on_solution), stats_(stats) {}

    static bool start(const Puzzle& puzzle, State& root) {
        for (int a = 1; a <= 9; ++a) root.partners[a] = kAllDigits & ~digit_bit(a);
        for (int cell = 0; cell < kCells; ++cell) {
            const int digit = puzzle.grid[cell];
            if (digit == 0) {
                ++root.empty;
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
        return true;
    }

    // Returns false once the caller wants no more solutions.
    bool run(State& s) {
        Choice choice;
        Analysis analysis;
        for (;;) {
            if (s.empty == 0) return on_solution_(s.digits);
            choice = Choice{};
            if (!analyse(s, analysis, choice)) return true;
            if (choice.count > 1) break;
            // A forced move: place it here, without a copy of the state.
            Placement forced{};
            for_each_placement(s, analysis, choice, [&](const Placement& p) {
                forced = p;
                return false;
            });
            s.put(forced);
            if (stats_) ++stats_->nodes;
        }
        bool go_on = true, first = true;
        for_each_placement(s, analysis, choice, [&](const Placement& p) {
            if (stats_) {
                ++stats_->nodes;
                if (!first) ++stats_->guesses;
            }
            first = false;
            State next = s;
            next.put(p);
            go_on = run(next);
            return go_on;
        });
        return go_on;
    }

private:
    OnSolution on_solution_;
    SearchStats* stats_;
};

template <class OnSolution>
bool search(const Puzzle& puzzle, OnSolution on_solution, SearchStats* stats) {
    State root;
    if (!Search<OnSolution>::start(puzzle, root)) return false;
    Search<OnSolution>(on_solution, stats).run(root);
    return true;
}

}  // namespace

bool solve(const Puzzle& puzzle, Grid& solution, SearchStats* stats) {
    bool found = false;
    search(
        puzzle,
        [&](const Grid& grid) {
            solution = grid;
            found = true;
            return false;
        },
        stats);
    return found;
}

int count_grids(const Puzzle& puzzle, int limit) {
    assert(limit >= 1 && limit <= 16);
    std::array<Grid, 16> grids;
    int found = 0;
    search(
        puzzle,
        [&](const Grid& grid) {
            for (int i = 0; i < found; ++i)
                if (grids[i] == grid) return true;
            grids[found++] = grid;
            return found < limit;
        },
        nullptr);
    return found;
}

}  // namespace sudoku::sudominoku
