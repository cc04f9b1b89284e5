// The general core's propagation: what a placement implies, to a fixpoint.
//
// Contents:
//   Work                 the propagation's queues, owned by the search and
//                        lent to each Propagator, empty between runs
//   Propagator::place()  a digit into a cell: it leaves the cells of the
//                        cell's houses that still have it (read off `places`)
//   eliminate()          digits out of a cell, `places` kept in step
//   queue_all()          what a board laid out at once holds (singles, locked
//                        candidates), which no loss announced
//   run()                to a fixpoint: singles placed, then locked candidates,
//                        and back while any is left
//
// Event driven: every loss of a digit from a cell clears its bit in the
// three houses' `places` and looks at what is left there, one word each.
// None left: a contradiction. One left, the digit not yet placed in the house:
// a hidden single, queued as a cell's one candidate (a naked single) is (two
// hidden singles of different digits at one cell: a contradiction). All
// left in one segment: a locked candidate, the house and digit queued. So no
// step rescans a house; a house where nothing was lost has nothing new to say.
// The rules only take candidates away, so their fixpoint is the same in any
// order (the search's tree with it): singles go first as the cheaper ones.
#pragma once

#include <array>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>

#include "board.hpp"

namespace sudoku::general {

// A propagation's queues: the singles to place, and per house the digits whose
// places shrank into one segment, with a stack of those houses. Each cell turns
// single once and each (house, digit) once, so the queue holds them all; each
// house is on the stack at most once (while its digits are pending).
template <int n>
struct Work {
    using S = Shape<n>;
    static constexpr int kQueue = S::kCells + S::kHouses * S::kSide;
    std::array<std::uint16_t, kQueue> singles;  // cell * 32 + digit index
    std::array<std::uint8_t, S::kCells> hidden{};  // per cell, 1 + the digit index of a hidden single queued there, else 0
    // Indices of a type that no Mask store may alias (int may: unsigned int
    // is its unsigned twin), so that the compiler keeps them in registers.
    std::ptrdiff_t head = 0, tail = 0;
    std::array<Mask, S::kHouses> pending{};  // digits to look at for locked candidates
    std::array<std::uint8_t, S::kHouses + 1> houses;  // those with pending digits; one spare, written and not kept
    std::ptrdiff_t top = 0;

    bool idle() const {
        for (const auto digit : hidden)
            if (digit != 0) return false;
        return head == tail && top == 0;
    }
    // After a contradiction, what was left queued.
    void discard() {
        for (; head < tail; ++head) hidden[singles[head] / 32] = 0;
        head = tail = 0;
        while (top > 0) pending[houses[--top]] = 0;
    }
};

template <int n>
class Propagator {
    using S = Shape<n>;

public:
    Propagator(Board<n>& board, Work<n>& work) : b_(board), w_(work) { assert(w_.idle()); }
    ~Propagator() { w_.discard(); }
    Propagator(const Propagator&) = delete;
    Propagator& operator=(const Propagator&) = delete;

    // Puts the digit `digit` (one bit) at `cell`. False when it was no longer
    // possible there, or the loss of a candidate is a contradiction.
    bool place(int cell, Mask digit) {
        if (!b_.is_unsolved(cell)) return b_.masks[cell] == digit;
        const Mask before = b_.masks[cell];
        const auto& slots = kCellSlots<n>[cell];
        if ((before & digit) == 0) return false;
        for (const Slot s : slots)
            if (b_.placed[s.house] & digit) return false;
        b_.masks[cell] = digit;
        b_.mark_placed(cell);
        for (const Slot s : slots) b_.placed[s.house] |= digit;  // before the peers lose it: their box may be this one
        if (!lose(cell, before & ~digit)) return false;
        const int d = std::countr_zero(digit);
        return clear_peers<0>(cell, d) && clear_peers<1>(cell, d) && clear_peers<2>(cell, d);
    }

    // Takes `digits` out of `cell`. False when none is left or a digit
    // has no place left in a house.
    bool eliminate(int cell, Mask digits) {
        const Mask before = b_.masks[cell];
        const Mask lost = before & digits;
        if (lost == 0) return true;
        const Mask after = before & ~digits;
        b_.masks[cell] = after;
        if (after == 0) return false;
        if (single_bit(after)) push_single(cell, std::countr_zero(after));
        return lose(cell, lost);
    }

