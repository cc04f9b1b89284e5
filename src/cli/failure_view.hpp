// Showing a failed test: the grid the program gave with the cells at fault
// marked (in red on a terminal, between brackets otherwise), for `test --show`.
#pragma once

#include <string>
#include <vector>

#include "sudoku/core/grid.hpp"

namespace sudoku::cli {

// The grid drawn with its rows, columns and boxes numbered:
//
//         1  2  3    4  5  6    7  8  9
//      +---------+---------+---------+
//    1 |[3][3] 5 | 4  6  9 | 2  7  8 |
//      ...
//      +---------+---------+---------+
//
// `faulty` marked; a cell the puzzle gives is underlined with colour, else
// left as it is.
std::string grid_picture(const Grid& answer, const Grid& puzzle, const std::vector<int>& faulty, bool colour);

}  // namespace sudoku::cli
