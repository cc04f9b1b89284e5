#include "test_saving.hpp"

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <system_error>
#include <vector>

#include "sudoku/io/messages.hpp"
#include "sudoku/io/output.hpp"

namespace sudoku::cli {
namespace {

namespace fs = std::filesystem;

bool all_digits(std::string_view name) {
    return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// K of "inK.txt", or nullopt.
std::optional<long> cf_number(std::string_view name) {
    if (!name.starts_with("in") || !name.ends_with(".txt")) return std::nullopt;
    const std::string_view k = name.substr(2, name.size() - 6);
    if (!all_digits(k) || k.size() > 9) return std::nullopt;
    return std::stol(std::string(k));
}

std::vector<std::string> file_names(const std::string& dir) {
    std::vector<std::string> names;
    std::error_code error;
    for (fs::directory_iterator it(dir, error), end; !error && it != end; it.increment(error))
        if (it->is_regular_file(error)) names.push_back(it->path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

// The next free number of a numbered layout, and the names of its two files.
struct Numbered {
    std::string input, answer;
};
Numbered next_numbered(const TestFolder& folder, const std::vector<std::string>& names) {
    long highest = 0;
    std::size_t width = 2;  // Polygon's 01, 02 ...
    for (const auto& name : names) {
        if (folder.layout == TestLayout::cf_tool) {
            if (const auto k = cf_number(name)) highest = std::max(highest, *k);
        } else if (all_digits(name) && name.size() <= 9) {
            highest = std::max(highest, std::stol(name));
            width = name.size();
        }
    }
    const std::string number = std::to_string(highest + 1);
    const std::string padded = std::string(width > number.size() ? width - number.size() : 0, '0') + number;
    const std::string input = folder.layout == TestLayout::cf_tool ? "in" + number + ".txt" : padded;
    return {input, answer_paths(folder.layout, input).front()};
}

}  // namespace

TestFolder test_folder(const std::string& dir) {
    std::error_code error;
    if (fs::is_directory(fs::path(dir) / "data" / "secret", error)) return {TestLayout::kattis, (fs::path(dir) / "data" / "secret").string()};
    const fs::path tests = fs::path(dir) / "tests";
    const auto names = file_names(dir);
    const auto has = [&](auto&& predicate) { return std::any_of(names.begin(), names.end(), predicate); };
    if (has([](const std::string& n) { return cf_number(n).has_value(); })) return {TestLayout::cf_tool, dir};
    if (has([](const std::string& n) { return all_digits(n); })) return {TestLayout::polygon, dir};
    const auto polygon_tests = file_names(tests.string());
    if (std::any_of(polygon_tests.begin(), polygon_tests.end(), [](const std::string& n) { return all_digits(n); }))
        return {TestLayout::polygon, tests.string()};
    if (has([](const std::string& n) { return n.ends_with(".ans"); })) return {TestLayout::kattis, dir};
    return {TestLayout::online_judge_tools, dir};
}

std::optional<std::string> save_test(const std::string& dir, std::string_view name, std::string_view input,
                                     std::string_view answer, std::string& error) {
    const TestFolder folder = test_folder(dir);
    std::error_code made;
    fs::create_directories(folder.directory, made);
    if (!fs::is_directory(folder.directory)) {
        error = "cannot make the directory " + quote_name(folder.directory) + (made ? ": " + system_error_text(made.value()) : "");
        return std::nullopt;
    }
    const fs::path base(folder.directory);
    if (folder.layout == TestLayout::cf_tool || folder.layout == TestLayout::polygon) {
        // A number taken meanwhile (or a name the scan did not see) is never overwritten.
        for (int attempt = 0; attempt < kMaxCopies; ++attempt) {
            const Numbered files = next_numbered(folder, file_names(folder.directory));
            const std::string in = (base / files.input).string(), ans = (base / files.answer).string();
            std::string failed_path;
            const int failed = write_new_pair(in, input, ans, answer, failed_path);
            if (failed == 0) return in;
            if (failed != EEXIST) {
                error = "cannot write " + quote_name(in) + ": " + system_error_text(failed);
                return std::nullopt;
            }
        }
        error = "cannot find a free test number in " + quote_name(folder.directory);
        return std::nullopt;
    }
    std::string written, failed_path;
    const int failed = write_under_new_name((base / std::string(name)).string(), written, [&](const std::string& stem) {
        return write_new_pair(stem + ".in", input, answer_paths(folder.layout, stem + ".in").front(), answer, failed_path);
    });
    if (failed) {
        error = "cannot save " + quote_name(written + ".in") + ": " + system_error_text(failed);
        return std::nullopt;
    }
    return written + ".in";
}

}  // namespace sudoku::cli
