#include "test_discovery.hpp"

#include <algorithm>
#include <filesystem>
#include <string_view>

#include "sudoku/io/messages.hpp"

namespace sudoku::cli {
namespace {

namespace fs = std::filesystem;

// Whether `name` is a test by `pattern` (%s: any non-empty name, %e: "in").
bool matches(std::string_view name, std::string_view pattern) {
    const auto wild = pattern.find("%s");
    if (wild == std::string_view::npos) return name == pattern;
    std::string before(pattern.substr(0, wild)), after(pattern.substr(wild + 2));
    for (auto* part : {&before, &after})
        for (std::size_t at; (at = part->find("%e")) != std::string::npos;) part->replace(at, 2, "in");
    return name.size() > before.size() + after.size() && name.starts_with(before) && name.ends_with(after);
}

}  // namespace

// A test by the layouts contestants have: NAME.in (oj, Kattis), inK.txt
// (cf-tool), a name of digits alone (Polygon; its answers are NN.a).
bool is_test_name(const std::string& name, const std::optional<std::string>& pattern) {
    if (pattern) return matches(name, *pattern);
    const auto all_digits = [](std::string_view text) {
        return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    if (name.size() > 3 && name.ends_with(".in")) return true;
    if (name.starts_with("in") && name.ends_with(".txt") && all_digits(std::string_view(name).substr(2, name.size() - 6)))
        return true;
    return all_digits(name);
}

namespace {

// The test files below `directory`, in name order; a directory that
// cannot be read stops the run, named; what is not a regular file (a FIFO, a
// device, a looping link) is passed over, said on stderr.
std::optional<std::string> walk(const fs::path& directory, const std::optional<std::string>& pattern,
                                std::vector<std::string>& found, Output& err) {
    std::error_code error;
    std::vector<fs::path> entries;
    for (fs::directory_iterator it(directory, error), end; !error && it != end; it.increment(error)) entries.push_back(it->path());
    if (error) return quote_name(directory.string()) + ": " + system_error_text(error.value());
    std::sort(entries.begin(), entries.end());
    for (const auto& entry : entries) {
        const auto status = fs::status(entry, error);
        // A link that loops or leads nowhere is not a directory; anything else that fails to answer stops the run.
        if (error && error != std::errc::too_many_symbolic_link_levels && error != std::errc::no_such_file_or_directory)
            return quote_name(entry.string()) + ": " + system_error_text(error.value());
        if (fs::is_directory(status)) {
            if (auto failure = walk(entry, pattern, found, err)) return failure;
        } else if (is_test_name(entry.filename().string(), pattern)) {
            if (fs::is_regular_file(status)) found.push_back(entry.string());
            else err.write("sudoku: " + quote_name(entry.string()) + ": passed over, not a regular file\n");
        }
    }
    return std::nullopt;
}

}  // namespace

// The tests under the PATHs, or the error that stops the run.
std::optional<std::string> find_tests(const std::vector<std::string>& paths, const std::optional<std::string>& pattern,
                                      std::vector<std::string>& tests, Output& err) {
    for (const auto& path : paths) {
        std::error_code error;
        const auto status = fs::status(path, error);
        if (error) return quote_name(path) + ": " + system_error_text(error.value());
        if (fs::is_directory(status)) {
            if (auto failure = walk(path, pattern, tests, err)) return failure;
        } else if (fs::is_regular_file(status)) {
            tests.push_back(path);
        } else {
            return quote_name(path) + ": not a regular file";
        }
    }
    if (tests.empty()) return "no test found (a test is a NAME.in, inK.txt or digits-only file; see --pattern)";
    return std::nullopt;
}

std::vector<std::string> answer_paths(TestLayout layout, const std::string& test) {
    const fs::path path(test), stem = path.parent_path() / path.stem();
    const std::string name = path.filename().string();
    switch (layout) {
        case TestLayout::online_judge_tools: return {stem.string() + ".out"};
        case TestLayout::kattis: return {stem.string() + ".ans"};
        case TestLayout::polygon: return {test + ".a"};
        case TestLayout::cf_tool:
            if (!name.starts_with("in") || !name.ends_with(".txt")) return {};
            return {(path.parent_path() / ("ans" + name.substr(2))).string(), (path.parent_path() / ("out" + name.substr(2))).string()};
    }
    return {};
}

std::vector<std::string> tests_and_answers(const std::vector<std::string>& tests) {
    std::vector<std::string> files;
    for (const auto& test : tests) {
        std::vector<std::string> names{test};
        for (const TestLayout layout : kTestLayouts)
            for (auto& answer : answer_paths(layout, test)) names.push_back(std::move(answer));
        for (const auto& candidate : names) {
            std::error_code error;
            const auto canonical = fs::weakly_canonical(candidate, error);
            if (!error) files.push_back(canonical.string());
        }
    }
    std::sort(files.begin(), files.end());
    files.erase(std::unique(files.begin(), files.end()), files.end());
    return files;
}

}  // namespace sudoku::cli
