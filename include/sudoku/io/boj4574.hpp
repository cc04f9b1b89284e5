// BOJ 4574, Sudominoku. Input: cases, each a line N (1..36), N lines
// "U LU V LV" (a digit and its location, twice: a given domino), then a line
// with the locations of the digits 1..9 in that order. A location is a row
// letter A-I and a column digit 1-9 ("B3"). A line "0", or the end of the
// input, ends the cases. Output per case: "Puzzle k", then 9 lines of 9 digits.
#pragma once

#include <string>
#include <variant>

#include "sudoku/core/sudominoku_puzzle.hpp"
#include "sudoku/io/tokenizer.hpp"

namespace sudoku {

// Reads one case at a time, so that the cases before a bad one are answered.
class Boj4574Reader {
public:
    struct End {};  // the line "0", or the end of the input
    using Result = std::variant<sudominoku::Puzzle, End, ReadError>;

    // With `layout`, each case's layout as its lines give it is kept there
    // too (for the tools that rewrite an input; solving needs only the puzzle).
    // `cases_before`: the cases numbered from there (a case read again on its own).
    explicit Boj4574Reader(LineReader& input, sudominoku::CaseLayout* layout = nullptr, int cases_before = 0)
        : input_(input), layout_(layout), case_(cases_before) {}

    // The next case. After an error or End the reader has nothing more to give.
    Result next();
    int case_number() const { return case_; }  // of the case last returned, from 1
    std::size_t case_line() const { return case_line_; }  // where that case's count N stands

private:
    LineReader& input_;
    sudominoku::CaseLayout* layout_;
    int case_ = 0;
    std::size_t case_line_ = 0;
    bool finished_ = false;
};

void write_boj4574(int case_number, const Grid& grid, std::string& out);

// A case as input, in the judge's exact layout: "N", the domino lines, the singles line.
void write_boj4574_case(const sudominoku::CaseLayout& layout, std::string& out);

}  // namespace sudoku
