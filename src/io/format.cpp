#include "sudoku/io/format.hpp"

#include <algorithm>

#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/line_format.hpp"
#include "sudoku/io/messages.hpp"

namespace sudoku {

namespace {

ReadError unknown_format(const Line& line) {
    return ReadError{line.number,
                     "cannot tell the format: expected 9 numbers (BOJ 2580), a domino count (BOJ 4574), "
                     "an 81-character puzzle line, 9 digits (BOJ 2239) or 16 letters (POJ 3076); "
                     "name another judge's format with --format"};
}

bool is_row_of(std::string_view word, std::size_t length, std::string_view alphabet) {
    return word.size() == length && word.find_first_not_of(alphabet) == std::string_view::npos;
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
    // Nine digits are a BOJ 2239 row, never a domino count (10 to 35).
    if (tokens.count == 1 && is_row_of(tokens[0], 9, "0123456789")) return Format::boj2239;
    if (tokens.count == 1 && parse_int(tokens[0])) return Format::boj4574;
    if (looks_like_puzzle_line(line.text)) return Format::line;
    if (tokens.count == 1 && is_row_of(tokens[0], 16, "ABCDEFGHIJKLMNOP-")) return Format::poj3076;
    return unknown_format(line);
}

std::variant<Format, ReadError> choose_format(LineReader& input, std::optional<Format> chosen) {
    if (chosen) return *chosen;
    return detect_format(input);
}

std::optional<Format> parse_format_name(std::string_view name) {
    if (name == "2580" || name == "boj2580") return Format::boj2580;
    if (name == "4574" || name == "boj4574") return Format::boj4574;
    if (name == "line") return Format::line;
    for (const auto& row : judge_formats())
        if (row.name == name) return row.format;
    return std::nullopt;
}

std::string_view format_name(Format format) {
    switch (format) {
        case Format::boj2580: return "2580";
        case Format::boj4574: return "4574";
        case Format::line: return "line";
        default: return judge_format(format)->name;
    }
}

}  // namespace sudoku

namespace sudoku {

std::string_view format_about(Format format) {
    switch (format) {
        case Format::boj2580:
            return "BOJ 2580: 9 lines of 9 numbers, 0 blank; the solution the same way, any solution (the judge has a "
                   "special judge). Detected from its first line of nine numbers";
        case Format::boj4574:
            return "BOJ 4574 (Sudominoku): cases of a domino count N, N lines 'U LU V LV' and a line of the locations of "
                   "1-9, ending with a line 0; per case 'Puzzle k' and 9 lines of 9 digits. Detected from its first line "
                   "of one number";
        case Format::line:
            return "one puzzle per line, 81 characters of 1-9 and '.' or '0'; one line per puzzle in input order: its "
                   "81 digits, or 'unsolvable' or 'invalid'. Detected from its first line of 81 characters";
        default: return judge_format(format)->about;
    }
}

std::vector<Format> every_format() {
    std::vector<Format> formats{Format::boj2580, Format::boj4574, Format::line};
    for (const auto& row : judge_formats()) formats.push_back(row.format);
    return formats;
}

std::string format_names() {
    std::string names = "2580, 4574, line";
    for (const auto& row : judge_formats()) names += ", " + std::string(row.name);
    return names;
}

}  // namespace sudoku
