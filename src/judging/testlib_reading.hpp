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

// The tokens of an input, one at a time, each with its line, as testlib
// reads them: any run of blanks between two, however long, and no limit on
// a line's length; memory stays bounded (a token is read to kKeptToken + 1
// bytes at most, more than any int32 needs, so that a longer one reads as
// no integer, and the rest of it is not read: the reader stops there, as
// the checker's verdict does). A byte-order mark at the start is skipped unless the reader
// keeps it (a jury's answer).
class TokenStream {
public:
    explicit TokenStream(LineReader& input) : input_(input) {}

    // The next token, valid until the next call; false at the end of the input.
    bool next(std::string_view& token, std::size_t& line);
    // Whether only blanks are left (testlib's seekEof()).
    bool at_end() { return !skip_blanks(); }
    // The line read so far reaches (at the end: the one after the last newline).
    std::size_t line() const { return line_; }

    static constexpr std::size_t kKeptToken = 32;

private:
    bool skip_blanks();  // to the next token; false at the end
    bool more();         // the next bytes into rest_; false at the end

    LineReader& input_;
    std::string_view rest_;  // unread bytes of the current chunk
    std::string token_;
    std::size_t line_ = 1;
    bool started_ = false;
};

}  // namespace sudoku::testlib
