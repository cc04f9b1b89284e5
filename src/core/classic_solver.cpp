// The classic core: propagation on band words (classic/propagator.hpp) and a
// depth-first search over copies of the board.
//
// Contents:
//   choose_pair_cell()            the branch points, in order of preference:
//   choose_two_pattern_digit()      a two-candidate cell; else, triads settled,
//   choose_fewest_candidates_cell() a digit with two patterns left in a band or
//                                   stack; else the cell with fewest candidates
//   swaps_in_rectangle()          a second solution without search, counting to two
//   Search::start()               the givens placed and propagated
//   Search::run()                 one node: solved, or branch
//   solve(), count_solutions()    the entry points
//
// Measured trade-offs behind the choices, with their figures:
// doc/solver-notes.md, "Classic search".
#include "sudoku/core/classic_solver.hpp"

#include <algorithm>
#include <cassert>

#include "bit_counts.hpp"
#include "classic/board.hpp"
#include "classic/board_io.hpp"
#include "classic/propagator.hpp"

namespace sudoku::classic {
namespace {

// How often a guess on each cell led straight to a contradiction, in this
// search so far (conflict weights, as in MiniSat's activity or dom/wdeg).
// Padded to whole 16 bytes, for Search's zeroing four at a time.
using ConflictWeights = std::array<std::uint32_t, kCells + 3>;

// The knobs of the pair cell's score: what an unsolved peer is worth against
// one contradiction, and a cap that keeps the score's key within an int.
constexpr int kUnsolvedPeerWeight = 2;
constexpr std::uint32_t kMaxConflictWeight = 1u << 20;

// Each band's unsolved cells with two candidates.
std::array<BandWord, 3> count_pair_cells(const Board& board) {
    std::array<BandWord, 3> pairs;
    for (int band = 0; band < 3; ++band) {
        SlicedCount<BandWord> candidates;
        for (int digit = 0; digit < 9; ++digit) candidates.add(board.word(digit, band));
        pairs[band] = board.unsolved[band] & candidates.exactly2();
    }
    return pairs;
}

// A two-candidate cell, or -1 when there is none. `given_pairs`: the pair
// cells as the vector sweep counted them, or nullptr to count them here.
int choose_pair_cell(const Board& board, const ConflictWeights& conflicts, const BandWord* given_pairs) {
    // The two-candidate cell with the most unsolved peers (row, column and
    // box), where a guess has the most to propagate into; a pair cell scores
    // 2 per unsolved peer and 1 per contradiction it led to.
    // Lost: weights on the failing constraint (dom/wdeg), restarts, band patterns first;
    // the pair cells of bands 0 and 1 in one loop (one exit fewer): more of both;
    // the other two bands' unsolved cells merged once a band (column pair by a multiply): 3.5% more.
    const std::array<BandWord, 3> pairs = given_pairs ? std::array<BandWord, 3>{given_pairs[0], given_pairs[1], given_pairs[2]} : count_pair_cells(board);
    int best_key = -1;  // 128 * score + 127 - cell: the first cell wins a tie, without a branch
#pragma GCC unroll 3  // 1.8% fewer instructions, the same time
    for (int band = 0; band < 3; ++band) {
        for (BandWord rest = pairs[band]; rest != 0; rest &= rest - 1) {
            const int bit = std::countr_zero(rest);
            const BandWord column = kBandColumn[bit];
            // The other two bands' parts of the column, side by side in one word: one popcount.
            const BandWord beyond = (board.unsolved[(band + 1) % 3] & column) | (board.unsolved[(band + 2) % 3] & column) << 1;
            const int unsolved = std::popcount(board.unsolved[band] & kBandPeers[bit]) + std::popcount(beyond);
            const int cell = 27 * band + bit;
            const int score = kUnsolvedPeerWeight * unsolved + static_cast<int>(conflicts[cell]);  // capped where counted
            best_key = std::max(best_key, 128 * score + 127 - cell);
        }
    }
    return best_key >= 0 ? 127 - best_key % 128 : -1;
}

// The first unsolved cell with the fewest candidates.
int choose_fewest_candidates_cell(const Board& board) {
    int best = -1, fewest = 10;
    for (int cell = 0; cell < kCells; ++cell) {
        const int band = cell / 27;
        const BandWord here = BandWord{1} << (cell % 27);
        if (!(board.unsolved[band] & here)) continue;
        int n = 0;
        for (int digit = 0; digit < 9; ++digit) n += (board.word(digit, band) & here) != 0;
        if (n < fewest) {
            fewest = n;
            best = cell;
        }
    }
    return best;
}

// A digit with exactly two placement patterns left in a band or stack (a
// permutation each, as in kPermutationPatterns): a branch of two ways, each
// settling the digit's row-box pairs there at once.
struct PatternChoice {
    int digit;
    int unit;  // 0-2: band, 3-5: stack unit - 3
    std::array<unsigned, 2> patterns;
};

// As tdoku chooses: in the band or stack whose digits have the fewest
// patterns left in all, the first digit with two.
bool choose_two_pattern_digit(const Board& board, PatternChoice& choice) {
    std::array<std::array<unsigned, 6>, 9> occupancy;  // [digit][unit]
    for (int digit = 0; digit < 9; ++digit) {
        const std::uint32_t packed = board.words[digit][3];  // the stack step's, exact here (Board::sanity)
        for (int band = 0; band < 3; ++band) occupancy[digit][band] = band_occupancy(board.word(digit, band));
        for (int stack = 0; stack < 3; ++stack) occupancy[digit][3 + stack] = stack_occupancy(packed, stack);
    }
    int best_total = 1000;
    for (int unit = 0; unit < 6; ++unit) {
        int total = 0, first_with_two = -1;
        for (int digit = 0; digit < 9; ++digit) {
            const int count = kPatternCount[occupancy[digit][unit]];
            total += count;
            if (count == 2 && first_with_two < 0) first_with_two = digit;
        }
        if (first_with_two >= 0 && total < best_total) {
            best_total = total;
            choice.digit = first_with_two;
            choice.unit = unit;
        }
    }
    if (best_total == 1000) return false;
    int found = 0;
    for (const unsigned pattern : kPermutationPatterns)
        if ((pattern & occupancy[choice.digit][choice.unit]) == pattern) choice.patterns[found++] = pattern;
    return true;
}

// Keeps the digit's candidates in a band or stack to one placement pattern.
void restrict_to_pattern(Board& board, int digit, int unit, unsigned pattern) {
    if (unit < 3) {
        board.word(digit, unit) &= kRowBoxCells[pattern];
        return;
    }
    const int stack = unit - 3;
    for (int band = 0; band < 3; ++band) {
        const unsigned columns = (0x1FF & ~(7u << (3 * stack))) | (pattern >> (3 * band) & 7) << (3 * stack);
        board.word(digit, band) &= columns_mask(columns);
    }
}

// The cells where `digit` can still go, its placed ones included.
int places_left(const Board& board, int digit) {
    return std::popcount(board.word(digit, 0)) + std::popcount(board.word(digit, 1)) + std::popcount(board.word(digit, 2));
}

// A pair cell branched on, with its two digits.
struct PairBranch {
    int cell;
    std::array<int, 2> digits;
};

// Whether the solution `solved` gives a second one by swapping the branch's
// two digits in a rectangle through its cell: two rows, two columns, two
// boxes, none of the four cells given (`open`). The givens cannot tell the
// two fillings apart, so both solve the puzzle (a deadly pattern), and a
// count to two needs no search for the second: on serg_benchmark, where
// every puzzle has several, six in ten end at the first solution this way.
// Lost: the closure of any two-digit swap (rows paired by columns and
// boxes): 70% of them, but ~500 instructions a check, more than it saved.
bool swaps_in_rectangle(const Board& solved, const std::array<BandWord, 4>& open, const PairBranch& at) {
    const int band = at.cell / 27, bit = at.cell % 27, column = bit % 9;
    const BandWord corner = BandWord{1} << bit;
    const bool holds_first = (solved.word(at.digits[0], band) & corner) != 0;
    const int mine = at.digits[holds_first ? 0 : 1], other = at.digits[holds_first ? 1 : 0];
    const BandWord along_row = solved.word(other, band) & row_mask(bit / 9);  // one cell
    const int other_column = std::countr_zero(along_row) % 9;
    int far_band = 0;
    BandWord down_column = 0;  // `other` in the cell's column: one cell, in one band
    for (int k = 0; k < 3; ++k)
        if (const BandWord here = solved.word(other, k) & column_mask(column)) far_band = k, down_column = here;
    const BandWord opposite = down_column >> column << other_column;  // its row, the other column
    // Rows in one band or columns in one stack (not both: a box would hold `mine` twice).
    const bool two_boxes = far_band == band || column / 3 == other_column / 3;
    return two_boxes && (solved.word(mine, far_band) & opposite) != 0 && ((corner | along_row) & ~open[band]) == 0 &&
           ((down_column | opposite) & ~open[far_band]) == 0;
}

class Search {
public:
    // The weights zeroed four at a time: as `{}`, GCC zeroed them with
    // `rep stos`, slow to start on Zen 1. `solution`: where the first
    // solution goes, or nullptr when only the count is wanted (reading the
    // board out was 3.6% of the instructions of a count to two on serg).
    Search(int limit, SearchStats* stats, Grid* solution = nullptr) : limit_(limit), stats_(stats), solution_(solution) {
        for (int cell = 0; cell < kCells; cell += 4) conflicts_[cell] = conflicts_[cell + 1] = conflicts_[cell + 2] = conflicts_[cell + 3] = 0;
    }

