// `stress --hunt`: inputs that are slow for a program, found by climbing on
// the program's measured CPU time. The hunt keeps several lines of inputs:
//   2580, line  one per backtracking model (core/backtracking_models.hpp), each
//               starting from a gen --hard puzzle against its model and moved
//               on by that model's climb;
//   4574        cases with the givens kept off the top rows and the fewest
//               dominoes asked for (10 unless --dominoes), moved by random_step.
// Each round proposes a move of the line the program has been slowest on
// (every line is measured once first); the move replaces the line's input
// when the program takes longer on it. A line that stops getting slower starts
// again from a fresh seed. Deterministic in its measurements.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/testgen/generator.hpp"
#include "sudoku/testgen/hard_puzzles.hpp"

namespace sudoku {

// Why the hunt cannot make the format's inputs, or nullopt: it climbs 9x9
// puzzles with boxes and any number of givens, which a judge's problem of
// other grids, other houses or another question never receives.
std::optional<std::string> why_not_huntable(Format format);

// How much model climbing a classic line's start and each of its moves get:
// the defaults take about 0.8 s and 0.4 s, little beside the program's runs.
struct HuntPace {
    std::uint64_t start_nodes = 100'000'000;
    std::uint64_t move_nodes = 50'000'000;
};

class Hunt {
public:
    // Starts of lines take seeds seed, seed + 1, ... in the order they are made.
    Hunt(const GenerateOptions& options, std::uint64_t seed, HuntPace pace = {});

    struct Proposal {
        std::string input;       // one puzzle, in the judge's input format
        std::uint64_t seed = 0;  // the seed its line started from
    };
    // The next input to run; nullopt when no puzzle with the options was found.
    std::optional<Proposal> next();
    // The program's CPU time on the input next() gave last.
    void measured(double seconds);

private:
    struct Line {
        std::optional<BacktrackingModel> model;  // none: a Sudominoku line
        std::uint64_t seed = 0;
        std::optional<Climb> climb;                   // classic: where the line stands
        std::optional<SudominokuCandidate> cases;     // 4574: where the line stands
        double seconds = -1;                          // the program's time there; -1 not measured
        int rounds_without_gain = 0;
    };
    bool start(Line& line);
    void propose(Line& line);
    std::string input_of(const Line& line) const;

    GenerateOptions options_;
    HuntPace pace_;
    std::uint64_t next_seed_;
    Random random_;
    std::vector<Line> lines_;
    std::size_t proposing_ = 0;  // the line whose proposal is out
    Line proposal_;              // that line as it would be with the move kept
};

}  // namespace sudoku
