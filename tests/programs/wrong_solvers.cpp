// Contestants' programs with a bug each, as `stress --shrink` and `shrink`
// meet them: plain backtracking solvers (fewest candidates first) that go
// wrong in one way. `wrong_solvers MODE < input`:
//
//   forgets-last-given   BOJ 2580: reads the grid but drops its last given
//                        (in reading order), then solves what is left
//   full-box             BOJ 2580: right, unless a box of the input is full:
//                        then its first two cells come out swapped
//   guess                BOJ 2580: naked singles, and where they stop, the
//                        first candidate of a cell with fewest, never undone
//   full-row             BOJ 2580: right, unless a row of the input is full:
//                        then it crashes (abort)
//   never-turns          BOJ 4574: places each domino {a,b} with a < b only
//                        as a on the left or upper cell, never turned
//   sparse-lines         POJ 3074: right, unless a puzzle has 40 or more
//                        blanks: then its answer's first digit is changed
#include <array>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

namespace {

using Grid = std::array<int, 81>;

int row(int c) { return c / 9; }
int col(int c) { return c % 9; }
int box(int c) { return row(c) / 3 * 3 + col(c) / 3; }

// The digits (bit d) no peer of `cell` holds.
unsigned candidates(const Grid& g, int cell) {
    unsigned used = 0;
    for (int o = 0; o < 81; ++o)
        if (g[o] && (row(o) == row(cell) || col(o) == col(cell) || box(o) == box(cell))) used |= 1u << g[o];
    return ~used & 0x3FE;
}

bool solve(Grid& g) {
    int best = -1, fewest = 10;
    for (int c = 0; c < 81; ++c)
        if (!g[c]) {
            const int n = std::popcount(candidates(g, c));
            if (n < fewest) best = c, fewest = n;
        }
    if (best < 0) return true;
    for (unsigned m = candidates(g, best); m; m &= m - 1) {
        g[best] = std::countr_zero(m);
        if (solve(g)) return true;
    }
    g[best] = 0;
    return false;
}

bool read_classic(Grid& g) {
    for (int& v : g)
        if (!(std::cin >> v)) return false;
    return true;
}

void print_classic(const Grid& g) {
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) std::printf("%d%c", g[9 * r + c], c == 8 ? '\n' : ' ');
}

bool unit_full(const Grid& g, int (*unit)(int), int which) {
    for (int c = 0; c < 81; ++c)
        if (unit(c) == which && !g[c]) return false;
    return true;
}

int classic(const std::string& mode) {
    Grid g{};
    if (!read_classic(g)) return 1;
    const Grid input = g;
    if (mode == "forgets-last-given") {
        for (int c = 80; c >= 0; --c)
            if (g[c]) {
                g[c] = 0;
                break;
            }
        solve(g);
    } else if (mode == "guess") {
        for (;;) {
            int best = -1, fewest = 10;
            for (int c = 0; c < 81; ++c)
                if (!g[c]) {
                    const int n = std::popcount(candidates(g, c));
                    if (n < fewest) best = c, fewest = n;
                }
            if (best < 0 || fewest == 0) break;  // solved, or stuck for good: printed as it stands
            g[best] = std::countr_zero(candidates(g, best));
        }
    } else {
        for (int r = 0; r < 9; ++r)
            if (mode == "full-row" && unit_full(input, row, r)) std::abort();
        solve(g);
        for (int b = 0; b < 9; ++b)
            if (mode == "full-box" && unit_full(input, box, b)) {
                const int first = b / 3 * 27 + b % 3 * 3;
                std::swap(g[first], g[first + 1]);
                break;
            }
    }
    print_classic(g);
    return 0;
}

// BOJ 4574 by plain backtracking: the first open cell takes a domino to its
// right or below, the smaller digit always on it (the bug).
struct Case {
    Grid g{};
    bool used[10][10] = {};
};

bool fits(const Grid& g, int cell, int digit) { return candidates(g, cell) >> digit & 1; }

bool tile(Case& k) {
    int cell = 0;
    while (cell < 81 && k.g[cell]) ++cell;
    if (cell == 81) return true;
    for (const int other : {col(cell) < 8 ? cell + 1 : -1, cell + 9 < 81 ? cell + 9 : -1}) {
        if (other < 0 || k.g[other]) continue;
        for (int a = 1; a <= 9; ++a)
            for (int b = a + 1; b <= 9; ++b) {
                if (k.used[a][b] || !fits(k.g, cell, a)) continue;
                k.g[cell] = a;
                if (fits(k.g, other, b)) {
                    k.g[other] = b;
                    k.used[a][b] = true;
                    if (tile(k)) return true;
                    k.used[a][b] = false;
                    k.g[other] = 0;
                }
                k.g[cell] = 0;
            }
    }
    return false;
}

int location(const std::string& s) { return (s[0] - 'A') * 9 + (s[1] - '1'); }

int never_turns() {
    int n = 0, number = 0;
    while (std::cin >> n && n != 0) {
        Case k;
        for (int i = 0; i < n; ++i) {
            int u = 0, v = 0;
            std::string lu, lv;
            std::cin >> u >> lu >> v >> lv;
            k.g[location(lu)] = u;
            k.g[location(lv)] = v;
            k.used[std::min(u, v)][std::max(u, v)] = true;
        }
        for (int d = 1; d <= 9; ++d) {
            std::string l;
            std::cin >> l;
            k.g[location(l)] = d;
        }
        tile(k);
        std::printf("Puzzle %d\n", ++number);
        for (int r = 0; r < 9; ++r) {
            for (int c = 0; c < 9; ++c) std::printf("%d", k.g[9 * r + c]);
            std::printf("\n");
        }
    }
    return 0;
}

int sparse_lines() {
    for (std::string line; std::getline(std::cin, line) && line.rfind("end", 0) != 0;) {
        Grid g{};
        int blanks = 0;
        for (int c = 0; c < 81 && c < static_cast<int>(line.size()); ++c) {
            g[c] = line[c] >= '1' && line[c] <= '9' ? line[c] - '0' : 0;
            blanks += g[c] == 0;
        }
        solve(g);
        if (blanks >= 40) g[0] = g[0] % 9 + 1;
        for (const int v : g) std::printf("%d", v);
        std::printf("\n");
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "never-turns") return never_turns();
    if (mode == "sparse-lines") return sparse_lines();
    if (mode == "forgets-last-given" || mode == "full-box" || mode == "guess" || mode == "full-row") return classic(mode);
    std::fprintf(stderr, "wrong_solvers: unknown mode '%s'\n", mode.c_str());
    return 2;
}
