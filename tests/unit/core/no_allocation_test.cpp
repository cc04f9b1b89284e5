// The solvers allocate nothing while they search: this program counts every
// call of the global operator new, and a solve must leave the count where it
// found it. It is an executable of its own because the replacement reaches
// everything linked with it. (libstdc++'s std::stable_sort took a heap buffer
// at every Sudominoku branch point until this test was written.)
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/region_solver.hpp"
#include "sudoku/core/sudominoku_solver.hpp"
#include "sudoku/core/target_score.hpp"
#include "test_support.hpp"

namespace {
std::atomic<long> allocations{0};
}  // namespace

// The throwing single-object form is the one the others (arrays, nothrow)
// come down to in libstdc++ and libc++.
void* operator new(std::size_t size) {
    allocations.fetch_add(1, std::memory_order_relaxed);
    if (void* memory = std::malloc(size == 0 ? 1 : size)) return memory;
    throw std::bad_alloc();
}
void operator delete(void* memory) noexcept { std::free(memory); }
void operator delete(void* memory, std::size_t) noexcept { std::free(memory); }

namespace sudoku {
namespace {

template <class F>
long allocations_during(F&& f) {
    const long before = allocations.load();
    f();
    return allocations.load() - before;
}

TEST(NoAllocation, TheCounterSeesAnAllocation) {
    // A test that cannot fail is no test: the count must move when something
    // allocates (through a volatile pointer, which the compiler cannot elide).
    EXPECT_EQ(allocations_during([] {
                  void* volatile memory = ::operator new(64);
                  ::operator delete(memory);
              }),
              1);
}

TEST(NoAllocation, ClassicSolvingAndCountingAllocateNothing) {
    for (const auto& line : test::read_puzzle_lines("tests/data/classic_tail24.txt")) {
        const Grid puzzle = test::grid_from_line(line.puzzle);
        Grid solution;
        bool solved = false;
        EXPECT_EQ(allocations_during([&] { solved = classic::solve(puzzle, solution); }), 0) << line.puzzle;
        EXPECT_TRUE(solved) << line.puzzle;
        EXPECT_EQ(allocations_during([&] { classic::count_solutions(puzzle, 2); }), 0) << line.puzzle;
    }
}

TEST(NoAllocation, TheRegionCoreAndTheTargetScoreAllocateNothing) {
    const regions::RegionMap boxes = regions::box_regions();
    for (const auto& line : test::read_puzzle_lines("tests/data/classic_tail24.txt")) {
        const Grid puzzle = test::grid_from_line(line.puzzle);
        regions::RegionAnswer answer;
        EXPECT_EQ(allocations_during([&] { answer = regions::count_to_two(puzzle, boxes); }), 0) << line.puzzle;
        EXPECT_EQ(answer.count, 1) << line.puzzle;
        target::TargetAnswer best;
        EXPECT_EQ(allocations_during([&] { best = target::best_score(puzzle); }), 0) << line.puzzle;
        EXPECT_EQ(best.score, target::score_of(best.best)) << line.puzzle;
    }
}

// Counting keeps each distinct grid it finds (a set's node each), and
// allocates nothing else.
TEST(NoAllocation, SudominokuSolvingAllocatesNothingAndCountingOnlyPerGrid) {
    for (const std::string name : {"samples/4574/boj_sample.in", "samples/4574/hunted.in", "tests/data/sudominoku_no_tiling.in"}) {
        const auto puzzles = test::puzzles_in(name);
        ASSERT_FALSE(puzzles.empty()) << name;
        for (std::size_t i = 0; i < puzzles.size(); ++i) {
            Grid solution;
            EXPECT_EQ(allocations_during([&] { sudominoku::solve(puzzles[i], solution); }), 0) << name << " " << i + 1;
            sudominoku::GridCount count;
            const long counted = allocations_during([&] { count = sudominoku::count_grids(puzzles[i], 2); });
            EXPECT_LE(counted, count.grids) << name << " " << i + 1;
        }
    }
}

}  // namespace
}  // namespace sudoku
