#include "sudoku/io/whole_input.hpp"

#include "sudoku/io/boj2580.hpp"
#include "sudoku/io/boj4574.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/line_format.hpp"

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
            return judge_format(format)->read(input, [&each](GridCase&& grid_case) { each({grid_case.puzzle, grid_case.line}); });
    }
}

std::variant<std::vector<PuzzleAt>, ReadError> read_all_puzzles(LineReader& input, Format format) {
    std::vector<PuzzleAt> puzzles;
    if (auto error = for_each_puzzle(input, format, [&puzzles](PuzzleAt&& puzzle) { puzzles.push_back(std::move(puzzle)); }))
        return *error;
    return puzzles;
}

}  // namespace sudoku
