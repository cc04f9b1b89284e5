// HDU 4069 Squiggly Sudoku: a line with T, then T jigsaw grids of 9 lines of
// 9 numbers, a blank line between grids. A number is the cell's digit (0
// blank) plus its walls: 16 up, 32 right, 64 down, 128 left; the regions are
// the cells joined without a wall. The answer is "Case k:" and then the
// solution's rows of digits, "No solution" (clashing givens too) or
// "Multiple Solutions".
#include <algorithm>
#include <array>
#include <utility>

#include "grid_text.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/messages.hpp"

namespace sudoku::formats {
namespace {

enum Wall : int { wall_up = 16, wall_right = 32, wall_down = 64, wall_left = 128 };
constexpr int kDigitBits = 15;

// A case as written: each cell's number, and the line of each row.
struct WalledGrid {
    std::array<int, kCells> numbers{};
    std::array<std::size_t, 9> row_lines{};
};

std::optional<ReadError> read_walled_row(const Line& line, int row, WalledGrid& read) {
    if (line.too_long) return ReadError{line.number, too_long_message()};
    const Tokens tokens = split_tokens(line.text);
    if (tokens.count != 9) return ReadError{line.number, "row " + std::to_string(row + 1) + " has " + counted(tokens.count, "number") + ", expected 9"};
    for (int column = 0; column < 9; ++column) {
        const std::string_view token = tokens[column];
        const auto number = parse_int(token);
        if (!number || token[0] == '+' || token[0] == '-' || *number > 255 || (*number & kDigitBits) > 9)
            return ReadError{line.number, "expected a digit 0..9 plus walls 16, 32, 64, 128, found " + quote(token)};
        read.numbers[static_cast<std::size_t>(9 * row + column)] = *number;
    }
    return std::nullopt;
}

// Two neighbours agree on the wall between them: the statement draws each
// wall on both sides, and a wall on one side only would make the regions
// depend on the side a reader looks from.
std::optional<ReadError> check_walls_agree(const WalledGrid& read) {
    const auto has = [&read](int cell, Wall wall) { return (read.numbers[static_cast<std::size_t>(cell)] & wall) != 0; };
    for (int cell = 0; cell < kCells; ++cell) {
        const std::size_t line = read.row_lines[static_cast<std::size_t>(cell / 9)];
        const auto fault = [&](int other, Wall mine, std::string_view side, std::string_view other_side) {
            const bool walled = has(cell, mine);
            return ReadError{line, "the walls disagree: " + cell_name(cell) + (walled ? " has one on its " : " has none on its ") +
                                       std::string(side) + ", " + cell_name(other) + (walled ? " none on its " : " one on its ") +
                                       std::string(other_side)};
        };
        if (cell % 9 < 8 && has(cell, wall_right) != has(cell + 1, wall_left)) return fault(cell + 1, wall_right, "right", "left");
        if (cell < 72 && has(cell, wall_down) != has(cell + 9, wall_up)) return fault(cell + 9, wall_down, "bottom", "top");
    }
    return std::nullopt;
}

// The regions the walls make, numbered by a flood from each cell not yet
// reached in reading order; an error unless they are nine of nine cells.
std::variant<regions::RegionMap, ReadError> jigsaw_regions_of(const WalledGrid& read) {
    regions::RegionMap regions;
    regions.fill(9);
    int region = 0;
    for (int start = 0; start < kCells; ++start) {
        if (regions[start] != 9) continue;
        std::array<int, kCells> stack{};
        int top = 0, size = 0;
        const auto number = static_cast<std::uint8_t>(region);  // at most 8: nine regions of nine cover the grid
        regions[start] = number, stack[top++] = start;
        while (top > 0) {
            const int cell = stack[--top], walls = read.numbers[static_cast<std::size_t>(cell)];
            ++size;
            const std::array<std::pair<Wall, int>, 4> steps = {{{wall_up, cell - 9}, {wall_right, cell + 1}, {wall_down, cell + 9}, {wall_left, cell - 1}}};
            for (const auto& [wall, next] : steps) {
                const bool inside = (wall == wall_up && cell >= 9) || (wall == wall_down && cell < 72) ||
                                    (wall == wall_right && cell % 9 < 8) || (wall == wall_left && cell % 9 > 0);
                if (inside && (walls & wall) == 0 && regions[next] == 9) regions[next] = number, stack[top++] = next;
            }
        }
        if (size != 9)
            return ReadError{read.row_lines[static_cast<std::size_t>(start / 9)],
                             "the region of " + cell_name(start) + " has " + counted(size, "cell") +
                                 ": the walls must make nine regions of nine cells"};
        ++region;
    }
    return regions;
}

std::optional<ReadError> read_jigsaw(LineReader& input, const CaseSink& sink) {
    WalledGrid read;
    Line line;
    for (int row = 0; row < 9; ++row) {
        if (!input.next_non_blank(line))
            return ReadError{std::max<std::size_t>(input.line_number(), 1), "unexpected end of input: expected 9 rows, found " + std::to_string(row)};
        read.row_lines[static_cast<std::size_t>(row)] = line.number;
        if (auto error = read_walled_row(line, row, read)) return error;
    }
    if (auto error = check_walls_agree(read)) return error;
    auto regions = jigsaw_regions_of(read);
    if (auto* error = std::get_if<ReadError>(&regions)) return *error;
    GeneralGrid grid(3);
    for (int cell = 0; cell < kCells; ++cell) grid.set(cell, read.numbers[static_cast<std::size_t>(cell)] & kDigitBits);
    grid.set_regions(std::get<regions::RegionMap>(regions));  // nine joined regions of nine: it takes them
    sink(GridCase{grid, read.row_lines[0], {}});
    return std::nullopt;
}

std::optional<ReadError> hdu4069_read(LineReader& input, const CaseSink& sink) {
    const auto count = read_count(input, "the number of cases", 0, 1'000'000);
    if (const auto* error = std::get_if<ReadError>(&count)) return *error;
    for (int i = 0; i < std::get<int>(count); ++i)
        if (auto error = read_jigsaw(input, sink)) return error;
    return expect_end(input, "the last case");
}

// A wall wherever the neighbour is in another region, and all round the grid.
int walls_of(const GeneralGrid& grid, int cell) {
    const int row = cell / 9, column = cell % 9, region = grid.box_of(cell);
    const auto apart = [&](bool edge, int other) { return edge || grid.box_of(other) != region; };
    return (apart(row == 0, cell - 9) ? wall_up : 0) | (apart(column == 8, cell + 1) ? wall_right : 0) |
           (apart(row == 8, cell + 9) ? wall_down : 0) | (apart(column == 0, cell - 1) ? wall_left : 0);
}

void hdu4069_write_input(std::span<const GeneralGrid> puzzles, std::string& out) {
    out += std::to_string(puzzles.size()) + "\n";
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        blank_line_between(i, out);
        for (int cell = 0; cell < kCells; ++cell) {
            out += std::to_string(puzzles[i][cell] + walls_of(puzzles[i], cell));
            out += cell % 9 == 8 ? '\n' : ' ';
        }
    }
}

bool hdu4069_write_answer(const GridAnswer& answer, std::size_t index, std::string& out) {
    out += "Case " + std::to_string(index + 1) + ":\n";
    switch (answer.outcome) {
        case GridOutcome::solved: write_rows(answer.solution, CellText::digits, out); break;
        case GridOutcome::several: out += "Multiple Solutions\n"; break;
        case GridOutcome::no_solution:
        case GridOutcome::clash: out += "No solution\n"; break;
    }
    return true;
}

}  // namespace

extern const FormatCodec hdu4069;  // a row's of judge_formats.cpp
const FormatCodec hdu4069{hdu4069_read, hdu4069_write_input, hdu4069_write_answer};

}  // namespace sudoku::formats
