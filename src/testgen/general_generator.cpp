#include "sudoku/testgen/general_generator.hpp"

#include <array>
#include <bit>
#include <numeric>
#include <vector>

#include "sudoku/core/general_solver.hpp"

namespace sudoku {
namespace {

// Dead ends one fill may meet before it starts afresh: a 25x25 fill that
// goes wrong early would otherwise search a subtree it cannot leave.
constexpr int kDeadEndsPerFill = 200;

// The digits each row, column and box still lacks, bit d - 1 for digit d.
// Its own small fill, not the solver, on purpose: the solver's search order
// may change for speed, and the same seed must keep giving the same grid.
class RandomFill {
public:
    RandomFill(int box_size, Random& random) : n_(box_size), side_(box_size * box_size), random_(random), grid_(box_size) {
        const std::uint32_t all = (std::uint32_t{1} << side_) - 1;
        rows_.fill(all), columns_.fill(all), boxes_.fill(all);
    }

    // False when the fill met its dead-end budget.
    bool run() { return fill(); }
    const GeneralGrid& grid() const { return grid_; }

private:
    int box(int cell) const { return cell / side_ / n_ * n_ + cell % side_ / n_; }
    std::uint32_t open(int cell) const { return rows_[cell / side_] & columns_[cell % side_] & boxes_[box(cell)]; }
    void toggle(int cell, std::uint32_t bit) {
        rows_[cell / side_] ^= bit, columns_[cell % side_] ^= bit, boxes_[box(cell)] ^= bit;
    }

    bool fill() {
        int best = -1, fewest = 64;
        for (int cell = 0; cell < grid_.cells(); ++cell)
            if (grid_[cell] == 0 && std::popcount(open(cell)) < fewest) best = cell, fewest = std::popcount(open(cell));
        if (best < 0) return true;
        std::array<int, GeneralGrid::kMaxSide> values{};
        int count = 0;
        for (std::uint32_t m = open(best); m != 0; m &= m - 1) values[count++] = std::countr_zero(m) + 1;
        random_.shuffle(values, static_cast<std::size_t>(count));
        for (int i = 0; i < count; ++i) {
            const std::uint32_t bit = std::uint32_t{1} << (values[i] - 1);
            grid_.set(best, values[i]);
            toggle(best, bit);
            if (fill()) return true;
            toggle(best, bit);
            if (dead_ends_ > kDeadEndsPerFill) break;
        }
        grid_.set(best, 0);
        ++dead_ends_;
        return false;
    }

    int n_, side_;
    Random& random_;
    GeneralGrid grid_;
    std::array<std::uint32_t, GeneralGrid::kMaxSide> rows_{}, columns_{}, boxes_{};
    int dead_ends_ = 0;
};

bool stays_unique(const GeneralGrid& puzzle, std::uint64_t check_nodes) {
    if (check_nodes == 0) return general::count_solutions(puzzle, 2) == 1;
    const auto bounded = general::count_solutions_within(puzzle, 2, check_nodes);
    return !bounded.gave_up && bounded.count == 1;
}

}  // namespace

GeneralGrid random_general_solution(int box_size, Random& random) {
    for (;;) {
        RandomFill fill(box_size, random);
        if (fill.run()) return fill.grid();
    }
}

GeneralGrid generate_general(int box_size, std::uint64_t seed, const GeneralPuzzleOptions& options) {
    Random random(seed);
    GeneralGrid puzzle = random_general_solution(box_size, random);
    std::vector<int> order(static_cast<std::size_t>(puzzle.cells()));
    std::iota(order.begin(), order.end(), 0);
    random.shuffle(order);
    int givens = puzzle.cells();
    for (const int cell : order) {
        if (givens <= options.givens) break;
        const int value = puzzle[cell];
        puzzle.set(cell, 0);
        if (options.sparse || stays_unique(puzzle, options.check_nodes)) --givens;
        else puzzle.set(cell, value);
    }
    return puzzle;
}

}  // namespace sudoku
