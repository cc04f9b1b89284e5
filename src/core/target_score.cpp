// The target Sudoku (P1074): branch and bound over the classic core's board
// and propagator, which it shares through their headers: the same
// propagation that finds one solution fast also narrows the candidates the
// bound reads, and a node costs what one of the classic search costs.
//
// Contents:
//   kOffset, kBoundCells      the score rewritten for the bound: 2745 plus 21 cells' digits
//   Settled                   each house's settled digits, brought up to date node by node
//   part_kind(), kParts       the 21 cells split into parts within houses, five ways
//   bound()                   the bound of a board
//   choose_cell()             the 21 cells first (kBranchRank), fewest candidates next
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
using classic::grid_of;
using classic::kBandCells;
using classic::Propagator;

constexpr auto make_weights() {
    std::array<int, kCells> weights{};
    for (int cell = 0; cell < kCells; ++cell) weights[cell] = weight(cell);
    return weights;
}
inline constexpr auto kWeights = make_weights();

// The score in another form: on every solution, sum of digit x weight =
// 2745 + the digits of the four corners, of the centre and of the ring of
// weight 8 (rows and columns 2 and 6 within 2..6). The weights' rings are
// sums of houses less the rest: the outer ring is rows 0 and 8 and columns 0
// and 8 (180) less the corners, the ring of weight 9 the centre box (45) less
// the centre. The house bounds of these 0/1 weights are tighter (empty board:
// rows 2907, boxes 2918, against 2980 and 2982; its best score is 2906), and
// there no shift of the weights by a column's or a box's constant gives the
// rows a lower total. Not tried: such shifts fitted to each input
// (doc/solver-notes.md, "The score rewritten").
inline constexpr int kOffset = 2745;
constexpr bool is_corner(int cell) { return (row_of(cell) == 0 || row_of(cell) == 8) && (column_of(cell) == 0 || column_of(cell) == 8); }
constexpr int bound_weight(int cell) { return is_corner(cell) || weight(cell) == 8 || weight(cell) == 10 ? 1 : 0; }

// The cells of the rewritten score (bound_weight() 1), per band (bit of the band word).
inline constexpr auto kBoundCells = [] {
    std::array<BandWord, 3> cells{};
    for (int cell = 0; cell < kCells; ++cell)
        if (bound_weight(cell) == 1) cells[cell / 27] |= BandWord{1} << (cell % 27);
    return cells;
}();

// Each cell's row, column and box as house numbers (geometry's units_of()), looked up.
inline constexpr auto kUnits = [] {
    std::array<std::array<std::uint8_t, 3>, kCells> units{};
    for (int cell = 0; cell < kCells; ++cell)
        for (int i = 0; i < 3; ++i) units[cell][i] = static_cast<std::uint8_t>(units_of(cell)[i]);
    return units;
}();

// kTopSum[digits][k]: the sum of the k largest digits of a 9-bit set (bit d - 1).
inline constexpr auto kTopSum = [] {
    std::array<std::array<std::uint8_t, 10>, 512> sums{};
    for (unsigned digits = 0; digits < 512; ++digits) {
        int k = 0, sum = 0;
        for (int digit = 9; digit >= 1; --digit)
            if (digits >> (digit - 1) & 1) sums[digits][++k] = static_cast<std::uint8_t>(sum += digit);
        for (++k; k < 10; ++k) sums[digits][k] = static_cast<std::uint8_t>(sum);
    }
    return sums;
}();

// The digits settled in each house (bit d - 1), kept from node to node: a
// child adds only the cells settled since its parent, a few, where reading
// the whole board at every node was most of a node's cost.
struct Settled {
    std::array<BandWord, 3> unsolved{kBandCells, kBandCells, kBandCells};  // the cells open when `present` was last brought up to date
    std::array<unsigned, 27> present{};
    int fixed = 0;  // the digits of the settled cells of the rewritten score

