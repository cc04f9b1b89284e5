#include "sudoku/io/boj2580.hpp"

#include "sudoku/io/messages.hpp"

#include <algorithm>
#include <array>

namespace sudoku {
namespace {

// A digit 0..9, or '.' for a blank.
std::optional<int> parse_cell(std::string_view token) {
    if (token == ".") return 0;
    const auto value = parse_int(token);
    if (!value || *value < 0 || *value > 9 || token[0] == '+' || token[0] == '-') return std::nullopt;
    return value;
}

std::optional<ReadError> read_row(const Line& line, int row, Grid& grid) {
    if (line.too_long) return ReadError{line.number, too_long_message()};
    const Tokens tokens = split_tokens(line.text);
    if (tokens.count != 9)
        return ReadError{line.number, "row " + std::to_string(row + 1) + " has " + counted(tokens.count, "number") + ", expected 9"};
    for (int column = 0; column < 9; ++column) {
        const auto digit = parse_cell(tokens[column]);
        if (!digit) return ReadError{line.number, "expected a digit 0..9 or '.', found " + quote(tokens[column])};
        grid[cell_at(row, column)] = static_cast<std::uint8_t>(*digit);
    }
    return std::nullopt;
}

}  // namespace

std::variant<Grid, ReadError> read_boj2580(LineReader& input) {
    Grid grid{};
    std::array<std::size_t, 9> line_of_row{};
    Line line;
    for (int row = 0; row < 9; ++row) {
        if (!input.next_non_blank(line))
            return ReadError{std::max<std::size_t>(input.line_number(), 1), "unexpected end of input: expected 9 rows, found " + std::to_string(row)};
        if (auto error = read_row(line, row, grid)) return *error;
        line_of_row[row] = line.number;
    }
    if (input.next_non_blank(line)) return ReadError{line.number, std::string(kTextAfterLastRow)};
    if (const auto clash = find_clash(grid)) return ReadError{line_of_row[row_of(clash->later_cell)], describe(*clash)};
    return grid;
}

void write_boj2580(const Grid& grid, std::string& out) {
    for (int row = 0; row < 9; ++row)
        for (int column = 0; column < 9; ++column) {
            out += static_cast<char>('0' + grid[cell_at(row, column)]);
            out += column == 8 ? '\n' : ' ';
        }
}

}  // namespace sudoku
