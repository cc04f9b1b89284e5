// A plain row-by-row solution of BOJ 4574 (Sudominoku), written as most
// published ones are: the first empty cell in reading order gets a domino
// reaching right or down, every unused domino tried both ways round. It
// shares no code with the project, so that the Sudominoku model's node
// counts can be checked against a program of the kind it models, and timed.
//
//   g++ -O2 -o rowwise_4574 rowwise_4574.cpp
//   ./rowwise_4574 [--nodes] < cases
//
// Prints each case's grid as the judge wants; --nodes adds the dominoes
// placed for each case, on stderr.
#include <cstdio>
#include <cstring>

namespace {

int grid[9][9];
bool row_has[9][10], column_has[9][10], box_has[9][10], used[10][10];
unsigned long long nodes;

int box(int r, int c) { return r / 3 * 3 + c / 3; }
bool fits(int r, int c, int d) { return !row_has[r][d] && !column_has[c][d] && !box_has[box(r, c)][d]; }
void mark(int r, int c, int d, bool on) {
    grid[r][c] = on ? d : 0;
    row_has[r][d] = column_has[c][d] = box_has[box(r, c)][d] = on;
}

bool solve(int k) {
    while (k < 81 && grid[k / 9][k % 9] != 0) ++k;
    if (k == 81) return true;
    const int r = k / 9, c = k % 9;
    for (int a = 1; a <= 9; ++a) {
        if (!fits(r, c, a)) continue;
        for (int b = 1; b <= 9; ++b) {
            if (a == b || used[a][b]) continue;
            for (int way = 0; way < 2; ++way) {  // right, then down
                const int r2 = r + way, c2 = c + 1 - way;
                if (r2 > 8 || c2 > 8 || grid[r2][c2] != 0) continue;
                mark(r, c, a, true);
                if (!fits(r2, c2, b)) {
                    mark(r, c, a, false);
                    continue;
                }
                mark(r2, c2, b, true);
                used[a][b] = used[b][a] = true;
                ++nodes;
                if (solve(k + 1)) return true;
                used[a][b] = used[b][a] = false;
                mark(r2, c2, b, false);
                mark(r, c, a, false);
            }
        }
    }
    return false;
}

void place_at(const char* where, int d) { mark(where[0] - 'A', where[1] - '1', d, true); }

}  // namespace

int main(int argc, char** argv) {
    const bool print_nodes = argc > 1 && !std::strcmp(argv[1], "--nodes");
    for (int number = 1;; ++number) {
        int n;
        if (std::scanf("%d", &n) != 1 || n == 0) return 0;
        std::memset(grid, 0, sizeof grid);
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
