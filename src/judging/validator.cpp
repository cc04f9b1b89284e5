#include "sudoku/judging/validator.hpp"

#include <algorithm>

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/sudominoku_solver.hpp"
#include "sudoku/io/line_format.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/whole_input.hpp"
#include "judge_format_validator.hpp"

namespace sudoku {
namespace {

bool is_digit(char c, char low = '0') { return c >= low && c <= '9'; }
bool is_location(std::string_view t) { return t.size() == 2 && t[0] >= 'A' && t[0] <= 'I' && is_digit(t[1], '1'); }

// "x y z": items separated by single spaces, each accepted by `item`.
template <class Item>
bool single_spaced(std::string_view text, int count, Item item) {
    for (int i = 0; i < count; ++i) {
        const std::size_t end = std::min(text.find(' '), text.size());
        if (!item(text.substr(0, end), i)) return false;
        if (i + 1 < count) {
            if (end == text.size()) return false;
            text.remove_prefix(end + 1);
        } else if (end != text.size()) {
            return false;
        }
    }
    return true;
}

bool is_row_2580(std::string_view text) {
    return single_spaced(text, 9, [](std::string_view t, int) { return t.size() == 1 && is_digit(t[0]); });
}
bool is_domino_line(std::string_view text) {
    return single_spaced(text, 4, [](std::string_view t, int i) {
        return i % 2 == 0 ? t.size() == 1 && is_digit(t[0], '1') : is_location(t);
    });
}
bool is_singles_line(std::string_view text) {
    return single_spaced(text, 9, [](std::string_view t, int) { return is_location(t); });
}
// A plain count: digits only, no sign, no leading zero.
std::optional<int> plain_count(std::string_view text) {
    if (text.empty() || text.size() > 3 || !std::all_of(text.begin(), text.end(), [](char c) { return is_digit(c); }) ||
        (text.size() > 1 && text[0] == '0'))
        return std::nullopt;
    return parse_int(text);
}

// The layout pass: each line read and held to the shape its place calls for.
class LayoutCheck {
public:
    LayoutCheck(std::string_view text, const ValidateOptions& options) : input_(text), options_(options) {}

    std::optional<ReadError> run(Format format) {
        switch (format) {
            case Format::boj2580:
                for (int row = 1; row <= 9; ++row)
                    if (auto e = expect("row " + std::to_string(row) + ": 9 digits 0..9 separated by single spaces", is_row_2580)) return e;
                return expect_end();
            case Format::boj4574: return boj4574();
            case Format::line:
                do {
                    if (auto e = expect("a puzzle of 81 characters 0-9 or '.'", is_puzzle_text)) return e;
                } while (peek());
                return std::nullopt;
            default: return std::nullopt;  // the table's formats: judge_format_validator.cpp
        }
    }

private:
    std::optional<ReadError> boj4574() {
        for (int number = 1;; ++number) {
            int n = -1;
            const auto count_line = [&](std::string_view text) {
                const auto value = plain_count(text);
                n = value.value_or(-1);
                return value.has_value();
            };
            if (auto e = expect("the number of dominoes N, or the final 0", count_line)) return e;
            if (n == 0) return expect_end();
            if (n < 10 || n > 35)
                return ReadError{line_.number, "puzzle " + std::to_string(number) + ": N is " + std::to_string(n) +
                                                   ", the statement allows 10 to 35"};
            for (int i = 0; i < n; ++i)
                if (auto e = expect("a domino 'U LU V LV' (digits 1-9, locations A1-I9, single spaces)", is_domino_line)) return e;
            if (auto e = expect("the 9 locations of the digits 1..9 (A1-I9, single spaces)", is_singles_line)) return e;
        }
    }

    // True when there is another line.
    bool peek() {
        Line line;
        if (!input_.next(line)) return false;
        input_.put_back();
        return true;
    }

    // What a line holds, for a message: quoted, or "a blank line".
    static std::string found(std::string_view text) { return text.empty() ? "a blank line" : quote(text); }

    template <class Shape>
    std::optional<ReadError> expect(const std::string& what, Shape shape) {
        if (!input_.next(line_)) return ReadError{input_.line_number() + 1, "expected " + what + ", found the end of the input"};
        if (line_.dropped > 0) return ReadError{line_.number, too_long_message()};
        if (line_.crlf && !options_.allow_crlf) return ReadError{line_.number, "CRLF line ending (--allow-crlf accepts it)"};
        if (!line_.newline) return ReadError{line_.number, "the last line has no final newline"};
        if (!shape(line_.text)) return ReadError{line_.number, "expected " + what + ", found " + found(line_.text)};
        return std::nullopt;
    }

    std::optional<ReadError> expect_end() {
        Line line;
        if (input_.next(line)) {
            if (line.text.empty()) return ReadError{line.number, "a blank line after the end of the input"};
            return ReadError{line.number, "unexpected text after the end of the input, found " + quote(line.text)};
        }
        return std::nullopt;
    }

    LineReader input_;
    const ValidateOptions& options_;
    Line line_;
};

std::string several(int number, std::string_view what) {
    return "puzzle " + std::to_string(number) + " has several " + std::string(what) + ", the statement promises one";
}

// The meaning pass: the lenient readers' own checks, then the solutions.
std::optional<ReadError> check_puzzles(std::string_view text, Format format, const ValidateOptions& options) {
    LineReader input(text);
    const auto read = read_all_puzzles(input, format);
    if (const auto* error = std::get_if<ReadError>(&read)) return *error;
    int number = 0;
    for (const auto& [puzzle, line] : std::get<std::vector<PuzzleAt>>(read)) {
        ++number;
        int count = 0;
        if (const auto* grid = std::get_if<Grid>(&puzzle)) {
            count = classic::count_solutions(*grid, 2);
        } else {
            const auto grids = sudominoku::count_grids(std::get<sudominoku::Puzzle>(puzzle), 2);
            if (grids.gave_up)
                return ReadError{line, "puzzle " + std::to_string(number) + ": undecided within the search limit"};
            count = grids.grids;
        }
        if (count == 0) return ReadError{line, no_solution_message(number)};
        // The statement promises one solution grid per BOJ 4574 case; classic inputs, one on request.
        if (count > 1 && (format == Format::boj4574 || options.unique))
            return ReadError{line, several(number, format == Format::boj4574 ? "solution grids" : "solutions")};
    }
    return std::nullopt;
}

}  // namespace

std::optional<ReadError> find_violation(std::string_view text, const ValidateOptions& options) {
    if (text.starts_with("\xEF\xBB\xBF")) return ReadError{1, "a byte-order mark before the first line"};
    LineReader detect(text);
    const auto chosen = choose_format(detect, options.format);
    if (const auto* error = std::get_if<ReadError>(&chosen)) return *error;
    const Format format = std::get<Format>(chosen);
    if (const JudgeFormat* table_format = judge_format(format)) return find_judge_format_violation(text, *table_format, options);
    if (auto error = LayoutCheck(text, options).run(format)) return error;
    return check_puzzles(text, format, options);
}

}  // namespace sudoku
