// Keeping a failure as a test: which layout a folder's tests have, and the
// names a new test gets there, never over a file.
#include <gtest/gtest.h>

#include "test_saving.hpp"
#include "test_support.hpp"

namespace sudoku::cli {
namespace {

namespace fs = std::filesystem;

struct Case {
    std::vector<std::string> existing;  // files already in the folder
    TestLayout layout;
    std::string directory;              // where new tests go, below the folder
    std::string first, second;          // the inputs two saves write
};

TEST(TestSaving, EachLayoutGetsTheNamesItsToolLooksFor) {
    const std::vector<Case> cases = {
        {{}, TestLayout::online_judge_tools, "", "failed.in", "failed-2.in"},
        {{"sample-1.in", "sample-1.out"}, TestLayout::online_judge_tools, "", "failed.in", "failed-2.in"},
        {{"in1.txt", "ans1.txt", "in7.txt", "ans7.txt"}, TestLayout::cf_tool, "", "in8.txt", "in9.txt"},
        {{"tests/01", "tests/01.a", "tests/02"}, TestLayout::polygon, "tests", "tests/03", "tests/04"},
        {{"009", "009.a"}, TestLayout::polygon, "", "010", "011"},
        {{"data/secret/a.in", "data/secret/a.ans"}, TestLayout::kattis, "data/secret", "data/secret/failed.in",
         "data/secret/failed-2.in"},
        {{"a.in", "a.ans"}, TestLayout::kattis, "", "failed.in", "failed-2.in"},
    };
    const test::Scratch scratch;
    int folder = 0;
    for (const Case& c : cases) {
        const fs::path dir = scratch.path("folder" + std::to_string(++folder));
        fs::create_directories(dir);
        for (const auto& file : c.existing) {
            fs::create_directories((dir / file).parent_path());
            test::write_file(dir / file, "old");
        }
        const TestFolder found = test_folder(dir.string());
        EXPECT_EQ(found.layout, c.layout) << folder;
        EXPECT_EQ(fs::path(found.directory), c.directory.empty() ? dir : dir / c.directory) << folder;
        std::string error;
        // Compared as paths: Windows writes '\\' where the table has '/'.
        const auto first = save_test(dir.string(), "failed", "input\n", "answer\n", error);
        ASSERT_TRUE(first.has_value()) << folder << error;
        EXPECT_EQ(fs::path(*first), dir / c.first) << folder;
        const auto second = save_test(dir.string(), "failed", "input 2\n", "answer 2\n", error);
        ASSERT_TRUE(second.has_value()) << folder << error;
        EXPECT_EQ(fs::path(*second), dir / c.second) << folder;
        EXPECT_EQ(test::read_file(dir / c.first), "input\n") << folder;  // the second save left it alone
        for (const auto& file : c.existing) EXPECT_EQ(test::read_file(dir / file), "old") << folder << file;
    }
}

TEST(TestSaving, TheAnswerGoesBesideTheInputUnderItsLayoutsName) {
    const test::Scratch scratch;
    const std::pair<std::string, std::string> layouts[] = {
        {"", "failed.out"}, {"in1.txt", "ans2.txt"}, {"01", "02.a"}, {"x.ans", "failed.ans"}};
    int folder = 0;
    for (const auto& [existing, answer] : layouts) {
        const fs::path dir = scratch.path("answers" + std::to_string(++folder));
        fs::create_directories(dir);
        if (!existing.empty()) test::write_file(dir / existing, "old");
        std::string error;
        ASSERT_TRUE(save_test(dir.string(), "failed", "input\n", "answer\n", error).has_value()) << error;
        EXPECT_EQ(test::read_file(dir / answer), "answer\n") << answer;
    }
}

}  // namespace
}  // namespace sudoku::cli
