// The line format: one answer line per puzzle, in order, on any number of threads.
#include <gtest/gtest.h>

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sudoku/pipeline/worker_pool.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

const std::string kHard17 = test::shared_puzzle("hard_17");
const std::string kHard17Solution = "468931527751624839392578461134756298289413675675289314846192753513867942927345186";

test::Result run_lines(const std::string& input, int jobs) {
    RunOptions options;
    options.jobs = jobs;
    return test::run_pipeline(input, options);
}

TEST(LineBatches, AnswersEachPuzzleOnItsOwnLineSkippingCommentsAndBlanks) {
    const auto result = run_lines("# magictour, first\n\n" + kHard17 + "\r\n   \n" + kHard17 + "\n", 1);
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(result.out, kHard17Solution + "\n" + kHard17Solution + "\n");
    EXPECT_EQ(result.err, "");
}

TEST(LineBatches, KeepsTheOutputAlignedPastInvalidAndUnsolvablePuzzles) {
    const std::string unsolvable = test::read_puzzle_lines("tests/data/classic_no_solution.txt").at(0).puzzle;
    const std::string input = kHard17 + "\n" + kHard17.substr(1) + "\n" + unsolvable + "\n" + kHard17 + "\n";
    const auto result = run_lines(input, 1);
    EXPECT_EQ(result.status, 2);  // the worse of a malformed line (2) and no solution (1)
    EXPECT_EQ(result.out, kHard17Solution + "\ninvalid\nunsolvable\n" + kHard17Solution + "\n");
    EXPECT_EQ(result.err,
              "sudoku: -:2: expected a puzzle of 81 characters (1-9, '.' or '0'), found 80 characters\n"
              "sudoku: -:3: puzzle 3 has no solution\n");
}

TEST(LineBatches, NoSolutionAloneIsStatusOne) {
    const std::string unsolvable = test::read_puzzle_lines("tests/data/classic_no_solution.txt").at(1).puzzle;
    const auto result = run_lines(kHard17 + "\n" + unsolvable + "\n", 2);
    EXPECT_EQ(result.status, 1);
    EXPECT_EQ(result.out, kHard17Solution + "\nunsolvable\n");
}

TEST(LineBatches, AnOverlongLineIsInvalidAndTheNextStillSolved) {
    const auto result = run_lines(kHard17 + "\n" + std::string(100000, '1') + "\n" + kHard17 + "\n", 1);
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, kHard17Solution + "\ninvalid\n" + kHard17Solution + "\n");
    EXPECT_EQ(result.err, "sudoku: -:2: line is too long (over 4096 characters)\n");
}

// Issue 50: blanks past the kept 4096, then a character, 2,000,000 in all.
TEST(LineBatches, ALongLineOfSpacesThenAWordIsInvalidAndTheNextStillSolved) {
    const auto result = run_lines(kHard17 + "\n" + std::string(1999999, ' ') + "x\n" + kHard17 + "\n", 2);
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, kHard17Solution + "\ninvalid\n" + kHard17Solution + "\n");
    EXPECT_EQ(result.err, "sudoku: -:2: line is too long (over 4096 characters)\n");
}

TEST(LineBatches, EveryThreadCountGivesTheSameValidAnswersInOrder) {
    const std::string input = test::read_file(test::source_path("tests/data/hardest_1000.txt"));
    const auto one = run_lines(input, 1);
    ASSERT_EQ(one.status, 0);
    for (int jobs : {2, 3, 8}) EXPECT_EQ(run_lines(input, jobs).out, one.out) << jobs << " jobs";
    std::istringstream puzzles(input), answers(one.out);
    std::string puzzle, answer;
    int n = 0;
    while (std::getline(puzzles, puzzle) && std::getline(answers, answer)) {
        EXPECT_TRUE(is_solution_of(test::grid_from_line(answer), test::grid_from_line(puzzle))) << puzzle;
        ++n;
    }
    EXPECT_EQ(n, 1000);
}

TEST(LineBatches, PuzzlesWithSeveralSolutionsGetAValidOne) {
    std::string input;
    for (const auto& line : test::read_puzzle_lines("tests/data/classic_puzzles.txt"))
        if (line.number == 2) input += line.puzzle + "\n";
    const auto result = run_lines(input, 2);
    EXPECT_EQ(result.status, 0);
    const auto puzzles = test::lines_of(input), answers = test::lines_of(result.out);
    ASSERT_GE(puzzles.size(), 3u);
    ASSERT_EQ(answers.size(), puzzles.size());
    for (std::size_t i = 0; i < puzzles.size(); ++i)
        EXPECT_TRUE(is_solution_of(test::grid_from_line(answers[i]), test::grid_from_line(puzzles[i]))) << puzzles[i];
}

// As a filter: the answer to a puzzle comes out while the input is still open.
TEST(LineBatches, AnswersBeforeTheInputEnds) {
    int to_child[2], from_child[2];
    ASSERT_EQ(::pipe(to_child), 0);
    ASSERT_EQ(::pipe(from_child), 0);
    const pid_t child = ::fork();
    if (child == 0) {
        ::dup2(to_child[0], 0);
        ::dup2(from_child[1], 1);
        ::close(to_child[1]);
        ::close(from_child[0]);
        test::exec_sudoku({"--jobs", "2"});
        ::_exit(127);
    }
    ::close(to_child[0]);
    ::close(from_child[1]);
    const std::string line = kHard17 + "\n";
    ASSERT_EQ(::write(to_child[1], line.data(), line.size()), static_cast<ssize_t>(line.size()));
    pollfd ready{from_child[0], POLLIN, 0};
    const int polled = ::poll(&ready, 1, 10000);  // generous: a failure here is a hang, not slowness
    std::string answer(200, '\0');
    const ssize_t n = polled == 1 ? ::read(from_child[0], answer.data(), answer.size()) : -1;
    ::close(to_child[1]);
    int status = 0;
    ::waitpid(child, &status, 0);
    ::close(from_child[0]);
    ASSERT_EQ(polled, 1) << "no answer while the input was open";
    answer.resize(n > 0 ? static_cast<std::size_t>(n) : 0);
    EXPECT_EQ(answer, kHard17Solution + "\n");
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

}  // namespace
}  // namespace sudoku