    void update(const Board& board) {
        for (int band = 0; band < 3; ++band) {
            const BandWord fresh = unsolved[band] & ~board.unsolved[band];
            if (fresh == 0) continue;
            for (int digit = 0; digit < 9; ++digit)
                for (BandWord rest = board.word(digit, band) & fresh; rest != 0; rest &= rest - 1) {
                    const int cell = 27 * band + std::countr_zero(rest);
                    for (const std::uint8_t house : kUnits[cell]) present[house] |= 1u << digit;
                    if (kBoundCells[band] >> (cell % 27) & 1) fixed += digit + 1;
                }
            unsolved[band] = board.unsolved[band];
        }
    }
};

// The bound splits the 21 cells into parts, each within one house; a part's
// score is at most the smaller of its open cells' largest candidates summed
// and the digits missing from every house that holds the whole part (a
// minirow's row and box), largest first, one a cell (its settled cells'
// digits are kept in Settled). Each partition gives a bound; the
// smallest is taken. Five partitions: by rows, by columns, by boxes, and
// two that mix them, the corners and the ring of weight 8's rows 2 and 6 by
// rows with its columns 2 and 6 (rows 3-5) by columns, and its transpose
// (the centre alone in each): on the empty board 2906, its best score.
// part_kind(): the house kind (0 row, 1 column, 2 box) of a cell's part.
// Lost: two more mixes (the corners the other way): no fewer nodes; the
// exact best of a part (a matching): fewer nodes, more time; doc/solver-notes.md.
constexpr int part_kind(int partition, int cell) {
    if (partition < 3) return partition;
    if (weight(cell) == 10) return 2;
    if (partition == 3) return is_corner(cell) || row_of(cell) == 2 || row_of(cell) == 6 ? 0 : 1;
    return is_corner(cell) || column_of(cell) == 2 || column_of(cell) == 6 ? 1 : 0;
}
inline constexpr int kPartitions = 5;

// The parts: each partition's houses that hold some of the 21 cells, numbered
// one after another; `houses` what houses_holding() gives for each part,
// `first` each partition's first part, `of_cell` each cell's part in each
// partition.
struct Parts {
    int count = 0;
    std::array<std::array<std::uint8_t, 3>, 27 * kPartitions> houses{};
    std::array<int, kPartitions + 1> first{};
    std::array<std::array<std::uint8_t, kPartitions>, kCells> of_cell{};
};
// Every house that holds all of a part's cells, up to three (the first again
// where fewer).
constexpr std::array<std::uint8_t, 3> houses_holding(const std::array<bool, kCells>& in_part) {
    std::uint32_t common = (1u << 27) - 1;  // bit per house
    for (int cell = 0; cell < kCells; ++cell)
        if (in_part[cell]) common &= 1u << row_of(cell) | 1u << (9 + column_of(cell)) | 1u << (18 + box_of(cell));
    std::array<std::uint8_t, 3> houses{};
    int n = 0;
    for (int house = 0; house < 27; ++house)
        if (common >> house & 1) houses[n++] = static_cast<std::uint8_t>(house);
    for (int i = n; i < 3; ++i) houses[i] = houses[0];
    return houses;
}
inline constexpr Parts kParts = [] {
    Parts parts;
    for (int p = 0; p < kPartitions; ++p) {
        parts.first[p] = parts.count;
        for (int house = 0; house < 27; ++house) {
            std::array<bool, kCells> in_part{};
            bool used = false;
            for (int cell = 0; cell < kCells; ++cell)
                if (bound_weight(cell) == 1 && units_of(cell)[part_kind(p, cell)] == house) {
                    used = in_part[cell] = true;
                    parts.of_cell[cell][p] = static_cast<std::uint8_t>(parts.count);
                }
            if (used) parts.houses[parts.count++] = houses_holding(in_part);
        }
    }
    parts.first[kPartitions] = parts.count;
    return parts;
}();

