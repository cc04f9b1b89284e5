// The general core (n²×n²) against the DLX yardstick (bench/dlx.hpp) on a
// deterministic dataset made here by the generator, case by case: solve, and
// count with limit 2, each the best of several runs (steady_clock), both
// answers checked. Prints per set the totals, the worst ratio ours/DLX and
// the cases ours loses.
//
//   sudoku_general_bench [--repeat=K] [--dlx-limit=S] [--deep] [--cases] [--dump]
//   sudoku_general_bench --from=FILE [--only=ours|dlx] [--repeat=1]
//   sudoku_general_bench [--from=FILE] --nodes
//
// The sets (seeds fixed, so every machine builds the same puzzles):
//   16x16 minimal   12 unique puzzles from which no given can go
//   16x16 sparse    12 with 60 givens and 12 with 100, taken away unchecked:
//                   several solutions (count 2), but few enough givens
//   25x25 unique    8 unique puzzles stopped at 300 givens, each removal
//                   checked within 1,000 nodes (a minimal 25x25 takes minutes)
//   25x25 sparse    8 with 120 givens and 8 with 200
//   25x25 deep      (--deep) 2 as minimal as 1,000-node checks allow, about
//                   275 givens: DLX takes 10-60 s on each
// Each run is the whole call (ours: root propagation and search; DLX: the
// links built and searched), so both pay their own setup. --repeat=K (default
// 5) runs each case K times, fewer once its runs pass two seconds. A DLX run
// stops at --dlx-limit seconds (default 10): its time is then a lower bound,
// marked '>' in the case lines and counted as "DLX gave up" in the table.
//
// For instructions rather than time (valgrind --tool=callgrind), write the
// dataset once with --dump > FILE and run one side on it: --from=FILE
// --only=ours --repeat=1, so that the generator's own searches are left out.
// --nodes prints, instead of times, each case's search size, which holds on
// any machine: our nodes and wrong guesses, and DLX's nodes, for solve and count.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "dlx.hpp"
#include "sudoku/core/general_solver.hpp"
#include "sudoku/testgen/general_generator.hpp"

