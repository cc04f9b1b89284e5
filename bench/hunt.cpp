// Hunts for Sudominoku cases that are slow for this solver, the way an
// adversary would: the nine singles and as many given dominoes as uniqueness
// allows packed into one band or stack, leaving a large open region with few
// clues; then hill-climbing on the solver's node count while the case keeps
// exactly one solution grid.
//
//   sudoku_hunt [--seeds=A-B] [--steps=T] [--keep=K] [--dominoes=N]
//   sudoku_hunt --orientations FILE
//
// Each seed lays a fresh grid with all 36 dominoes and the singles inside
// one of the six bands and stacks (the seed picks which), then takes given
// dominoes away, those outside the packed band or stack first, down to N
// (default 10, the statement's minimum). Each of the T steps (default 300)
// tries one move, kept when the case stays unique and costs at least as
// many nodes: swap a given domino for a hidden one (most steps), turn or
// mirror the whole board, or relabel the digits. Prints the K costliest
// cases found (default 12) as one BOJ 4574 input on stdout, costliest first;
// each one's seed, nodes and time go to stderr.
//
// --orientations: for each case of FILE, the nodes and the time (fastest of
// 3) under the 8 symmetries of the square and 4 relabellings of the digits,
// as a test of how much the search depends on the board's orientation.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "sudoku/io/boj4574.hpp"
#include "sudoku/testgen/generator.hpp"
#include "sudoku/testgen/hard_puzzles.hpp"

using namespace sudoku;
using sudominoku::CaseLayout;
using sudominoku::GivenDomino;

