// Shrinking a failure: the summary line a shrink ends with.
#include <gtest/gtest.h>

#include "shrink_runs.hpp"

namespace sudoku::cli {
namespace {

const char* const kPuzzle = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n";

Shrunk shrunk_to_itself(const ShrinkInput& input, bool minimal) {
    return Shrunk{ShrinkResult{input, 12, minimal}, Outcome{}, 2.5};
}

TEST(ShrinkSummary, SaysPlainlyThatTheBudgetRanOut) {
    const auto read = ShrinkInput::read(kPuzzle, Format::line);
    ASSERT_TRUE(std::holds_alternative<ShrinkInput>(read));
    const auto& input = std::get<ShrinkInput>(read);
    EXPECT_EQ(shrink_summary(input, shrunk_to_itself(input, true)), "shrunk from 49 blanks to 49 in 12 runs, 2.5s\n");
    EXPECT_EQ(shrink_summary(input, shrunk_to_itself(input, false)),
              "shrunk from 49 blanks to 49 in 12 runs, 2.5s; the time budget ran out: smaller inputs may still fail\n");
}

}  // namespace
}  // namespace sudoku::cli
