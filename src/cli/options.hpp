// The options several commands share, as rows of their option tables: the
// pipeline's (--format, --jobs, --search-limit), the limits of the commands
// that run a program, and what `gen` and `stress` take to make puzzles.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "arguments.hpp"
#include "defaults.hpp"
#include "option_table.hpp"
#include "sudoku/io/format.hpp"
#include "sudoku/testgen/generator.hpp"
#include "sudoku/sandbox/process.hpp"
#include "sudoku/pipeline/solve.hpp"

namespace sudoku::cli {

// The rows several commands' tables share, each with the command's own help.
// --format=FORMAT: auto (nullopt) or a format.
Option format_option(std::optional<Format>& format, std::string help);
Option jobs_option(int& jobs, int max_jobs, std::string help);
Option search_limit_option(std::uint64_t& max_placements, std::string help);
// The limits of the commands that run a program: --time-limit=SECONDS (CPU
// time), --wall-limit=SECONDS, --memory-limit=MB, --sandbox=WHEN.
std::vector<Option> limit_options(ProcessLimits& limits);
// What test, stress and shrink start from (defaults.hpp): the judges' CPU
// time and memory, the wall clock at twice the CPU time and a second.
ProcessLimits default_limits();
// --format, --jobs and --search-limit: the options of the commands that read
// puzzles (solve, count), with their help of --jobs and --search-limit (its
// "{}" the default search limit).
std::vector<Option> puzzle_reading_options(RunOptions& options, std::string_view jobs_help,
                                           std::string_view search_limit_help);
// The most threads solve and count take.
inline constexpr int kMaxSolveJobs = 1024;

// What `gen` and `stress` take to make puzzles: --format, --seed, --count,
// --givens, --multiple, --answer, --dominoes, --hard[=MODEL], --effort, --attempts. finish_generate_options()
// checks that they fit the format and settles the seed: as given; drawn from
// the clock with --seed=clock; else, as testlib generators do, a hash of
// `arguments` (all of the command's arguments, so that the same command gives
// the same test and an extra argument, a "salt", another one).
struct GenerateSettings {
    GenerateOptions options;
    std::optional<std::uint64_t> seed;
    bool seed_from_clock = false;
    bool hard_model_given = false;  // --hard=MODEL, not --hard alone
    std::optional<std::string> answer;  // --answer's word, checked against the format's kinds
};
std::vector<Option> generate_options(GenerateSettings& settings);
// What their table refuses of them given together (OptionTable's check step).
std::vector<OptionRule> generate_rules();
// Their names: what a command's seed is a hash of, when the command takes
// others (stress: its limits, -j, --runs, --shrink leave the inputs alone).
std::vector<std::string_view> generate_option_names();
// `table`, the command's, says which of them were given.
std::optional<int> finish_generate_options(const CommandSpec& spec, const OptionTable& table, GenerateSettings& settings,
                                           const std::vector<std::string_view>& arguments, Output& err);
// The seed a command's arguments give when no --seed does.
std::uint64_t seed_of(const std::vector<std::string_view>& arguments);
// The exit status of `gen` and `stress` when the generator found no puzzle
// with the options within its attempts: not a failed run, not a usage error.
inline constexpr int kNoPuzzleFound = 3;

}  // namespace sudoku::cli
