// Counting, bit-sliced: for each bit position of the words added, whether one,
// two, three or four of them had it. One word per level, so a whole band (or a
// unit, or the nine digits of a minirow) is counted with a few ANDs and ORs,
// never a loop over bits. The classic core counts candidates this way; levels
// a caller never reads cost nothing, the compiler drops them.
#pragma once

namespace sudoku {

template <class Word>
struct SlicedCount {
    Word at_least1 = 0, at_least2 = 0, at_least3 = 0, at_least4 = 0;

    constexpr void add(Word bits) {
        at_least4 |= at_least3 & bits;
        at_least3 |= at_least2 & bits;
        at_least2 |= at_least1 & bits;
        at_least1 |= bits;
    }
    constexpr Word exactly2() const { return at_least2 & ~at_least3; }
    constexpr Word exactly3() const { return at_least3 & ~at_least4; }
};

}  // namespace sudoku
