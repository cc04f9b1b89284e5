// Hand-drawn Sudominoku states for the analysis's unit tests: BOJ 4574's
// sample answer with a few cells opened again, every domino free.
#pragma once

#include <algorithm>
#include <initializer_list>

#include "core/sudominoku/state.hpp"
#include "test_support.hpp"

namespace sudoku::sudominoku::detail {

// Row 'A'-'I', column 1-9.
constexpr int cell(char row, int column) { return 9 * (row - 'A') + column - 1; }

// The sample's answer with `open` emptied, every domino unused.
inline State opened(std::initializer_list<int> open) {
    const Grid solution = test::grids_in("samples/4574/boj_sample.out").at(0);
    State s;
    for (int a = 1; a <= 9; ++a) s.partners[a] = kAllDigits & ~digit_bit(a);
    for (int c = 0; c < kCells; ++c) {
        if (std::find(open.begin(), open.end(), c) != open.end()) {
            s.open.add(c);
            ++s.empty;
            continue;
        }
        s.digits[c] = solution[c];
        s.used.place(c, solution[c]);
    }
    return s;
}

}  // namespace sudoku::sudominoku::detail
