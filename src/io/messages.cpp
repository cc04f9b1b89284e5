#include "sudoku/io/messages.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>

#include "sudoku/io/tokenizer.hpp"

namespace sudoku {

std::string unit_name(int unit) {
    static constexpr const char* kKinds[] = {"row ", "column ", "box "};
    return kKinds[unit / 9] + std::to_string(unit % 9 + 1);
}

std::string cell_name(int cell) {
    return "row " + std::to_string(row_of(cell) + 1) + ", column " + std::to_string(column_of(cell) + 1);
}

std::string describe(const Clash& clash) {
    return "digit " + std::to_string(clash.digit) + " appears twice in " + unit_name(clash.unit) + ": at " +
           cell_name(clash.earlier_cell) + " and at " + cell_name(clash.later_cell);
}

std::string no_solution_message(int puzzle) { return "puzzle " + std::to_string(puzzle) + " has no solution"; }

std::string search_limit_message(int puzzle, std::uint64_t max_placements) {
    return "puzzle " + std::to_string(puzzle) + ": search limit of " + std::to_string(max_placements) +
           " placements reached (see --search-limit)";
}

std::string system_error_text(int error) {
    std::string text = std::strerror(error);
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

std::string too_long_message(std::size_t limit) {
    return "line is too long (over " + std::to_string(limit) + " characters)";
}

std::string abandoned_message() {
    return "the line runs past " + std::to_string(kAbandonLineLength >> 20) + " MiB without a newline: the rest of the input is not read";
}

std::string format_number(const char* pattern, double value) {
    char text[32];
    std::snprintf(text, sizeof text, pattern, value);
    return text;
}

std::string counted(int n, std::string_view noun) {
    return std::to_string(n) + " " + std::string(noun) + (n == 1 ? "" : "s");
}

std::string listed(std::span<const std::string_view> words) {
    std::string list;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) list += i + 1 == words.size() ? " or " : ", ";
        list += words[i];
    }
    return list;
}

namespace {

// 'text', the bytes `keep` refuses as \xHH (and \n, \t by name when asked).
template <class Keep>
std::string escaped(std::string_view text, std::size_t shown, Keep keep, bool name_controls) {
    std::string out = "'";
    for (std::size_t i = 0; i < text.size() && i < shown; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (keep(c)) {
            out += static_cast<char>(c);
        } else if (name_controls && (c == '\n' || c == '\t')) {
            out += c == '\n' ? "\\n" : "\\t";
        } else {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 15];
        }
    }
    if (text.size() > shown) out += "...";
    out += "'";
    return out;
}

bool is_control(unsigned char c) { return c < 0x20 || c == 0x7F; }

// What quote() shows as it is: printable ASCII but the quote and the backslash.
bool shown_as_is(unsigned char c) { return c >= 0x20 && c < 0x7F && c != '\'' && c != '\\'; }

}  // namespace

namespace {

// Characters quote() shows of a token; what a difference is shown with on each side of it.
constexpr std::size_t kQuoteShown = 20, kDifferenceContext = 10;

std::string quote_kept(std::string_view text) {
    return escaped(text, text.size(), shown_as_is, false);
}

// `text` from kDifferenceContext before `at` to as many after it, "..." where cut.
std::string quote_around(std::string_view text, std::size_t at) {
    const std::size_t from = at - std::min(at, kDifferenceContext);
    const std::string_view shown = text.substr(from, at - from + 1 + kDifferenceContext);
    std::string quoted = quote_kept(shown);
    if (from > 0) quoted.insert(1, "...");
    if (from + shown.size() < text.size()) quoted.insert(quoted.size() - 1, "...");
    return quoted;
}

}  // namespace

std::string quote(std::string_view token) {
    return escaped(token, kQuoteShown, shown_as_is, false);
}

std::string expected_found(std::string_view expected, std::string_view found) {
    const std::size_t common = std::min(expected.size(), found.size());
    const std::size_t at = static_cast<std::size_t>(std::mismatch(expected.begin(), expected.begin() + static_cast<std::ptrdiff_t>(common),
                                                                  found.begin()).first - expected.begin());
    if (at < kQuoteShown) return "expected " + quote(expected) + ", found " + quote(found);
    return "differs at character " + std::to_string(at + 1) + ": expected " + quote_around(expected, at) + ", found " +
           quote_around(found, at);
}

std::string quote_name(std::string_view name) {
    if (std::none_of(name.begin(), name.end(), [](char c) { return is_control(static_cast<unsigned char>(c)); }))
        return std::string(name);
    return escaped(name, name.size(), [](unsigned char c) { return !is_control(c) && c != '\'' && c != '\\'; }, true);
}

}  // namespace sudoku
