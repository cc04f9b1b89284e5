#include "sudoku/io/whole_input.hpp"

#include "sudoku/io/boj2580.hpp"
#include "sudoku/io/boj4574.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/line_format.hpp"

namespace sudoku {

std::variant<std::vector<PuzzleAt>, ReadError> read_all_puzzles(LineReader& input, Format format) {
    std::vector<PuzzleAt> puzzles;
    switch (format) {
        case Format::boj2580: {
            const auto read = read_boj2580(input);
            if (const auto* error = std::get_if<ReadError>(&read)) return *error;
            puzzles.push_back({std::get<Grid>(read), 1});
            break;
        }
        case Format::boj4574: {
            Boj4574Reader reader(input);
            for (auto next = reader.next(); !std::holds_alternative<Boj4574Reader::End>(next); next = reader.next()) {
                if (const auto* error = std::get_if<ReadError>(&next)) return *error;
                puzzles.push_back({std::get<sudominoku::Puzzle>(next), reader.case_line()});
            }
            break;
        }
        case Format::line: {
            Line line;
            while (next_puzzle_line(input, line)) {
                const auto read = parse_puzzle_line(line);
                if (const auto* error = std::get_if<ReadError>(&read)) return *error;
                puzzles.push_back({std::get<Grid>(read), line.number});
            }
            break;
        }
        default: {
            auto read = read_grid_input(*judge_format(format), input);
            if (read.error) return *read.error;
            for (const auto& grid_case : read.cases) puzzles.push_back({grid_case.puzzle, grid_case.line});
        }
    }
    return puzzles;
}

}  // namespace sudoku
