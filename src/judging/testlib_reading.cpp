#include "testlib_reading.hpp"

#include <climits>

namespace sudoku::testlib {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

std::optional<int> read_int(std::string_view token) {
    const bool minus = token.size() > 1 && token[0] == '-';
    std::string_view digits = minus ? token.substr(1) : token;
    if (digits.empty() || digits.size() > 19) return std::nullopt;
    if (digits[0] == '0' && (digits.size() > 1 || minus)) return std::nullopt;  // "05", "00", "-0"
    long long value = 0;
    for (const char c : digits) {
        if (c < '0' || c > '9') return std::nullopt;
        value = 10 * value + (c - '0');
        if (value > static_cast<long long>(INT_MAX) + 1) return std::nullopt;
    }
    if (minus) value = -value;
    if (value < INT_MIN || value > INT_MAX) return std::nullopt;
    return static_cast<int>(value);
}

// Moves to the next token; a line too long to read whole counts as one,
// for the caller to refuse (too_long()).
bool TokenStream::fill() {
    if (line_.too_long) return true;
    for (;;) {
        while (!rest_.empty() && is_blank(rest_.front())) rest_.remove_prefix(1);
        if (!rest_.empty()) return true;
        if (!input_.next(line_)) return false;
        rest_ = line_.text;
        if (line_.too_long) return true;
    }
}

bool TokenStream::next(std::string_view& token, std::size_t& line) {
    if (!fill()) return false;
    line = line_.number;
    std::size_t end = 0;
    while (end < rest_.size() && !is_blank(rest_[end])) ++end;
    token = rest_.substr(0, end);
    rest_.remove_prefix(end);
    return true;
}

bool TokenStream::at_end() { return !fill(); }

}  // namespace sudoku::testlib
