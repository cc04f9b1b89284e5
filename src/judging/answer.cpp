#include "sudoku/judging/answer.hpp"

#include "sudoku/core/tiling.hpp"
#include "sudoku/io/messages.hpp"

namespace sudoku {
namespace {

std::string digit_count_word(int digit) { return "two " + std::to_string(digit) + "s"; }

// Where two cells of `unit` lie, in the words that tell them apart.
std::string positions_in_unit(int unit, int a, int b) {
    if (unit < 9) return "columns " + std::to_string(column_of(a) + 1) + " and " + std::to_string(column_of(b) + 1);
    if (unit < 18) return "rows " + std::to_string(row_of(a) + 1) + " and " + std::to_string(row_of(b) + 1);
    return cell_name(a) + " and " + cell_name(b);
}

std::optional<AnswerFault> find_repeat(const Grid& answer) {
    for (int unit = 0; unit < kUnits; ++unit) {
        std::array<int, 10> seen_at;
        seen_at.fill(-1);
        for (int cell : kUnitCells[unit]) {
            const int digit = answer[cell];
            if (seen_at[digit] >= 0)
                return AnswerFault{unit_name(unit) + " has " + digit_count_word(digit) + " (" +
                                       positions_in_unit(unit, seen_at[digit], cell) + ")",
                                   {seen_at[digit], cell}};
            seen_at[digit] = cell;
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<AnswerFault> answer_fault(const Grid& answer, const Grid& puzzle) {
    for (int cell = 0; cell < kCells; ++cell)
        if (answer[cell] < 1 || answer[cell] > 9)
            return AnswerFault{cell_name(cell) + " holds " + std::to_string(answer[cell]) + ", not a digit 1..9", {cell}};
    for (int cell = 0; cell < kCells; ++cell)
        if (puzzle[cell] != 0 && answer[cell] != puzzle[cell])
            return AnswerFault{cell_name(cell) + " is " + std::to_string(answer[cell]) + ", but the puzzle gives " +
                                   std::to_string(puzzle[cell]),
                               {cell}};
    return find_repeat(answer);
}

std::optional<std::string> find_answer_fault(const Grid& answer, const Grid& puzzle) {
    if (auto fault = answer_fault(answer, puzzle)) return fault->what;
    return std::nullopt;
}

namespace sudominoku {

bool can_tile(const Grid& answer, const Puzzle& puzzle) {
    TilingProblem problem;
    problem.grid = answer;
    for (int cell = 0; cell < kCells; ++cell) problem.open[cell] = puzzle.grid[cell] == 0;
    problem.dominoes = ~puzzle.used_dominoes & kAllDominoes;
    return find_tiling(problem).has_value();
}

std::optional<std::string> find_answer_fault(const Grid& answer, const Puzzle& puzzle) {
    if (auto fault = sudoku::find_answer_fault(answer, puzzle.grid)) return fault;
    if (!can_tile(answer, puzzle)) return "the grid cannot be tiled with the unused dominoes";
    return std::nullopt;
}

}  // namespace sudominoku
}  // namespace sudoku
