// The judges' Sudoku problems beyond BOJ 2580, BOJ 4574 and the line format,
// one row each: how the input reads, how an answer is written, which answer
// is right, and how the judge compares. A new problem is a file in
// src/io/formats/ and a row in judge_formats.cpp; every command (solve,
// count, check, validate, gen, test, stress) works from the row.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/core/general_grid.hpp"
#include "sudoku/core/grid_answers.hpp"
#include "sudoku/core/wide_grid.hpp"
#include "sudoku/io/format.hpp"
#include "sudoku/io/tokenizer.hpp"

namespace sudoku {

// Which answer the problem wants for a puzzle:
enum class AnswerPolicy {
    any_solution,       // any solution (the judge has a special judge)
    unique_solution,    // the statement promises one solution
    smallest_solution,  // the lexicographically smallest, cells in reading order
    verdict,            // a line saying none, one or several (and the solution when one)
    anti_sudoku,        // the input is solved grids; any grid that changes at most 9 cells of
                        // each so that every row, column and box holds a digit twice (a special judge)
    largest_score,      // a number: the largest target score of any solution (core/target_score.hpp)
    rules_check,        // a verdict on the grid as given: whether a row, column or box repeats a
                        // digit (solved: none does; clash: one does); nothing is solved
};

// How the judge compares a program's output with its answer:
enum class Comparison {
    special_judge,  // checks the grids by the rules, whitespace between tokens free
    exact_text,     // line by line; only trailing spaces and trailing blank lines ignored
    tokens,         // whitespace-separated tokens (Kattis's default validator)
};

// The third house of the problem's grids:
enum class Houses {
    boxes,    // the boxes
    regions,  // a partition into nine regions each case draws (9x9 jigsaw; the grid carries it)
};

// A kind of answer beside the grid, for the problems whose answer says one:
// the word `gen --answer` takes for it (the statement's own where it has
// one) and the boards that get it, by what the core finds counting to two
// (solved: exactly one solution). Kinds may share a word: Kattis's "Find
// another job" is both a board without solution and one whose givens clash.
struct AnswerKind {
    std::string_view word;
    GridOutcome outcome;
};

// One puzzle of an input and the line where it begins.
struct GridCase {
    GeneralGrid puzzle;
    std::size_t line = 0;
    // A grid past GeneralGrid's 25x25, which only a rules check reads
    // (POJ 3435): the case is this grid, and `puzzle` is left blank.
    std::optional<WideGrid> wide;
};
using GridCases = std::vector<GridCase>;

// A reader hands each puzzle on as soon as it is read, so that an input of
// millions streams (POJ 3074's lines are the line format's), and the
// puzzles before a bad one are still answered.
using CaseSink = std::function<void(GridCase&&)>;

// Every puzzle at once, for the tools that need the whole input: the
// puzzles read before the first error, and the error.
struct GridInput {
    GridCases cases;
    std::optional<ReadError> error;
};

// A problem's reader and writers: each file of src/io/formats/ defines one
// (problems that share a layout share one).
struct FormatCodec {
    // Every puzzle of an input to `sink` (lenient: CRLF, tabs, trailing and
    // extra blank lines); the first error, which ends the reading.
    std::optional<ReadError> (*read)(LineReader& input, const CaseSink& sink);
    // An input holding these puzzles, as the judge lays it out.
    void (*write_input)(std::span<const GeneralGrid> puzzles, std::string& out);
    // The answer to the puzzle at `index` (0-based), with what separates it
    // from the one before; false when the judge has no answer for the outcome
    // (no solution where the statement promises one).
    bool (*write_answer)(const GridAnswer& answer, std::size_t index, std::string& out);
};

struct JudgeFormat {
    std::string_view name;     // what --format takes
    std::string_view problem;  // "POJ 3076", for messages and --help
    AnswerPolicy answer;
    Comparison comparison;
    int box_size;              // 3 for 9x9, 4 for 16x16; 0: each case says (gen makes 9x9, or draws N for POJ 3435)
    bool answers_clashes;      // clashing givens are a case with an answer, not bad input
    int max_cases;             // the statement's bound on the cases (0: none)
    std::string_view between;  // the input's text between two puzzles: "", "\n" (a blank line), "---\n"
    // The kinds of answer, in the order gen's default mix takes them; empty:
    // the answer is a grid, and every input has one.
    std::span<const AnswerKind> answer_kinds;
    const FormatCodec* codec;
    // What a user reads of it (`sudoku --list=formats`, the manual, README):
    // the problem and its copies, the input, the answer; plain text.
    std::string_view about;
    Houses houses = Houses::boxes;
    // The statement's least number of givens in a puzzle, which validate
    // holds an input to and gen keeps to (0: none).
    int min_givens = 0;
    // The longest line its input may hold: POJ 3435's whole grid may stand on one.
    std::size_t longest_line = kMaxLineLength;
    // Its value, given by its place in the table (Format's names are for the
    // rows code names; a new row needs none).
    Format format = Format::line;

    std::optional<ReadError> read(LineReader& input, const CaseSink& sink) const { return codec->read(input, sink); }
    void write_input(std::span<const GeneralGrid> puzzles, std::string& out) const { codec->write_input(puzzles, out); }
    bool write_answer(const GridAnswer& answer, std::size_t index, std::string& out) const {
        return codec->write_answer(answer, index, out);
    }
};

// The row of `format`; nullptr for BOJ 2580, BOJ 4574 and the line format,
// which have readers and drivers of their own.
const JudgeFormat* judge_format(Format format);
std::span<const JudgeFormat> judge_formats();
// An input read as `format` (nullopt: detected) takes lines this long: set
// on its LineReader before the first read (allow_lines_of).
std::size_t longest_line(std::optional<Format> format);

// The words of the format's answer kinds, each once, in the table's order.
std::vector<std::string_view> answer_words(const JudgeFormat& format);
// The outcomes of the kinds that `word` names (none for a word it lacks).
std::vector<GridOutcome> answer_outcomes(const JudgeFormat& format, std::string_view word);

// Whether an answer of the format can be a grid (count is for those).
bool answers_with_grid(const JudgeFormat& format);

// "N givens, but P promises at least M" when `puzzle` has fewer givens than
// the statement promises (Luogu P1074's 24), else nothing: what solving
// refuses and what the checker fails.
std::optional<std::string> too_few_givens(const JudgeFormat& format, const GeneralGrid& puzzle);

// Every puzzle of `input` in `format`, collected.
GridInput read_grid_input(const JudgeFormat& format, LineReader& input);

// The input of one grid past 25x25 as POJ 3435 lays it out (its row's cases
// are all WideGrids, which the codec's GeneralGrid writer cannot take).
void write_wide_input(const WideGrid& grid, std::string& out);

// What the core is asked for each puzzle, by the answer policy.
GridQuestion question_for(const JudgeFormat& format);

}  // namespace sudoku
