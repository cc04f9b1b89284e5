#include "sudoku/io/boj4574.hpp"

#include "sudoku/io/messages.hpp"

#include <algorithm>

namespace sudoku {
namespace {

using sudominoku::domino_index;

// "B3" -> the cell at row B, column 3. Lower-case row letters are taken too.
std::optional<int> parse_location(std::string_view token) {
    if (token.size() != 2) return std::nullopt;
    const char row = static_cast<char>(token[0] | 0x20), column = token[1];
    if (row < 'a' || row > 'i' || column < '1' || column > '9') return std::nullopt;
    return cell_at(row - 'a', column - '1');
}

std::string location_name(int cell) {
    return {static_cast<char>('A' + row_of(cell)), static_cast<char>('1' + column_of(cell))};
}

// Reads the domino lines and the singles line of one case.
class CaseReader {
public:
    CaseReader(LineReader& input, int number, sudominoku::CaseLayout* layout)
        : input_(input), prefix_("puzzle " + std::to_string(number) + ": "), layout_(layout) {
        if (layout_) *layout_ = {};
    }

    std::variant<sudominoku::Puzzle, ReadError> read(int dominoes) {
        for (int i = 0; i < dominoes; ++i) {
            Line line;
            if (!input_.next_non_blank(line))
                return end_of_input("expected " + std::to_string(dominoes) + " domino lines, found " + std::to_string(i));
            if (auto error = read_domino(line)) return *error;
        }
        Line line;
        if (!input_.next_non_blank(line)) return end_of_input("expected the line of 9 locations of the digits 1..9");
        if (auto error = read_singles(line)) return *error;
        return puzzle_;
    }

private:
    ReadError error(std::size_t line, const std::string& what) const { return ReadError{line, prefix_ + what}; }
    ReadError end_of_input(const std::string& what) const {
        return error(std::max<std::size_t>(input_.line_number(), 1), "unexpected end of input: " + what);
    }

    std::optional<ReadError> check_length(const Line& line) const {
        if (!line.too_long) return std::nullopt;
        return error(line.number, too_long_message());
    }

    std::optional<ReadError> parse_digit(const Line& line, std::string_view token, int& digit) const {
        if (token.size() != 1 || token[0] < '1' || token[0] > '9')
            return error(line.number, "expected a digit 1..9, found " + quote(token));
        digit = token[0] - '0';
        return std::nullopt;
    }

    std::optional<ReadError> parse_cell(const Line& line, std::string_view token, int& cell) const {
        const auto value = parse_location(token);
        if (!value) return error(line.number, "expected a location A1..I9, found " + quote(token));
        cell = *value;
        return std::nullopt;
    }

    // Puts a given digit down, refusing a cell given twice and a clash with an earlier given.
    std::optional<ReadError> give(const Line& line, int cell, int digit) {
        if (puzzle_.grid[cell] != 0) return error(line.number, location_name(cell) + " is used twice");
        puzzle_.grid[cell] = static_cast<std::uint8_t>(digit);
        const bool clashes = !used_.allows(cell, digit);
        used_.place(cell, digit);
        // No clash before this digit, so any clash now is with it (the masks
        // say whether there is one; the peers, which, for the message).
        if (const auto clash = clashes ? find_clash_at(puzzle_.grid, cell) : std::nullopt)
            return error(line.number, "digit " + std::to_string(digit) + " appears twice in " + unit_name(clash->unit) +
                                          ": at " + location_name(clash->earlier_cell) + " and at " +
                                          location_name(clash->later_cell));
        return std::nullopt;
    }

