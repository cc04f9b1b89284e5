#include "failure_view.hpp"

#include <algorithm>

namespace sudoku::cli {
namespace {

constexpr const char* kRule = "    +---------+---------+---------+\n";

std::string cell_text(int digit, bool faulty, bool given, bool colour) {
    const char shown = static_cast<char>('0' + std::min(digit, 9));
    if (colour) {
        std::string text = " ";
        if (faulty) text += "\033[1;31m";
        else if (given) text += "\033[4m";
        text += shown;
        if (faulty || given) text += "\033[0m";
        return text + " ";
    }
    return faulty ? std::string("[") + shown + "]" : std::string(" ") + shown + " ";
}

}  // namespace

std::string grid_picture(const Grid& answer, const Grid& puzzle, const std::vector<int>& faulty, bool colour) {
    std::string picture = "      1  2  3    4  5  6    7  8  9\n";
    for (int row = 0; row < 9; ++row) {
        if (row % 3 == 0) picture += kRule;
        picture += "  " + std::to_string(row + 1) + " |";
        for (int column = 0; column < 9; ++column) {
            const int cell = cell_at(row, column);
            const bool is_faulty = std::find(faulty.begin(), faulty.end(), cell) != faulty.end();
            picture += cell_text(answer[cell], is_faulty, puzzle[cell] != 0, colour);
            if (column % 3 == 2) picture += "|";
        }
        picture += "\n";
    }
    return picture + kRule;
}

}  // namespace sudoku::cli