    // What a board laid out at once holds that no loss announced: its naked
    // and hidden singles and its locked candidates queued. False on a
    // contradiction: a cell without candidates, a digit without a place.
    bool queue_all() {
        for (int cell = 0; cell < S::kCells; ++cell)
            if (b_.is_unsolved(cell)) {
                const Mask m = b_.masks[cell];
                if (m == 0) return false;
                if (single_bit(m)) push_single(cell, std::countr_zero(m));
            }
        for (int h = 0; h < S::kHouses; ++h)
            for (Mask open = S::kAllDigits & ~b_.placed[h]; open != 0; open &= open - 1) {
                const int d = std::countr_zero(open);
                const Mask left = b_.places[h][d];
                if (single_bit(left)) { if (!push_hidden(kHouseCells<n>[h][std::countr_zero(left)], d)) return false; }
                else if (left == 0) return false;
                else if (in_one_segment(h, left)) push_locked(h, d);
            }
        return true;
    }

    // To a fixpoint; false on a contradiction.
    bool run() {
        for (;;) {
            if (!drain()) return false;
            if (w_.top == 0) return true;
            const int h = w_.houses[--w_.top];
            Mask digits = w_.pending[h];
            w_.pending[h] = 0;
            for (; digits != 0; digits &= digits - 1)
                if (!locked(h, std::countr_zero(digits))) return false;
        }
    }

private:
    // A digit's last place in a house, queued unless it is already; false
    // when another digit's is queued at the cell: a contradiction found here
    // rather than when the first is placed, after every single queued before it.
    // (As a helper taking the whole ladder after a loss it was not inlined: 6% slower.)
    bool push_hidden(int cell, int d) {
        auto& queued = w_.hidden[cell];
        if (queued != 0) return queued == d + 1;
        queued = static_cast<std::uint8_t>(d + 1);
        push_single(cell, d);
        return true;
    }

    void push_single(int cell, int d) {
        assert(w_.tail < Work<n>::kQueue);
        w_.singles[w_.tail++] = static_cast<std::uint16_t>(32 * cell + d);
    }

    // Places the queued singles, and the singles those make.
    bool drain() {
        while (w_.head < w_.tail) {
            const int entry = w_.singles[w_.head++];
            const int cell = entry / 32;
            const Mask digit = Mask{1} << (entry % 32);
            w_.hidden[cell] = 0;
            // A cell may be queued twice, as its last candidate and as a digit's
            // last place (push_hidden() stops only a second hidden single): the
            // repeat is skipped here, not by a call.
            if (!b_.is_unsolved(cell)) {
                if (b_.masks[cell] != digit) return false;
                continue;
            }
            if (!place(cell, digit)) return false;
        }
        w_.head = w_.tail = 0;
        return true;
    }

    // `cell` has lost `digits`: out of its houses' places, each looked at.
    bool lose(int cell, Mask digits) {
        for (; digits != 0; digits &= digits - 1) {
            const int d = std::countr_zero(digits);
            for (const Slot s : kCellSlots<n>[cell]) {
                // Never true since place() clears its peers itself (a cell with the
                // digit lacks it placed in its houses), but taking it out measured
                // about 2% slower on the bench, in time only: code layout.
                if (b_.placed[s.house] >> d & 1) {
                    b_.places[s.house][d] &= ~(Mask{1} << s.position);
                    continue;
                }
                const Mask left = b_.places[s.house][d] &= ~(Mask{1} << s.position);
                if (single_bit(left)) { if (!push_hidden(kHouseCells<n>[s.house][std::countr_zero(left)], d)) return false; }
                else if (left == 0) return false;
                else if (in_one_segment(s.house, left)) push_locked(s.house, d);
            }
        }
        return true;
    }

    // Digit index `d`, just placed at `cell`, out of the other cells of the
    // cell's house in slot `i` (row, column, box). That house's places are
    // the cell's alone from here, set at once, so each peer's loss is looked
    // at in its two other houses only: a third of the work of eliminate().
    template <int i>
    bool clear_peers(int cell, int d) {
        const Slot s = kCellSlots<n>[cell][i];
        Mask rest = b_.places[s.house][d] & ~(Mask{1} << s.position);
        b_.places[s.house][d] = Mask{1} << s.position;
        for (; rest != 0; rest &= rest - 1)
            if (!lose_to_peer<i>(kHouseCells<n>[s.house][std::countr_zero(rest)], d)) return false;
        return true;
    }