    // The board of the givens, propagated; false when they contradict each other.
    bool start(const Grid& puzzle, Board& board) {
        if (!place_givens(puzzle, board)) return false;
        open_ = board.unsolved;
        Propagator propagator(board);
        propagator.mark_all_changed();
        return propagator.run();
    }

    // triads_settled: `board` came from run_with_triads, which another pass
    // would leave as it is.
    // pairs: its pair cells, when the propagator has them (Propagator::pair_cells()).
    void run(const Board& board, bool triads_settled = false, const BandWord* pairs = nullptr) {
        if (stats_) ++stats_->nodes;
        if (board.solved()) {
            if (found_++ == 0) {
                if (solution_) read_out(board, *solution_);
                if (limit_ == 2 && second_by_swap(board)) found_ = 2;
            }
            return;
        }
        assert(board.sanity());
        // A pair cell first; else, triads settled, a digit's two patterns
        // rather than a cell of three or more candidates.
        // Lost: patterns always (tdoku's way); patterns by how many their unit has left.
        if (const int cell = choose_pair_cell(board, conflicts_, pairs); cell >= 0) return branch_on_cell(board, cell);
        if (!triads_settled) {
            Board settled = board;
            if (!Propagator(settled).run_with_triads()) return;
            if (settled.words != board.words) return run(settled, true);
        }
        if (PatternChoice choice; choose_two_pattern_digit(board, choice)) return branch_on_patterns(board, choice);
        branch_on_cell(board, choose_fewest_candidates_cell(board));
    }

