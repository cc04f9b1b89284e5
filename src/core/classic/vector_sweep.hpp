// The classic core's vector sweep: the band and stack steps of
// Propagator::run() over the whole board at once, branch-free, where the CPU
// has the vector unit (AVX2 on x86-64, checked once at startup). Elsewhere,
// and when switched off, the propagator's portable sweep does the same work
// word by word; both reach the same fixpoint, so answers and nodes agree.
#pragma once

#include "board.hpp"

namespace sudoku::classic {

// Propagator::run() whole: the band step over every word and the stack step
// over every digit and naked singles, pass after pass, to the fixpoint.
// False on a contradiction (a digit with no pattern left in a band or stack,
// a cell settled by two digits or left with none), with the board left as it
// was. `pairs[0-3]`: the unsolved cells with two candidates left, each band's
// (3: 0), which the search would otherwise count again.
using VectorSweep = bool (*)(Board& board, BandWord* pairs);

// The sweep for this CPU, or nullptr for the portable one.
VectorSweep vector_sweep();

// Whether this CPU and build have a vector sweep at all.
bool vector_sweep_available();

// For tests and the bench: false makes every propagator from now on use the
// portable sweep, true the vector one where available. Returns the setting before.
bool use_vector_sweep(bool on);

}  // namespace sudoku::classic