namespace {

using sudoku::GeneralGrid;
using Clock = std::chrono::steady_clock;

struct Case {
    std::string set;
    GeneralGrid puzzle;
};

struct Recipe {
    const char* set;
    int box_size, count, givens;
    bool sparse;
    std::uint64_t check_nodes, first_seed;
};

std::vector<Case> make_dataset(bool deep) {
    std::vector<Recipe> recipes = {
        {"16x16 minimal", 4, 12, 0, false, 0, 1},     {"16x16 sparse", 4, 12, 60, true, 0, 101},
        {"16x16 sparse", 4, 12, 100, true, 0, 201},    {"25x25 unique", 5, 8, 300, false, 1000, 1},
        {"25x25 sparse", 5, 8, 120, true, 0, 101},     {"25x25 sparse", 5, 8, 200, true, 0, 201},
    };
    if (deep) recipes.push_back({"25x25 deep", 5, 2, 0, false, 1000, 1});
    std::vector<Case> cases;
    for (const Recipe& r : recipes)
        for (int i = 0; i < r.count; ++i) {
            const sudoku::GeneralPuzzleOptions options{r.givens, r.sparse, r.check_nodes};
            cases.push_back({r.set, sudoku::generate_general(r.box_size, r.first_seed + static_cast<std::uint64_t>(i), options)});
        }
    return cases;
}

// The --dump format: one case a line, its set (spaces as '_'), the box size, the values.
void dump(const std::vector<Case>& cases) {
    for (const Case& c : cases) {
        std::string set = c.set;
        std::replace(set.begin(), set.end(), ' ', '_');
        std::printf("%s %d", set.c_str(), c.puzzle.box_size());
        for (int cell = 0; cell < c.puzzle.cells(); ++cell) std::printf(" %d", c.puzzle[cell]);
        std::printf("\n");
    }
}

std::vector<Case> load(const char* path) {
    std::ifstream in(path);
    std::vector<Case> cases;
    std::string set;
    int n = 0;
    while (in >> set >> n) {
        std::replace(set.begin(), set.end(), '_', ' ');
        std::vector<int> values(static_cast<std::size_t>(n * n * n * n));
        for (int& v : values) in >> v;
        const auto grid = GeneralGrid::from_values(n, values);
        if (!grid) {
            std::fprintf(stderr, "sudoku_general_bench: %s: a bad case\n", path);
            std::exit(2);
        }
        cases.push_back({set, *grid});
    }
    return cases;
}

// The fastest of up to `repeat` runs, in microseconds; fewer once they pass two seconds.
template <class Run>
double best_of(int repeat, Run run) {
    double best = 1e300, spent = 0;
    for (int i = 0; i < repeat && (i == 0 || spent < 2e6); ++i) {
        const auto start = Clock::now();
        run();
        const double us = std::chrono::duration<double, std::micro>(Clock::now() - start).count();
        best = std::min(best, us);
        spent += us;
    }
    return best;
}

struct Timing {
    double ours_solve = 0, dlx_solve = 0, ours_count = 0, dlx_count = 0;
    bool dlx_gave_up = false;  // its times are then lower bounds
};

struct Options {
    int repeat = 5;
    double dlx_limit = 10;  // seconds a DLX run may take
    bool deep = false, cases = false, dump = false, nodes = false, ours = true, dlx = true;
    const char* from = nullptr;
};

// Times one case; false when the two disagree or an answer is wrong.
bool time_case(const Case& c, const Options& options, bench::Dlx& dlx, Timing& t) {
    GeneralGrid ours_answer, dlx_answer;
    bool ours_solved = false, dlx_solved = false;
    int ours_count = -1, dlx_count = -1;
    if (options.ours) {
        t.ours_solve = best_of(options.repeat, [&] { ours_solved = sudoku::general::solve(c.puzzle, ours_answer); });
        t.ours_count = best_of(options.repeat, [&] { ours_count = sudoku::general::count_solutions(c.puzzle, 2); });
    }
    if (options.dlx) {
        t.dlx_solve = best_of(options.repeat, [&] { dlx_solved = dlx.solve(c.puzzle, dlx_answer); });
        t.dlx_gave_up = dlx.aborted();
        t.dlx_count = best_of(options.repeat, [&] { dlx_count = dlx.count(c.puzzle, 2); });
        t.dlx_gave_up |= dlx.aborted();
        if (t.dlx_gave_up) return !options.ours || ours_answer.is_complete_solution_of(c.puzzle) || ours_count == 0;
    }
    bool ok = true;
    if (options.ours) ok &= ours_solved == (ours_count > 0) && (!ours_solved || ours_answer.is_complete_solution_of(c.puzzle));
    if (options.dlx) ok &= dlx_solved == (dlx_count > 0) && (!dlx_solved || dlx_answer.is_complete_solution_of(c.puzzle));
    if (options.ours && options.dlx) ok &= ours_count == dlx_count && (ours_count != 1 || ours_answer == dlx_answer);
    return ok;
}

struct SetTotals {
    std::string set;
    int cases = 0, givens_min = 1 << 20, givens_max = 0;
    Timing total;
    double worst_solve = 0, worst_count = 0;  // ours / DLX
    int worst_solve_case = -1, worst_count_case = -1, dlx_gave_up = 0;
    std::vector<std::string> lost;
};

void add(SetTotals& s, int index, const Case& c, const Timing& t) {
    ++s.cases;
    s.dlx_gave_up += t.dlx_gave_up;
    s.givens_min = std::min(s.givens_min, c.puzzle.givens());
    s.givens_max = std::max(s.givens_max, c.puzzle.givens());
    s.total.ours_solve += t.ours_solve, s.total.dlx_solve += t.dlx_solve;
    s.total.ours_count += t.ours_count, s.total.dlx_count += t.dlx_count;
    const double solve = t.ours_solve / t.dlx_solve, count = t.ours_count / t.dlx_count;
    if (solve > s.worst_solve) s.worst_solve = solve, s.worst_solve_case = index;
    if (count > s.worst_count) s.worst_count = count, s.worst_count_case = index;
    char line[160];
    if (solve > 1) std::snprintf(line, sizeof line, "case %d solve %.0f us against %.0f (%.2fx)", index, t.ours_solve, t.dlx_solve, solve), s.lost.push_back(line);
    if (count > 1) std::snprintf(line, sizeof line, "case %d count %.0f us against %.0f (%.2fx)", index, t.ours_count, t.dlx_count, count), s.lost.push_back(line);
}

void print_table(const std::vector<SetTotals>& sets) {
    std::printf("\n%-14s %5s %9s | %11s %11s %6s %13s | %11s %11s %6s %13s\n", "set", "cases", "givens", "ours solve", "DLX solve",
                "ratio", "worst (case)", "ours count", "DLX count", "ratio", "worst (case)");
    for (const SetTotals& s : sets) {
        const auto& t = s.total;
        std::printf("%-14s %5d %4d-%-4d | %9.1f ms %8.1f ms %6.3f %7.3f (%3d) | %8.1f ms %8.1f ms %6.3f %7.3f (%3d)\n", s.set.c_str(), s.cases,
                    s.givens_min, s.givens_max, t.ours_solve / 1e3, t.dlx_solve / 1e3, t.ours_solve / t.dlx_solve, s.worst_solve,
                    s.worst_solve_case, t.ours_count / 1e3, t.dlx_count / 1e3, t.ours_count / t.dlx_count, s.worst_count, s.worst_count_case);
    }
    for (const SetTotals& s : sets)
        for (const std::string& line : s.lost) std::printf("lost: %s, %s\n", s.set.c_str(), line.c_str());
    for (const SetTotals& s : sets)
        if (s.dlx_gave_up) std::printf("DLX gave up: %s, %d cases (their DLX times are lower bounds)\n", s.set.c_str(), s.dlx_gave_up);
}

Options parse(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg.rfind("--repeat=", 0) == 0) o.repeat = std::max(1, std::atoi(arg.c_str() + 9));
        else if (arg.rfind("--dlx-limit=", 0) == 0) o.dlx_limit = std::atof(arg.c_str() + 12);
        else if (arg == "--deep") o.deep = true;
        else if (arg == "--cases") o.cases = true;
        else if (arg == "--dump") o.dump = true;
        else if (arg == "--nodes") o.nodes = true;
        else if (arg.rfind("--from=", 0) == 0) o.from = argv[i] + 7;
        else if (arg == "--only=ours") o.dlx = false;
        else if (arg == "--only=dlx") o.ours = false;
        else {
            std::fprintf(stderr, "usage: sudoku_general_bench [--repeat=K] [--dlx-limit=S] [--deep] [--cases] [--dump] [--nodes] [--from=FILE] [--only=ours|dlx]\n");
            std::exit(2);
        }
    }
    return o;
}

