// Unions of per-digit values over sets of digits, by table (private to the
// Sudominoku core's analysis).
#pragma once

#include <array>

#include "state.hpp"

namespace sudoku::sudominoku::detail {

// The union of per-digit values (masks, boards) over any set of digits, by
// three tables over digits 1-3, 4-6 and 7-9 of the set: three lookups rather
// than a loop over the set's digits.
template <class T>
class UnionByThirds {
public:
    template <class ValueOf>
    explicit UnionByThirds(ValueOf value_of) {
        for (int third = 0; third < 3; ++third) {
            const T a = value_of(3 * third + 1), b = value_of(3 * third + 2), c = value_of(3 * third + 3);
            table_[third] = {T{}, a, b, T(a | b), c, T(a | c), T(b | c), T(a | b | c)};
        }
    }
    T operator()(DigitMask digits) const { return table_[0][digits & 7] | table_[1][digits >> 3 & 7] | table_[2][digits >> 6]; }

private:
    std::array<std::array<T, 8>, 3> table_;
};

}  // namespace sudoku::sudominoku::detail
