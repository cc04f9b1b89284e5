// Models of the plain backtracking programs most contestants write for
// BOJ 2580, to count the work a puzzle costs them: `gen --hard` climbs on
// these counts. Each model visits the blanks in a fixed order and tries a
// blank's digits in a fixed order, with the row, column and box checks; a
// *node* is one digit placed in a blank (one recursive call that places).
//
//   rows         blanks in reading order, digits 1 to 9: most published solutions
//   descending   blanks in reading order, digits 9 to 1
//   columns      blanks column by column, digits 1 to 9
//   forward      blanks in reading order, digits 1 to 9, and a branch dropped as
//                soon as a blank it has not reached is left with no candidate
//                (forward checking, the usual first improvement)
//
// A program that lists the blanks in input order and tries each one's first
// candidate first makes the same tree as `rows`: same blanks, same order.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "sudoku/core/grid.hpp"

namespace sudoku {

enum class BacktrackingModel { rows, descending, columns, forward };
inline constexpr std::array kBacktrackingModels{BacktrackingModel::rows, BacktrackingModel::descending,
                                                BacktrackingModel::columns, BacktrackingModel::forward};

std::string_view model_name(BacktrackingModel model);
std::optional<BacktrackingModel> model_named(std::string_view name);

// The nodes `model` places before it finds the first solution of `puzzle`
// (or proves there is none), at most `cap`: the search stops there.
std::uint64_t backtracking_nodes(const Grid& puzzle, BacktrackingModel model, std::uint64_t cap);

// The cells in the order `model` visits them (givens included; it skips them).
std::array<std::uint8_t, kCells> visiting_order(BacktrackingModel model);

// Whether `model` tries a blank's digits from 9 down.
bool tries_digits_descending(BacktrackingModel model);

}  // namespace sudoku
