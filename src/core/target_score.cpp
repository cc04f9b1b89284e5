// The target Sudoku (P1074): branch and bound over the classic core's board
// and propagator, which it shares through their headers: the same
// propagation that finds one solution fast also narrows the candidates the
// bound reads, and a node costs what one of the classic search costs.
//
// Contents:
//   Lines                     a board read for the bound: each cell's largest
//                             candidate, each house's missing digits
//   kOffset, kBoundWeights    the score rewritten for the bound: 2745 plus 21 cells' digits
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

// The score in another form: on every solution, sum of digit x weight =
// 2745 + the digits of the four corners, of the centre and of the ring of
// weight 8 (rows and columns 2 and 6 within 2..6). The weights' rings are
// sums of houses less the rest: the outer ring is rows 0 and 8 and columns 0
// and 8 (180) less the corners, the ring of weight 9 the centre box (45) less
// the centre. The house bounds of these 0/1 weights are tighter (empty board:
// rows 2907, boxes 2918, against 2980 and 2982), and the rows' is the best
// any shift of the weights by a column's or a box's constant gives.
inline constexpr int kOffset = 2745;
constexpr int bound_weight(int cell) {
    const int r = row_of(cell), c = column_of(cell);
    const bool corner = (r == 0 || r == 8) && (c == 0 || c == 8);
    return corner || weight(cell) == 8 || weight(cell) == 10 ? 1 : 0;
}
inline constexpr auto kBoundWeights = [] {
    std::array<int, kCells> weights{};
    for (int cell = 0; cell < kCells; ++cell) weights[cell] = bound_weight(cell);
    return weights;
}();

// Each house's cells (rows 0-8, columns 9-17, boxes 18-26), heaviest first
// by the bound's weights, reading order on a tie.
inline constexpr auto kHouseCells = [] {
    std::array<std::array<int, 9>, 27> houses{};
    for (int house = 0; house < 27; ++house) {
        int n = 0;
        for (int w = 1; w >= 0; --w)
            for (int i = 0; i < 9; ++i) {
                const int cell = house < 9    ? cell_at(house, i)
                                 : house < 18 ? cell_at(i, house - 9)
                                              : cell_at(3 * ((house - 18) / 3) + i / 3, 3 * ((house - 18) % 3) + i % 3);
                if (bound_weight(cell) == w) houses[house][n++] = cell;
            }
    }
    return houses;
}();

// The bound of one house: `missing` the digits it has not settled: the
// settled cells' score and the smaller of two bounds on the open cells, each
// one's weight times its largest candidate, or the missing digits largest
// first paired with them heaviest first. Lost: the exact best of a house
// with few open cells (a dynamic program over digit sets): fewer nodes, more
// time; doc/solver-notes.md.
int house_bound(const Lines& lines, unsigned missing, const std::array<int, 9>& cells) {
    int settled = 0, by_cell = 0, paired = 0;
    for (const int cell : cells) {
        const int w = kBoundWeights[cell];
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
        rows += house_bound(lines, lines.row_missing[i], kHouseCells[i]);
        columns += house_bound(lines, lines.column_missing[i], kHouseCells[9 + i]);
        boxes += house_bound(lines, lines.box_missing[i], kHouseCells[18 + i]);
    }
    return kOffset + std::min({rows, columns, boxes});
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
