// The region core: propagation on per-digit cell sets (regions/propagator.hpp)
// and a depth-first search over copies of the board, counting to a limit.
//
// Contents:
//   check_regions(), box_regions()   the partition checked; the boxes as one
//   choose_branch()                  a pair cell, or a digit's two places in
//                                    a house, or the fewest-candidate cell
//   Search::start()                  the givens placed and propagated
//   Search::run()                    one node: solved, or branch
//   count_solutions()                the entry point
//
// Measured choices, with their figures: doc/solver-notes.md, "The region core".
#include "sudoku/core/region_solver.hpp"

#include <cassert>

#include "bit_counts.hpp"
#include "givens.hpp"
#include "regions/board.hpp"
#include "regions/propagator.hpp"

namespace sudoku::regions {
namespace {

// Whether a region's cells are joined: a flood from its first cell over
// orthogonal neighbours within the region reaches nine.
bool is_connected(const RegionMap& regions, int region) {
    std::array<bool, kCells> reached{};
    std::array<int, kCells> stack{};
    int top = 0, count = 0;
    for (int cell = 0; cell < kCells && top == 0; ++cell)
        if (regions[cell] == region) reached[cell] = true, stack[top++] = cell;
    while (top > 0) {
        const int cell = stack[--top];
        ++count;
        const int row = cell / 9, column = cell % 9;
        const std::array<std::array<int, 2>, 4> steps = {{{row - 1, column}, {row + 1, column}, {row, column - 1}, {row, column + 1}}};
        for (const auto& [r, c] : steps) {
            if (r < 0 || r > 8 || c < 0 || c > 8) continue;
            const int next = 9 * r + c;
            if (regions[next] == region && !reached[next]) reached[next] = true, stack[top++] = next;
        }
    }
    return count == 9;
}

// Range and sizes only: what the search needs.
RegionCheck check_sizes(const RegionMap& regions) {
    std::array<int, 9> sizes{};
    for (int cell = 0; cell < kCells; ++cell) {
        if (regions[cell] > 8) return {RegionError::out_of_range, cell};
        ++sizes[regions[cell]];
    }
    for (int region = 0; region < 9; ++region)
        if (sizes[region] != 9) return {RegionError::wrong_size, region};
    return {};
}

// A branch point: a cell and its candidates, or a digit and its places in a house.
struct Branch {
    int cell = -1;  // >= 0: branch on this cell's digits
    int digit = 0;  // else on this digit's places ...
    CellSet places{};  // ... these
};

// A pair cell, the one with most open peers (a guess there has most to
// propagate into); when no cell has two candidates, a digit with two places
// in some house; else the first cell with fewest candidates. Counts:
// doc/solver-notes.md, "The region core".
Branch choose_branch(const Board& board, const Layout& layout) {
    std::array<SlicedCount<BandWord>, 3> candidates;
    for (int band = 0; band < 3; ++band)
        for (const CellSet& w : board.words) candidates[band].add(w[band]);
    Branch branch;
    for (int band = 0, most_peers = -1; band < 3; ++band)
        for (BandWord rest = board.unsolved[band] & candidates[band].exactly2(); rest != 0; rest &= rest - 1) {
            const int cell = 27 * band + std::countr_zero(rest);
            const int peers = size_of(intersection(layout.peers[cell], board.unsolved));
            if (peers > most_peers) most_peers = peers, branch.cell = cell;
        }
    if (branch.cell >= 0) return branch;
    for (int digit = 0; digit < 9; ++digit)
        for (const CellSet& house : layout.houses) {
            const CellSet here = intersection(board.words[digit], house);
            if (size_of(here) == 2) return {-1, digit, here};  // both open: a settled digit has one place
        }
    for (int band = 0, fewest = 10; band < 3; ++band) {
        const BandWord open = board.unsolved[band];
        const std::array<BandWord, 2> with = {open & candidates[band].exactly3(), open & candidates[band].at_least4};
        for (int n = 0; n < 2; ++n)
            if (with[n] && 3 + n < fewest) {
                fewest = 3 + n;
                branch.cell = 27 * band + std::countr_zero(with[n]);
            }
    }
    return branch;
}

class Search {
public:
    Search(const Layout& layout, int limit, SearchStats* stats) : layout_(layout), limit_(limit), stats_(stats) {}

