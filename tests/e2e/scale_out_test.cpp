// The line format as a streaming filter on an existing engine: GNU parallel
// splits the input into blocks, runs one `sudoku` per block and keeps the
// order (-k); the joined answers must be exactly sudoku's own. CI installs
// GNU parallel; elsewhere the test says it was skipped and why.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include "test_support.hpp"

namespace sudoku {
namespace {

TEST(ScaleOut, GnuParallelPipeKeepOrderGivesSudokusOwnOutput) {
    if (std::system("command -v parallel >/dev/null 2>&1") != 0) GTEST_SKIP() << "GNU parallel is not installed on this machine (apt-get install parallel)";
    const std::string data = test::source_path("tests/data/hardest_1000.txt").string();
    const auto dir = std::filesystem::temp_directory_path() / ("sudoku_parallel_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string own = (dir / "own").string(), split = (dir / "split").string();
    const std::string sudoku = "" SUDOKU_COMMAND "";
    // --block 8k: about 100 puzzles a block, so ten processes whose answers must be joined in order.
    const std::string command = sudoku + " -j1 '" + data + "' >'" + own + "' && parallel --will-cite --pipe -k --block 8k " +
                                sudoku + " -j1 <'" + data + "' >'" + split + "'";
    const int status = std::system(command.c_str());
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << command;
    const std::string expected = test::read_file(own);
    EXPECT_EQ(std::count(expected.begin(), expected.end(), '\n'), 1000);
    EXPECT_EQ(test::read_file(split), expected);
    std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace sudoku
