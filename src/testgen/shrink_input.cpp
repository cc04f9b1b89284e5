// ShrinkInput: an input being shrunk, each case with its solution, and the
// moves made on it; the search over them is in shrink.cpp.
#include "sudoku/testgen/shrink.hpp"

#include <algorithm>
#include <bit>
#include <optional>

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/grid_answers.hpp"
#include "sudoku/core/sudominoku_solver.hpp"
#include "sudoku/core/tiling.hpp"
#include "sudoku/io/boj2580.hpp"
#include "sudoku/io/boj4574.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/line_format.hpp"
#include "sudoku/judging/checker.hpp"

namespace sudoku {
namespace {

// The statement's most given dominoes: one domino is always left to place.
constexpr int kMaxGivenDominoes = sudominoku::kDominoes - 1;

// A 4574 case as the shrinker holds it: its dominoes, then a tiling of the
// rest of its solution; nullopt when it has no solution grid.
std::optional<SudominokuCandidate> with_tiling(const sudominoku::CaseLayout& layout) {
    const sudominoku::Puzzle puzzle = sudominoku::puzzle_of(layout);
    Grid grid{};
    if (sudominoku::solve(puzzle, grid) != sudominoku::Outcome::solved) return std::nullopt;
    sudominoku::TilingProblem problem;
    problem.grid = grid;
    for (int cell = 0; cell < kCells; ++cell) problem.open[cell] = puzzle.grid[cell] == 0;
    problem.dominoes = sudominoku::kAllDominoes & ~puzzle.used_dominoes;
    const auto tiling = sudominoku::find_tiling(problem);
    if (!tiling) return std::nullopt;
    SudominokuCandidate candidate;
    candidate.full = layout;
    candidate.full.dominoes.insert(candidate.full.dominoes.end(), tiling->dominoes.begin(), tiling->dominoes.end());
    candidate.given = (std::uint64_t{1} << layout.dominoes.size()) - 1;
    return candidate;
}

std::vector<sudominoku::CaseLayout> layouts_of(std::string_view text) {
    LineReader reader(text);
    std::vector<sudominoku::CaseLayout> layouts;
    sudominoku::CaseLayout layout;
    Boj4574Reader cases(reader, &layout);
    while (std::holds_alternative<sudominoku::Puzzle>(cases.next())) layouts.push_back(layout);
    return layouts;
}

// A judge format's case (judge_formats.hpp), with the solution its blanks
// are filled from: the one its answer policy picks, any where it has several.
ShrinkCase judge_format_case(const JudgeFormat& format, const GeneralGrid& puzzle) {
    ShrinkCase shrink_case;
    // A solved grid of Codeforces 1335D is its input whole: no move may blank a cell of it.
    const bool anti = format.answer == AnswerPolicy::anti_sudoku;
    shrink_case.classic = puzzle.box_size() == 3 && !puzzle.has_regions() && !anti;
    const GridQuestion question = question_for(format);
    GridAnswer answer = answer_grid(puzzle, question == GridQuestion::count_to_two || anti ? GridQuestion::any_solution : question);
    shrink_case.solvable = answer.outcome == GridOutcome::solved;
    if (!shrink_case.solvable) answer.solution = puzzle;
    if (shrink_case.classic) {
        shrink_case.puzzle = to_classic(puzzle);
        shrink_case.solution = to_classic(answer.solution);
    } else {
        shrink_case.general = puzzle;
        shrink_case.general_solution = answer.solution;
    }
    return shrink_case;
}

GeneralGrid general_puzzle_of(const ShrinkCase& c) { return c.classic ? from_classic(c.puzzle) : c.general; }

}  // namespace

// Its reader hands on WideGrids alone (poj3435.cpp).
std::optional<std::string> why_not_shrinkable(Format format) {
    const JudgeFormat* row = judge_format(format);
    if (row && row->answer == AnswerPolicy::rules_check) return "its grids, up to 100x100, are past the 25x25 the shrinker holds";
    return std::nullopt;
}

std::variant<ShrinkInput, ReadError> ShrinkInput::read(std::string_view text, std::optional<Format> format) {
    LineReader reader(text);
    auto read = read_judge_input(reader, format);
    if (const auto* error = std::get_if<ReadError>(&read)) return *error;
    const JudgeInput& judge_input = std::get<JudgeInput>(read);
    ShrinkInput input;
    input.format_ = judge_input.format;
    if (input.format_ == Format::boj4574) {
        for (const auto& layout : layouts_of(text)) {
            auto candidate = with_tiling(layout);
            if (!candidate)
                return ReadError{0, "puzzle " + std::to_string(input.cases_.size() + 1) + ": not solved within the search limit"};
            ShrinkCase shrink_case;
            shrink_case.sudominoku = std::move(*candidate);
            input.cases_.push_back(std::move(shrink_case));
        }
        return input;
    }
    if (const JudgeFormat* table_format = judge_format(input.format_)) {
        if (const auto why = why_not_shrinkable(input.format_))
            return ReadError{0, "shrink is not for " + std::string(table_format->problem) + ": " + *why};
        for (const AnyPuzzle& puzzle : judge_input.puzzles)
            input.cases_.push_back(judge_format_case(*table_format, std::get<GeneralGrid>(puzzle)));
        return input;
    }
    for (const AnyPuzzle& puzzle : judge_input.puzzles) {
        ShrinkCase shrink_case;
        shrink_case.puzzle = std::get<Grid>(puzzle);
        if (!classic::solve(shrink_case.puzzle, shrink_case.solution))
            return ReadError{0, "puzzle " + std::to_string(input.cases_.size() + 1) + " has no solution"};
        input.cases_.push_back(shrink_case);
    }
    return input;
}

std::string ShrinkInput::text() const {
    std::string text;
    if (const JudgeFormat* table_format = judge_format(format_)) {
        std::vector<GeneralGrid> puzzles;
        for (const ShrinkCase& c : cases_) puzzles.push_back(general_puzzle_of(c));
        table_format->write_input(puzzles, text);
        return text;
    }
    for (const ShrinkCase& c : cases_) {
        if (format_ == Format::boj4574) write_boj4574_case(c.sudominoku.layout(), text);
        else if (format_ == Format::line) write_line(c.puzzle, text);
        else write_boj2580(c.puzzle, text);
    }
    if (format_ == Format::boj4574) text += "0\n";
    return text;
}

int ShrinkInput::open_cells() const {
    int open = 0;
    for (const ShrinkCase& c : cases_) {
        if (format_ == Format::boj4574) open += 2 * (sudominoku::kDominoes - std::popcount(c.sudominoku.given));
        else if (!c.classic) open += c.general.cells() - c.general.givens();
        else open += static_cast<int>(std::count(c.puzzle.begin(), c.puzzle.end(), 0));
    }
    return open;
}

bool ShrinkInput::nine_by_nine_grids() const {
    return format_ != Format::boj4574 && std::all_of(cases_.begin(), cases_.end(), [](const ShrinkCase& c) { return c.classic; });
}

std::vector<ShrinkInput::Fill> ShrinkInput::fills() const {
    std::vector<Fill> fills;
    for (std::size_t i = 0; i < cases_.size(); ++i) {
        const ShrinkCase& c = cases_[i];
        if (format_ == Format::boj4574) {
            for (int d = 0; d < static_cast<int>(c.sudominoku.full.dominoes.size()); ++d)
                if ((c.sudominoku.given >> d & 1) == 0) fills.push_back({i, d});
            continue;
        }
        if (!c.solvable) continue;
        if (!c.classic) {
            for (int cell = 0; cell < c.general.cells(); ++cell)
                if (c.general[cell] == 0) fills.push_back({i, cell});
            continue;
        }
        for (int cell = 0; cell < kCells; ++cell)
            if (c.puzzle[cell] == 0) fills.push_back({i, cell});
    }
    return fills;
}

std::optional<ShrinkInput> ShrinkInput::filled(const std::vector<Fill>& fills) const {
    ShrinkInput next = *this;
    for (const Fill& fill : fills) {
        ShrinkCase& c = next.cases_[fill.case_index];
        if (format_ == Format::boj4574) c.sudominoku.given |= std::uint64_t{1} << fill.item;
        else if (!c.classic) c.general.set(fill.item, c.general_solution[fill.item]);
        else c.puzzle[fill.item] = c.solution[fill.item];
    }
    if (format_ == Format::boj4574)
        for (const ShrinkCase& c : next.cases_)
            if (std::popcount(c.sudominoku.given) > kMaxGivenDominoes) return std::nullopt;
    return next;
}

std::optional<ShrinkInput> ShrinkInput::traded(std::size_t case_index, int cell, const std::vector<Fill>& fills) const {
    ShrinkInput next = *filled(fills);
    ShrinkCase& traded_case = next.cases_[case_index];
    traded_case.puzzle[cell] = 0;
    // A blank more can give a second solution, which POJ 3074's input never has.
    if (const JudgeFormat* table_format = judge_format(format_))
        if (grid_input_fault(*table_format, general_puzzle_of(traded_case), 1)) return std::nullopt;
    return next;
}

ShrinkInput ShrinkInput::with_cases(const std::vector<std::size_t>& kept) const {
    ShrinkInput next;
    next.format_ = format_;
    for (const std::size_t i : kept) next.cases_.push_back(cases_[i]);
    return next;
}

}  // namespace sudoku
