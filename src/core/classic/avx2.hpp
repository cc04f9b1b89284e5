// Where the classic core's AVX2 paths are built (SUDOKU_AVX2_SWEEP) and how
// a function is compiled for AVX2 (SUDOKU_AVX2) in a build for any x86-64:
// each such path runs only after vector_sweep_available() has said yes.
#pragma once

#if (defined(__x86_64__) || defined(_M_X64)) && (defined(__GNUC__) || defined(_MSC_VER)) && !defined(__MINGW32__)
// MinGW's GCC does not align the stack for spilled 256-bit registers (GCC bug 54412): the portable paths there.
#define SUDOKU_AVX2_SWEEP 1
#include <immintrin.h>
#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
#define SUDOKU_AVX2
#else
#define SUDOKU_AVX2 __attribute__((target("avx2")))
#endif
#endif
