#include "sudoku/answer.hpp"

#include <climits>

namespace sudoku {
namespace {

std::string digit_count_word(int digit) { return "two " + std::to_string(digit) + "s"; }

// Where two cells of `unit` lie, in the words that tell them apart.
std::string positions_in_unit(int unit, int a, int b) {
    if (unit < 9) return "columns " + std::to_string(column_of(a) + 1) + " and " + std::to_string(column_of(b) + 1);
    if (unit < 18) return "rows " + std::to_string(row_of(a) + 1) + " and " + std::to_string(row_of(b) + 1);
    return cell_name(a) + " and " + cell_name(b);
}

std::optional<std::string> find_repeat(const Grid& answer) {
    for (int unit = 0; unit < kUnits; ++unit) {
        std::array<int, 10> seen_at;
        seen_at.fill(-1);
        for (int cell : kUnitCells[unit]) {
            const int digit = answer[cell];
            if (seen_at[digit] >= 0)
                return unit_name(unit) + " has " + digit_count_word(digit) + " (" +
                       positions_in_unit(unit, seen_at[digit], cell) + ")";
            seen_at[digit] = cell;
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> find_answer_fault(const Grid& answer, const Grid& puzzle) {
    for (int cell = 0; cell < kCells; ++cell)
        if (answer[cell] < 1 || answer[cell] > 9)
            return cell_name(cell) + " holds " + std::to_string(answer[cell]) + ", not a digit 1..9";
    for (int cell = 0; cell < kCells; ++cell)
        if (puzzle[cell] != 0 && answer[cell] != puzzle[cell])
            return cell_name(cell) + " is " + std::to_string(answer[cell]) + ", but the puzzle gives " +
                   std::to_string(puzzle[cell]);
    return find_repeat(answer);
}

namespace sudominoku {
namespace {

// Exact cover of the open cells by the unused dominoes: at each step the open
// cell or unused domino with the fewest places left is covered first, so a
// dead end shows at once and a forced place costs no branching.
class Tiling {
public:
    Tiling(const Grid& answer, const Puzzle& puzzle) : answer_(answer), unused_(~puzzle.used_dominoes & kAllDominoes) {
        for (int cell = 0; cell < kCells; ++cell) open_[cell] = puzzle.grid[cell] == 0;
    }

    bool run() {
        std::array<int, kCells> cell_places{};
        std::array<int, kDominoes> domino_places{};
        bool any_open = false;
        for (int cell = 0; cell < kCells; ++cell) any_open |= open_[cell];
        if (!any_open) return unused_ == 0;
        for (const Edge& edge : kEdges) {
            const int domino = fits(edge);
            if (domino < 0) continue;
            ++cell_places[edge.first];
            ++cell_places[edge.second];
            ++domino_places[domino];
        }
        // The tightest constraint: an open cell, or an unused domino (36 + index).
        int best = -1, fewest = INT_MAX;
        for (int cell = 0; cell < kCells; ++cell)
            if (open_[cell] && cell_places[cell] < fewest) best = cell, fewest = cell_places[cell];
        for (std::uint64_t m = unused_; m != 0; m &= m - 1) {
            const int domino = std::countr_zero(m);
            if (domino_places[domino] < fewest) best = kCells + domino, fewest = domino_places[domino];
        }
        if (fewest == 0) return false;
        for (const Edge& edge : kEdges) {
            const int domino = fits(edge);
            if (domino < 0) continue;
            const bool covers = best < kCells ? (edge.first == best || edge.second == best) : domino == best - kCells;
            if (covers && place_and_run(edge, domino)) return true;
        }
        return false;
    }

private:
    static constexpr std::uint64_t kAllDominoes = (std::uint64_t{1} << kDominoes) - 1;

    // The unused domino that fits `edge` with the answer's digits, or -1.
    int fits(const Edge& edge) const {
        if (!open_[edge.first] || !open_[edge.second]) return -1;
        const int a = answer_[edge.first], b = answer_[edge.second];
        if (a == b || a < 1 || a > 9 || b < 1 || b > 9) return -1;
        const int domino = domino_index(a, b);
        return (unused_ >> domino & 1) ? domino : -1;
    }

    bool place_and_run(const Edge& edge, int domino) {
        open_[edge.first] = open_[edge.second] = false;
        unused_ &= ~(std::uint64_t{1} << domino);
        const bool tiled = run();
        open_[edge.first] = open_[edge.second] = true;
        unused_ |= std::uint64_t{1} << domino;
        return tiled;
    }

    const Grid& answer_;
    std::uint64_t unused_;
    std::array<bool, kCells> open_{};
};

}  // namespace

bool can_tile(const Grid& answer, const Puzzle& puzzle) { return Tiling(answer, puzzle).run(); }

std::optional<std::string> find_answer_fault(const Grid& answer, const Puzzle& puzzle) {
    if (auto fault = sudoku::find_answer_fault(answer, puzzle.grid)) return fault;
    if (!can_tile(answer, puzzle)) return "the grid cannot be tiled with the unused dominoes";
    return std::nullopt;
}

}  // namespace sudominoku
}  // namespace sudoku
