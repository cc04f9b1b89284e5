#include "sudoku/testgen/hard_puzzles.hpp"

#include <algorithm>
#include <utility>

#include "sudoku/core/classic_solver.hpp"

namespace sudoku {
namespace {

// A uniqueness check costs about what a few thousand model nodes do; counting
// it against the budget keeps a climb that keeps drawing bad moves finite.
constexpr std::uint64_t kCheckCost = 2000;

// The grid with cells moved by `where` (cell -> the cell it goes to).
template <class Mapping>
void move_cells(ClassicCandidate& candidate, Mapping where) {
    ClassicCandidate moved = candidate;
    for (int cell = 0; cell < kCells; ++cell) {
        const int to = where(cell);
        moved.solution[to] = candidate.solution[cell];
        moved.given[to] = candidate.given[cell];
    }
    candidate = moved;
}

// Rows (or columns) a and b swapped, each a block of `width` lines: width 1
// swaps two rows, width 3 two bands.
void swap_lines(ClassicCandidate& candidate, int a, int b, bool columns, int width) {
    const auto swapped = [&](int line) {
        if (line / width == a) return b * width + line % width;
        if (line / width == b) return a * width + line % width;
        return line;
    };
    move_cells(candidate, [&](int cell) {
        return columns ? cell_at(row_of(cell), swapped(column_of(cell))) : cell_at(swapped(row_of(cell)), column_of(cell));
    });
}

// A symmetry of the grid: it changes no solution count.
void random_symmetry(ClassicCandidate& candidate, Random& random) {
    const auto kind = random.below(5);
    const bool columns = random.below(2) == 1;
    if (kind == 4) return move_cells(candidate, [](int cell) { return symmetric_cell(cell, 4); });  // transposed
    if (kind == 3) {  // two digits relabelled
        const int a = random.between(1, 9), b = 1 + (a + random.between(0, 7)) % 9;
        for (auto& digit : candidate.solution) digit = digit == a ? b : digit == b ? a : digit;
        return;
    }
    if (kind == 2) {  // two bands or two stacks
        const int a = random.between(0, 2), b = (a + random.between(1, 2)) % 3;
        return swap_lines(candidate, a, b, columns, 3);
    }
    const int band = random.between(0, 2), a = random.between(0, 2), b = (a + random.between(1, 2)) % 3;
    swap_lines(candidate, 3 * band + a, 3 * band + b, columns, 1);
}

int random_cell_where(const ClassicCandidate& candidate, bool given, Random& random) {
    std::array<int, kCells> cells{};
    int count = 0;
    for (int cell = 0; cell < kCells; ++cell)
        if (candidate.given[cell] == given) cells[count++] = cell;
    return count == 0 ? -1 : cells[random.below(static_cast<std::uint64_t>(count))];
}

sudominoku::CaseLayout transformed(const sudominoku::CaseLayout& layout, int symmetry, const std::array<int, 10>& label) {
    sudominoku::CaseLayout out;
    for (const auto& d : layout.dominoes)
        out.dominoes.push_back({static_cast<std::uint8_t>(symmetric_cell(d.first_cell, symmetry)), static_cast<std::uint8_t>(label[d.first_digit]),
                                static_cast<std::uint8_t>(symmetric_cell(d.second_cell, symmetry)), static_cast<std::uint8_t>(label[d.second_digit])});
    for (int digit = 1; digit <= 9; ++digit)
        out.single_cell[label[digit]] = static_cast<std::uint8_t>(symmetric_cell(layout.single_cell[digit], symmetry));
    return out;
}

// How far a cell of the start's removal order may swap ahead: far enough that
// seeds differ, near enough that the shape holds.
constexpr std::uint64_t kShapeJitter = 6;
// A puzzle that costs a model this many nodes takes a plain program 15 s or
// more: no judge's limit is near it, and climbing on would only cost time.
constexpr std::uint64_t kEnoughNodes = 1'000'000'000;
// One climb step in this many is a jump to a fresh shaped start: without
// jumps the climb stalled near 13 million nodes, with them it reached 60.
constexpr std::uint64_t kStepsPerJump = 4;

// A first puzzle shaped against the model: a random solution grid whose givens
// are taken away in the order the model visits cells (each cell swapped with
// one up to kShapeJitter places later), while the puzzle stays unique (or
// down to --givens): the model meets blanks first and givens last. This alone
// costs rows 3.7 million nodes (median) where a plain minimal puzzle costs
// 10,000; a wider jitter (20) lost: 1.4 million (doc/solver-notes.md).
std::optional<Grid> shaped_start(Random& random, const ClassicOptions& options, BacktrackingModel model) {
    return generate_classic(random, options, [model](Random& random) {
        std::array<int, kCells> order{};
        const auto visits = visiting_order(model);
        std::copy(visits.begin(), visits.end(), order.begin());
        for (int i = 0; i < kCells; ++i)
            std::swap(order[i], order[std::min<std::uint64_t>(kCells - 1, i + random.below(kShapeJitter + 1))]);
        return order;
    });
}

// The model's nodes on `candidate`, relabelled against it, up to `cap`: a
// candidate that reaches the cap counts as that good.
std::uint64_t capped_nodes(ClassicCandidate& candidate, BacktrackingModel model, std::uint64_t cap) {
    relabel_against(candidate, model);
    return backtracking_nodes(candidate.puzzle(), model, cap);
}

std::optional<ClassicCandidate> shaped_candidate(Random& random, const ClassicOptions& options, BacktrackingModel model) {
    const auto puzzle = shaped_start(random, options, model);
    if (!puzzle) return std::nullopt;
    return candidate_of(*puzzle, options.unique, options.givens > 0);
}

}  // namespace

Grid ClassicCandidate::puzzle() const {
    Grid puzzle{};
    for (int cell = 0; cell < kCells; ++cell) puzzle[cell] = given[cell] ? solution[cell] : 0;
    return puzzle;
}

std::optional<ClassicCandidate> candidate_of(const Grid& puzzle, bool unique, bool keep_count) {
    ClassicCandidate candidate;
    if (!classic::solve(puzzle, candidate.solution)) return std::nullopt;
    for (int cell = 0; cell < kCells; ++cell) candidate.given[cell] = puzzle[cell] != 0;
    candidate.unique = unique;
    candidate.keep_count = keep_count;
    return candidate;
}

std::optional<ClassicCandidate> random_step(const ClassicCandidate& from, Random& random,
                                            std::optional<BacktrackingModel> toward) {
    ClassicCandidate next = from;
    const auto kind = random.below(4);
    if (kind == 0) {
        random_symmetry(next, random);
        return next;  // a symmetry keeps every solution count
    }
    // Against a model, of two cells drawn the given it meets earlier moves to
    // the blank it meets later: givens late in its order leave it more to try.
    std::array<int, kCells> position{};
    const auto order = visiting_order(toward.value_or(BacktrackingModel::rows));
    for (int i = 0; i < kCells; ++i) position[order[i]] = i;
    const auto pick = [&](bool given, bool early) {
        int cell = random_cell_where(next, given, random);
        if (toward && cell >= 0) {
            const int other = random_cell_where(next, given, random);
            if (other >= 0 && (position[other] < position[cell]) == early) cell = other;
        }
        return cell;
    };
    const int given = pick(true, true);
    if (given < 0) return std::nullopt;
    next.given[given] = false;
    if (kind != 1 || next.keep_count) {  // moved, not taken away
        const int blank = pick(false, false);
        if (blank < 0) return std::nullopt;
        next.given[blank] = true;
    }
    if (next.unique && classic::count_solutions(next.puzzle(), 2) != 1) return std::nullopt;
    return next;  // a subset of a solution's digits is always solvable
}

void relabel_against(ClassicCandidate& candidate, BacktrackingModel model) {
    std::array<std::uint8_t, 10> label{};  // old digit -> new
    int next = tries_digits_descending(model) ? 1 : 9;
    const int step = tries_digits_descending(model) ? 1 : -1;
    for (const int cell : visiting_order(model)) {
        const int digit = candidate.solution[cell];
        if (candidate.given[cell] || label[digit] != 0) continue;
        label[digit] = static_cast<std::uint8_t>(next);
        next += step;
    }
    for (int digit = 1; digit <= 9; ++digit)  // digits only the givens hold
        if (label[digit] == 0) label[digit] = static_cast<std::uint8_t>(next), next += step;
    for (auto& digit : candidate.solution) digit = label[digit];
}

std::optional<Climb> start_climb(Random& random, const ClassicOptions& options, BacktrackingModel model,
                                 std::optional<std::uint64_t> cap) {
    auto start = shaped_candidate(random, options, model);
    if (!start) return std::nullopt;
    Climb climb{options, model, std::move(*start), 0};
    climb.nodes = capped_nodes(climb.current, model, std::min(cap.value_or(kEnoughNodes), kEnoughNodes));
    return climb;
}

std::uint64_t climb(Climb& climb, Random& random, std::uint64_t budget) {
    // forward checks up to 20 peers a node: its nodes cost about 3 of the others
    // (gen --hard takes about 3 s either way).
    const std::uint64_t node_cost = climb.model == BacktrackingModel::forward ? 3 : 1;
    std::uint64_t spent = 0;
    for (std::uint64_t step = 0; spent < budget && climb.nodes < kEnoughNodes; ++step) {
        auto next = step % kStepsPerJump == kStepsPerJump - 1 ? shaped_candidate(random, climb.options, climb.model)
                                                              : random_step(climb.current, random, climb.model);
        spent += kCheckCost;
        if (!next) continue;
        // Up to twice the best, within what is left of the budget: a step
        // never costs much more than the budget says.
        const std::uint64_t left = (budget - std::min(budget, spent)) / node_cost;
        const std::uint64_t cap = std::min({2 * climb.nodes, climb.nodes + left, kEnoughNodes});
        const std::uint64_t nodes = capped_nodes(*next, climb.model, std::max<std::uint64_t>(cap, 1000));
        spent += nodes * node_cost;
        if (nodes >= climb.nodes) climb.current = std::move(*next), climb.nodes = nodes;
    }
    return spent;
}

std::optional<Grid> generate_hard_classic(Random& random, const ClassicOptions& options, BacktrackingModel model,
                                          std::uint64_t budget) {
    auto hard = start_climb(random, options, model, budget);  // a start past the budget is as hard as need be
    if (!hard) return std::nullopt;
    climb(*hard, random, budget);
    return hard->current.puzzle();
}

std::optional<SudominokuCandidate> random_step(const SudominokuCandidate& from, Random& random) {
    SudominokuCandidate next = from;
    std::array<int, 10> label{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    const auto kind = random.below(10);
    if (kind == 0) {
        next.full = transformed(from.full, static_cast<int>(1 + random.below(7)), label);
        return next;  // a symmetry keeps the number of grids
    }
    if (kind == 1) {
        std::array<int, 9> digits{1, 2, 3, 4, 5, 6, 7, 8, 9};
        random.shuffle(digits);
        for (int digit = 1; digit <= 9; ++digit) label[digit] = digits[digit - 1];
        next.full = transformed(from.full, 0, label);
        return next;
    }
    std::array<int, sudominoku::kDominoes> given{}, hidden{};
    int givens = 0, hiddens = 0;
    for (int i = 0; i < sudominoku::kDominoes; ++i) (from.given >> i & 1 ? given[givens++] : hidden[hiddens++]) = i;
    if (givens == 0 || hiddens == 0) return std::nullopt;
    next.given &= ~(std::uint64_t{1} << given[random.below(static_cast<std::uint64_t>(givens))]);
    next.given |= std::uint64_t{1} << hidden[random.below(static_cast<std::uint64_t>(hiddens))];
    if (!has_one_grid(next.layout())) return std::nullopt;
    return next;
}

}  // namespace sudoku
