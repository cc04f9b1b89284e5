// The region core (include/sudoku/core/region_solver.hpp) against its yardsticks:
//
//   sudoku_jigsaw_bench [--count=N] [--seed=S] [--repeat=K]   jigsaw: ours against DLX
//   sudoku_jigsaw_bench --dump [--count=N] [--seed=S]          the generated puzzles, a line each
//   sudoku_jigsaw_bench --from=FILE [--repeat=K]               jigsaw: ours against DLX on --dump's lines
//   sudoku_jigsaw_bench --hdu4069=FILE [--repeat=K]            the same on an HDU 4069 input of unique cases
//                                                              (sudoku gen --format=hdu4069 --answer=unique)
//   sudoku_jigsaw_bench --boxes=FILE [--count=N] [--repeat=K]  boxes: ours against the classic core
//
// Jigsaw puzzles are made here, the same on every machine (sudoku::Random):
// a partition grown from the boxes by swapping the regions of two adjacent
// cells while both regions stay joined (again when 20 sets of random givens
// find no solution); a full grid, the region core's first
// solution of a few random givens; then its givens taken away in random order
// while the puzzle keeps one solution (so each is minimal). Each case is
// counted to two (HDU 4069's question), the best of K runs (steady_clock),
// by the region core and by DLX (bench/dlx.hpp with the regions as its third
// house), both answers checked. Prints nodes and time per side: total, worst,
// and the cases ours loses. --boxes runs the first N puzzles of an
// 81-character-a-line file through the classic and the region core, count to two.
// Nodes hold on any machine; times do not (and on a shared machine, only
// as ratios measured side by side).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "dlx.hpp"
#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/random.hpp"
#include "sudoku/core/region_solver.hpp"
#include "sudoku/io/judge_formats.hpp"