    // eliminate() of digit index `d` from a peer of a placed cell, which shares
    // the house in slot `i` with it (the same slot in every cell: row, column, box).
    template <int i>
    bool lose_to_peer(int cell, int d) {
        const Mask after = b_.masks[cell] & ~(Mask{1} << d);  // `places` says it had d
        b_.masks[cell] = after;
        if (after == 0) return false;
        if (single_bit(after)) push_single(cell, std::countr_zero(after));
        for (int j = 0; j < 3; ++j) {
            if (j == i) continue;
            const Slot s = kCellSlots<n>[cell][j];
            const Mask left = b_.places[s.house][d] &= ~(Mask{1} << s.position);
            // Only the placed cell's box can have the digit placed: a row's or
            // column's peer in it (the box's others in its row and column are
            // gone by then). Any other house of a cell with the digit lacks it.
            if (i < 2 && j == 2 && (b_.placed[s.house] >> d & 1)) continue;
            assert((b_.placed[s.house] >> d & 1) == 0);
            if (single_bit(left)) { if (!push_hidden(kHouseCells<n>[s.house][std::countr_zero(left)], d)) return false; }
            else if (left == 0) return false;
            else if (in_one_segment(s.house, left)) push_locked(s.house, d);
        }
        return true;
    }

    // Whether the places `left` (two or more) of an open digit in house `h`
    // lie in one segment: a row's or column's in one box, a box's in one row
    // or column (the runs drawn in board.hpp).
    static bool in_one_segment(int h, Mask left) {
        if constexpr (n == 1) {
            return false;
        } else {
            const int first = std::countr_zero(left);  // tables, not a division by n
            if ((left & ~kRunAt<n>[first]) == 0) return true;
            return h >= 2 * S::kSide && (left & ~kBoxColumnAt<n>[first]) == 0;
        }
    }

    // Without a branch on whether the house is new to the stack (sampling put
    // the branch at 4-6% of the time): its entry written anyway, kept or not.
    void push_locked(int h, int d) {
        w_.houses[w_.top] = static_cast<std::uint8_t>(h);
        w_.top += w_.pending[h] == 0;
        w_.pending[h] |= Mask{1} << d;
    }

    // Locked candidates for digit index `d` in house `h`, on its places now.
    // Pointing: a box's places in one row (column) clear the rest of that row
    // (column). Claiming: a row's (column's) places in one box clear the rest
    // of that box.
    bool locked(int h, int d) {
        if (b_.placed[h] >> d & 1) return true;
        const Mask left = b_.places[h][d];
        const int first = std::countr_zero(left);
        const bool one_run = first / n == (static_cast<int>(std::bit_width(left)) - 1) / n;
        if (h < 2 * S::kSide) {
            if (!one_run) return true;
            const int line = h % S::kSide;
            if (h < S::kSide)  // a row: band line / n, stack first / n
                return clear(2 * S::kSide + line / n * n + first / n, d, ~(kRunOfN<n> << (n * (line % n))));
            return clear(2 * S::kSide + first / n * n + line / n, d, ~(kEveryNth<n> << (line % n)));
        }
        const int band = (h - 2 * S::kSide) / n, stack = (h - 2 * S::kSide) % n;
        if (one_run && !clear(n * band + first / n, d, ~(kRunOfN<n> << (n * stack)))) return false;
        if ((left & ~(kEveryNth<n> << (first % n))) == 0)
            return clear(S::kSide + n * stack + first % n, d, ~(kRunOfN<n> << (n * band)));
        return true;
    }

    // Digit index `d` out of the cells of house `h` at the positions `where`.
    bool clear(int h, int d, Mask where) {
        for (Mask rest = b_.places[h][d] & where; rest != 0; rest &= rest - 1)
            if (!eliminate(kHouseCells<n>[h][std::countr_zero(rest)], Mask{1} << d)) return false;
        return true;
    }

    Board<n>& b_;
    Work<n>& w_;
};

}  // namespace sudoku::general
