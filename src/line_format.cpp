#include "sudoku/line_format.hpp"

namespace sudoku {

bool is_comment_or_blank(std::string_view text) {
    const std::size_t first = text.find_first_not_of(" \t\r\v\f");
    return first == std::string_view::npos || text[first] == '#';
}

std::variant<Grid, ReadError> parse_puzzle_line(const Line& line) {
    if (line.too_long) return ReadError{line.number, too_long_message()};
    const Tokens tokens = split_tokens(line.text);
    const std::string_view text = tokens.count > 0 ? tokens[0] : std::string_view{};
    if (tokens.count != 1 || text.size() != 81)
        return ReadError{line.number, "expected a puzzle of 81 characters (1-9, '.' or '0'), found " +
                                          (tokens.count == 1 ? counted(static_cast<int>(text.size()), "character")
                                                             : counted(tokens.count, "word"))};
    Grid grid;
    for (int cell = 0; cell < kCells; ++cell) {
        const char c = text[cell];
        if (c == '.' || c == '0') grid[cell] = 0;
        else if (c >= '1' && c <= '9') grid[cell] = static_cast<std::uint8_t>(c - '0');
        else return ReadError{line.number, "unexpected " + quote(text.substr(cell, 1)) + " at " + cell_name(cell)};
    }
    // The masks answer whether; the scan, which (a puzzle line costs ~2 us to
    // solve, and the scan alone cost half that).
    if (has_clash(grid)) return ReadError{line.number, describe(*find_clash(grid))};
    return grid;
}

void write_line(const Grid& grid, std::string& out) {
    // One append of a finished line: a character at a time was 1,400
    // instructions a puzzle, near a tenth of solving an easy one.
    std::array<char, kCells + 1> line;
    for (int cell = 0; cell < kCells; ++cell) line[cell] = static_cast<char>('0' + grid[cell]);
    line[kCells] = '\n';
    out.append(line.data(), line.size());
}

}  // namespace sudoku