namespace {

using Clock = std::chrono::steady_clock;

// A case as the hunt moves it about, with where it started and its cost.
struct Candidate : SudominokuCandidate {
    std::uint64_t seed = 0;
    std::uint64_t nodes = 0;
};

struct Cost {
    std::uint64_t nodes = 0;
    double ms = 0;
};

Cost cost_of(const sudominoku::Puzzle& puzzle, int runs = 1) {
    Cost cost{0, 1e18};
    for (int run = 0; run < runs; ++run) {
        sudominoku::SearchStats stats;
        Grid grid{};
        const auto start = Clock::now();
        sudominoku::solve(puzzle, grid, &stats, 0);
        cost.ms = std::min(cost.ms, std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        cost.nodes = stats.nodes;
    }
    return cost;
}

// Band or stack `region` (0-2 bands, 3-5 stacks) holds `cell`.
bool in_region(int cell, int region) {
    return region < 3 ? row_of(cell) / 3 == region : column_of(cell) / 3 == region - 3;
}

std::array<int, 10> identity_labels() {
    std::array<int, 10> labels{};
    for (int digit = 0; digit <= 9; ++digit) labels[digit] = digit;
    return labels;
}

std::array<int, 10> random_labels(Random& random) {
    std::array<int, 10> labels = identity_labels();
    std::array<int, 9> digits{1, 2, 3, 4, 5, 6, 7, 8, 9};
    random.shuffle(digits);
    for (int digit = 1; digit <= 9; ++digit) labels[digit] = digits[digit - 1];
    return labels;
}

// A packed starting case for `seed`, or nothing when uniqueness needs more than `dominoes` givens.
std::optional<Candidate> packed_case(std::uint64_t seed, int dominoes) {
    Random random(seed);
    const int region = static_cast<int>(seed % 6);
    std::array<bool, kCells> single_allowed{};
    for (int cell = 0; cell < kCells; ++cell) single_allowed[cell] = in_region(cell, region);
    std::optional<CaseLayout> full;
    while (!full) full = random_full_layout(random, single_allowed);
    Candidate c;
    c.full = *full;
    c.given = sudominoku::kAllDominoes;
    c.seed = seed;
    std::array<int, sudominoku::kDominoes> order{};
    for (int i = 0; i < sudominoku::kDominoes; ++i) order[i] = i;
    random.shuffle(order);
    auto inside = [&](int i) {
        const GivenDomino& d = c.full.dominoes[i];
        return in_region(d.first_cell, region) && in_region(d.second_cell, region);
    };
    std::stable_partition(order.begin(), order.end(), [&](int i) { return !inside(i); });
    remove_while_one_grid(c, order, dominoes);
    if (std::popcount(c.given) != dominoes) return std::nullopt;
    c.nodes = cost_of(sudominoku::puzzle_of(c.layout())).nodes;
    return c;
}

Candidate climb(Candidate c, int steps) {
    Random random(c.seed ^ 0x5DEECE66Dull);
    for (int step = 0; step < steps; ++step) {
        const auto moved = random_step(c, random);  // a case that keeps one grid
        if (!moved) continue;
        const std::uint64_t nodes = cost_of(sudominoku::puzzle_of(moved->layout())).nodes;
        if (nodes >= c.nodes) static_cast<SudominokuCandidate&>(c) = *moved, c.nodes = nodes;
    }
    return c;
}

std::uint64_t number_after(const std::string& arg, const char* prefix) {
    return std::strtoull(arg.c_str() + std::string(prefix).size(), nullptr, 10);
}

// The puzzle under symmetry `symmetry` with its digits relabelled.
sudominoku::Puzzle transform(const sudominoku::Puzzle& puzzle, int symmetry, const std::array<int, 10>& relabel) {
    sudominoku::Puzzle out;
    for (int cell = 0; cell < kCells; ++cell)
        if (puzzle.grid[cell] != 0) out.grid[symmetric_cell(cell, symmetry)] = static_cast<std::uint8_t>(relabel[puzzle.grid[cell]]);
    for (int a = 1; a <= 9; ++a)
        for (int b = a + 1; b <= 9; ++b)
            if (puzzle.used_dominoes >> sudominoku::domino_index(a, b) & 1)
                out.used_dominoes |= std::uint64_t{1} << sudominoku::domino_index(relabel[a], relabel[b]);
    return out;
}

int orientations(const char* path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    const std::string input = text.str();
    LineReader lines(input);
    Boj4574Reader reader(lines);
    Random random(1);
    std::vector<std::array<int, 10>> labels{identity_labels()};
    for (int i = 0; i < 3; ++i) labels.push_back(random_labels(random));
    std::printf("case  nodes min / median / max       ms min / median / max\n");
    for (auto next = reader.next(); std::holds_alternative<sudominoku::Puzzle>(next); next = reader.next()) {
        const auto& puzzle = std::get<sudominoku::Puzzle>(next);
        std::vector<Cost> costs;
        for (int symmetry = 0; symmetry < 8; ++symmetry)
            for (const auto& relabel : labels) costs.push_back(cost_of(transform(puzzle, symmetry, relabel), 3));
        std::sort(costs.begin(), costs.end(), [](const Cost& a, const Cost& b) { return a.nodes < b.nodes; });
        std::vector<double> ms;
        for (const Cost& cost : costs) ms.push_back(cost.ms);
        std::sort(ms.begin(), ms.end());
        std::printf("%4d  %7llu / %7llu / %7llu   %7.2f / %7.2f / %7.2f\n", reader.case_number(),
                    static_cast<unsigned long long>(costs.front().nodes),
                    static_cast<unsigned long long>(costs[costs.size() / 2].nodes),
                    static_cast<unsigned long long>(costs.back().nodes), ms.front(), ms[ms.size() / 2], ms.back());
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    std::uint64_t first_seed = 1, last_seed = 20;
    int steps = 300, keep = 12, dominoes = 10;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--orientations" && i + 1 < argc) return orientations(argv[i + 1]);
        if (arg.rfind("--seeds=", 0) == 0) {
            first_seed = number_after(arg, "--seeds=");
            const auto dash = arg.find('-', 8);
            last_seed = dash == std::string::npos ? first_seed : std::strtoull(arg.c_str() + dash + 1, nullptr, 10);
        } else if (arg.rfind("--steps=", 0) == 0) {
            steps = static_cast<int>(number_after(arg, "--steps="));
        } else if (arg.rfind("--keep=", 0) == 0) {
            keep = static_cast<int>(number_after(arg, "--keep="));
        } else if (arg.rfind("--dominoes=", 0) == 0) {
            dominoes = static_cast<int>(number_after(arg, "--dominoes="));
        } else {
            std::fprintf(stderr, "usage: sudoku_hunt [--seeds=A-B] [--steps=T] [--keep=K] [--dominoes=N]\n"
                                 "       sudoku_hunt --orientations FILE\n");
            return 2;
        }
    }
    std::vector<Candidate> found;
    for (std::uint64_t seed = first_seed; seed <= last_seed; ++seed) {
        auto start = packed_case(seed, dominoes);
        if (!start) continue;
        found.push_back(climb(*start, steps));
        std::fprintf(stderr, "seed %llu: %llu nodes\n", static_cast<unsigned long long>(seed),
                     static_cast<unsigned long long>(found.back().nodes));
    }
    std::sort(found.begin(), found.end(), [](const Candidate& a, const Candidate& b) { return a.nodes > b.nodes; });
    if (static_cast<int>(found.size()) > keep) found.resize(keep);
    std::string out;
    for (const Candidate& c : found) {
        const Cost cost = cost_of(sudominoku::puzzle_of(c.layout()), 3);
        std::fprintf(stderr, "kept seed %llu: %llu nodes, %.2f ms\n", static_cast<unsigned long long>(c.seed),
                     static_cast<unsigned long long>(cost.nodes), cost.ms);
        write_boj4574_case(c.layout(), out);
    }
    out += "0\n";
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