namespace {

using sudoku::Grid;
using sudoku::kCells;
using sudoku::regions::RegionMap;
using Clock = std::chrono::steady_clock;

struct Jigsaw {
    RegionMap regions;
    Grid puzzle, solution;
};

// The boxes with `swaps` region swaps of adjacent cells, each kept only when
// both regions stay joined.
RegionMap random_partition(sudoku::Random& random, int swaps) {
    RegionMap regions = sudoku::regions::box_regions();
    for (int done = 0; done < swaps;) {
        const int cell = static_cast<int>(random.below(kCells));
        const bool across = random.below(2) == 0;
        if (across ? cell % 9 == 8 : cell / 9 == 8) continue;
        const int other = across ? cell + 1 : cell + 9;
        if (regions[cell] == regions[other]) continue;
        // Swapping these two would change nothing: `cell` joins the other
        // region, and a random other cell of that region joins the first.
        const std::uint8_t mine = regions[cell], theirs = regions[other];
        std::vector<int> back;
        for (int c = 0; c < kCells; ++c)
            if (regions[c] == theirs && c != other) back.push_back(c);
        const int give = back[random.below(back.size())];
        regions[cell] = theirs, regions[give] = mine;
        if (sudoku::regions::check_regions(regions).error == sudoku::regions::RegionError::none) ++done;
        else regions[cell] = mine, regions[give] = theirs;
    }
    return regions;
}

// A full grid: the first solution of a few random givens that have one;
// false when 20 tries found none (some partitions cannot be filled at all).
bool random_solution(sudoku::Random& random, const RegionMap& regions, Grid& full) {
    for (int tries = 0; tries < 20; ++tries) {
        Grid seeds{};
        for (int i = 0; i < 9; ++i) seeds[random.below(kCells)] = static_cast<std::uint8_t>(random.between(1, 9));
        if (sudoku::has_clash(seeds)) continue;  // a clash in a row or column (a box clash is no clash here: rare, harmless)
        const auto answer = sudoku::regions::count_solutions(seeds, regions, 1);
        if (answer.count == 1) {
            full = answer.first;
            return true;
        }
    }
    return false;
}

Jigsaw make_jigsaw(std::uint64_t seed) {
    sudoku::Random random(seed);
    Jigsaw j;
    do j.regions = random_partition(random, 200);
    while (!random_solution(random, j.regions, j.solution));
    j.puzzle = j.solution;
    std::array<int, kCells> order;
    for (int cell = 0; cell < kCells; ++cell) order[cell] = cell;
    random.shuffle(order);
    for (const int cell : order) {
        const std::uint8_t kept = j.puzzle[cell];
        j.puzzle[cell] = 0;
        if (sudoku::regions::count_to_two(j.puzzle, j.regions).count != 1) j.puzzle[cell] = kept;
    }
    return j;
}

std::string digits(const Grid& grid, char blank) {
    std::string s;
    for (const int v : grid) s += v == 0 ? blank : static_cast<char>('0' + v);
    return s;
}

// A --dump line back: regions, puzzle ('.' blank), solution.
Jigsaw jigsaw_of_line(const std::string& line) {
    Jigsaw j{};
    for (int cell = 0; cell < kCells; ++cell) {
        j.regions[cell] = static_cast<std::uint8_t>(line[static_cast<std::size_t>(cell)] - '0');
        const char p = line[static_cast<std::size_t>(82 + cell)], s = line[static_cast<std::size_t>(164 + cell)];
        j.puzzle[cell] = p == '.' ? 0 : static_cast<std::uint8_t>(p - '0');
        j.solution[cell] = static_cast<std::uint8_t>(s - '0');
    }
    return j;
}

// An HDU 4069 input's cases, read by the format's row; each solution is the
// region core's, which DLX's must then equal.
bool hdu4069_cases(const std::string& file, std::vector<Jigsaw>& cases) {
    std::ifstream in(file, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    sudoku::LineReader reader(text);
    const auto read = sudoku::read_grid_input(*sudoku::judge_format(*sudoku::parse_format_name("hdu4069")), reader);
    if (!in || read.error) {
        std::fprintf(stderr, "cannot read %s as HDU 4069%s\n", file.c_str(), read.error ? (": " + read.error->what).c_str() : "");
        return false;
    }
    for (const auto& grid_case : read.cases) {
        Jigsaw j{grid_case.puzzle.regions(), sudoku::to_classic(grid_case.puzzle), {}};
        j.solution = sudoku::regions::count_to_two(j.puzzle, j.regions).first;
        cases.push_back(j);
    }
    return true;
}

sudoku::GeneralGrid general_of(const Grid& grid) {
    sudoku::GeneralGrid g(3);
    for (int cell = 0; cell < kCells; ++cell) g.set(cell, grid[cell]);
    return g;
}

// The best of `repeat` runs of `run`, in microseconds.
template <class Run>
double best_micros(int repeat, Run run) {
    double best = 1e18;
    for (int i = 0; i < repeat; ++i) {
        const auto start = Clock::now();
        run();
        best = std::min(best, std::chrono::duration<double, std::micro>(Clock::now() - start).count());
    }
    return best;
}

struct Side {
    const char* name;
    double total_us = 0, worst_us = 0;
    std::uint64_t total_nodes = 0, worst_nodes = 0;
    void add(double us, std::uint64_t nodes) {
        total_us += us, worst_us = std::max(worst_us, us);
        total_nodes += nodes, worst_nodes = std::max(worst_nodes, nodes);
    }
    void print(std::size_t cases) const {
        std::printf("%-8s nodes total %10llu worst %8llu   time total %10.1f us, mean %8.2f, worst %8.1f\n", name,
                    static_cast<unsigned long long>(total_nodes), static_cast<unsigned long long>(worst_nodes), total_us,
                    total_us / static_cast<double>(cases), worst_us);
    }
};

int bench_jigsaw(const std::vector<Jigsaw>& cases, int repeat) {
    Side ours{"ours"}, dlx_side{"DLX"};
    bench::Dlx dlx;
    int losses = 0;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const Jigsaw& j = cases[i];
        sudoku::regions::RegionAnswer answer;
        sudoku::regions::SearchStats stats;
        const double our_us = best_micros(repeat, [&] { stats = {}, answer = sudoku::regions::count_to_two(j.puzzle, j.regions, &stats); });
        dlx.set_regions(std::vector<int>(j.regions.begin(), j.regions.end()));
        const sudoku::GeneralGrid puzzle = general_of(j.puzzle);
        sudoku::GeneralGrid first;
        int dlx_count = 0;
        const double dlx_us = best_micros(repeat, [&] { dlx_count = dlx.count(puzzle, 2, &first); });
        if (answer.count != 1 || answer.first != j.solution || dlx_count != 1 || !(first == general_of(j.solution))) {
            std::fprintf(stderr, "case %zu: wrong answer (ours %d, DLX %d)\n", i, answer.count, dlx_count);
            return 1;
        }
        ours.add(our_us, stats.nodes);
        dlx_side.add(dlx_us, static_cast<std::uint64_t>(dlx.nodes()));
        if (our_us > dlx_us) {
            ++losses;
            std::printf("case %zu: ours %.1f us (%llu nodes) against DLX %.1f us (%lld nodes)\n", i, our_us,
                        static_cast<unsigned long long>(stats.nodes), dlx_us, dlx.nodes());
        }
    }
    std::printf("%zu jigsaw puzzles, count to two, best of %d; ours loses %d\n", cases.size(), repeat, losses);
    ours.print(cases.size());
    dlx_side.print(cases.size());
    return 0;
}

int bench_boxes(const std::string& file, int count, int repeat) {
    std::ifstream in(file);
    if (!in) {
        std::fprintf(stderr, "cannot read %s\n", file.c_str());
        return 1;
    }
    Side classic{"classic"}, ours{"region"};
    const RegionMap boxes = sudoku::regions::box_regions();
    std::string line;
    int done = 0;
    while (done < count && std::getline(in, line)) {
        if (line.size() < 81) continue;
        Grid puzzle{};
        for (int cell = 0; cell < kCells; ++cell) puzzle[cell] = line[cell] >= '1' && line[cell] <= '9' ? static_cast<std::uint8_t>(line[cell] - '0') : 0;
        sudoku::classic::SearchStats classic_stats;
        int classic_count = 0;
        const double classic_us = best_micros(repeat, [&] { classic_stats = {}, classic_count = sudoku::classic::count_solutions(puzzle, 2, &classic_stats); });
        sudoku::regions::SearchStats stats;
        sudoku::regions::RegionAnswer answer;
        const double our_us = best_micros(repeat, [&] { stats = {}, answer = sudoku::regions::count_to_two(puzzle, boxes, &stats); });
        if (answer.count != classic_count || (answer.count > 0 && !sudoku::is_solution_of(answer.first, puzzle))) {
            std::fprintf(stderr, "line %d: ours %d solutions, classic %d\n", done + 1, answer.count, classic_count);
            return 1;
        }
        classic.add(classic_us, classic_stats.nodes);
        ours.add(our_us, stats.nodes);
        ++done;
    }
    std::printf("%s: first %d, count to two, best of %d\n", file.c_str(), done, repeat);
    classic.print(static_cast<std::size_t>(done));
    ours.print(static_cast<std::size_t>(done));
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    int count = 200, repeat = 3;
    std::uint64_t seed = 1;
    bool dump = false;
    std::string boxes, from, hdu4069;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a.rfind("--count=", 0) == 0) count = std::atoi(a.c_str() + 8);
        else if (a.rfind("--seed=", 0) == 0) seed = std::strtoull(a.c_str() + 7, nullptr, 10);
        else if (a.rfind("--repeat=", 0) == 0) repeat = std::max(1, std::atoi(a.c_str() + 9));
        else if (a.rfind("--boxes=", 0) == 0) boxes = a.substr(8);
        else if (a.rfind("--from=", 0) == 0) from = a.substr(7);
        else if (a.rfind("--hdu4069=", 0) == 0) hdu4069 = a.substr(10);
        else if (a == "--dump") dump = true;
        else {
            std::fprintf(stderr, "usage: sudoku_jigsaw_bench [--count=N] [--seed=S] [--repeat=K] [--dump | --from=FILE | --hdu4069=FILE | --boxes=FILE]\n");
            return 2;
        }
    }
    if (!boxes.empty()) return bench_boxes(boxes, count, repeat);
    std::vector<Jigsaw> cases;
    if (!hdu4069.empty()) return hdu4069_cases(hdu4069, cases) ? bench_jigsaw(cases, repeat) : 1;
    if (!from.empty()) {
        std::ifstream in(from);
        for (std::string line; std::getline(in, line);)
            if (!line.empty() && line[0] != '#') cases.push_back(jigsaw_of_line(line));
        return bench_jigsaw(cases, repeat);
    }
    for (int i = 0; i < count; ++i) cases.push_back(make_jigsaw(seed + static_cast<std::uint64_t>(i)));
    if (dump) {
        // A line a case: the regions (81 digits 0-8), the puzzle ('.' blank), the solution.
        for (const Jigsaw& j : cases) {
            std::string regions;
            for (const int r : j.regions) regions += static_cast<char>('0' + r);
            std::printf("%s %s %s\n", regions.c_str(), digits(j.puzzle, '.').c_str(), digits(j.solution, '0').c_str());
        }
        return 0;
    }
    return bench_jigsaw(cases, repeat);
}
