// The target score (include/sudoku/core/target_score.hpp, Luogu P1074) on
// generated sets, nodes and time per case:
//
//   sudoku_target_bench [--count=N] [--seed=S] [--repeat=K] [--cases] [--top-band] [--plain=SECONDS]
//   sudoku_target_bench --from=FILE [--repeat=K]   one 81-character puzzle a line
//
// The sets (the same on every machine: sudoku::Random, the classic core's
// first solution of a few random givens as the full grid):
//   random 24     24 givens kept at random cells (the statement's least)
//   top band 24   (--top-band) 24 givens, all in rows 0-2: six rows free, the
//                 most solutions (minutes a case before the score was rewritten)
//   ring 24       24 givens on the outer ring (weight 6): the heavy centre free
//   centre 24     24 givens nearest the centre: the heavy cells decided
// --plain runs beside ours the published way (class Plain: every solution
// enumerated), once a case, stopped past SECONDS (its time then a lower bound).
// Each case is the best of K runs (steady_clock); nodes, solutions met and
// cuts hold on any machine, times do not (on a shared machine, only as ratios).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/random.hpp"
#include "sudoku/core/target_score.hpp"

namespace {

using sudoku::Grid;
using sudoku::kCells;
using Clock = std::chrono::steady_clock;

Grid random_full_grid(sudoku::Random& random) {
    for (;;) {
        Grid seeds{};
        for (int i = 0; i < 11; ++i) seeds[random.below(kCells)] = static_cast<std::uint8_t>(random.between(1, 9));
        if (Grid full; sudoku::classic::solve(seeds, full)) return full;
    }
}

enum class Shape { random, top_band, ring, centre };

// The cells a shape may keep, in the order it keeps them.
std::vector<int> candidate_cells(Shape shape, sudoku::Random& random) {
    std::array<int, kCells> all;
    for (int cell = 0; cell < kCells; ++cell) all[cell] = cell;
    random.shuffle(all);
    std::vector<int> cells;
    for (const int cell : all) {
        const int w = sudoku::target::weight(cell);
        if (shape == Shape::random || (shape == Shape::top_band && cell < 27) || (shape == Shape::ring && w == 6)) cells.push_back(cell);
    }
    if (shape == Shape::centre)
        for (int w = 10; w >= 6; --w)
            for (const int cell : all)
                if (sudoku::target::weight(cell) == w) cells.push_back(cell);
    return cells;
}

Grid make_puzzle(Shape shape, std::uint64_t seed, int givens) {
    sudoku::Random random(seed);
    const Grid full = random_full_grid(random);
    const std::vector<int> cells = candidate_cells(shape, random);
    Grid puzzle{};
    for (int i = 0; i < givens && i < static_cast<int>(cells.size()); ++i) puzzle[cells[static_cast<std::size_t>(i)]] = full[cells[static_cast<std::size_t>(i)]];
    return puzzle;
}

// The published way (the accepted P1074 solutions): every solution
// enumerated, rows taken fewest blanks first and each row's blanks left to
// right, a row, column and box mask per digit; the largest score. Stops
// past `limit` seconds (checked every 4,096 nodes): aborted then.
class Plain {
public:
    explicit Plain(double limit) : limit_(limit) {}
    int best(const Grid& puzzle) {
        grid_ = puzzle, best_ = -1, nodes_ = 0, aborted_ = false, order_.clear();
        rows_.fill(0), columns_.fill(0), boxes_.fill(0);
        for (int cell = 0; cell < kCells; ++cell)
            if (const int d = puzzle[cell]; d != 0) {
                const unsigned bit = 1u << d;
                if ((rows_[cell / 9] | columns_[cell % 9] | boxes_[sudoku::box_of(cell)]) & bit) return -1;
                rows_[cell / 9] |= bit, columns_[cell % 9] |= bit, boxes_[sudoku::box_of(cell)] |= bit;
            }
        std::array<int, 9> rows = {0, 1, 2, 3, 4, 5, 6, 7, 8}, blanks{};
        for (int cell = 0; cell < kCells; ++cell) blanks[cell / 9] += puzzle[cell] == 0;
        std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) { return blanks[a] < blanks[b]; });
        for (const int row : rows)
            for (int column = 0; column < 9; ++column)
                if (puzzle[9 * row + column] == 0) order_.push_back(9 * row + column);
        deadline_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limit_));
        int given_score = 0;
        for (int cell = 0; cell < kCells; ++cell) given_score += puzzle[cell] * sudoku::target::weight(cell);
        walk(0, given_score);
        return best_;
    }
    bool aborted() const { return aborted_; }
    std::uint64_t nodes() const { return nodes_; }

private:
    void walk(std::size_t i, int score) {
        if (aborted_ || (++nodes_ % 4096 == 0 && Clock::now() > deadline_ && (aborted_ = true))) return;
        if (i == order_.size()) {
            best_ = std::max(best_, score);
            return;
        }
        const int cell = order_[i], r = cell / 9, c = cell % 9, b = sudoku::box_of(cell);
        for (int d = 9; d >= 1; --d) {
            const unsigned bit = 1u << d;
            if ((rows_[r] | columns_[c] | boxes_[b]) & bit) continue;
            rows_[r] |= bit, columns_[c] |= bit, boxes_[b] |= bit;
            walk(i + 1, score + d * sudoku::target::weight(cell));
            rows_[r] &= ~bit, columns_[c] &= ~bit, boxes_[b] &= ~bit;
        }
    }
    double limit_;
    Grid grid_{};
    std::array<unsigned, 9> rows_{}, columns_{}, boxes_{};
    std::vector<int> order_;
    int best_ = -1;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    Clock::time_point deadline_;
};

