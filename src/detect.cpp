#include "sudoku/detect.hpp"

#include "sudoku/boj2580.hpp"
#include "sudoku/boj4574.hpp"
#include "sudoku/line_format.hpp"

#include <algorithm>

namespace sudoku {

bool looks_like_puzzle_line(std::string_view text) {
    const Tokens tokens = split_tokens(text);
    if (tokens.count != 1 || tokens[0].size() != 81) return false;
    return std::all_of(tokens[0].begin(), tokens[0].end(), [](char c) { return c == '.' || (c >= '0' && c <= '9'); });
}

namespace {

ReadError unknown_format(const Line& line) {
    return ReadError{line.number,
                     "cannot tell the format: expected 9 numbers (BOJ 2580), a domino count (BOJ 4574) "
                     "or an 81-character puzzle line"};
}

}  // namespace

std::variant<Format, ReadError> detect_format(LineReader& input) {
    Line line;
    bool comments = false;
    for (;;) {
        if (!input.next_non_blank(line))
            return ReadError{std::max<std::size_t>(input.line_number(), 1), "no puzzle in the input (it is empty or blank)"};
        if (line.too_long || !is_comment_or_blank(line.text)) break;
        comments = true;  // only the line format has comments; its reader skips them again
    }
    if (comments) {
        input.put_back();
        if (looks_like_puzzle_line(line.text)) return Format::line;
        return ReadError{line.number, "lines starting with '#' are allowed only in the line format"};
    }
    input.put_back();
    if (line.too_long)
        return ReadError{line.number, too_long_message()};
    const Tokens tokens = split_tokens(line.text);
    if (tokens.count == 9) return Format::boj2580;
    if (tokens.count == 1 && parse_int(tokens[0])) return Format::boj4574;
    if (looks_like_puzzle_line(line.text)) return Format::line;
    return unknown_format(line);
}

std::variant<Format, ReadError> choose_format(LineReader& input, std::optional<Format> chosen) {
    if (chosen) return *chosen;
    return detect_format(input);
}

std::variant<std::vector<PuzzleAt>, ReadError> read_all_puzzles(LineReader& input, Format format) {
    std::vector<PuzzleAt> puzzles;
    switch (format) {
        case Format::boj2580: {
            const auto read = read_boj2580(input);
            if (const auto* error = std::get_if<ReadError>(&read)) return *error;
            puzzles.push_back({{std::get<Grid>(read), 0}, 1});
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
            while (input.next(line)) {
                if (!line.too_long && is_comment_or_blank(line.text)) continue;
                const auto read = parse_puzzle_line(line);
                if (const auto* error = std::get_if<ReadError>(&read)) return *error;
                puzzles.push_back({{std::get<Grid>(read), 0}, line.number});
            }
            break;
        }
    }
    return puzzles;
}

std::optional<Format> parse_format_name(std::string_view name) {
    if (name == "2580") return Format::boj2580;
    if (name == "4574") return Format::boj4574;
    if (name == "line") return Format::line;
    return std::nullopt;
}

std::string_view format_name(Format format) {
    switch (format) {
        case Format::boj2580: return "2580";
        case Format::boj4574: return "4574";
        case Format::line: return "line";
    }
    return "?";
}

}  // namespace sudoku