    int found() const { return found_; }

private:
    // A rectangle swap at some pair cell on the path to the solution `solved`, the deepest first.
    bool second_by_swap(const Board& solved) const {
        for (int k = depth_ - 1; k >= 0; --k)
            if (swaps_in_rectangle(solved, open_, path_[k])) return true;
        return false;
    }

    void branch_on_cell(const Board& board, int cell) {
        const int band = cell / 27;
        const BandWord here = BandWord{1} << (cell % 27);
        std::array<int, 9> digits;
        int count = 0;
        for (int digit = 0; digit < 9; ++digit) {
            digits[count] = digit;
            count += (board.word(digit, band) & here) != 0;
        }
        // Of two digits, the one with more places left on the board goes
        // first (else ascending): this only decides how soon a solution
        // comes, but wrong first branches make the heavy tail.
        // Lost: probing both sides first and taking the one that settled more (or fewer).
        if (count == 2 && places_left(board, digits[1]) > places_left(board, digits[0])) std::swap(digits[0], digits[1]);
        const bool on_path = count == 2 && limit_ == 2;  // only a count to two reads the path
        if (on_path) {
            assert(depth_ < kCells);  // a pair branch places a digit: one a cell at most
            path_[depth_++] = {cell, {digits[0], digits[1]}};
        }
        for (int i = 0; i < count && found_ < limit_; ++i) {
            if (i > 0 && stats_) ++stats_->guesses;
            Board next = board;
            Propagator propagator(next);
            if (propagator.place(digits[i], cell) && propagator.run()) run(next, false, propagator.pair_cells());
            else conflicts_[cell] += conflicts_[cell] < kMaxConflictWeight;
        }
        depth_ -= on_path;
    }

    // The patterns in kPermutationPatterns order; other orders moved the guesses by noise only.
    void branch_on_patterns(const Board& board, const PatternChoice& choice) {
        for (int i = 0; i < 2 && found_ < limit_; ++i) {
            if (i > 0 && stats_) ++stats_->guesses;
            Board next = board;
            Propagator propagator(next);
            restrict_to_pattern(next, choice.digit, choice.unit, choice.patterns[i]);
            if (propagator.run()) run(next, false, propagator.pair_cells());
        }
    }

    int limit_;
    SearchStats* stats_;
    int found_ = 0;
    Grid* solution_;
    alignas(16) ConflictWeights conflicts_;
    std::array<BandWord, 4> open_;  // the cells not given, set by start()
    std::array<PairBranch, kCells> path_;  // the pair cells branched on above this node: path_[0, depth_)
    int depth_ = 0;
};

}  // namespace

bool solve(const Grid& puzzle, Grid& solution, SearchStats* stats) {
    Board root;
    Search search(1, stats, &solution);  // written only once one is found
    if (!search.start(puzzle, root)) return false;
    search.run(root);
    return search.found() > 0;
}

int count_solutions(const Grid& puzzle, int limit, SearchStats* stats) {
    Board root;
    Search search(limit, stats);
    if (!search.start(puzzle, root)) return 0;
    search.run(root);
    return search.found();
}

}  // namespace sudoku::classic
