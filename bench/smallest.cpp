// The lexicographically smallest solution (BOJ 2239, UVa 989) on files of
// 81-character puzzles: each puzzle's time (the fastest of three), and its
// answer against the first solution of a plain search in reading order,
// digits ascending, which is the smallest by definition, wherever that
// search finishes within its budget of placements.
//
//   sudoku_smallest [--budget=N] FILE...
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/grid.hpp"

namespace {

using sudoku::Grid;

struct PlainSearch {
    long long budget;
    bool search(Grid& grid, int cell) {
        while (cell < sudoku::kCells && grid[cell] != 0) ++cell;
        if (cell == sudoku::kCells) return true;
        for (int digit = 1; digit <= 9; ++digit) {
            if (--budget < 0) return false;
            grid[cell] = static_cast<std::uint8_t>(digit);
            if (!sudoku::find_clash_at(grid, cell) && search(grid, cell + 1)) return true;
        }
        grid[cell] = 0;
        return false;
    }
};

std::optional<Grid> parse(const std::string& line) {
    if (line.size() < 81) return std::nullopt;
    Grid grid{};
    for (int i = 0; i < 81; ++i) {
        const char c = line[static_cast<std::size_t>(i)];
        grid[i] = static_cast<std::uint8_t>(c >= '1' && c <= '9' ? c - '0' : 0);
    }
    return grid;
}

void run_file(const char* path, long long budget) {
    std::ifstream in(path);
    std::string line;
    int puzzles = 0, compared = 0, differing = 0, slowest_at = 0;
    double slowest = 0, total = 0;
    while (std::getline(in, line)) {
        const auto puzzle = parse(line);
        if (!puzzle) continue;
        ++puzzles;
        Grid answer{};
        bool solved = false;
        double best = 1e9;
        for (int k = 0; k < 3; ++k) {
            const auto start = std::chrono::steady_clock::now();
            solved = sudoku::classic::solve_smallest(*puzzle, answer);
            best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        }
        total += best;
        if (best > slowest) slowest = best, slowest_at = puzzles;
        PlainSearch plain{budget};
        Grid first = *puzzle;
        const bool found = plain.search(first, 0);
        if (plain.budget < 0) continue;  // gave up: not compared
        ++compared;
        if (found != solved || (found && first != answer)) ++differing;
    }
    std::printf("%-40s %7d puzzles  %7d compared  %d differing  total %.3f s  slowest %.3f ms (#%d)\n", path, puzzles, compared,
                differing, total, slowest * 1e3, slowest_at);
}

}  // namespace

int main(int argc, char** argv) {
    long long budget = 10'000'000;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg.rfind("--budget=", 0) == 0) budget = std::stoll(arg.substr(9));
        else run_file(argv[i], budget);
    }
}
