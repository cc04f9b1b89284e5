#include "sudoku/judging/validator.hpp"

#include <algorithm>

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/core/sudominoku_solver.hpp"
#include "sudoku/io/boj2580.hpp"
#include "sudoku/io/boj4574.hpp"
#include "sudoku/io/judge_formats.hpp"
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

std::string several(int number, std::string_view what) {
    return "puzzle " + std::to_string(number) + " has several " + std::string(what) + ", the statement promises one";
}

// The meaning of one classic grid: at least one solution (exactly one with --unique).
std::optional<ReadError> classic_fault(const Grid& grid, std::size_t line, int number, const ValidateOptions& options) {
    const int count = classic::count_solutions(grid, 2);
    if (count == 0) return ReadError{line, no_solution_message(number)};
    if (count > 1 && options.unique) return ReadError{line, several(number, "solutions")};
    return std::nullopt;
}

// One pass, a puzzle at a time: each line held to the shape its place calls
// for, and each puzzle, once its lines are all read, to what the lenient
// readers check (clashing givens, cells used twice, dominoes on cells that
// are not adjacent...) and to its solutions. Only one puzzle's lines are
// kept, so memory does not grow with the input.
class LayoutCheck {
public:
    // `replay`: lines read before (detection's blank lines), given first.
    LayoutCheck(LineReader& input, const ValidateOptions& options, SeenLines replay)
        : input_(input), options_(options), replay_(std::move(replay)) {}

    std::optional<ReadError> run(Format format) {
        switch (format) {
            case Format::boj2580: {
                for (int row = 1; row <= 9; ++row)
                    if (auto e = expect("row " + std::to_string(row) + ": 9 digits 0..9 separated by single spaces", is_row_2580)) return e;
                if (auto e = expect_end()) return e;
                LineReader rows(kept_);
                const auto read = read_boj2580(rows);
                if (const auto* error = std::get_if<ReadError>(&read)) return *error;
                return classic_fault(std::get<Grid>(read), 1, 1, options_);
            }
            case Format::boj4574: return boj4574();
            case Format::line:
                for (int number = 1;; ++number) {
                    kept_.clear();
                    if (auto e = expect("a puzzle of 81 characters 0-9 or '.'", is_puzzle_text)) return e;
                    const auto read = parse_puzzle_line(line_);
                    if (const auto* error = std::get_if<ReadError>(&read)) return *error;
                    if (auto e = classic_fault(std::get<Grid>(read), line_.number, number, options_)) return e;
                    if (!peek()) return std::nullopt;
                }
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
            kept_.clear();
            if (auto e = expect("the number of dominoes N, or the final 0", count_line)) return e;
            const std::size_t first_line = line_.number;
            if (n == 0) return expect_end();
            if (n < 10 || n > 35)
                return ReadError{line_.number, "puzzle " + std::to_string(number) + ": N is " + std::to_string(n) +
                                                   ", the statement allows 10 to 35"};
            for (int i = 0; i < n; ++i)
                if (auto e = expect("a domino 'U LU V LV' (digits 1-9, locations A1-I9, single spaces)", is_domino_line)) return e;
            if (auto e = expect("the 9 locations of the digits 1..9 (A1-I9, single spaces)", is_singles_line)) return e;
            // The case's lines read again, numbered where they stand, by the lenient reader.
            LineReader case_lines(kept_, first_line - 1);
            Boj4574Reader reader(case_lines, nullptr, number - 1);
            const auto read = reader.next();
            if (const auto* error = std::get_if<ReadError>(&read)) return *error;
            const auto grids = sudominoku::count_grids(std::get<sudominoku::Puzzle>(read), 2);
            if (grids.gave_up) return ReadError{first_line, "puzzle " + std::to_string(number) + ": undecided within the search limit"};
            if (grids.grids == 0) return ReadError{first_line, no_solution_message(number)};
            // The statement promises one solution grid per case.
            if (grids.grids > 1) return ReadError{first_line, several(number, "solution grids")};
        }
    }

    bool next(Line& line) {
        if (replay_.empty()) return input_.next(line);
        held_ = std::move(replay_.front());
        replay_.pop_front();
        line = held_.line();
        return true;
    }

    // True when there is another line.
    bool peek() {
        if (!replay_.empty()) return true;
        Line line;
        if (!input_.next(line)) return false;
        input_.put_back();
        return true;
    }

    // What a line holds, for a message: quoted, or "a blank line".
    static std::string found(std::string_view text) { return text.empty() ? "a blank line" : quote(text); }

    template <class Shape>
    std::optional<ReadError> expect(const std::string& what, Shape shape) {
        if (!next(line_)) return ReadError{input_.line_number() + 1, "expected " + what + ", found the end of the input"};
        if (line_.dropped > 0) return ReadError{line_.number, too_long_message()};
        if (line_.crlf && !options_.allow_crlf) return ReadError{line_.number, "CRLF line ending (--allow-crlf accepts it)"};
        if (!line_.newline) return ReadError{line_.number, "the last line has no final newline"};
        if (!shape(line_.text)) return ReadError{line_.number, "expected " + what + ", found " + found(line_.text)};
        kept_ += line_.text;
        kept_ += '\n';
        return std::nullopt;
    }

    std::optional<ReadError> expect_end() {
        Line line;
        if (next(line)) {
            if (line.text.empty()) return ReadError{line.number, "a blank line after the end of the input"};
            return ReadError{line.number, "unexpected text after the end of the input, found " + quote(line.text)};
        }
        return std::nullopt;
    }

    LineReader& input_;
    const ValidateOptions& options_;
    Line line_;
    std::string kept_;  // the lines of the puzzle being read
    SeenLines replay_;
    SeenLine held_;
};

}  // namespace

std::optional<ReadError> find_violation(LineReader& input, const ValidateOptions& options) {
    input.allow_lines_of(longest_line(options.format));
    input.keep_byte_order_mark();
    // The lines read before the layout check starts (the first, and those
    // detection reads), kept for it: it sees every line from the first.
    SeenLines seen;
    input.on_each_line([&seen](const Line& line) {
        if (seen.size() < kSeenLinesKept) seen.push_back({line.number, std::string(line.text), line.crlf, line.newline, line.dropped});
    });
    Line first;
    if (input.next(first)) {
        if (first.text.starts_with("\xEF\xBB\xBF")) return ReadError{1, "a byte-order mark before the first line"};
        input.put_back();
    }
    const auto chosen = choose_format(input, options.format);
    input.on_each_line(nullptr);
    if (const auto* error = std::get_if<ReadError>(&chosen)) return *error;
    const Format format = std::get<Format>(chosen);
    if (const JudgeFormat* table_format = judge_format(format)) return find_judge_format_violation(input, seen, *table_format, options);
    // The last line seen is put back: the reader gives it again.
    if (!seen.empty()) seen.pop_back();
    return LayoutCheck(input, options, std::move(seen)).run(format);
}

std::optional<ReadError> find_violation(std::string_view text, const ValidateOptions& options) {
    LineReader input(text);
    return find_violation(input, options);
}

}  // namespace sudoku
