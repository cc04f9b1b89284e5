// The whole pipeline the command line runs on one input: detect the format,
// read, solve, write. Kept apart from main() so tests and the fuzz target run
// exactly what the executable runs, in memory.
#pragma once

#include <optional>
#include <string_view>

#include "sudoku/detect.hpp"
#include "sudoku/output.hpp"
#include "sudoku/sudominoku.hpp"
#include "sudoku/tokenizer.hpp"

namespace sudoku {

// Exit statuses, as documented in the README and --help.
enum class ExitStatus : int {
    solved = 0,       // every puzzle solved
    no_solution = 1,  // a well-formed puzzle has no solution
    bad_input = 2,    // usage error, unreadable or malformed input
    gave_up = 3,      // a Sudominoku search reached its bound undecided
};
ExitStatus worse(ExitStatus a, ExitStatus b);

// What the pipeline does with each puzzle: print its solution, or print how
// many solutions it has, one line per puzzle, counting up to `count_limit`.
enum class Task { solve, count };

struct RunOptions {
    Task task = Task::solve;
    int count_limit = 2;           // with Task::count: 0, 1, 2 read none, unique, several
    std::optional<Format> format;  // nullopt: detect it
    int jobs = 0;                  // threads for the line format; 0: one per core
    std::uint64_t max_placements = sudominoku::kDefaultMaxPlacements;  // per Sudominoku case; 0: no bound
};

// Solves every puzzle in `input`, answers to `out`, one line per problem to
// `err` as "sudoku: <name>:<line>: <what>". Answers before a bad case are
// written; nothing is written for the bad case itself.
ExitStatus solve_input(LineReader& input, std::string_view name, const RunOptions& options, Output& out, Output& err);

// Messages every format's driver gives the same way:
std::string no_solution_message(int puzzle);  // "puzzle <k> has no solution"
std::string search_limit_message(int puzzle, std::uint64_t max_placements);  // "puzzle <k>: search limit of <n> ..."
// Reports that read(2) failed on `input` ("read error: is a directory"); false when it did not.
bool report_read_failure(const LineReader& input, Output& out, Output& err, std::string_view name);

// Reports one problem in the house style; flushes `out` first so that every
// answer that came before the problem is out before the message.
void report(Output& out, Output& err, std::string_view name, std::size_t line, std::string_view what);
void report(Output& out, Output& err, std::string_view name, std::string_view what);  // no line number

}  // namespace sudoku
