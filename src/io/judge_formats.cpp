#include "sudoku/io/judge_formats.hpp"

#include <algorithm>
#include <array>

#include "formats/formats.hpp"

namespace sudoku {
namespace {

using enum AnswerPolicy;
using enum Comparison;
namespace f = formats;

// clang-format off
//  format                      name                  problem               answer             comparison     box clashes cases between answer kinds / read / write_input / write_answer
constexpr std::array kTable{
    JudgeFormat{Format::boj2239,            "boj2239",            "BOJ 2239",           smallest_solution, exact_text,    3, false, 1,  "",   {}, f::boj2239_read, f::boj2239_write_input, f::boj2239_write_answer},
    JudgeFormat{Format::poj2676,            "poj2676",            "POJ 2676",           any_solution,      special_judge, 3, false, 0,  "",   {}, f::poj2676_read, f::poj2676_write_input, f::poj2676_write_answer},
    JudgeFormat{Format::poj3074,            "poj3074",            "POJ 3074",           unique_solution,   exact_text,    3, false, 0,  "",   {}, f::poj3074_read, f::poj3074_write_input, f::poj3074_write_answer},
    JudgeFormat{Format::poj3076,            "poj3076",            "POJ 3076",           unique_solution,   exact_text,    4, false, 0,  "\n", {}, f::poj3076_read, f::poj3076_write_input, f::poj3076_write_answer},
    JudgeFormat{Format::uva1309,            "uva1309",            "UVa 1309",           unique_solution,   exact_text,    4, false, 0,  "\n", {}, f::poj3076_read, f::poj3076_write_input, f::poj3076_write_answer},
    JudgeFormat{Format::spoj_sudoku,        "spoj-sudoku",        "SPOJ SUDOKU",        unique_solution,   exact_text,    4, false, 10, "\n", {}, f::spoj_sudoku_read, f::spoj_sudoku_write_input, f::spoj_sudoku_write_answer},
    JudgeFormat{Format::uva989,             "uva989",             "UVa 989",            smallest_solution, exact_text,    0, true,  0,  "\n", f::uva989_answer_kinds, f::uva989_read, f::uva989_write_input, f::uva989_write_answer},
    JudgeFormat{Format::kattis_sudokunique, "kattis-sudokunique", "Kattis sudokunique", verdict,           tokens,        3, true,  0,  "\n", f::kattis_sudokunique_answer_kinds, f::kattis_sudokunique_read, f::kattis_sudokunique_write_input, f::kattis_sudokunique_write_answer},
    JudgeFormat{Format::uva10957,           "uva10957",           "UVa 10957",          verdict,           exact_text,    3, true,  0,  "\n", f::uva10957_answer_kinds, f::uva10957_read, f::uva10957_write_input, f::uva10957_write_answer},
    JudgeFormat{Format::hdu1426,            "hdu1426",            "HDU 1426",           unique_solution,   exact_text,    3, false, 0,  "\n", {}, f::hdu1426_read, f::hdu1426_write_input, f::hdu1426_write_answer},
    JudgeFormat{Format::luogu1784,          "luogu1784",          "Luogu P1784",        unique_solution,   exact_text,    3, false, 1,  "",   {}, f::luogu1784_read, f::luogu1784_write_input, f::luogu1784_write_answer},
    JudgeFormat{Format::zoj3122,            "zoj3122",            "ZOJ 3122",           unique_solution,   exact_text,    4, false, 0,  "\n", {}, f::poj3076_read, f::poj3076_write_input, f::poj3076_write_answer},
    JudgeFormat{Format::hdu3111,            "hdu3111",            "HDU 3111",           unique_solution,   exact_text,    3, true,  0,  "---\n", f::hdu3111_answer_kinds, f::hdu3111_read, f::hdu3111_write_input, f::hdu3111_write_answer},
};
// clang-format on

}  // namespace

const JudgeFormat* judge_format(Format format) {
    for (const auto& row : kTable)
        if (row.format == format) return &row;
    return nullptr;
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
    }
    return GridQuestion::any_solution;
}

}  // namespace sudoku
