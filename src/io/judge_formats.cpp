#include "sudoku/io/judge_formats.hpp"

#include <algorithm>
#include <array>

namespace sudoku {
namespace formats {

// Each defined by its file of formats/ (uva1309 and zoj3122 read and write as poj3076).
extern const FormatCodec boj2239, cf1335d, hdu1426, hdu3111, hdu4069, kattis_sudokunique, luogu1074, luogu1784, poj2676, poj3074, poj3076,
    poj3435, spoj_sudoku, uva10957, uva989;

// The kinds of answer of the problems whose answer says one.
inline constexpr AnswerKind uva989_answer_kinds[] = {
    {"unique", GridOutcome::solved}, {"multiple", GridOutcome::several},  // the smallest of them
    {"none", GridOutcome::no_solution}, {"none", GridOutcome::clash},     // NO SOLUTION
};

inline constexpr AnswerKind kattis_sudokunique_answer_kinds[] = {
    {"unique", GridOutcome::solved}, {"non-unique", GridOutcome::several},
    {"none", GridOutcome::no_solution}, {"none", GridOutcome::clash},  // Find another job
};

inline constexpr AnswerKind uva10957_answer_kinds[] = {
    {"unique", GridOutcome::solved}, {"ambiguous", GridOutcome::several},
    {"illegal", GridOutcome::clash}, {"impossible", GridOutcome::no_solution},
};

inline constexpr AnswerKind hdu3111_answer_kinds[] = {
    {"unique", GridOutcome::solved},  // a solvable grid has one solution
    {"impossible", GridOutcome::no_solution}, {"impossible", GridOutcome::clash},
};

inline constexpr AnswerKind hdu4069_answer_kinds[] = {
    {"unique", GridOutcome::solved}, {"multiple", GridOutcome::several},  // Multiple Solutions
    {"none", GridOutcome::no_solution}, {"none", GridOutcome::clash},     // No solution
};

inline constexpr AnswerKind luogu1074_answer_kinds[] = {
    {"score", GridOutcome::solved}, {"none", GridOutcome::no_solution},  // -1
};

inline constexpr AnswerKind poj3435_answer_kinds[] = {
    {"correct", GridOutcome::solved}, {"incorrect", GridOutcome::clash},  // CORRECT, INCORRECT
};

}  // namespace formats

namespace {

using enum AnswerPolicy;
using enum Comparison;
namespace f = formats;

// Each row's Format is its place in the table.
template <std::size_t N>
constexpr std::array<JudgeFormat, N> numbered(std::array<JudgeFormat, N> rows) {
    for (std::size_t i = 0; i < N; ++i) rows[i].format = static_cast<Format>(kFirstJudgeFormat + static_cast<int>(i));
    return rows;
}

// clang-format off
//                name                  problem               answer             comparison     box clashes cases between answer kinds / reader and writers / givens at least
constexpr auto kTable = numbered(std::array{
    JudgeFormat{"boj2239",            "BOJ 2239",           smallest_solution, exact_text,    3, false, 1,  "",   {}, &f::boj2239,
               "BOJ 2239: 9 lines of 9 digits with no spaces, 0 blank; the lexicographically smallest solution (the "
               "81 digits as one number), written the same way. Detected from its first row"},
    JudgeFormat{"poj2676",            "POJ 2676",           any_solution,      special_judge, 3, false, 0,  "",   {}, &f::poj2676,
               "POJ 2676, Luogu P10481: a line T, then T grids of 9 lines of 9 digits, no spaces, 0 blank; any "
               "solution (the judge has a special judge), grids one after another"},
    JudgeFormat{"poj3074",            "POJ 3074",           unique_solution,   exact_text,    3, false, 0,  "",   {}, &f::poj3074,
               "POJ 3074, OpenJudge 2984, e-olymp 3524, BOJ 7681: one puzzle per line, 81 characters, '.' blank, "
               "then a line 'end'; one line of 81 digits per puzzle. The solution is unique"},
    JudgeFormat{"poj3076",            "POJ 3076",           unique_solution,   exact_text,    4, false, 0,  "\n", {}, &f::poj3076,
               "POJ 3076: 16x16 grids of 16 lines of 16 letters A-P, '-' blank, a blank line between grids, to the "
               "end of the input; the answers the same way, a blank line between them. The solution is unique. "
               "Detected from its first 16 letters"},
    JudgeFormat{"uva1309",            "UVa 1309",           unique_solution,   exact_text,    4, false, 0,  "\n", {}, &f::poj3076,
               "UVa 1309: as POJ 3076"},
    JudgeFormat{"spoj-sudoku",        "SPOJ SUDOKU",        unique_solution,   exact_text,    4, false, 10, "\n", {}, &f::spoj_sudoku,
               "SPOJ SUDOKU: a line K (at most 10), then K grids as for POJ 3076"},
    JudgeFormat{"uva989",             "UVa 989",            smallest_solution, exact_text,    0, true,  0,  "\n", f::uva989_answer_kinds, &f::uva989,
               "UVa 989: cases of a line n (1 to 3) and n*n lines of n*n space-separated numbers, 0 blank, a blank "
               "line between cases; the lexicographically smallest solution, or 'NO SOLUTION' (clashing givens too),"
               " a blank line between answers. (Luogu's copy says its judge data has a blank line after each solved "
               "case instead; the UVa statement is followed here.) gen makes 9x9 cases"},
    JudgeFormat{"kattis-sudokunique", "Kattis sudokunique", verdict,           tokens,        3, true,  0,  "\n", f::kattis_sudokunique_answer_kinds, &f::kattis_sudokunique,
               "Kattis sudokunique: boards of 9 lines of 9 space-separated digits, a blank line between boards; the "
               "solution, 'Non-unique' or 'Find another job' (no solution, clashing givens included), a blank line "
               "between answers. Compared as tokens, as Kattis's default output validator does"},
    JudgeFormat{"uva10957",           "UVa 10957",          verdict,           exact_text,    3, true,  0,  "\n", f::uva10957_answer_kinds, &f::uva10957,
               "UVa 10957, ZeroJudge d352: boards as for Kattis sudokunique; one line each, 'Case k: Illegal.' "
               "(clashing givens), 'Case k: Unique.', 'Case k: Ambiguous.' or 'Case k: Impossible.'"},
    JudgeFormat{"hdu1426",            "HDU 1426",           unique_solution,   exact_text,    3, false, 0,  "\n", {}, &f::hdu1426,
               "HDU 1426: grids of 9 lines of 9 space-separated cells, '?' blank, a blank line between grids, to the"
               " end of the input; the solutions the same way, a blank line between them. The solution is unique"},
    JudgeFormat{"luogu1784",          "Luogu P1784",        unique_solution,   exact_text,    3, false, 1,  "",   {}, &f::luogu1784,
               "Luogu P1784: one grid as for BOJ 2580 (9 lines of 9 space-separated digits, 0 blank); the solution "
               "the same way. Unlike BOJ 2580's, the judge compares the text: the solution is unique"},
    JudgeFormat{"zoj3122",            "ZOJ 3122",           unique_solution,   exact_text,    4, false, 0,  "\n", {}, &f::poj3076,
               "ZOJ 3122, AcWing 169: as POJ 3076. (AcWing 169 asks for a blank line after every answer; the public "
               "accepted ZOJ 3122 solutions print one between, as here)"},
    JudgeFormat{"hdu3111",            "HDU 3111",           unique_solution,   exact_text,    3, true,  0,  "---\n", f::hdu3111_answer_kinds, &f::hdu3111,
               "HDU 3111: a line with the number of grids, then grids of 9 lines of 9 characters, 1-9 and '?' blank,"
               " a line '---' between grids; the solution written the same way, or 'impossible' (no solution, "
               "clashing givens included), a line '---' between answers. A solvable grid has one solution"},
    JudgeFormat{"hdu4069",            "HDU 4069",           verdict,           exact_text,    3, true,  2500, "\n", f::hdu4069_answer_kinds, &f::hdu4069,
               "HDU 4069 Squiggly Sudoku: a line T (at most 2500), then T grids of 9 lines of 9 numbers, a blank "
               "line between grids; each number is the cell's digit (0 blank) plus its walls, 16 up, 32 right, 64 "
               "down, 128 left, and the regions (the cells joined without a wall) take the boxes' place. Per case "
               "'Case k:', then the solution as 9 lines of 9 digits, 'No solution' (clashing givens too) or "
               "'Multiple Solutions'. A wall drawn on one side only, or walls that do not make nine regions of nine "
               "cells, is bad input; validate also wants every wall round the grid and none inside a region", Houses::regions},
    JudgeFormat{"cf1335d",            "Codeforces 1335D",   anti_sudoku,       special_judge, 3, false, 10000, "", {}, &f::cf1335d,
               "Codeforces 1335D Anti-Sudoku: a line t (at most 10000), then t solved grids of 9 lines of 9 digits, "
               "no spaces; for each, the grid with at most 9 cells changed so that every row, column and box holds a"
               " digit twice, written the same way (any such grid is right: a special judge). Here one cell of each "
               "row, column and box takes the next digit. count refuses it"},
    JudgeFormat{"luogu1074",          "Luogu P1074",        largest_score,     exact_text,    3, false, 1,  "",   f::luogu1074_answer_kinds, &f::luogu1074,
               "Luogu P1074, NOIP 2009's target Sudoku: one grid as for BOJ 2580 (9 lines of 9 space-separated "
               "digits, 0 blank; the statement's input ends each row but the last with a space), at least 24 givens."
               " The answer is one line: the largest score of any solution, each cell scoring its digit times its "
               "weight (6 on the outer ring, then 7, 8, 9, and 10 at the centre), or -1 when there is none. Clashing"
               " givens are bad input (the published accepted solutions disagree on them). count refuses it", Houses::boxes, 24},
    JudgeFormat{"poj3435",            "POJ 3435",           rules_check,       exact_text,    0, true,  1,  "",   f::poj3435_answer_kinds, &f::poj3435,
               "POJ 3435 Sudoku Checker: a number N (1 to 10), then the N^2xN^2 grid's numbers 0..N^2, 0 blank, "
               "whitespace-separated (a row per line); 'CORRECT' when no row, column or NxN box repeats a digit, "
               "else 'INCORRECT'. Whether the grid can be completed is not asked: nothing is solved. count refuses it",
               Houses::boxes, 0, kMaxWholeGridLineLength},
});
// clang-format on

// The rows Format names are where it says.
constexpr bool named(Format format, std::string_view name) {
    return kTable[static_cast<std::size_t>(static_cast<int>(format) - kFirstJudgeFormat)].name == name;
}
static_assert(named(Format::boj2239, "boj2239") && named(Format::poj2676, "poj2676") && named(Format::poj3074, "poj3074") &&
              named(Format::poj3076, "poj3076") && named(Format::uva1309, "uva1309") && named(Format::spoj_sudoku, "spoj-sudoku") &&
              named(Format::uva989, "uva989") && named(Format::kattis_sudokunique, "kattis-sudokunique") &&
              named(Format::uva10957, "uva10957"));
static_assert(kFirstJudgeFormat + kTable.size() <= 256, "Format holds a row's place in an unsigned char");

}  // namespace

const JudgeFormat* judge_format(Format format) {
    const int place = static_cast<int>(format) - kFirstJudgeFormat;
    return place >= 0 && place < static_cast<int>(kTable.size()) ? &kTable[static_cast<std::size_t>(place)] : nullptr;
}

std::span<const JudgeFormat> judge_formats() { return kTable; }

std::vector<std::string_view> answer_words(const JudgeFormat& format) {
    std::vector<std::string_view> words;
    for (const auto& kind : format.answer_kinds)
        if (std::find(words.begin(), words.end(), kind.word) == words.end()) words.push_back(kind.word);
    return words;
}

std::vector<GridOutcome> answer_outcomes(const JudgeFormat& format, std::string_view word) {
    std::vector<GridOutcome> outcomes;
    for (const auto& kind : format.answer_kinds)
        if (kind.word == word) outcomes.push_back(kind.outcome);
    return outcomes;
}

std::optional<std::string> too_few_givens(const JudgeFormat& format, const GeneralGrid& puzzle) {
    if (format.min_givens == 0) return std::nullopt;  // no count on the rows that promise none
    const int givens = puzzle.givens();
    if (givens >= format.min_givens) return std::nullopt;
    return std::to_string(givens) + " givens, but " + std::string(format.problem) + " promises at least " + std::to_string(format.min_givens);
}

std::size_t longest_line(std::optional<Format> format) {
    const JudgeFormat* row = format ? judge_format(*format) : nullptr;
    return row ? row->longest_line : kMaxLineLength;
}

bool answers_with_grid(const JudgeFormat& format) { return format.answer != largest_score && format.answer != rules_check; }

GridInput read_grid_input(const JudgeFormat& format, LineReader& input) {
    GridInput read;
    read.error = format.read(input, [&read](GridCase&& grid_case) { read.cases.push_back(std::move(grid_case)); });
    return read;
}

GridQuestion question_for(const JudgeFormat& format) {
    switch (format.answer) {
        case any_solution:
        case unique_solution: return GridQuestion::any_solution;
        case smallest_solution: return GridQuestion::smallest_solution;
        case verdict: return GridQuestion::count_to_two;
        case anti_sudoku: return GridQuestion::anti_sudoku;
        case largest_score: return GridQuestion::largest_score;
        case rules_check: return GridQuestion::rules_check;
    }
    return GridQuestion::any_solution;
}

}  // namespace sudoku
