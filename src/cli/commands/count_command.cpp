// `sudoku count [--limit=N] [OPTION]... [FILE]...`
#include "arguments.hpp"
#include "commands.hpp"
#include "options.hpp"
#include "run_files.hpp"

namespace sudoku::cli {
namespace {

constexpr long long kMaxLimit = 1'000'000'000;

constexpr std::string_view kHelpStart =
    "Usage: sudoku count [--limit=N] [OPTION]... [FILE]...\n"
    "Print, for each puzzle in each FILE (or standard input) in input order, one line\n"
    "with its number of solutions, counting up to N: with the default N={}, 0, 1 and {}\n"
    "read none, unique and several. Where a puzzle has several solutions, any of them\n"
    "is a right answer, so compare answers with 'sudoku check', not with diff.\n"
    "For BOJ 4574, distinct grids are counted: two tilings of one grid count once.\n"
    "Given several FILEs, each line starts with its FILE and a colon, as grep's\n"
    "lines do ('-' for standard input): 'puzzles.txt:1'.\n"
    "\n";

constexpr std::string_view kHelpEnd =
    "\n"
    "Exit status as for solving: 0 every puzzle has a solution, 1 one has none\n"
    "(its line says 0), 2 usage error or malformed input, 3 search limit reached,\n"
    "4 standard output could not be written.\n";

}  // namespace

int count_command(int argc, char** argv, Output& out, Output& err) {
    RunOptions options;
    options.task = Task::count;
    const std::string limit = figure(options.count_limit);
    const PuzzleCommand command{"sudoku count", filled(kHelpStart, {limit, limit}), kHelpEnd,
                                "count the puzzles of an input of several on N threads\n(default: one per core)",
                                "give up a Sudominoku case after N domino placements\n"
                                "(default {}; 0: no limit)"};
    return run_puzzle_command(command,
                              {{"limit", 0, "N", number(options.count_limit, "limit", 1, kMaxLimit),
                                filled("stop counting at N (1 to {}; default {})", {figure(kMaxLimit), limit})}},
                              options, argc, argv, out, err);
}

}  // namespace sudoku::cli