struct Totals {
    std::uint64_t nodes = 0, worst_nodes = 0;
    double us = 0, worst_us = 0;
    int cases = 0;
    double plain_us = 0, worst_ratio = 0;  // the published way's time, and ours over it at worst
    int plain_cases = 0, plain_aborted = 0;
};

double plain_limit = 0;  // --plain=SECONDS: run the published way too, each case stopped past this

void run_case(const std::string& name, const Grid& puzzle, int repeat, bool print, Totals& totals) {
    sudoku::target::SearchStats stats;
    sudoku::target::TargetAnswer answer;
    double best = 1e18;
    for (int i = 0; i < repeat; ++i) {
        stats = {};
        const auto start = Clock::now();
        answer = sudoku::target::best_score(puzzle, &stats);
        best = std::min(best, std::chrono::duration<double, std::micro>(Clock::now() - start).count());
    }
    if (answer.score >= 0 && (!sudoku::is_solution_of(answer.best, puzzle) || sudoku::target::score_of(answer.best) != answer.score)) {
        std::fprintf(stderr, "%s: the best solution does not check\n", name.c_str());
        std::exit(1);
    }
    double plain_us = 0;
    if (plain_limit > 0) {
        Plain plain(plain_limit);
        const auto start = Clock::now();
        const int expected = plain.best(puzzle);
        plain_us = std::chrono::duration<double, std::micro>(Clock::now() - start).count();
        if (!plain.aborted() && expected != answer.score) {
            std::fprintf(stderr, "%s: ours %d, the published way %d\n", name.c_str(), answer.score, expected);
            std::exit(1);
        }
        ++totals.plain_cases, totals.plain_aborted += plain.aborted();
        totals.plain_us += plain_us, totals.worst_ratio = std::max(totals.worst_ratio, best / plain_us);
    }
    if (print) {
        std::printf("  %-14s score %5d  nodes %9llu  solutions %5llu  cut %9llu  %10.1f us", name.c_str(), answer.score,
                    static_cast<unsigned long long>(stats.nodes), static_cast<unsigned long long>(stats.solutions),
                    static_cast<unsigned long long>(stats.cut), best);
        if (plain_limit > 0) std::printf("   published way %12.1f us", plain_us);
        std::printf("\n");
        std::fflush(stdout);
    }
    totals.nodes += stats.nodes, totals.worst_nodes = std::max(totals.worst_nodes, stats.nodes);
    totals.us += best, totals.worst_us = std::max(totals.worst_us, best);
    ++totals.cases;
}

void print_totals(const char* set, const Totals& t) {
    std::printf("%-12s %4d cases  nodes mean %9.0f worst %9llu   time mean %9.1f us, worst %10.1f us\n", set, t.cases,
                static_cast<double>(t.nodes) / t.cases, static_cast<unsigned long long>(t.worst_nodes), t.us / t.cases, t.worst_us);
    if (t.plain_cases > 0)
        std::printf("%-12s published way: time mean %s%.1f us (%d stopped at the limit); ours / it at worst %.4f\n", "",
                    t.plain_aborted ? ">" : "", t.plain_us / t.plain_cases, t.plain_aborted, t.worst_ratio);
}

Grid grid_of_line(const std::string& line) {
    Grid grid{};
    for (int cell = 0; cell < kCells; ++cell) grid[cell] = line[cell] >= '1' && line[cell] <= '9' ? static_cast<std::uint8_t>(line[cell] - '0') : 0;
    return grid;
}

}  // namespace

int main(int argc, char** argv) {
    int count = 100, repeat = 1;
    std::uint64_t seed = 1;
    bool cases = false, top_band = false;
    std::string from;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a.rfind("--count=", 0) == 0) count = std::atoi(a.c_str() + 8);
        else if (a.rfind("--seed=", 0) == 0) seed = std::strtoull(a.c_str() + 7, nullptr, 10);
        else if (a.rfind("--repeat=", 0) == 0) repeat = std::max(1, std::atoi(a.c_str() + 9));
        else if (a.rfind("--from=", 0) == 0) from = a.substr(7);
        else if (a == "--cases") cases = true;
        else if (a == "--top-band") top_band = true;
        else if (a.rfind("--plain=", 0) == 0) plain_limit = std::atof(a.c_str() + 8);
        else {
            std::fprintf(stderr, "usage: sudoku_target_bench [--count=N] [--seed=S] [--repeat=K] [--cases] [--top-band] [--plain=SECONDS] [--from=FILE]\n");
            return 2;
        }
    }
    if (!from.empty()) {
        std::ifstream in(from);
        Totals totals;
        int n = 0;
        for (std::string line; std::getline(in, line);)
            if (line.size() >= 81 && line[0] != '#') run_case("line " + std::to_string(++n), grid_of_line(line), repeat, true, totals);
        print_totals(from.c_str(), totals);
        return 0;
    }
    const std::array<std::pair<const char*, Shape>, 4> sets = {
        {{"random 24", Shape::random}, {"top band 24", Shape::top_band}, {"ring 24", Shape::ring}, {"centre 24", Shape::centre}}};
    for (const auto& [set, shape] : sets) {
        if (shape == Shape::top_band && !top_band) continue;
        Totals totals;
        for (int i = 0; i < count; ++i)
            run_case(std::string(set) + " #" + std::to_string(i), make_puzzle(shape, seed + static_cast<std::uint64_t>(i), 24), repeat, cases, totals);
        print_totals(set, totals);
    }
    return 0;
}