    // The board of the givens, propagated; false when they contradict each other.
    bool start(const Grid& puzzle, Board& board) const {
        board.unsolved = {kBandCells, kBandCells, kBandCells, 0};
        for (CellSet& w : board.words) w = board.unsolved;
        Propagator propagator(board, layout_);
        propagator.mark_all_changed();
        return place_givens(puzzle, propagator);
    }

    void run(const Board& board) {
        if (stats_) ++stats_->nodes;
        if (board.solved()) {
            if (found_++ == 0) first_ = grid_of(board);
            return;
        }
        assert(board.sanity(layout_));
        const Branch branch = choose_branch(board, layout_);
        if (branch.cell >= 0) return branch_on_cell(board, branch.cell);
        branch_on_places(board, branch.digit, branch.places);
    }

    int found() const { return found_; }
    const Grid& first_solution() const { return first_; }

private:
    void branch_on_cell(const Board& board, int cell) {
        const int band = cell / 27, bit = cell % 27;
        for (int digit = 0, tried = 0; digit < 9 && found_ < limit_; ++digit) {
            if (!(board.words[digit][band] >> bit & 1)) continue;
            if (tried++ > 0 && stats_) ++stats_->guesses;
            try_placing(board, digit, cell);
        }
    }

    void branch_on_places(const Board& board, int digit, CellSet places) {
        for (int tried = 0; !is_empty(places) && found_ < limit_; ++tried) {
            const int cell = first_cell(places);
            places[cell / 27] &= places[cell / 27] - 1;
            if (tried > 0 && stats_) ++stats_->guesses;
            try_placing(board, digit, cell);
        }
    }

    void try_placing(const Board& board, int digit, int cell) {
        Board next = board;
        Propagator propagator(next, layout_);
        if (propagator.place(digit, cell) && propagator.run()) run(next);
    }

    static Grid grid_of(const Board& board) {
        Grid grid{};
        for (int digit = 0; digit < 9; ++digit)
            for (int band = 0; band < 3; ++band)
                for (BandWord rest = board.words[digit][band]; rest != 0; rest &= rest - 1)
                    grid[27 * band + std::countr_zero(rest)] = static_cast<std::uint8_t>(digit + 1);
        return grid;
    }

    const Layout& layout_;
    int limit_;
    SearchStats* stats_;
    int found_ = 0;
    Grid first_{};
};

}  // namespace

RegionMap box_regions() {
    RegionMap regions{};
    for (int cell = 0; cell < kCells; ++cell) regions[cell] = static_cast<std::uint8_t>(box_of(cell));
    return regions;
}

RegionCheck check_regions(const RegionMap& regions) {
    if (const RegionCheck sizes = check_sizes(regions); sizes.error != RegionError::none) return sizes;
    for (int region = 0; region < 9; ++region)
        if (!is_connected(regions, region)) return {RegionError::disconnected, region};
    return {};
}

RegionAnswer count_solutions(const Grid& puzzle, const RegionMap& regions, int limit, SearchStats* stats) {
    RegionAnswer answer;
    if (const RegionCheck sizes = check_sizes(regions); sizes.error != RegionError::none) {
        answer.error = sizes.error;
        return answer;
    }
    const Layout layout(regions);
    Board root;
    Search search(layout, limit, stats);
    if (!search.start(puzzle, root)) return answer;
    search.run(root);
    answer.count = search.found();
    if (answer.count > 0) answer.first = search.first_solution();
    return answer;
}

}  // namespace sudoku::regions
