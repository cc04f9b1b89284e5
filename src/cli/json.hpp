// The JSON that `test`, `stress` and `shrink` write with --json, one object a line: strings escaped so
// that a line is JSON whatever bytes a file name or a program's stderr holds.
#pragma once

#include <string>
#include <string_view>

namespace sudoku::cli {

// A JSON string: quoted, with quotes, backslashes and control bytes escaped,
// and each byte that is not part of valid UTF-8 as U+FFFD.
std::string json_string(std::string_view text);

// An object built field by field, in order: JsonObject().text("a", "x").line()
// is {"a": "x"} and a newline.
class JsonObject {
public:
    JsonObject& text(std::string_view key, std::string_view value);
    JsonObject& number(std::string_view key, double value, const char* format);  // printf's format: "%.3f"
    JsonObject& integer(std::string_view key, long long value);
    JsonObject& unsigned_integer(std::string_view key, unsigned long long value);  // a seed: all 64 bits
    JsonObject& boolean(std::string_view key, bool value);
    std::string line() const;

private:
    JsonObject& raw(std::string_view key, const std::string& json);
    std::string text_ = "{";
};

}  // namespace sudoku::cli
