// Each judge problem's reader and writers, one file each, for the table in
// judge_formats.cpp (uva1309 and zoj3122 are poj3076's problem and share its file).
#pragma once

#include "sudoku/io/judge_formats.hpp"

namespace sudoku::formats {

std::optional<ReadError> boj2239_read(LineReader& input, const CaseSink& sink);
void boj2239_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool boj2239_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

std::optional<ReadError> poj2676_read(LineReader& input, const CaseSink& sink);
void poj2676_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool poj2676_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

std::optional<ReadError> poj3074_read(LineReader& input, const CaseSink& sink);
void poj3074_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool poj3074_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

std::optional<ReadError> poj3076_read(LineReader& input, const CaseSink& sink);
void poj3076_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool poj3076_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

std::optional<ReadError> spoj_sudoku_read(LineReader& input, const CaseSink& sink);
void spoj_sudoku_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool spoj_sudoku_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

std::optional<ReadError> hdu1426_read(LineReader& input, const CaseSink& sink);
void hdu1426_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool hdu1426_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

std::optional<ReadError> luogu1784_read(LineReader& input, const CaseSink& sink);
void luogu1784_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool luogu1784_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

inline constexpr AnswerKind uva989_answer_kinds[] = {
    {"unique", GridOutcome::solved}, {"multiple", GridOutcome::several},  // the smallest of them
    {"none", GridOutcome::no_solution}, {"none", GridOutcome::clash},     // NO SOLUTION
};
std::optional<ReadError> uva989_read(LineReader& input, const CaseSink& sink);
void uva989_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool uva989_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

inline constexpr AnswerKind kattis_sudokunique_answer_kinds[] = {
    {"unique", GridOutcome::solved}, {"non-unique", GridOutcome::several},
    {"none", GridOutcome::no_solution}, {"none", GridOutcome::clash},  // Find another job
};
std::optional<ReadError> kattis_sudokunique_read(LineReader& input, const CaseSink& sink);
void kattis_sudokunique_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool kattis_sudokunique_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

inline constexpr AnswerKind uva10957_answer_kinds[] = {
    {"unique", GridOutcome::solved}, {"ambiguous", GridOutcome::several},
    {"illegal", GridOutcome::clash}, {"impossible", GridOutcome::no_solution},
};
std::optional<ReadError> uva10957_read(LineReader& input, const CaseSink& sink);
void uva10957_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool uva10957_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

inline constexpr AnswerKind hdu3111_answer_kinds[] = {
    {"unique", GridOutcome::solved},  // a solvable grid has one solution
    {"impossible", GridOutcome::no_solution}, {"impossible", GridOutcome::clash},
};
std::optional<ReadError> hdu3111_read(LineReader& input, const CaseSink& sink);
void hdu3111_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool hdu3111_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

}  // namespace sudoku::formats
