// `sudoku shrink` and `stress --shrink`: from an input a program fails on, a
// smaller one it fails on the same way, for a contestant to read at a glance.
//
// Moves, each keeping the input one the judge could send, in the order that
// converges fast:
//   cases    several cases (BOJ 4574) or lines (the line format): each case
//            alone first, then halves, quarters ... of them dropped
//   fills    BOJ 2580, line and the judges' formats: blanks filled with the
//            case's solution (it stays solvable, unique where it was); BOJ 4574: dominoes of the solution's tiling
//            given (the grid stays its one solution; N stays within 35)
//   walks    9x9 grids (BOJ 2580, line, the judges' 9x9 formats), for a failure that needs blanks (a solver
//            wrong only after a guess): seeded walks from the start, each
//            step a fill or a blank moved (one blank filled, one given
//            opened), taken while the failure stays; the input need not keep
//            the original's blanks, only its solution, so a walk reaches
//            inputs no fill can
//   trades   9x9 grids, from the smallest input the walks end at:
//            a given taken away and two blanks among its peers filled, one
//            blank fewer in all
// Fills are tried as in delta debugging: halves of the blanks at once, then
// quarters, down to one blank at a time, each pass again while it helps; it
// ends when no single fill or trade keeps the failure (1-minimal in those
// moves). BOJ 4574 and grids of other sizes have no walks: their fills are
// tried in four orders from the same start and the smallest input kept. No processes here: whether the
// program still fails is a predicate, so the moves are tested in memory and
// the command layer runs the program.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "sudoku/core/general_grid.hpp"
#include "sudoku/core/grid.hpp"
#include "sudoku/io/format.hpp"
#include "sudoku/io/tokenizer.hpp"
#include "sudoku/testgen/generator.hpp"

namespace sudoku {

// One puzzle of an input being shrunk, with the solution its blanks are filled from.
struct ShrinkCase {
    Grid puzzle{}, solution{};        // BOJ 2580, line, and the boxed 9x9 grids of the judges' formats of the table
    SudominokuCandidate sudominoku;   // BOJ 4574: the given dominoes first, in input order, then a tiling of the rest
    // The judges' formats' other grids (other sizes, jigsaw: classic false);
    // their blanks are filled, never traded.
    bool classic = true;
    GeneralGrid general, general_solution;
    bool solvable = true;  // false: a verdict format's case with no solution or clashing givens, left as it is
};

// Why the shrinker cannot take the format's inputs (POJ 3435's), or nullopt.
std::optional<std::string> why_not_shrinkable(Format format);

class ShrinkInput {
public:
    // The input, every case solved; why it cannot be shrunk (not a judge
    // input, or a case with no solution found), with its line (0: none).
    static std::variant<ShrinkInput, ReadError> read(std::string_view text, std::optional<Format> format);

    Format format() const { return format_; }
    const std::vector<ShrinkCase>& cases() const { return cases_; }
    // The input in its format's exact layout.
    std::string text() const;
    // Blanks (2580, line) or open cells (4574), over every case.
    int open_cells() const;
    // Every case a boxed 9x9 grid of digits (not 4574, no 16x16, no jigsaw): what walks and trades move in.
    bool nine_by_nine_grids() const;

    // A move's unit: one blank or one domino of one case.
    struct Fill {
        std::size_t case_index;
        int item;  // the cell (2580, line) or the index into the tiling's dominoes (4574)
    };
    std::vector<Fill> fills() const;
    // The input with `fills` made; nullopt when that is no input the judge could send.
    std::optional<ShrinkInput> filled(const std::vector<Fill>& fills) const;
    // 9x9 grids: the input with the given `cell` of a case taken away and
    // `fills` made (still solvable: the case's solution solves it); nullopt
    // when the case no longer has the one solution its judge promises.
    std::optional<ShrinkInput> traded(std::size_t case_index, int cell, const std::vector<Fill>& fills) const;
    // The input with only the cases `kept` (indices, in order).
    ShrinkInput with_cases(const std::vector<std::size_t>& kept) const;

private:
    Format format_ = Format::boj2580;
    std::vector<ShrinkCase> cases_;
};

struct ShrinkResult {
    ShrinkInput input;
    int runs = 0;          // times the predicate was asked
    bool minimal = false;  // false: stopped (by `stop`) before no move was left
};

// Shrinks `input` while `fails(text)` says the program still fails the same
// way on `text`; `stop()` is asked before each try, `progress` told after
// each kept move. The input itself is taken to fail (the caller checked).
ShrinkResult shrink(const ShrinkInput& input, const std::function<bool(const std::string&)>& fails,
                    const std::function<bool()>& stop, const std::function<void(const ShrinkInput&, int runs)>& progress);

}  // namespace sudoku
