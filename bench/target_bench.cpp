// The target score (include/sudoku/core/target_score.hpp, Luogu P1074) on
// generated sets, nodes and time per case:
//
//   sudoku_target_bench [--count=N] [--seed=S] [--repeat=K] [--cases] [--top-band]
//   sudoku_target_bench --from=FILE [--repeat=K]   one 81-character puzzle a line
//
// The sets (the same on every machine: sudoku::Random, the classic core's
// first solution of a few random givens as the full grid):
//   random 24     24 givens kept at random cells (the statement's least)
//   top band 24   (--top-band) 24 givens, all in rows 0-2: six rows free, the
//                 most solutions; beyond this bound (minutes a case)
//   ring 24       24 givens on the outer ring (weight 6): the heavy centre free
//   centre 24     24 givens nearest the centre: the heavy cells decided
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

struct Totals {
    std::uint64_t nodes = 0, worst_nodes = 0;
    double us = 0, worst_us = 0;
    int cases = 0;
};

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
    if (print) {
        std::printf("  %-14s score %5d  nodes %9llu  solutions %5llu  cut %9llu  %10.1f us\n", name.c_str(), answer.score,
                    static_cast<unsigned long long>(stats.nodes), static_cast<unsigned long long>(stats.solutions),
                    static_cast<unsigned long long>(stats.cut), best);
        std::fflush(stdout);
    }
    totals.nodes += stats.nodes, totals.worst_nodes = std::max(totals.worst_nodes, stats.nodes);
    totals.us += best, totals.worst_us = std::max(totals.worst_us, best);
    ++totals.cases;
}

void print_totals(const char* set, const Totals& t) {
    std::printf("%-12s %4d cases  nodes mean %9.0f worst %9llu   time mean %9.1f us, worst %10.1f us\n", set, t.cases,
                static_cast<double>(t.nodes) / t.cases, static_cast<unsigned long long>(t.worst_nodes), t.us / t.cases, t.worst_us);
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
        else {
            std::fprintf(stderr, "usage: sudoku_target_bench [--count=N] [--seed=S] [--repeat=K] [--cases] [--top-band] [--from=FILE]\n");
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
