#include "grid_text.hpp"

#include <algorithm>

#include "sudoku/io/messages.hpp"

namespace sudoku::formats {
namespace {

std::string_view cells_noun(CellText text) {
    switch (text) {
        case CellText::digits:
        case CellText::marks: return "digit";
        case CellText::numbers: return "number";
        case CellText::spaced_marks: return "cell";
        case CellText::letters: return "letter";
    }
    return "cell";
}

bool spaced(CellText text) { return text == CellText::numbers || text == CellText::spaced_marks; }

std::optional<int> character_value(char c, CellText text, int side) {
    int value = -1;
    if (text == CellText::marks) {  // '?' is the blank, so '0' and '.' are no cells
        if (c == '?') return 0;
        if (c >= '1' && c <= '9') value = c - '0';
    } else if (c == '.' || (text == CellText::letters && c == '-')) {
        return 0;
    }
    if (text == CellText::digits && c >= '0' && c <= '9') value = c - '0';
    if (text == CellText::letters && c >= 'A' && c <= 'Z') value = c - 'A' + 1;
    if (value < 0 || value > side) return std::nullopt;
    return value;
}

// A blank is '?' where the text marks it so, and 0 is then no cell at all.
std::optional<int> number_value(std::string_view token, CellText text, int side) {
    if (text == CellText::spaced_marks && token == "?") return 0;
    const int low = text == CellText::spaced_marks ? 1 : 0;
    const auto value = parse_int(token);
    if (!value || *value < low || *value > side || token[0] == '+' || token[0] == '-') return std::nullopt;
    return value;
}

std::string expected_cell(CellText text, int side) {
    switch (text) {
        case CellText::digits: return "a digit 0.." + std::to_string(side) + " or '.'";
        case CellText::marks: return "a digit 1.." + std::to_string(side) + " or '?'";
        case CellText::numbers: return "a number 0.." + std::to_string(side);
        case CellText::spaced_marks: return "a number 1.." + std::to_string(side) + " or '?'";
        case CellText::letters: return "a letter A.." + std::string(1, static_cast<char>('A' + side - 1)) + " or '-'";
    }
    return "a cell";
}

std::string row_count_error(int row, int found, CellText text, int side) {
    return "row " + std::to_string(row + 1) + " has " + counted(found, cells_noun(text)) + ", expected " + std::to_string(side);
}

std::optional<ReadError> read_row(const Line& line, int row, CellText text, GeneralGrid& grid) {
    if (line.too_long) return ReadError{line.number, too_long_message()};
    const int side = grid.side();
    const Tokens tokens = split_tokens(line.text);
    if (spaced(text)) {
        if (tokens.count != side) return ReadError{line.number, row_count_error(row, tokens.count, text, side)};
        for (int column = 0; column < side; ++column) {
            const auto value = number_value(tokens[column], text, side);
            if (!value) return ReadError{line.number, "expected " + expected_cell(text, side) + ", found " + quote(tokens[column])};
            grid.set(row * side + column, *value);
        }
        return std::nullopt;
    }
    if (tokens.count != 1) return ReadError{line.number, "row " + std::to_string(row + 1) + " has " + counted(tokens.count, "word") + ", expected one of " + std::to_string(side) + " characters"};
    const std::string_view word = tokens[0];
    if (static_cast<int>(word.size()) != side) return ReadError{line.number, row_count_error(row, static_cast<int>(word.size()), text, side)};
    for (int column = 0; column < side; ++column) {
        const auto value = character_value(word[static_cast<std::size_t>(column)], text, side);
        if (!value) return ReadError{line.number, "expected " + expected_cell(text, side) + ", found " + quote(word.substr(static_cast<std::size_t>(column), 1))};
        grid.set(row * side + column, *value);
    }
    return std::nullopt;
}

char cell_character(int value, CellText text) {
    if (text == CellText::letters) return value == 0 ? '-' : static_cast<char>('A' + value - 1);
    if ((text == CellText::marks || text == CellText::spaced_marks) && value == 0) return '?';
    return static_cast<char>('0' + value);
}

}  // namespace

std::variant<ReadGrid, ReadError> read_rows(LineReader& input, int box, CellText text) {
    ReadGrid read{GeneralGrid(box), {}};
    Line line;
    for (int row = 0; row < read.grid.side(); ++row) {
        if (!input.next_non_blank(line))
            return ReadError{std::max<std::size_t>(input.line_number(), 1),
                             "unexpected end of input: expected " + std::to_string(read.grid.side()) + " rows, found " + std::to_string(row)};
        read.row_lines[static_cast<std::size_t>(row)] = line.number;
        if (auto error = read_row(line, row, text, read.grid)) return *error;
    }
    return read;
}

void write_rows(const GeneralGrid& grid, CellText text, std::string& out) {
    const int side = grid.side();
    for (int row = 0; row < side; ++row)
        for (int column = 0; column < side; ++column) {
            out += cell_character(grid.at(row, column), text);
            if (column + 1 == side) out += '\n';
            else if (spaced(text)) out += ' ';
        }
}

std::optional<ReadError> read_grids(LineReader& input, int box, CellText text, int count, Clashes clashes, const CaseSink& sink) {
    for (int i = 0; count == kToTheEnd ? more_to_read(input) : i < count; ++i) {
        auto rows = read_rows(input, box, text);
        if (auto* error = std::get_if<ReadError>(&rows)) return *error;
        const auto& grid = std::get<ReadGrid>(rows);
        if (clashes == Clashes::are_errors)
            if (auto error = clash_error(grid, text)) return error;
        sink(grid.as_case());
    }
    return std::nullopt;
}

void write_grids(std::span<const GeneralGrid> grids, CellText text, bool blank_between, std::string& out) {
    for (std::size_t i = 0; i < grids.size(); ++i) {
        if (blank_between) blank_line_between(i, out);
        write_rows(grids[i], text, out);
    }
}

std::variant<int, ReadError> read_count(LineReader& input, std::string_view what, int low, int high) {
    Line line;
    if (!input.next_non_blank(line))
        return ReadError{std::max<std::size_t>(input.line_number(), 1), "unexpected end of input: expected " + std::string(what)};
    const Tokens tokens = split_tokens(line.text);
    const auto value = tokens.count == 1 ? parse_int(tokens[0]) : std::nullopt;
    if (!value || *value < low || *value > high)
        return ReadError{line.number, "expected " + std::string(what) + " (" + std::to_string(low) + " to " + std::to_string(high) + "), found " + quote(line.text)};
    return *value;
}

std::optional<ReadError> expect_end(LineReader& input, std::string_view after) {
    Line line;
    if (input.next_non_blank(line)) return ReadError{line.number, "unexpected text after " + std::string(after)};
    return std::nullopt;
}

bool more_to_read(LineReader& input) {
    Line line;
    if (!input.next_non_blank(line)) return false;
    input.put_back();
    return true;
}

std::optional<ReadError> clash_error(const ReadGrid& read, CellText text) {
    const auto clash = find_grid_clash(read.grid);
    if (!clash) return std::nullopt;
    const int side = read.grid.side();
    const int row = clash->cell / side, column = clash->cell % side;
    std::string value = text == CellText::letters ? std::string(1, cell_character(clash->value, text)) : std::to_string(clash->value);
    return ReadError{read.row_lines[static_cast<std::size_t>(row)],
                     "givens clash: " + value + " at row " + std::to_string(row + 1) + ", column " + std::to_string(column + 1) +
                         " is already in its row, column or box"};
}

void blank_line_between(std::size_t index, std::string& out) {
    if (index > 0) out += '\n';
}

}  // namespace sudoku::formats
