// Which file names are tests, layout by layout, and with a pattern; and a
// tree of each layout walked in name order, answers left out.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "test_discovery.hpp"
#include "test_support.hpp"

namespace sudoku::cli {
namespace {

struct Named {
    const char* name;
    const char* pattern;  // nullptr: the layouts
    bool test;
};

constexpr Named kNames[] = {
    {"sample-1.in", nullptr, true},   {"a.in", nullptr, true},        {".in", nullptr, false},
    {"sample-1.out", nullptr, false}, {"1.ans", nullptr, false},      {"in1.txt", nullptr, true},
    {"in12.txt", nullptr, true},      {"ans1.txt", nullptr, false},   {"in.txt", nullptr, false},
    {"inx.txt", nullptr, false},      {"01", nullptr, true},          {"01.a", nullptr, false},
    {"README", nullptr, false},       {"input1.txt", "input%s.txt", true}, {"input.txt", "input%s.txt", false},
    {"t.in", "%s.%e", true},          {"t.out", "%s.%e", false},      {"exact", "exact", true},
};

TEST(TestDiscovery, NamesAreTestsByLayoutOrPattern) {
    for (const auto& [name, pattern, test] : kNames) {
        const auto given = pattern ? std::optional<std::string>(pattern) : std::nullopt;
        EXPECT_EQ(is_test_name(name, given), test) << name << (pattern ? std::string(" by ") + pattern : "");
    }
}

TEST(TestDiscovery, EachLayoutsTreeGivesItsTestsInNameOrder) {
    test::Scratch scratch;
    for (const char* file : {"oj/sample-2.in", "oj/sample-2.out", "oj/sample-1.in", "kattis/data/secret/b.in",
                             "kattis/data/secret/b.ans", "kattis/data/sample/a.in", "cf/in1.txt", "cf/ans1.txt",
                             "polygon/tests/02", "polygon/tests/01", "polygon/tests/01.a"}) {
        std::filesystem::create_directories(scratch.path(file).parent_path());
        test::write_file(scratch.path(file), "");
    }
    const std::string root = scratch.path("").string();
    std::vector<std::string> tests;
    std::string err_text;
    Output err(err_text);
    ASSERT_EQ(find_tests({root + "cf", root + "kattis", root + "oj", root + "polygon"}, std::nullopt, tests, err), std::nullopt);
    // Compared as generic paths: Windows joins the names found with '\\'.
    for (auto& found : tests) found = std::filesystem::path(found).generic_string();
    const std::string generic_root = std::filesystem::path(root).generic_string();
    std::vector<std::string> expected;
    for (const char* file : {"cf/in1.txt", "kattis/data/sample/a.in", "kattis/data/secret/b.in", "oj/sample-1.in",
                             "oj/sample-2.in", "polygon/tests/01", "polygon/tests/02"})
        expected.push_back(generic_root + file);
    EXPECT_EQ(tests, expected);
    EXPECT_EQ(err_text, "");
}

// Each layout's answer is among the files never shown, beside its test; the
// program's own file beside them is not.
TEST(TestDiscovery, TheAnswersOfEachLayoutAreNeverShown) {
    test::Scratch scratch;
    const auto at = [&](const char* file) { return std::filesystem::weakly_canonical(scratch.path(file)).string(); };
    const auto secret = tests_and_answers({scratch.path("oj/a.in").string(), scratch.path("cf/in1.txt").string(), scratch.path("polygon/01").string()});
    for (const char* file : {"oj/a.in", "oj/a.out", "oj/a.ans", "cf/in1.txt", "cf/ans1.txt", "cf/out1.txt", "polygon/01", "polygon/01.a"})
        EXPECT_TRUE(std::binary_search(secret.begin(), secret.end(), at(file))) << file;
    EXPECT_FALSE(std::binary_search(secret.begin(), secret.end(), at("oj/sol.py")));
    EXPECT_TRUE(std::is_sorted(secret.begin(), secret.end()));
}

}  // namespace
}  // namespace sudoku::cli
