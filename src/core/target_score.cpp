// The target Sudoku (P1074): branch and bound over the classic core's board
// and propagator, which it shares through their headers: the same
// propagation that finds one solution fast also narrows the candidates the
// bound reads, and a node costs what one of the classic search costs.
//
// Contents:
//   Lines                     a board read for the bound: each cell's largest
//                             candidate, each house's missing digits
//   house_bound(), bound()    the bound of a row, column or box, and of the board
//   choose_cell()             the heaviest open cell, fewest candidates first
//   Search::run()             one node: a better solution, a cut, or branch
//   best_score()              the entry point
//
// Measured choices, with their figures: doc/solver-notes.md, "The target score".
#include "sudoku/core/target_score.hpp"

#include <algorithm>
#include <array>
#include <bit>

#include "bit_counts.hpp"
#include "givens.hpp"
#include "classic/board.hpp"
#include "classic/propagator.hpp"

namespace sudoku::target {
namespace {

using classic::BandWord;
using classic::Board;
using classic::kBandCells;
using classic::Propagator;

constexpr auto make_weights() {
    std::array<int, kCells> weights{};
    for (int cell = 0; cell < kCells; ++cell) weights[cell] = weight(cell);
    return weights;
}
inline constexpr auto kWeights = make_weights();

// The positions of a row (or column) from the centre out: in every row the
// weights never grow along this order, so pairing digits largest first with
// open cells in this order pairs them with the heaviest first.
inline constexpr std::array<int, 9> kCentreOut = {4, 3, 5, 2, 6, 1, 7, 0, 8};

// A board as the bound reads it.
struct Lines {
    std::array<int, kCells> largest{};    // each cell's largest candidate (a settled cell's digit)
    std::array<bool, kCells> open{};      // not settled
    std::array<unsigned, 9> row_missing{}, column_missing{}, box_missing{};  // digit masks (bit d - 1) not settled there

    explicit Lines(const Board& board) {
        row_missing.fill(0x1FF);
        column_missing.fill(0x1FF);
        box_missing.fill(0x1FF);
        for (int band = 0; band < 3; ++band) {
            BandWord remaining = kBandCells;
            for (int digit = 8; digit >= 0; --digit) {
                const BandWord mine = board.word(digit, band) & remaining;
                remaining &= ~mine;
                for (BandWord rest = mine; rest != 0; rest &= rest - 1) largest[27 * band + std::countr_zero(rest)] = digit + 1;
            }
            for (int bit = 0; bit < 27; ++bit) {
                const int cell = 27 * band + bit;
                open[cell] = board.unsolved[band] >> bit & 1;
                if (!open[cell]) {
                    row_missing[cell / 9] &= ~(1u << (largest[cell] - 1));
                    column_missing[cell % 9] &= ~(1u << (largest[cell] - 1));
                    box_missing[box_of(cell)] &= ~(1u << (largest[cell] - 1));
                }
            }
        }
    }
};

// Each box's cells, heaviest first (stable: reading order on a tie).
constexpr auto make_box_cells() {
    std::array<std::array<int, 9>, 9> boxes{};
    for (int box = 0; box < 9; ++box) {
        int n = 0;
        for (int w = 10; w >= 6; --w)
            for (int i = 0; i < 9; ++i) {
                const int cell = cell_at(3 * (box / 3) + i / 3, 3 * (box % 3) + i % 3);
                if (weight(cell) == w) boxes[box][n++] = cell;
            }
    }
    return boxes;
}
inline constexpr auto kBoxCells = make_box_cells();

// The bound of one house: cell_of(i) its i-th cell, heaviest first, and
// `missing` the digits it has not settled: the settled cells' score and the
// smaller of two bounds on the open cells, each one's weight times its
// largest candidate, or the missing digits largest first paired with them in
// order. Lost: the exact best of a house with few open cells (a dynamic
// program over digit sets): fewer nodes, more time; doc/solver-notes.md.
template <class CellOf>
int house_bound(const Lines& lines, unsigned missing, CellOf cell_of) {
    int settled = 0, by_cell = 0, paired = 0;
    for (int i = 0; i < 9; ++i) {
        const int cell = cell_of(i);
        const int w = kWeights[cell];
        if (!lines.open[cell]) {
            settled += w * lines.largest[cell];
            continue;
        }
        by_cell += w * lines.largest[cell];
        const int digit = std::bit_width(missing);  // the largest missing digit left
        missing &= ~(1u << (digit - 1));
        paired += w * digit;
    }
    return settled + std::min(by_cell, paired);
}

// Each of the rows, the columns and the boxes cover every cell once: the
// smallest of their three totals.
int bound(const Lines& lines) {
    int rows = 0, columns = 0, boxes = 0;
    for (int i = 0; i < 9; ++i) {
        rows += house_bound(lines, lines.row_missing[i], [i](int j) { return 9 * i + kCentreOut[j]; });
        columns += house_bound(lines, lines.column_missing[i], [i](int j) { return 9 * kCentreOut[j] + i; });
        boxes += house_bound(lines, lines.box_missing[i], [i](int j) { return kBoxCells[i][j]; });
    }
    return std::min({rows, columns, boxes});
}

// The heaviest open cell; of those, the one with fewest candidates, the
// first on a tie. Lost: fewest candidates first (fail first), more nodes on
// the hard sets; doc/solver-notes.md, "The target score".
int choose_cell(const Board& board) {
    int best = -1, best_key = -1;
    for (int band = 0; band < 3; ++band) {
        SlicedCount<BandWord> candidates;
        for (int digit = 0; digit < 9; ++digit) candidates.add(board.word(digit, band));
        const BandWord open = board.unsolved[band];
        const std::array<BandWord, 3> with = {open & candidates.exactly2(), open & candidates.exactly3(), open & candidates.at_least4};
        for (int n = 0; n < 3; ++n)
            for (BandWord rest = with[n]; rest != 0; rest &= rest - 1) {
                const int cell = 27 * band + std::countr_zero(rest);
                const int key = 16 * kWeights[cell] + (2 - n);  // the heaviest, then fewer candidates
                if (key > best_key) best_key = key, best = cell;
            }
    }
    return best;
}

Grid grid_of(const Lines& lines) {
    Grid grid{};
    for (int cell = 0; cell < kCells; ++cell) grid[cell] = static_cast<std::uint8_t>(lines.largest[cell]);
    return grid;
}

class Search {
public:
    explicit Search(SearchStats* stats) : stats_(stats) {}

