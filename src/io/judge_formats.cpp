#include "sudoku/io/judge_formats.hpp"

#include <algorithm>
#include <array>

namespace sudoku {
namespace formats {

// Each defined by its file of formats/ (uva1309 and zoj3122 read and write as poj3076).
extern const FormatCodec boj2239, hdu1426, hdu3111, kattis_sudokunique, luogu1074, luogu1784, poj2676, poj3074, poj3076, spoj_sudoku, uva10957, uva989;

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

inline constexpr AnswerKind luogu1074_answer_kinds[] = {
    {"score", GridOutcome::solved}, {"none", GridOutcome::no_solution},  // -1
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
    JudgeFormat{"boj2239",            "BOJ 2239",           smallest_solution, exact_text,    3, false, 1,  "",   {}, &f::boj2239},
    JudgeFormat{"poj2676",            "POJ 2676",           any_solution,      special_judge, 3, false, 0,  "",   {}, &f::poj2676},
    JudgeFormat{"poj3074",            "POJ 3074",           unique_solution,   exact_text,    3, false, 0,  "",   {}, &f::poj3074},
    JudgeFormat{"poj3076",            "POJ 3076",           unique_solution,   exact_text,    4, false, 0,  "\n", {}, &f::poj3076},
    JudgeFormat{"uva1309",            "UVa 1309",           unique_solution,   exact_text,    4, false, 0,  "\n", {}, &f::poj3076},
    JudgeFormat{"spoj-sudoku",        "SPOJ SUDOKU",        unique_solution,   exact_text,    4, false, 10, "\n", {}, &f::spoj_sudoku},
    JudgeFormat{"uva989",             "UVa 989",            smallest_solution, exact_text,    0, true,  0,  "\n", f::uva989_answer_kinds, &f::uva989},
    JudgeFormat{"kattis-sudokunique", "Kattis sudokunique", verdict,           tokens,        3, true,  0,  "\n", f::kattis_sudokunique_answer_kinds, &f::kattis_sudokunique},
    JudgeFormat{"uva10957",           "UVa 10957",          verdict,           exact_text,    3, true,  0,  "\n", f::uva10957_answer_kinds, &f::uva10957},
    JudgeFormat{"hdu1426",            "HDU 1426",           unique_solution,   exact_text,    3, false, 0,  "\n", {}, &f::hdu1426},
    JudgeFormat{"luogu1784",          "Luogu P1784",        unique_solution,   exact_text,    3, false, 1,  "",   {}, &f::luogu1784},
    JudgeFormat{"zoj3122",            "ZOJ 3122",           unique_solution,   exact_text,    4, false, 0,  "\n", {}, &f::poj3076},
    JudgeFormat{"hdu3111",            "HDU 3111",           unique_solution,   exact_text,    3, true,  0,  "---\n", f::hdu3111_answer_kinds, &f::hdu3111},
    JudgeFormat{"luogu1074",          "Luogu P1074",        largest_score,     exact_text,    3, false, 1,  "",   f::luogu1074_answer_kinds, &f::luogu1074, 24},
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

bool answers_with_grid(const JudgeFormat& format) { return format.answer != largest_score; }

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
        case largest_score: return GridQuestion::largest_score;
    }
    return GridQuestion::any_solution;
}

}  // namespace sudoku
