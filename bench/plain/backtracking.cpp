// A plain backtracking solution of BOJ 2580, written as most published ones
// are: recursion over the blanks in a fixed order, each digit checked against
// its row, column and box. It shares no code with the project, so that the
// node counts of `gen --hard`'s models (core/backtracking_models) can be
// checked against a program of the kind they model, and timed.
//
//   g++ -O2 -o backtracking backtracking.cpp
//   ./backtracking [rows|descending|columns|forward] [--nodes] < puzzle
//
// Prints the solved grid; --nodes adds the digits placed, on stderr.
#include <cstdio>
#include <cstring>

namespace {

int grid[9][9];
bool row_has[9][10], column_has[9][10], box_has[9][10];
int blank_row[81], blank_column[81], blanks;
bool descending, forward_checking;
unsigned long long nodes;

int box(int r, int c) { return r / 3 * 3 + c / 3; }
bool fits(int r, int c, int d) { return !row_has[r][d] && !column_has[c][d] && !box_has[box(r, c)][d]; }
void mark(int r, int c, int d, bool on) {
    grid[r][c] = on ? d : 0;
    row_has[r][d] = column_has[c][d] = box_has[box(r, c)][d] = on;
}

bool has_candidate(int r, int c) {
    for (int d = 1; d <= 9; ++d)
        if (fits(r, c, d)) return true;
    return false;
}

// Every empty cell that shares a unit with (r, c) can still take a digit.
bool peers_can_go_on(int r, int c) {
    for (int i = 0; i < 9; ++i) {
        if (grid[r][i] == 0 && !has_candidate(r, i)) return false;
        if (grid[i][c] == 0 && !has_candidate(i, c)) return false;
        const int br = r / 3 * 3 + i / 3, bc = c / 3 * 3 + i % 3;
        if (grid[br][bc] == 0 && !has_candidate(br, bc)) return false;
    }
    return true;
}

bool solve(int k) {
    if (k == blanks) return true;
    const int r = blank_row[k], c = blank_column[k];
    for (int i = 0; i < 9; ++i) {
        const int d = descending ? 9 - i : i + 1;
        if (!fits(r, c, d)) continue;
        mark(r, c, d, true);
        ++nodes;
        if ((!forward_checking || peers_can_go_on(r, c)) && solve(k + 1)) return true;
        mark(r, c, d, false);
    }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    bool by_columns = false, print_nodes = false;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "descending")) descending = true;
        else if (!std::strcmp(argv[i], "columns")) by_columns = true;
        else if (!std::strcmp(argv[i], "forward")) forward_checking = true;
        else if (!std::strcmp(argv[i], "--nodes")) print_nodes = true;
    }
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) {
            if (std::scanf("%d", &grid[r][c]) != 1) return 1;
            if (grid[r][c] != 0) mark(r, c, grid[r][c], true);
        }
    for (int i = 0; i < 81; ++i) {
        const int r = by_columns ? i % 9 : i / 9, c = by_columns ? i / 9 : i % 9;
        if (grid[r][c] == 0) blank_row[blanks] = r, blank_column[blanks] = c, ++blanks;
    }
    solve(0);
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) std::printf("%d%c", grid[r][c], c == 8 ? '\n' : ' ');
    if (print_nodes) std::fprintf(stderr, "%llu\n", nodes);
}