int bound(const Board& board, const Settled& settled) {
    // Per part, its open cells' largest candidates summed (low byte) and how
    // many (the byte above, so one add does both).
    std::array<int, 27 * kPartitions> open{};
    for (int band = 0; band < 3; ++band) {
        BandWord remaining = kBoundCells[band] & board.unsolved[band];
        for (int digit = 8; digit >= 0 && remaining != 0; --digit) {
            const BandWord mine = board.word(digit, band) & remaining;
            remaining &= ~mine;
            for (BandWord rest = mine; rest != 0; rest &= rest - 1)
                for (const std::uint8_t part : kParts.of_cell[27 * band + std::countr_zero(rest)]) open[part] += 256 + digit + 1;
        }
    }
    int best = 1 << 20;
    for (int p = 0; p < kPartitions; ++p) {
        int total = 0;
        for (int part = kParts.first[p]; part < kParts.first[p + 1]; ++part)
        {
            const auto& h = kParts.houses[part];
            const unsigned missing = ~(settled.present[h[0]] | settled.present[h[1]] | settled.present[h[2]]) & 0x1FF;
            total += std::min<int>(open[part] & 0xFF, kTopSum[missing][open[part] >> 8]);
        }
        best = std::min(best, total);
    }
    return kOffset + settled.fixed + best;
}

// The order of the branch, before fewer candidates: the 21 cells of the
// rewritten score first, the centre, the corners, the ring of weight 8 (so
// the bound tightens soonest), then the rest heaviest first. Measured
// (nodes, score24 seeds 1-40 mean / hard seeds 1-8 mean): the heaviest
// cell first as before 1194 / 2142; the 21 cells first, heaviest first, 404
// / 471; corners first, then ring 8, centre 322 / 651; this 324 / 542;
// fewest candidates first among the 21 cells 412 / 783; fewest candidates
// first, the 21 cells on a tie 873 / 3954.
inline constexpr auto kBranchRank = [] {
    std::array<int, kCells> rank{};
    for (int cell = 0; cell < kCells; ++cell) {
        const int w = weight(cell);
        rank[cell] = bound_weight(cell) == 0 ? 16 * w : 1024 + 16 * (w == 10 ? 3 : w == 6 ? 2 : 1);
    }
    return rank;
}();

// While a cell of the 21 is open only those are looked at (they rank first).
int choose_cell(const Board& board) {
    BandWord bound_open = 0;
    for (int band = 0; band < 3; ++band) bound_open |= board.unsolved[band] & kBoundCells[band];
    int best = -1, best_key = -1;
    for (int band = 0; band < 3; ++band) {
        const BandWord open = board.unsolved[band] & (bound_open ? kBoundCells[band] : kBandCells);
        if (open == 0) continue;
        SlicedCount<BandWord> candidates;
        for (int digit = 0; digit < 9; ++digit) candidates.add(board.word(digit, band));
        const std::array<BandWord, 3> with = {open & candidates.exactly2(), open & candidates.exactly3(), open & candidates.at_least4};
        for (int n = 0; n < 3; ++n)
            for (BandWord rest = with[n]; rest != 0; rest &= rest - 1) {
                const int cell = 27 * band + std::countr_zero(rest);
                const int key = kBranchRank[cell] + (2 - n);
                if (key > best_key) best_key = key, best = cell;
            }
    }
    return best;
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

    void run(const Board& board, Settled settled) {
        if (stats_ && (stats_->gave_up || (++stats_->nodes > stats_->node_limit && stats_->node_limit > 0))) {
            stats_->gave_up = true;
            return;
        }
        if (board.solved()) {
            const Grid grid = grid_of(board);
            if (const int score = score_of(grid); score > answer_.score) answer_ = {score, grid};
            if (stats_) ++stats_->solutions;
            return;
        }
        settled.update(board);
        if (bound(board, settled) <= answer_.score) {
            if (stats_) ++stats_->cut;
            return;
        }
        const int cell = choose_cell(board);
        const int band = cell / 27, bit = cell % 27;
        for (int digit = 8; digit >= 0; --digit) {
            if (!(board.word(digit, band) >> bit & 1)) continue;
            Board next = board;
            Propagator propagator(next);
            if (propagator.place(digit, cell) && propagator.run()) run(next, settled);
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
    search.run(root, Settled{});
    return search.answer();
}

}  // namespace sudoku::target
