#include "json.hpp"

#include <algorithm>
#include <cstdint>

#include "sudoku/io/messages.hpp"

namespace sudoku::cli {
namespace {

// The length of the UTF-8 sequence at the start of `text`, or 0 when it is
// not one (a stray byte, an overlong form, a surrogate, past U+10FFFF).
std::size_t utf8_length(std::string_view text) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(0);
    const std::size_t length = lead < 0x80 ? 1 : (lead >> 5) == 6 ? 2 : (lead >> 4) == 14 ? 3 : (lead >> 3) == 30 ? 4 : 0;
    if (length == 0 || length > text.size()) return 0;
    std::uint32_t code = length == 1 ? lead : lead & (0x7F >> length);
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(i) & 0xC0) != 0x80) return 0;
        code = (code << 6) | (byte(i) & 0x3F);
    }
    static constexpr std::uint32_t kLeast[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < kLeast[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
    return length;
}

}  // namespace

std::string json_string(std::string_view text) {
    std::string out = "\"";
    while (!text.empty()) {
        const char c = text.front();
        const auto byte = static_cast<unsigned char>(c);
        const std::size_t length = utf8_length(text);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (byte < 0x20 || byte == 0x7F) {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\u00";
            out += kHex[byte >> 4];
            out += kHex[byte & 15];
        } else if (length == 0) {
            out += "\\ufffd";  // a byte that is not UTF-8 (a file name, stderr): the replacement character
        } else {
            out.append(text.substr(0, length));
        }
        text.remove_prefix(std::max<std::size_t>(length, 1));
    }
    return out + "\"";
}

JsonObject& JsonObject::text(std::string_view key, std::string_view value) { return raw(key, json_string(value)); }

JsonObject& JsonObject::number(std::string_view key, double value, const char* format) {
    return raw(key, format_number(format, value));
}

JsonObject& JsonObject::integer(std::string_view key, long long value) { return raw(key, std::to_string(value)); }

JsonObject& JsonObject::unsigned_integer(std::string_view key, unsigned long long value) {
    return raw(key, std::to_string(value));
}

JsonObject& JsonObject::boolean(std::string_view key, bool value) { return raw(key, value ? "true" : "false"); }

JsonObject& JsonObject::raw(std::string_view key, const std::string& json) {
    text_ += text_.size() == 1 ? "" : ", ";
    text_ += json_string(key) + ": " + json;
    return *this;
}

std::string JsonObject::line() const { return text_ + "}\n"; }

}  // namespace sudoku::cli
