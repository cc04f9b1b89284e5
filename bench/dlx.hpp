// The yardstick for the general core: Knuth's Algorithm X with dancing links
// ("Dancing Links", 2000) and his fewest-options heuristic (branch on a
// column of minimum size, the first on a tie), for n²×n² Sudoku. Bench only:
// nothing in src/ may use it.
//
// The exact cover: 4 side² columns (a cell filled; a digit in a row, in a
// column, in a box) and a row per (cell, digit) a blank cell may take. The
// givens are settled before the matrix is built, as fast DLX Sudoku solvers
// do: their columns and the rows they rule out are never linked.
#pragma once

#include <chrono>
#include <utility>
#include <vector>

#include "sudoku/core/general_grid.hpp"

namespace bench {

class Dlx {
public:
    // Solutions up to `limit` (min(count, limit)), the first in `first` when
    // not null. The arrays are kept between calls, so that a caller timing
    // many puzzles times the search and the links, not the allocator.
    int count(const sudoku::GeneralGrid& puzzle, int limit, sudoku::GeneralGrid* first = nullptr);
    bool solve(const sudoku::GeneralGrid& puzzle, sudoku::GeneralGrid& solution) { return count(puzzle, 1, &solution) == 1; }
    // Jigsaw: the third house of each cell its entry here (0..side-1) instead
    // of its box; empty (the default) for boxes.
    void set_regions(std::vector<int> regions) { regions_ = std::move(regions); }

    long long updates() const { return updates_; }  // links changed, Knuth's cost measure
    long long nodes() const { return nodes_; }       // the last call's search nodes (branch points), solutions not counted

    // A bound on each call's time, for a benchmark that must end: a search
    // past it stops, and aborted() says so (the count is then a lower bound).
    void set_time_limit(std::chrono::duration<double> limit) { time_limit_ = limit; }
    bool aborted() const { return aborted_; }

private:
    bool build(const sudoku::GeneralGrid& puzzle);
    int add_node(int column);
    void cover(int column);
    void uncover(int column);
    bool search();  // true once the limit is reached

    // Nodes 0..columns-1 are the column headers, `root` after them, then the rows' nodes.
    std::vector<int> left_, right_, up_, down_, column_, option_;  // option_: (cell, digit) as cell * side + digit - 1
    std::vector<int> size_;
    std::vector<int> chosen_;  // the options on the current path
    std::vector<int> regions_;
    int root_ = 0, side_ = 0, limit_ = 1, found_ = 0;
    long long updates_ = 0;
    std::chrono::duration<double> time_limit_{1e9};
    std::chrono::steady_clock::time_point deadline_;
    long long nodes_ = 0;
    bool aborted_ = false;
    sudoku::GeneralGrid puzzle_, *first_ = nullptr;
};

}  // namespace bench
