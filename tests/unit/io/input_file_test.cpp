// Opening and reading a file as every command does.
#include <gtest/gtest.h>

#include "sudoku/io/input_file.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

TEST(InputFile, ReadsAWholeFileAndSaysWhenItCannot) {
    const auto path = test::source_path("samples/2580/boj_sample.in");
    EXPECT_EQ(read_whole_file(path.string()), test::read_file(path));
    EXPECT_EQ(read_whole_file("/nonexistent/file"), std::nullopt);
    // A directory opens and then fails to read (EISDIR), as a /proc file of a
    // process that has just exited fails with ESRCH: nullopt, where
    // std::ifstream's filebuf throws.
    EXPECT_EQ(read_whole_file(test::source_path("samples").string()), std::nullopt);
}

TEST(InputFile, OpensStandardInputForADash) {
    const InputFile input("-");
    EXPECT_TRUE(input.is_open());
    EXPECT_EQ(input.fd(), 0);
    const InputFile missing("/nonexistent/file");
    EXPECT_FALSE(missing.is_open());
    EXPECT_EQ(missing.error(), ENOENT);
}

}  // namespace
}  // namespace sudoku
