// Inputs of the judges' formats of the table: 9x9 puzzles from the classic
// generator (with --hard where asked), other sizes from the general one,
// laid out by the format's own input writer.
#include "judge_format_generator.hpp"

#include "sudoku/core/grid_answers.hpp"
#include "sudoku/judging/general_generator.hpp"
#include "sudoku/judging/hard_puzzles.hpp"

namespace sudoku {

std::optional<GeneralGrid> generate_judge_puzzle(Random& random, int box_size, const GenerateOptions& options) {
    if (box_size != 3) {
        // The general generator takes a seed: one drawn from this input's stream.
        const GeneralPuzzleOptions general{options.classic.givens, !options.classic.unique};
        return generate_general(box_size, random.next(), general);
    }
    const auto puzzle = options.hard_model ? generate_hard_classic(random, options.classic, *options.hard_model, options.hard_budget)
                                           : generate_classic(random, options.classic);
    if (!puzzle) return std::nullopt;
    return from_classic(*puzzle);
}

std::optional<std::string> generate_judge_input(Random& random, const JudgeFormat& format, const GenerateOptions& options) {
    std::vector<GeneralGrid> puzzles;
    for (int i = 0; i < options.count; ++i) {
        auto puzzle = generate_judge_puzzle(random, format.box_size == 0 ? 3 : format.box_size, options);
        if (!puzzle) return std::nullopt;
        puzzles.push_back(*puzzle);
    }
    std::string text;
    format.write_input(puzzles, text);
    return text;
}

}  // namespace sudoku
