#include "sudoku/io/whole_input.hpp"

#include "sudoku/io/boj2580.hpp"
#include "sudoku/io/boj4574.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/line_format.hpp"
#include "sudoku/io/messages.hpp"

namespace sudoku {

std::optional<ReadError> for_each_puzzle(LineReader& input, Format format, const std::function<void(PuzzleAt&&)>& each) {
    switch (format) {
        case Format::boj2580: {
            const auto read = read_boj2580(input);
            if (const auto* error = std::get_if<ReadError>(&read)) return *error;
            each({std::get<Grid>(read), 1});
            return std::nullopt;
        }
        case Format::boj4574: {
            Boj4574Reader reader(input);
            for (auto next = reader.next(); !std::holds_alternative<Boj4574Reader::End>(next); next = reader.next()) {
                if (const auto* error = std::get_if<ReadError>(&next)) return *error;
                each({std::get<sudominoku::Puzzle>(next), reader.case_line()});
            }
            return std::nullopt;
        }
        case Format::line: {
            Line line;
            while (next_puzzle_line(input, line)) {
                const auto read = parse_puzzle_line(line);
                if (const auto* error = std::get_if<ReadError>(&read)) return *error;
                each({std::get<Grid>(read), line.number});
            }
            return std::nullopt;
        }
        default:
            return judge_format(format)->read(input, [&each](GridCase&& grid_case) {
                each({grid_case.wide ? AnyPuzzle(std::move(*grid_case.wide)) : AnyPuzzle(grid_case.puzzle), grid_case.line});
            });
    }
}

std::variant<std::vector<PuzzleAt>, ReadError> read_all_puzzles(LineReader& input, Format format) {
    std::vector<PuzzleAt> puzzles;
    if (auto error = for_each_puzzle(input, format, [&puzzles](PuzzleAt&& puzzle) { puzzles.push_back(std::move(puzzle)); }))
        return *error;
    return puzzles;
}

namespace {

// A format whose cases may clash reads a BOJ 2580 grid with clashing givens
// too, and a count line and a number as a grid of one cell (UVa 989's n = 1):
// it is named for several cases, or for one grid of 4x4 or more after a
// first line that is not BOJ 2580's (one HDU 4069 case, one POJ 3435 grid),
// not for one bad grid of BOJ 2580.
constexpr int kLeastNamedGridCells = 16;
bool reads_whole(const JudgeFormat& format, std::string_view text, bool starts_as_boj2580) {
    LineReader input(text);
    std::size_t cases = 0;
    bool real_grids = true;
    const auto error = format.read(input, [&cases, &real_grids](GridCase&& read) {
        ++cases;
        real_grids = real_grids && (read.wide ? read.wide->cells() : read.puzzle.cells()) >= kLeastNamedGridCells;
    });
    if (error || cases == 0) return false;
    return !format.answers_clashes || cases >= 2 || (real_grids && !starts_as_boj2580);
}

}  // namespace

std::vector<Format> formats_that_read(std::string_view text) {
    LineReader input(text);
    const auto detected = detect_format(input);
    const auto* format = std::get_if<Format>(&detected);
    if (format) {
        std::size_t puzzles = 0;
        if (!for_each_puzzle(input, *format, [&puzzles](PuzzleAt&&) { ++puzzles; }) && puzzles > 0) return {};
    }
    const bool starts_as_boj2580 = format && *format == Format::boj2580;
    std::vector<Format> readers;
    for (const auto& row : judge_formats())
        if ((!format || *format != row.format) && reads_whole(row, text, starts_as_boj2580)) readers.push_back(row.format);
    return readers;
}

std::vector<Format> formats_that_read_rest(LineReader& input) {
    Line line;
    while (input.kept_complete() && input.next(line)) {}
    if (!input.kept_complete() || !input.error().empty()) return {};
    return formats_that_read(input.kept());
}

std::string format_question(std::span<const Format> formats) {
    std::vector<std::string> problems, options;
    for (const Format format : formats) {
        problems.push_back(std::string(judge_format(format)->problem) + "'s");
        options.push_back("--format=" + std::string(format_name(format)));
    }
    const auto list = [](const std::vector<std::string>& words) { return listed(std::vector<std::string_view>(words.begin(), words.end())); };
    return list(problems) + " format? name it with " + list(options);
}

std::string format_hint(std::span<const Format> formats) {
    return " (" + (formats.empty() ? "another judge's format? name it with --format" : format_question(formats)) + ")";
}

}  // namespace sudoku
