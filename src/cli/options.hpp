// The options several commands share: the pipeline's (--format, --jobs,
// --search-limit), --time-limit for the commands that run a program, and
// what `gen` and `stress` take to make puzzles.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "arguments.hpp"
#include "sudoku/io/format.hpp"
#include "sudoku/judging/generator.hpp"
#include "sudoku/judging/process.hpp"
#include "sudoku/pipeline/solve.hpp"

namespace sudoku::cli {

std::optional<int> read_format_option(const CommandSpec& spec, int argc, char** argv, int& i,
                                      std::optional<Format>& format, Output& err);
std::optional<int> read_jobs_option(const CommandSpec& spec, int argc, char** argv, int& i, int max_jobs, int& jobs,
                                    Output& err);
// The limits of the commands that run a program: --time-limit=SECONDS (CPU
// time), --wall-limit=SECONDS, --memory-limit=MB; and the part of their help
// that says so.
std::optional<int> read_limit_option(const CommandSpec& spec, int argc, char** argv, int& i, ProcessLimits& limits,
                                     Output& err);
extern const std::string_view kLimitOptionsHelp;
// What test and stress start from: 2 s of CPU time, the wall clock at twice
// that and a second, 256 MB (the judges' memory limit for these problems).
ProcessLimits default_limits();
// --format, --jobs and --search-limit: what every command that reads puzzles takes.
std::optional<int> read_pipeline_option(const CommandSpec& spec, int argc, char** argv, int& i, RunOptions& options,
                                        Output& err);

// What `gen` and `stress` take to make puzzles: --format, --seed, --count,
// --givens, --multiple, --dominoes, --hard[=MODEL], --effort, --attempts. finish_generate_options()
// checks that they fit the format and settles the seed: as given; drawn from
// the clock with --seed=clock; else, as testlib generators do, a hash of
// `arguments` (all of the command's arguments, so that the same command gives
// the same test and an extra argument, a "salt", another one).
struct GenerateSettings {
    GenerateOptions options;
    std::optional<std::uint64_t> seed;
    bool seed_from_clock = false;
    bool count_given = false, givens_given = false, multiple = false, dominoes_given = false, hard = false;
    bool hard_model_given = false, effort_given = false;
};
std::optional<int> read_generate_option(const CommandSpec& spec, int argc, char** argv, int& i,
                                        GenerateSettings& settings, Output& err);
std::optional<int> finish_generate_options(const CommandSpec& spec, GenerateSettings& settings,
                                           const std::vector<std::string_view>& arguments, Output& err);
// The seed a command's arguments give when no --seed does.
std::uint64_t seed_of(const std::vector<std::string_view>& arguments);
// The GENERATE OPTIONS part of gen's and stress's help.
extern const std::string_view kGenerateOptionsHelp;
// The exit status of `gen` and `stress` when the generator found no puzzle
// with the options within its attempts: not a failed run, not a usage error.
inline constexpr int kNoPuzzleFound = 3;

}  // namespace sudoku::cli
