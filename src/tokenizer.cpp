#include "sudoku/tokenizer.hpp"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>

namespace sudoku {
namespace {

constexpr std::size_t kChunkSize = 1 << 16;

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

}  // namespace

bool is_blank(std::string_view text) {
    return std::all_of(text.begin(), text.end(), is_space);
}

LineReader::LineReader(std::string_view text) : pending_(text), at_end_(true) {}

LineReader::LineReader(int fd) : fd_(fd), chunk_(std::make_unique_for_overwrite<char[]>(kChunkSize)) {}

bool LineReader::refill() {
    if (at_end_) return false;
    if (before_read_) before_read_();
    for (;;) {
        const ssize_t n = ::read(fd_, chunk_.get(), kChunkSize);
        if (n > 0) {
            pending_ = std::string_view(chunk_.get(), static_cast<std::size_t>(n));
            return true;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) error_ = system_error_text(errno);
        at_end_ = true;
        return false;
    }
}

bool LineReader::next(Line& line) {
    if (put_back_) {
        put_back_ = false;
        line = current_;
        return true;
    }
    line_.clear();
    bool too_long = false, any = false;
    for (;;) {
        if (pending_.empty() && !refill()) {
            if (!any) return false;
            break;  // the last line had no final newline
        }
        any = true;
        const std::size_t end = std::min(pending_.find('\n'), pending_.size());
        const std::size_t room = kMaxLineLength - line_.size();
        if (end > room) too_long = true;
        line_.append(pending_.data(), std::min(end, room));
        const bool found_newline = end < pending_.size();
        pending_.remove_prefix(found_newline ? end + 1 : end);
        if (found_newline) break;
    }
    if (!line_.empty() && line_.back() == '\r' && !too_long) line_.pop_back();
    current_ = Line{++number_, line_, too_long};
    line = current_;
    return true;
}

bool LineReader::next_non_blank(Line& line) {
    while (next(line))
        if (line.too_long || !is_blank(line.text)) return true;
    return false;
}

void LineReader::put_back() { put_back_ = true; }

Tokens split_tokens(std::string_view text) {
    Tokens tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && is_space(text[i])) ++i;
        if (i == text.size()) break;
        const std::size_t start = i;
        while (i < text.size() && !is_space(text[i])) ++i;
        if (tokens.count < Tokens::kCapacity) tokens.items[tokens.count] = text.substr(start, i - start);
        ++tokens.count;
    }
    return tokens;
}

std::optional<int> parse_int(std::string_view token) {
    bool negative = false;
    if (!token.empty() && (token[0] == '-' || token[0] == '+')) {
        negative = token[0] == '-';
        token.remove_prefix(1);
    }
    if (token.empty() || token.size() > 9) return std::nullopt;
    int value = 0;
    for (char c : token) {
        if (c < '0' || c > '9') return std::nullopt;
        value = 10 * value + (c - '0');
    }
    return negative ? -value : value;
}

std::string system_error_text(int error) {
    std::string text = std::strerror(error);
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

std::string too_long_message() {
    return "line is too long (over " + std::to_string(kMaxLineLength) + " characters)";
}

std::string counted(int n, std::string_view noun) {
    return std::to_string(n) + " " + std::string(noun) + (n == 1 ? "" : "s");
}

std::string quote(std::string_view token) {
    constexpr std::size_t kShown = 20;
    std::string out = "'";
    for (std::size_t i = 0; i < token.size() && i < kShown; ++i) {
        const auto c = static_cast<unsigned char>(token[i]);
        if (c >= 0x20 && c < 0x7F && c != '\'' && c != '\\') {
            out += static_cast<char>(c);
        } else {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 15];
        }
    }
    if (token.size() > kShown) out += "...";
    out += "'";
    return out;
}

}  // namespace sudoku
