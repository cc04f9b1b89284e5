// The one tokenizer every reader uses: lines with their numbers, split into
// whitespace-separated tokens, and the error type every reader returns.
//
// Lenient about what real files contain: LF or CRLF endings, tabs, trailing
// spaces (any number), a missing final newline, a UTF-8 byte-order mark at
// the start.
// Bounded: a line keeps at most kMaxLineLength bytes in memory however long
// it runs, so no input can make the reader grow without limit. A line found
// too long is returned as soon as it is (its first byte that is not blank
// past kMaxLineLength), and the rest of it is skipped only if the next line
// is asked for: a reader that stops at the error reads no further, and the
// line format, which answers the line `invalid` and goes on, finds the lines
// after it. A line that runs past kAbandonLineLength without a newline
// (/dev/zero, a binary file) ends the input there, abandoned_line() saying
// which, so that no input keeps a reader going forever on one line either.
#pragma once

#include <array>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace sudoku {

inline constexpr std::size_t kMaxLineLength = 4096;
// For a format whose numbers may all share one line (POJ 3435's 100x100 grid
// is 10,000 numbers), as a judge's scanf reads them: its row's longest_line.
inline constexpr std::size_t kMaxWholeGridLineLength = std::size_t{1} << 20;
inline constexpr std::size_t kAbandonLineLength = std::size_t{64} << 20;

// What a reader reports about bad input: where, and what is wrong (lower case,
// no trailing period; the command line adds "sudoku: <file>:<line>: ").
struct ReadError {
    std::size_t line;
    std::string what;
};

struct Line {
    std::size_t number = 0;  // 1-based
    std::string_view text;   // without its line ending; valid until the next read
    // Past kMaxLineLength the rest of a line is dropped, not kept: `dropped`
    // says how many bytes, and `too_long` whether any of them was not blank
    // (trailing spaces are fine however many; `text` holds the line's start).
    // A too-long line is returned at its first non-blank byte past the
    // limit: `dropped` counts the bytes up to there, and `newline` is false.
    bool too_long = false;
    std::size_t dropped = 0;
    // How it ended, for strict readers (the validator); the others ignore it.
    bool crlf = false;       // "\r\n" (the '\r' is not in `text`)
    bool newline = false;    // false for a last line without a final newline
};

bool is_blank(std::string_view text);

// Reads lines from a file descriptor or from memory.
class LineReader {
public:
    explicit LineReader(std::string_view text);  // reads `text`, which must outlive the reader
    // Reads `text` as the lines after line `lines_before` of a larger input,
    // numbered from there (a part of an input read again on its own).
    LineReader(std::string_view text, std::size_t lines_before);
    explicit LineReader(int fd);                 // reads the descriptor, in chunks, until end of file

    // Reading:
    bool next(Line& line);           // false at end of input (or on a read error, see error())
    bool next_non_blank(Line& line); // skips blank lines
    void put_back();                 // the next call to next() returns the same line again
    std::size_t line_number() const { return number_; }  // of the last line returned (0 before any)
    const std::string& error() const { return error_; }  // a failed read(2), e.g. "is a directory"
    // The line that ran past kAbandonLineLength without a newline, where the
    // input ended (0: none); abandoned_message() says so.
    std::size_t abandoned_line() const { return abandoned_line_; }

    // The bound on a line's length, kMaxLineLength unless a reader raised it
    // for its format (at most kAbandonLineLength).
    void allow_lines_of(std::size_t bytes) { max_line_ = bytes < kAbandonLineLength ? bytes : kAbandonLineLength; }
    std::size_t max_line_length() const { return max_line_; }

    // Ends the input here: next() returns false from now on, and nothing
    // more is read (a reader that pushes every puzzle to a callback stops
    // when the callback has what it needs).
    void stop();

    // Called with each line as next() first returns it (a line put back is
    // not seen twice): a strict check of the layout beside a lenient reader.
    void on_each_line(std::function<void(const Line&)> observer) { observer_ = std::move(observer); }

    // A bound on the bytes read from a descriptor, for a stream that cannot
    // be right past some size (a checker's view of an endless output): past
    // it the input ends as if there were no more, and over_limit() says so.
    // 0 (the default): no bound. A reader of memory ignores it.
    void limit_bytes(std::size_t bytes) { byte_limit_ = bytes; }
    std::size_t byte_limit() const { return byte_limit_; }
    bool over_limit() const { return over_limit_; }

    // A jury's answer is read as testlib reads one: a byte-order mark there
    // is part of the first token (testlib skips one only in the program's
    // output), not dropped as in an input.
    void keep_byte_order_mark() { keep_byte_order_mark_ = true; }
    bool keeps_byte_order_mark() const { return keep_byte_order_mark_; }

    // The input's next bytes as they come, with no line split and no limit
    // on a line's length (a token reader's, testlib_reading.hpp); empty at
    // the end. Valid until the next call; not to be mixed with next().
    std::string_view next_bytes();

    // Streaming: called before each read(2) that would block (no input is
    // waiting), so that a filter can flush what it has written before it
    // waits for more input.
    void before_blocking_read(std::function<void()> hook) { before_read_ = std::move(hook); }
    // Keeping what was read, for a second look at an input that failed (which
    // other format reads it?): the lines from here on, each with a '\n',
    // while they come to at most `at_most` bytes; complete() is false when a
    // line was past that or cut short (too long).
    void keep_lines(std::size_t at_most) { keep_at_most_ = at_most; }
    std::string_view kept() const { return kept_; }
    bool kept_complete() const { return kept_complete_; }

private:
    bool refill();
    bool skip_rest_of_line();  // of a too-long line returned before its end; false at the end of the input
    void keep_current_line();  // for keep_lines(), while what is kept stays whole

    int fd_ = -1;
    std::unique_ptr<char[]> chunk_;  // uninitialised: a judge run reads one small file, and
                                     // zeroing 64 KiB cost more than solving an easy puzzle
    std::string_view pending_;   // unread bytes of the current chunk (or of the whole text)
    bool at_end_ = false;
    std::size_t max_line_ = kMaxLineLength;
    std::string line_;           // the current line, at most max_line_ bytes
    Line current_;
    bool put_back_ = false;
    bool skipping_ = false;      // the last line was returned too long, before its end
    std::size_t skipped_length_ = 0;  // of that line, so far
    std::size_t abandoned_line_ = 0;  // a line ran past kAbandonLineLength: no more lines
    std::size_t byte_limit_ = 0, bytes_read_ = 0;
    bool over_limit_ = false;
    std::function<void(const Line&)> observer_;
    bool keep_byte_order_mark_ = false;
    std::size_t number_ = 0;
    std::string error_;
    std::function<void()> before_read_;
    std::size_t keep_at_most_ = 0;
    std::string kept_;
    bool kept_complete_ = true;
};

// The tokens of one line. Only the first kCapacity are kept; `count` says how
// many there were in all, so a reader can report "found 23" exactly.
struct Tokens {
    static constexpr int kCapacity = 16;
    std::array<std::string_view, kCapacity> items{};
    int count = 0;
    std::string_view operator[](int i) const { return items[i]; }
};
Tokens split_tokens(std::string_view text);

// Parsing: a plain decimal integer (optional sign, at most 9 digits), or nothing.
std::optional<int> parse_int(std::string_view token);

}  // namespace sudoku
