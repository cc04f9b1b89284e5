#include "sudoku/io/tokenizer.hpp"

#include <utility>

#include "sudoku/io/messages.hpp"

#include "sudoku/io/system.hpp"

#include <algorithm>
#include <cerrno>

namespace sudoku {
namespace {

constexpr std::size_t kChunkSize = 1 << 16;
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

}  // namespace

bool is_blank(std::string_view text) {
    return std::all_of(text.begin(), text.end(), is_space);
}

LineReader::LineReader(std::string_view text) : pending_(text), at_end_(true) {}

LineReader::LineReader(std::string_view text, std::size_t lines_before)
    : pending_(text), at_end_(true), number_(lines_before) {}

// `new char[n]`, not make_unique<char[]> (which zeroes) nor
// make_unique_for_overwrite (which libc++ 14 lacks).
LineReader::LineReader(int fd) : fd_(fd), chunk_(new char[kChunkSize]) {}

bool LineReader::refill() {
    if (at_end_) return false;
    if (byte_limit_ != 0 && bytes_read_ >= byte_limit_) {
        over_limit_ = at_end_ = true;
        return false;
    }
    // Only a read that would wait is worth flushing output and finishing a
    // batch for; before every 64 KiB of a file, it cut the BOJ 4574 batches
    // short and kept the reader from overlapping the threads.
    if (before_read_ && !os::input_waiting(fd_)) before_read_();
    int error = 0;
    const std::size_t size = byte_limit_ == 0 ? kChunkSize : std::min(kChunkSize, byte_limit_ - bytes_read_);
    const long n = os::read_some(fd_, chunk_.get(), size, error);
    if (n > 0) {
        pending_ = std::string_view(chunk_.get(), static_cast<std::size_t>(n));
        bytes_read_ += static_cast<std::size_t>(n);
        return true;
    }
    if (n < 0) error_ = system_error_text(error);
    at_end_ = true;
    return false;
}

void LineReader::stop() {
    at_end_ = true;
    pending_ = {};
    put_back_ = skipping_ = false;
}

std::string_view LineReader::next_bytes() {
    if (pending_.empty() && (fd_ < 0 || !refill())) return {};
    return std::exchange(pending_, std::string_view());
}

bool LineReader::skip_rest_of_line() {
    for (;;) {
        if (pending_.empty() && !refill()) return false;
        const std::size_t end = pending_.find('\n');
        if (end != std::string_view::npos) {
            pending_.remove_prefix(end + 1);
            skipping_ = false;
            return true;
        }
        skipped_length_ += pending_.size();
        pending_ = {};
        if (skipped_length_ > kAbandonLineLength) {
            abandoned_line_ = number_;  // no valid line is near this long: the rest is not read
            return false;
        }
    }
}

bool LineReader::next(Line& line) {
    if (put_back_) {
        put_back_ = false;
        line = current_;
        return true;
    }
    if (abandoned_line_ != 0) return false;
    if (skipping_ && !skip_rest_of_line()) return false;
    line_.clear();
    bool too_long = false, any = false, newline = false;
    std::size_t length = 0, dropped = 0;
    for (;;) {
        if (pending_.empty() && !refill()) {
            if (!any) return false;
            break;  // the last line had no final newline
        }
        any = true;
        const std::size_t end = std::min(pending_.find('\n'), pending_.size());
        const std::size_t room = max_line_ - line_.size();
        if (end > room) {
            // Past the bytes kept: blanks are dropped (trailing spaces are
            // fine); the first other byte makes the line too long, and it is
            // returned there, the rest left for skip_rest_of_line().
            const std::size_t past = pending_.substr(room, end - room).find_first_not_of(" \t\r\v\f");
            if (past != std::string_view::npos) {
                line_.append(pending_.data(), room);
                dropped += past;
                skipped_length_ = length + room + past;
                pending_.remove_prefix(room + past);
                too_long = skipping_ = true;
                break;
            }
            dropped += end - room;
        }
        line_.append(pending_.data(), std::min(end, room));
        length += end;
        const bool found_newline = end < pending_.size();
        pending_.remove_prefix(found_newline ? end + 1 : end);
        if (found_newline) {
            newline = true;
            break;
        }
        if (length > kAbandonLineLength) {
            too_long = true;  // blanks all the way, but no line is near this long: the rest is not read
            abandoned_line_ = number_ + 1;
            break;
        }
    }
    // A UTF-8 byte-order mark, as Windows editors write, is not part of the text.
    if (number_ == 0 && !keep_byte_order_mark_ && line_.starts_with(kByteOrderMark)) line_.erase(0, kByteOrderMark.size());
    const bool crlf = !line_.empty() && line_.back() == '\r' && dropped == 0 && !too_long;
    if (crlf) line_.pop_back();
    current_ = Line{++number_, line_, too_long, dropped, crlf && newline, newline};
    keep_current_line();
    line = current_;
    if (observer_) observer_(current_);
    return true;
}

void LineReader::keep_current_line() {
    if (keep_at_most_ == 0 || !kept_complete_) return;
    kept_complete_ = current_.dropped == 0 && kept_.size() + line_.size() < keep_at_most_;
    if (kept_complete_) kept_.append(line_).push_back('\n');
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

}  // namespace sudoku
