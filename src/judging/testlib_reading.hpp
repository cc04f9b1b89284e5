// Reading a contestant's output token by token, as a testlib checker's
// `ouf` stream does: what BOJ 2580's special judge sees.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "sudoku/io/tokenizer.hpp"

namespace sudoku::testlib {

// testlib's blanks: space, tab, CR and LF; nothing else separates tokens
// (a vertical tab or a form feed is part of one).
bool is_blank(char c);

// An integer as ouf.readInt() takes it: an optional '-', then decimal
// digits, no leading zero (nor "-0"), within int32; nullopt for anything else.
std::optional<int> read_int(std::string_view token);

// The tokens of a LineReader's lines, one at a time, each with its line.
class TokenStream {
public:
    explicit TokenStream(LineReader& input) : input_(input) {}

    // The next token, valid until the next call; false at the end of the input.
    bool next(std::string_view& token, std::size_t& line);
    // Whether only blanks are left (testlib's seekEof()).
    bool at_end();
    bool too_long() const { return line_.too_long; }  // the current line ran past kMaxLineLength

private:
    bool fill();

    LineReader& input_;
    Line line_;
    std::string_view rest_;
};

}  // namespace sudoku::testlib
