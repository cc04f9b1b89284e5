#include "sudoku/io/line_format.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "sudoku/io/messages.hpp"

namespace sudoku {

bool is_comment_or_blank(std::string_view text) {
    const std::size_t first = text.find_first_not_of(" \t\r\v\f");
    return first == std::string_view::npos || text[first] == '#';
}

bool next_puzzle_line(LineReader& input, Line& line) {
    while (input.next(line))
        if (line.too_long || !is_comment_or_blank(line.text)) return true;
    return false;
}

bool is_puzzle_text(std::string_view text) {
    return text.size() == kCells &&
           std::all_of(text.begin(), text.end(), [](char c) { return c == '.' || (c >= '0' && c <= '9'); });
}

bool looks_like_puzzle_line(std::string_view text) {
    const Tokens tokens = split_tokens(text);
    return tokens.count == 1 && is_puzzle_text(tokens[0]);
}

std::optional<std::string_view> word_of_81(std::string_view text, std::string& found) {
    const Tokens tokens = split_tokens(text);
    if (tokens.count == 1 && tokens[0].size() == kCells) return tokens[0];
    found = tokens.count == 1 ? counted(static_cast<int>(tokens[0].size()), "character") : counted(tokens.count, "word");
    return std::nullopt;
}

namespace {

// Eight characters at a time, one byte each (SWAR), in any byte order:
//   '0'..'9' XOR 0x30 -> 0..9,  '.' XOR 0x30 -> 0x1E (then cleared to 0)
// and a byte still above 9 after that is a character that does not belong.
constexpr std::uint64_t kEveryByte = 0x0101010101010101;
constexpr std::uint64_t kHighBits = 0x80 * kEveryByte;

// The high bit of each byte of `word` that is zero, exactly (no borrows across bytes).
constexpr std::uint64_t zero_bytes(std::uint64_t word) {
    const std::uint64_t low7 = (word & ~kHighBits) + ~kHighBits;
    return ~(low7 | word | ~kHighBits);
}

// Digits 0..9 from eight characters; `bad` gains high bits for those that are not a digit or '.'.
constexpr std::uint64_t eight_digits(std::uint64_t chars, std::uint64_t& bad) {
    std::uint64_t digits = chars ^ (0x30 * kEveryByte);
    digits &= ~((zero_bytes(digits ^ (0x1E * kEveryByte)) >> 7) * 0xFF);
    bad |= (((digits & ~kHighBits) + 0x76 * kEveryByte) | digits) & kHighBits;  // 0x76 + 10 = 0x80
    return digits;
}

// The digits of an 81-character word; false when some character is not a
// digit or '.'. No branch on a character's kind: one mispredicts on the
// random pattern of the givens (doc/solver-notes.md).
bool convert(std::string_view text, Grid& grid) {
    std::uint64_t bad = 0;
    for (int cell = 0; cell + 8 <= kCells; cell += 8) {
        std::uint64_t chars;
        std::memcpy(&chars, text.data() + cell, 8);
        const std::uint64_t digits = eight_digits(chars, bad);
        std::memcpy(grid.data() + cell, &digits, 8);
    }
    const char last = text[kCells - 1];
    const auto digit = static_cast<unsigned char>(last - '0');
    grid[kCells - 1] = static_cast<std::uint8_t>(digit * (digit <= 9));  // a multiply: g++ made `?:` a branch
    return bad == 0 && (digit <= 9 || last == '.');
}

// The line's text when it is the word and nothing else (a CR at its end
// aside), the usual case, which needs no splitting into words.
std::optional<std::string_view> bare_word(std::string_view text) {
    if (text.size() == kCells + 1 && text.back() == '\r') text.remove_suffix(1);
    if (text.size() != kCells) return std::nullopt;
    return text;
}

}  // namespace

std::variant<Grid, ReadError> parse_puzzle_line(const Line& line, Clashes clashes) {
    if (line.too_long) return ReadError{line.number, too_long_message()};
    Grid grid;
    const auto bare = bare_word(line.text);
    if (!bare || !convert(*bare, grid)) {
        std::string found;
        const auto word = word_of_81(line.text, found);
        if (!word) return ReadError{line.number, "expected a puzzle of 81 characters (1-9, '.' or '0'), found " + found};
        const std::string_view text = *word;
        if (!convert(text, grid)) {
            const std::size_t cell = text.find_first_not_of(".0123456789");
            return ReadError{line.number, "unexpected " + quote(text.substr(cell, 1)) + " at " + cell_name(static_cast<int>(cell))};
        }
    }
    if (clashes == Clashes::are_errors)
        if (const auto clash = find_clash(grid)) return ReadError{line.number, describe(*clash)};
    return grid;
}

void write_line(const Grid& grid, std::string& out) {
    // One append of a finished line: a character at a time cost near a tenth
    // of solving an easy puzzle.
    std::array<char, kCells + 1> line;
    for (int cell = 0; cell < kCells; ++cell) line[cell] = static_cast<char>('0' + grid[cell]);
    line[kCells] = '\n';
    out.append(line.data(), line.size());
}

}  // namespace sudoku
