// Each judge problem's reader and writers, one file each, for the table in
// judge_formats.cpp (uva1309 is poj3076's problem and shares its file).
#pragma once

#include "sudoku/io/judge_formats.hpp"

namespace sudoku::formats {

GridInput boj2239_read(LineReader& input);
void boj2239_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool boj2239_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

GridInput poj2676_read(LineReader& input);
void poj2676_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool poj2676_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

GridInput poj3074_read(LineReader& input);
void poj3074_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool poj3074_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

GridInput poj3076_read(LineReader& input);
void poj3076_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool poj3076_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

GridInput spoj_sudoku_read(LineReader& input);
void spoj_sudoku_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool spoj_sudoku_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

GridInput uva989_read(LineReader& input);
void uva989_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool uva989_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

GridInput kattis_sudokunique_read(LineReader& input);
void kattis_sudokunique_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool kattis_sudokunique_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

GridInput uva10957_read(LineReader& input);
void uva10957_write_input(std::span<const GeneralGrid> puzzles, std::string& out);
bool uva10957_write_answer(const GridAnswer& answer, std::size_t index, std::string& out);

}  // namespace sudoku::formats