// The --nodes lines: the search sizes of both, per case, and their sums per set.
void print_nodes(const std::vector<Case>& cases, bench::Dlx& dlx) {
    std::printf("%-14s %8s %6s | %10s %10s %10s | %10s %10s %10s\n", "set", "case", "givens", "ours solve", "guesses", "DLX solve",
                "ours count", "guesses", "DLX count");
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const Case& c = cases[i];
        sudoku::general::SearchStats solve, count;
        GeneralGrid answer;
        sudoku::general::solve(c.puzzle, answer, &solve);
        sudoku::general::count_solutions(c.puzzle, 2, &count);
        dlx.solve(c.puzzle, answer);
        const long long dlx_solve = dlx.nodes();
        const bool solve_gave_up = dlx.aborted();
        dlx.count(c.puzzle, 2);
        std::printf("%-14s %8zu %6d | %10llu %10llu %s%9lld | %10llu %10llu %s%9lld\n", c.set.c_str(), i, c.puzzle.givens(),
                    static_cast<unsigned long long>(solve.nodes), static_cast<unsigned long long>(solve.guesses), solve_gave_up ? ">" : " ",
                    dlx_solve, static_cast<unsigned long long>(count.nodes), static_cast<unsigned long long>(count.guesses),
                    dlx.aborted() ? ">" : " ", dlx.nodes());
        std::fflush(stdout);
    }
}

}  // namespace

int main(int argc, char** argv) {
    const Options options = parse(argc, argv);
    const auto made = Clock::now();
    const std::vector<Case> cases = options.from ? load(options.from) : make_dataset(options.deep);
    if (options.dump) return dump(cases), 0;
    std::fprintf(stderr, "dataset: %zu cases in %.1f s\n", cases.size(), std::chrono::duration<double>(Clock::now() - made).count());
    bench::Dlx dlx;
    dlx.set_time_limit(std::chrono::duration<double>(options.dlx_limit));
    if (options.nodes) return print_nodes(cases, dlx), 0;
    std::vector<SetTotals> sets;
    int failures = 0;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const Case& c = cases[i];
        if (sets.empty() || sets.back().set != c.set) {
            sets.emplace_back();
            sets.back().set = c.set;
        }
        Timing t;
        if (!time_case(c, options, dlx, t)) {
            std::printf("MISMATCH: %s case %zu\n", c.set.c_str(), i);
            ++failures;
        }
        add(sets.back(), static_cast<int>(i), c, t);
        if (options.cases)
            std::printf("%-14s case %3zu givens %3d  solve %10.1f %s%10.1f us  count %10.1f %s%10.1f us\n", c.set.c_str(), i,
                        c.puzzle.givens(), t.ours_solve, t.dlx_gave_up ? ">" : " ", t.dlx_solve, t.ours_count, t.dlx_gave_up ? ">" : " ",
                        t.dlx_count);
        std::fflush(stdout);
    }
    if (options.ours && options.dlx) print_table(sets);
    return failures == 0 ? 0 : 1;
}
