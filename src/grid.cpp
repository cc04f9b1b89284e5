#include "sudoku/grid.hpp"

namespace sudoku {

std::optional<Clash> find_clash(const Grid& grid) {
    for (int later = 0; later < kCells; ++later) {
        if (grid[later] == 0) continue;
        for (int unit : units_of(later))
            for (int earlier : kUnitCells[unit]) {
                if (earlier >= later) break;
                if (grid[earlier] == grid[later]) return Clash{earlier, later, grid[later], unit};
            }
    }
    return std::nullopt;
}

bool is_complete_and_valid(const Grid& grid) {
    for (const auto& cells : kUnitCells) {
        unsigned seen = 0;
        for (int cell : cells) {
            if (grid[cell] < 1 || grid[cell] > 9) return false;
            seen |= digit_bit(grid[cell]);
        }
        if (seen != kAllDigits) return false;
    }
    return true;
}

bool is_solution_of(const Grid& solution, const Grid& puzzle) {
    for (int cell = 0; cell < kCells; ++cell)
        if (puzzle[cell] != 0 && puzzle[cell] != solution[cell]) return false;
    return is_complete_and_valid(solution);
}

int count_givens(const Grid& grid) {
    int n = 0;
    for (auto digit : grid) n += digit != 0;
    return n;
}

std::string unit_name(int unit) {
    static constexpr const char* kKinds[] = {"row ", "column ", "box "};
    return kKinds[unit / 9] + std::to_string(unit % 9 + 1);
}

std::string cell_name(int cell) {
    return "row " + std::to_string(row_of(cell) + 1) + ", column " + std::to_string(column_of(cell) + 1);
}

std::string describe(const Clash& clash) {
    return "digit " + std::to_string(clash.digit) + " appears twice in " + unit_name(clash.unit) + ": at " +
           cell_name(clash.earlier_cell) + " and at " + cell_name(clash.later_cell);
}

}  // namespace sudoku
