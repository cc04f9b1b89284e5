#include "sudoku/testgen/hunt.hpp"

#include <algorithm>

#include "sudoku/core/grid_answers.hpp"
#include "sudoku/io/boj2580.hpp"
#include "sudoku/io/boj4574.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/line_format.hpp"

namespace sudoku {
namespace {

// Move budgets a classic move may spend before it gives up moving the puzzle.
constexpr int kChunksPerMove = 4;
// Moves in a row that did not slow the program before a line starts again.
constexpr int kRoundsBeforeRestart = 6;
// Draws for a Sudominoku move before the line gives up and starts again.
constexpr int kSudominokuDraws = 50;

}  // namespace

Hunt::Hunt(const GenerateOptions& options, std::uint64_t seed, HuntPace pace)
    : options_(options), pace_(pace), next_seed_(seed), random_(seed) {
    options_.count = 1;
    if (options_.format == Format::boj4574) {
        options_.sudominoku.hard = true;
        lines_.emplace_back();
    } else {
        for (const auto model : kBacktrackingModels)
            if (!options_.hard_model || model == *options_.hard_model) lines_.emplace_back().model = model;
    }
}

bool Hunt::start(Line& line) {
    line.seed = next_seed_++;
    line.seconds = -1;
    line.rounds_without_gain = 0;
    Random random(line.seed);
    if (!line.model) {
        line.cases = generate_sudominoku_candidate(random, options_.sudominoku);
        return line.cases.has_value();
    }
    line.climb = start_climb(random, options_.classic, *line.model, pace_.start_nodes);
    if (!line.climb) return false;
    climb(*line.climb, random_, pace_.start_nodes);
    return true;
}

void Hunt::propose(Line& line) {
    if (line.model) {
        // A run of the program on the input it has just run on would tell
        // nothing: climb until the puzzle moves (or a few times over).
        const Grid before = line.climb->current.puzzle();
        for (int chunk = 0; chunk < kChunksPerMove && line.climb->current.puzzle() == before; ++chunk)
            climb(*line.climb, random_, pace_.move_nodes);
        return;
    }
    for (int draw = 0; draw < kSudominokuDraws; ++draw)
        if (auto moved = random_step(*line.cases, random_)) {
            line.cases = std::move(moved);
            return;
        }
}

std::optional<std::string> why_not_huntable(Format format) {
    const JudgeFormat* row = judge_format(format);
    if (!row) return std::nullopt;
    const bool grid_answer = row->answer == AnswerPolicy::any_solution || row->answer == AnswerPolicy::unique_solution ||
                             row->answer == AnswerPolicy::smallest_solution || row->answer == AnswerPolicy::verdict;
    if ((row->box_size == 3 || row->box_size == 0) && row->houses == Houses::boxes && grid_answer && row->min_givens == 0)
        return std::nullopt;
    return "it climbs 9x9 puzzles with boxes and any number of givens, which " + std::string(row->problem) + " does not take";
}

std::string Hunt::input_of(const Line& line) const {
    std::string text;
    if (!line.model) {
        write_boj4574_case(line.cases->layout(), text);
        return text + "0\n";
    }
    const Grid puzzle = line.climb->current.puzzle();
    if (const JudgeFormat* row = judge_format(options_.format)) {
        const GeneralGrid puzzles[] = {from_classic(puzzle)};  // in the row's own layout
        row->write_input(puzzles, text);
    } else if (options_.format == Format::line) {
        write_line(puzzle, text);
    } else {
        write_boj2580(puzzle, text);
    }
    return text;
}

std::optional<Hunt::Proposal> Hunt::next() {
    // Every line is measured at its start before any moves.
    const auto unmeasured = std::find_if(lines_.begin(), lines_.end(), [](const Line& l) { return l.seconds < 0; });
    if (unmeasured != lines_.end()) {
        proposing_ = static_cast<std::size_t>(unmeasured - lines_.begin());
        if (!start(*unmeasured)) return std::nullopt;
        proposal_ = *unmeasured;
    } else {
        const auto slowest = std::max_element(lines_.begin(), lines_.end(),
                                              [](const Line& a, const Line& b) { return a.seconds < b.seconds; });
        proposing_ = static_cast<std::size_t>(slowest - lines_.begin());
        proposal_ = *slowest;
        propose(proposal_);
    }
    return Proposal{input_of(proposal_), proposal_.seed};
}

void Hunt::measured(double seconds) {
    Line& line = lines_[proposing_];
    if (line.seconds < 0 || seconds > line.seconds) {
        line = std::move(proposal_);
        line.seconds = seconds;
        line.rounds_without_gain = 0;
        return;
    }
    // Slower lines get the next moves; one that stops gaining starts again.
    if (++line.rounds_without_gain >= kRoundsBeforeRestart) line.seconds = -1;
}

}  // namespace sudoku
