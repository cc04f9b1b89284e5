// The hunt in process, with made-up measurements: what it proposes, in which
// order, and how a measurement steers it.
#include <gtest/gtest.h>

#include "sudoku/core/classic_solver.hpp"
#include "sudoku/io/line_format.hpp"
#include "sudoku/testgen/hunt.hpp"
#include "sudoku/judging/validator.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

GenerateOptions line_options() {
    GenerateOptions options;
    options.format = Format::line;
    return options;
}

// A hundredth of the default pace: the same hunt, in a fraction of the time.
constexpr HuntPace kQuick{1'000'000, 500'000};

Grid grid_of(const Hunt::Proposal& proposal) {
    return test::grid_from_line(proposal.input.substr(0, kCells));
}

TEST(Hunt, MeasuresEachModelsStartThenMovesTheSlowestLine) {
    Hunt hunt(line_options(), 100, kQuick);
    // The four starts, one per model, take seeds 100 to 103.
    std::vector<Hunt::Proposal> starts;
    for (int i = 0; i < 4; ++i) {
        auto proposal = hunt.next();
        ASSERT_TRUE(proposal.has_value());
        EXPECT_EQ(proposal->seed, 100u + static_cast<unsigned>(i));
        EXPECT_EQ(classic::count_solutions(grid_of(*proposal), 2), 1);
        hunt.measured(i == 2 ? 0.5 : 0.1);  // the program is slowest on the third line's start
        starts.push_back(*proposal);
    }
    // Then moves of that line: the same seed, another puzzle, at least as
    // costly for its model (columns, the third).
    const auto move = hunt.next();
    ASSERT_TRUE(move.has_value());
    EXPECT_EQ(move->seed, 102u);
    EXPECT_NE(move->input, starts[2].input);
    EXPECT_GE(backtracking_nodes(grid_of(*move), BacktrackingModel::columns, UINT64_MAX),
              backtracking_nodes(grid_of(starts[2]), BacktrackingModel::columns, UINT64_MAX));
}

TEST(Hunt, ALineThatStopsSlowingTheProgramStartsAgainFromANewSeed) {
    GenerateOptions options = line_options();
    options.hard_model = BacktrackingModel::rows;  // one line
    Hunt hunt(options, 7, kQuick);
    ASSERT_EQ(hunt.next()->seed, 7u);
    hunt.measured(1.0);
    for (int round = 0; round < 6; ++round) {  // six moves that were no slower
        ASSERT_EQ(hunt.next()->seed, 7u);
        hunt.measured(0.5);
    }
    EXPECT_EQ(hunt.next()->seed, 8u);
}

TEST(Hunt, IsDeterministicInItsMeasurements) {
    const auto proposals = [] {
        Hunt hunt(line_options(), 1, kQuick);
        std::vector<std::string> inputs;
        for (int i = 0; i < 6; ++i) {
            inputs.push_back(hunt.next()->input);
            hunt.measured(0.1 * i);
        }
        return inputs;
    };
    EXPECT_EQ(proposals(), proposals());
}

TEST(Hunt, SudominokuCasesHaveOneGridAndTenDominoes) {
    GenerateOptions options;
    options.format = Format::boj4574;
    options.sudominoku.min_dominoes = options.sudominoku.max_dominoes = 10;
    Hunt hunt(options, 3, kQuick);
    ValidateOptions validate;
    validate.format = Format::boj4574;
    for (int i = 0; i < 4; ++i) {
        const auto proposal = hunt.next();
        ASSERT_TRUE(proposal.has_value());
        EXPECT_EQ(find_violation(proposal->input, validate), std::nullopt) << proposal->input;
        EXPECT_EQ(proposal->input.substr(0, 3), "10\n");
        hunt.measured(0.1 * i);
    }
}

}  // namespace
}  // namespace sudoku