    std::optional<ReadError> read_domino(const Line& line) {
        if (auto e = check_length(line)) return e;
        const Tokens tokens = split_tokens(line.text);
        if (tokens.count != 4)
            return error(line.number, "expected a domino 'U LU V LV', found " + counted(tokens.count, "field"));
        int u = 0, lu = 0, v = 0, lv = 0;
        if (auto e = parse_digit(line, tokens[0], u)) return e;
        if (auto e = parse_cell(line, tokens[1], lu)) return e;
        if (auto e = parse_digit(line, tokens[2], v)) return e;
        if (auto e = parse_cell(line, tokens[3], lv)) return e;
        // Named only for a message: building it for every line cost a tenth of reading.
        const auto name = [&] { return "domino " + std::to_string(std::min(u, v)) + "-" + std::to_string(std::max(u, v)); };
        if (u == v) return error(line.number, name() + " has two equal digits");
        if (!are_adjacent(lu, lv))
            return error(line.number, location_name(lu) + " and " + location_name(lv) + " are not adjacent");
        const std::uint64_t bit = std::uint64_t{1} << domino_index(u, v);
        if (puzzle_.used_dominoes & bit) return error(line.number, name() + " is given twice");
        puzzle_.used_dominoes |= bit;
        if (layout_)
            layout_->dominoes.push_back({static_cast<std::uint8_t>(lu), static_cast<std::uint8_t>(u), static_cast<std::uint8_t>(lv),
                                         static_cast<std::uint8_t>(v)});
        if (auto e = give(line, lu, u)) return e;
        return give(line, lv, v);
    }

    std::optional<ReadError> read_singles(const Line& line) {
        if (auto e = check_length(line)) return e;
        const Tokens tokens = split_tokens(line.text);
        if (tokens.count != 9)
            return error(line.number, "expected the 9 locations of the digits 1..9, found " + counted(tokens.count, "field"));
        for (int digit = 1; digit <= 9; ++digit) {
            int cell = 0;
            if (auto e = parse_cell(line, tokens[digit - 1], cell)) return e;
            if (auto e = give(line, cell, digit)) return e;
            if (layout_) layout_->single_cell[digit] = static_cast<std::uint8_t>(cell);
        }
        return std::nullopt;
    }

    LineReader& input_;
    std::string prefix_;
    sudominoku::CaseLayout* layout_;
    sudominoku::Puzzle puzzle_;
    UnitMasks used_;
};

}  // namespace

Boj4574Reader::Result Boj4574Reader::next() {
    if (finished_) return End{};
    Line line;
    if (!input_.next_non_blank(line)) {
        finished_ = true;  // a missing final 0 is forgiven
        return End{};
    }
    ++case_;
    case_line_ = line.number;
    const std::string prefix = "puzzle " + std::to_string(case_) + ": ";
    finished_ = true;  // until this case has been read whole
    if (line.too_long) return ReadError{line.number, prefix + too_long_message()};
    const Tokens tokens = split_tokens(line.text);
    const auto count = tokens.count == 1 ? parse_int(tokens[0]) : std::nullopt;
    if (!count)
        return ReadError{line.number, prefix + "expected the number of dominoes, found " +
                                          (tokens.count == 1 ? quote(tokens[0]) : counted(tokens.count, "field"))};
    if (*count == 0) {
        if (input_.next_non_blank(line)) return ReadError{line.number, "unexpected text after the final 0"};
        return End{};
    }
    if (*count < 0 || *count > sudominoku::kDominoes)
        return ReadError{line.number, prefix + "the number of dominoes must be 1 to 36, found " + std::to_string(*count)};
    auto puzzle = CaseReader(input_, case_, layout_).read(*count);
    if (auto* error = std::get_if<ReadError>(&puzzle)) return *error;
    finished_ = false;
    return std::get<sudominoku::Puzzle>(puzzle);
}

void write_boj4574(int case_number, const Grid& grid, std::string& out) {
    out += "Puzzle ";
    out += std::to_string(case_number);
    out += '\n';
    for (int row = 0; row < 9; ++row) {
        for (int column = 0; column < 9; ++column) out += static_cast<char>('0' + grid[cell_at(row, column)]);
        out += '\n';
    }
}

void write_boj4574_case(const sudominoku::CaseLayout& layout, std::string& out) {
    out += std::to_string(layout.dominoes.size());
    out += '\n';
    for (const auto& d : layout.dominoes) {
        out += static_cast<char>('0' + d.first_digit);
        out += ' ' + location_name(d.first_cell) + ' ';
        out += static_cast<char>('0' + d.second_digit);
        out += ' ' + location_name(d.second_cell) + '\n';
    }
    for (int digit = 1; digit <= 9; ++digit) {
        out += location_name(layout.single_cell[digit]);
        out += digit == 9 ? '\n' : ' ';
    }
}

}  // namespace sudoku
