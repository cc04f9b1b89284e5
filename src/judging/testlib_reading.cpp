#include "testlib_reading.hpp"

#include <algorithm>
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

bool TokenStream::more() {
    rest_ = input_.next_bytes();
    if (!started_) {
        started_ = true;
        constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";  // testlib's skipBom(), for the output only
        if (!input_.keeps_byte_order_mark() && rest_.starts_with(kByteOrderMark)) rest_.remove_prefix(kByteOrderMark.size());
    }
    return !rest_.empty();
}

bool TokenStream::skip_blanks() {
    for (;;) {
        while (!rest_.empty() && is_blank(rest_.front())) {
            if (rest_.front() == '\n') ++line_;
            rest_.remove_prefix(1);
        }
        if (!rest_.empty()) return true;
        if (!more()) return false;
    }
}

bool TokenStream::next(std::string_view& token, std::size_t& line) {
    if (!skip_blanks()) return false;
    line = line_;
    token_.clear();
    // Past kKeptToken bytes a token is no integer and cannot be right: the
    // rest of it is not read (an endless one, /dev/zero, would never end).
    do {
        std::size_t end = 0;
        while (end < rest_.size() && !is_blank(rest_[end]) && token_.size() + end <= kKeptToken) ++end;
        token_.append(rest_.substr(0, end));
        rest_.remove_prefix(end);
    } while (token_.size() <= kKeptToken && rest_.empty() && more() && !is_blank(rest_.front()));
    token = token_;
    return true;
}

}  // namespace sudoku::testlib
