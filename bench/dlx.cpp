#include "dlx.hpp"

#include <array>
#include <cstdint>

namespace bench {

int Dlx::count(const sudoku::GeneralGrid& puzzle, int limit, sudoku::GeneralGrid* first) {
    limit_ = limit;
    found_ = 0;
    first_ = first;
    puzzle_ = puzzle;
    chosen_.clear();
    aborted_ = false;
    nodes_ = 0;
    deadline_ = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(time_limit_);
    if (!build(puzzle)) return 0;
    search();
    return found_;
}

int Dlx::add_node(int column) {
    const int node = static_cast<int>(left_.size());
    left_.push_back(node), right_.push_back(node);
    up_.push_back(up_[column]), down_.push_back(column);
    down_[up_[column]] = node, up_[column] = node;
    column_.push_back(column), option_.push_back(-1);
    ++size_[column];
    return node;
}

bool Dlx::build(const sudoku::GeneralGrid& puzzle) {
    const int n = puzzle.box_size(), side = side_ = puzzle.side(), cells = side * side, columns = 4 * cells;
    root_ = columns;
    for (auto* links : {&left_, &right_, &up_, &down_, &column_, &option_}) links->assign(static_cast<std::size_t>(columns + 1), -1);
    size_.assign(static_cast<std::size_t>(columns), 0);
    // The digits already in each row, column and box (bit d - 1).
    std::array<std::uint32_t, sudoku::GeneralGrid::kMaxSide> in_row{}, in_column{}, in_box{};
    auto box_of = [&](int cell) { return regions_.empty() ? cell / side / n * n + cell % side / n : regions_[static_cast<std::size_t>(cell)]; };
    for (int cell = 0; cell < cells; ++cell) {
        if (puzzle[cell] == 0) continue;
        const std::uint32_t bit = std::uint32_t{1} << (puzzle[cell] - 1);
        if ((in_row[cell / side] | in_column[cell % side] | in_box[box_of(cell)]) & bit) return false;  // clashing givens
        in_row[cell / side] |= bit, in_column[cell % side] |= bit, in_box[box_of(cell)] |= bit;
    }
    // Headers: only the constraints the givens leave open, in column order.
    auto open = [&](int c) {
        const int kind = c / cells, i = c % cells / side, d = c % side;
        if (kind == 0) return puzzle[c] == 0;
        const std::uint32_t bit = std::uint32_t{1} << d;
        return ((kind == 1 ? in_row[i] : kind == 2 ? in_column[i] : in_box[i]) & bit) == 0;
    };
    int last = root_;
    for (int c = 0; c < columns; ++c) {
        up_[c] = down_[c] = c;
        if (!open(c)) continue;
        right_[last] = c, left_[c] = last, last = c;
    }
    right_[last] = root_, left_[root_] = last;
    for (int cell = 0; cell < cells; ++cell) {
        if (puzzle[cell] != 0) continue;
        const int row = cell / side, column = cell % side, box = box_of(cell);
        const std::uint32_t taken = in_row[row] | in_column[column] | in_box[box];
        for (int d = 0; d < side; ++d) {
            if (taken >> d & 1) continue;
            const int ids[4] = {cell, cells + row * side + d, 2 * cells + column * side + d, 3 * cells + box * side + d};
            int first = -1;
            for (const int c : ids) {
                const int node = add_node(c);
                option_[node] = cell * side + d;
                if (first < 0) first = node;
                else {
                    left_[node] = left_[first], right_[node] = first;
                    right_[left_[first]] = node, left_[first] = node;
                }
            }
        }
    }
    // An open column no option covers: no solution (search finds it at once).
    return true;
}

void Dlx::cover(int c) {
    right_[left_[c]] = right_[c], left_[right_[c]] = left_[c];
    for (int i = down_[c]; i != c; i = down_[i])
        for (int j = right_[i]; j != i; j = right_[j]) {
            up_[down_[j]] = up_[j], down_[up_[j]] = down_[j];
            --size_[column_[j]];
            ++updates_;
        }
}

void Dlx::uncover(int c) {
    for (int i = up_[c]; i != c; i = up_[i])
        for (int j = left_[i]; j != i; j = left_[j]) {
            ++size_[column_[j]];
            up_[down_[j]] = j, down_[up_[j]] = j;
        }
    right_[left_[c]] = c, left_[right_[c]] = c;
}

bool Dlx::search() {
    if (right_[root_] == root_) {
        if (found_++ == 0 && first_) {
            *first_ = puzzle_;
            for (const int option : chosen_) first_->set(option / side_, option % side_ + 1);
        }
        return found_ >= limit_;
    }
    if (++nodes_ % 1024 == 0 && std::chrono::steady_clock::now() > deadline_) return aborted_ = true;
    int best = right_[root_];
    for (int c = right_[best]; c != root_ && size_[best] > 1; c = right_[c])
        if (size_[c] < size_[best]) best = c;
    if (size_[best] == 0) return false;
    cover(best);
    bool done = false;
    for (int r = down_[best]; r != best && !done; r = down_[r]) {
        chosen_.push_back(option_[r]);
        for (int j = right_[r]; j != r; j = right_[j]) cover(column_[j]);
        done = search();
        for (int j = left_[r]; j != r; j = left_[j]) uncover(column_[j]);
        chosen_.pop_back();
    }
    uncover(best);
    return done;
}

}  // namespace bench
