#include "sudoku/core/tiling.hpp"

#include <climits>

namespace sudoku::sudominoku {
namespace {

// One way to cover something: a domino on an edge, or a single on a cell.
struct Option {
    std::uint8_t first, second;  // second == first: a single
};

class Cover {
public:
    Cover(const TilingProblem& problem, Random* random, std::uint64_t max_steps)
        : p_(problem), open_(problem.open), dominoes_(problem.dominoes), singles_(problem.singles), random_(random),
          steps_left_(max_steps == 0 ? ~std::uint64_t{0} : max_steps) {}

    bool run() {
        if (steps_left_ == 0) return false;
        // How many places each open cell, unplaced domino and single has left.
        std::array<int, kCells> cell_places{};
        std::array<int, kDominoes> domino_places{};
        std::array<int, 10> single_places{};
        bool any_open = false;
        for (int cell = 0; cell < kCells; ++cell) {
            any_open |= open_[cell];
            if (single_fits(cell)) ++cell_places[cell], ++single_places[p_.grid[cell]];
        }
        if (!any_open) return dominoes_ == 0 && singles_ == 0;
        for (const Edge& edge : kEdges)
            if (const int domino = domino_fitting(edge); domino >= 0)
                ++cell_places[edge.first], ++cell_places[edge.second], ++domino_places[domino];
        // The tightest: a cell (0..80), a domino (100 + index) or a single (200 + digit).
        int tightest = -1, fewest = INT_MAX;
        const auto consider = [&](int what, int places) {
            if (places < fewest) tightest = what, fewest = places;
        };
        for (int cell = 0; cell < kCells; ++cell)
            if (open_[cell]) consider(cell, cell_places[cell]);
        for (std::uint64_t m = dominoes_; m != 0; m &= m - 1) consider(100 + std::countr_zero(m), domino_places[std::countr_zero(m)]);
        for (unsigned m = singles_; m != 0; m &= m - 1) consider(200 + lowest_digit(m), single_places[lowest_digit(m)]);
        if (fewest == 0) return false;
        return try_options(tightest);
    }

    CaseLayout layout() const { return layout_; }

private:
    int domino_fitting(const Edge& edge) const {
        if (!open_[edge.first] || !open_[edge.second]) return -1;
        const int a = p_.grid[edge.first], b = p_.grid[edge.second];
        if (a == b || a < 1 || a > 9 || b < 1 || b > 9) return -1;
        const int domino = domino_index(a, b);
        return (dominoes_ >> domino & 1) ? domino : -1;
    }

    bool single_fits(int cell) const {
        const int digit = p_.grid[cell];
        return open_[cell] && p_.single_allowed[cell] && digit >= 1 && digit <= 9 && (singles_ & digit_bit(digit));
    }

    bool try_options(int tightest) {
        std::array<Option, 160> options;
        std::size_t n = 0;
        for (int cell = 0; cell < kCells; ++cell)
            if (single_fits(cell) && (cell == tightest || tightest == 200 + p_.grid[cell]))
                options[n++] = {static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(cell)};
        for (const Edge& edge : kEdges) {
            const int domino = domino_fitting(edge);
            if (domino >= 0 && (edge.first == tightest || edge.second == tightest || tightest == 100 + domino))
                options[n++] = {edge.first, edge.second};
        }
        if (random_) random_->shuffle(options, n);
        for (std::size_t i = 0; i < n; ++i)
            if (place_and_run(options[i])) return true;
        return false;
    }

    bool place_and_run(const Option& option) {
        if (steps_left_-- == 0) return false;
        const int a = option.first, b = option.second;
        open_[a] = open_[b] = false;
        if (a == b) {
            singles_ &= ~digit_bit(p_.grid[a]);
            layout_.single_cell[p_.grid[a]] = static_cast<std::uint8_t>(a);
        } else {
            dominoes_ &= ~(std::uint64_t{1} << domino_index(p_.grid[a], p_.grid[b]));
            layout_.dominoes.push_back({option.first, p_.grid[a], option.second, p_.grid[b]});
        }
        if (run()) return true;
        open_[a] = open_[b] = true;
        if (a == b) {
            singles_ |= digit_bit(p_.grid[a]);
        } else {
            dominoes_ |= std::uint64_t{1} << domino_index(p_.grid[a], p_.grid[b]);
            layout_.dominoes.pop_back();
        }
        return false;
    }

    const TilingProblem& p_;
    std::array<bool, kCells> open_;
    std::uint64_t dominoes_;
    DigitMask singles_;
    Random* random_;
    std::uint64_t steps_left_;
    CaseLayout layout_;
};

}  // namespace

std::optional<CaseLayout> find_tiling(const TilingProblem& problem, Random* random, std::uint64_t max_steps) {
    Cover cover(problem, random, max_steps);
    if (!cover.run()) return std::nullopt;
    return cover.layout();
}

}  // namespace sudoku::sudominoku