    // The board of the givens, propagated; false when they contradict each other.
    static bool start(const Grid& puzzle, Board& board) {
        for (auto& words : board.words) words = {kBandCells, kBandCells, kBandCells, classic::kStackedUnknown};
        board.unsolved = {kBandCells, kBandCells, kBandCells, 0};
        Propagator propagator(board);
        propagator.mark_all_changed();
        return place_givens(puzzle, propagator);
    }

    void run(const Board& board) {
        if (stats_ && (stats_->gave_up || (++stats_->nodes > stats_->node_limit && stats_->node_limit > 0))) {
            stats_->gave_up = true;
            return;
        }
        const Lines lines(board);
        if (board.solved()) {
            const Grid grid = grid_of(lines);
            if (const int score = score_of(grid); score > answer_.score) answer_ = {score, grid};
            if (stats_) ++stats_->solutions;
            return;
        }
        if (bound(lines) <= answer_.score) {
            if (stats_) ++stats_->cut;
            return;
        }
        const int cell = choose_cell(board);
        const int band = cell / 27, bit = cell % 27;
        for (int digit = 8; digit >= 0; --digit) {
            if (!(board.word(digit, band) >> bit & 1)) continue;
            Board next = board;
            Propagator propagator(next);
            if (propagator.place(digit, cell) && propagator.run()) run(next);
        }
    }

    const TargetAnswer& answer() const { return answer_; }

private:
    SearchStats* stats_;
    TargetAnswer answer_;
};

}  // namespace

int score_of(const Grid& grid) {
    int score = 0;
    for (int cell = 0; cell < kCells; ++cell) score += grid[cell] * kWeights[cell];
    return score;
}

TargetAnswer best_score(const Grid& puzzle, SearchStats* stats) {
    Board root;
    if (!Search::start(puzzle, root)) return {};
    Search search(stats);
    search.run(root);
    return search.answer();
}

}  // namespace sudoku::target
