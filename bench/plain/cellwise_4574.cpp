// A plain cell-by-cell solution of BOJ 4574 (Sudominoku): the empty cells in
// reading order each get a digit, then either join an unpaired left or upper
// neighbour in an unused domino or wait, unpaired, for a right or lower one.
// It shares no code with the project; the hunt's tests and bench run it.
//
//   g++ -O2 -o cellwise_4574 cellwise_4574.cpp
//   ./cellwise_4574 [--nodes] < cases
//
// Prints each case's grid as the judge wants; --nodes adds the digits placed
// for each case, on stderr.
#include <cstdio>
#include <cstring>

namespace {

int grid[9][9];
bool given[9][9], waiting[9][9];  // waiting: filled, not yet under a domino
bool row_has[9][10], column_has[9][10], box_has[9][10], used[10][10];
unsigned long long nodes;

int box(int r, int c) { return r / 3 * 3 + c / 3; }
bool fits(int r, int c, int d) { return !row_has[r][d] && !column_has[c][d] && !box_has[box(r, c)][d]; }
void mark(int r, int c, int d, bool on) {
    grid[r][c] = on ? d : 0;
    row_has[r][d] = column_has[c][d] = box_has[box(r, c)][d] = on;
}

bool solve(int k);

// Cell (r, c) holds d: pair it with the waiting neighbour above (which has no
// other chance left) or else to the left, or let it wait for the cell to its
// right or below while one of those is still empty.
bool pair_or_wait(int k, int r, int c, int d) {
    const bool above_waits = r > 0 && waiting[r - 1][c];
    const int near[2][2] = {{r - 1, c}, {r, c - 1}};
    for (const auto& n : near) {
        const int r2 = n[0], c2 = n[1];
        if (r2 < 0 || c2 < 0 || !waiting[r2][c2] || used[d][grid[r2][c2]]) continue;
        if (above_waits && r2 == r) continue;
        const int e = grid[r2][c2];
        waiting[r2][c2] = false;
        used[d][e] = used[e][d] = true;
        if (solve(k + 1)) return true;
        used[d][e] = used[e][d] = false;
        waiting[r2][c2] = true;
    }
    if (!above_waits && ((c < 8 && grid[r][c + 1] == 0) || (r < 8 && grid[r + 1][c] == 0))) {
        waiting[r][c] = true;
        if (solve(k + 1)) return true;
        waiting[r][c] = false;
    }
    return false;
}

bool solve(int k) {
    for (; k < 81 && grid[k / 9][k % 9] != 0; ++k)  // a given: the cell above, if waiting, is stranded
        if (k >= 9 && waiting[k / 9 - 1][k % 9]) return false;
    if (k == 81) {
        for (int c = 0; c < 9; ++c)
            if (waiting[8][c]) return false;
        return true;
    }
    const int r = k / 9, c = k % 9;
    for (int d = 1; d <= 9; ++d) {
        if (!fits(r, c, d)) continue;
        mark(r, c, d, true);
        ++nodes;
        if (pair_or_wait(k, r, c, d)) return true;
        mark(r, c, d, false);
    }
    return false;
}

void place_at(const char* where, int d) {
    mark(where[0] - 'A', where[1] - '1', d, true);
    given[where[0] - 'A'][where[1] - '1'] = true;
}

}  // namespace

int main(int argc, char** argv) {
    const bool print_nodes = argc > 1 && !std::strcmp(argv[1], "--nodes");
    for (int number = 1;; ++number) {
        int n;
        if (std::scanf("%d", &n) != 1 || n == 0) return 0;
        std::memset(grid, 0, sizeof grid);
        std::memset(given, 0, sizeof given);
        std::memset(waiting, 0, sizeof waiting);
        std::memset(row_has, 0, sizeof row_has);
        std::memset(column_has, 0, sizeof column_has);
        std::memset(box_has, 0, sizeof box_has);
        std::memset(used, 0, sizeof used);
        for (int i = 0; i < n; ++i) {
            int u, v;
            char lu[3], lv[3];
            if (std::scanf("%d %2s %d %2s", &u, lu, &v, lv) != 4) return 1;
            place_at(lu, u);
            place_at(lv, v);
            used[u][v] = used[v][u] = true;
        }
        for (int d = 1; d <= 9; ++d) {
            char at[3];
            if (std::scanf("%2s", at) != 1) return 1;
            place_at(at, d);
        }
        nodes = 0;
        solve(0);
        std::printf("Puzzle %d\n", number);
        for (int r = 0; r < 9; ++r) {
            for (int c = 0; c < 9; ++c) std::printf("%d", grid[r][c]);
            std::printf("\n");
        }
        if (print_nodes) std::fprintf(stderr, "%llu\n", nodes);
    }
}
