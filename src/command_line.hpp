// What every subcommand's command line shares: GNU-style arguments, options
// with values, usage errors, help output, and running the pipeline over FILE
// arguments. Each subcommand's own options live in its own <name>_command.cpp.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/generate.hpp"
#include "sudoku/output.hpp"
#include "sudoku/run.hpp"

namespace sudoku::cli {

// The subcommands; argv[0] is the command's own name.
int solve_command(int argc, char** argv, Output& out, Output& err);
int check_command(int argc, char** argv, Output& out, Output& err);
int count_command(int argc, char** argv, Output& out, Output& err);
int test_command(int argc, char** argv, Output& out, Output& err);
int gen_command(int argc, char** argv, Output& out, Output& err);
int validate_command(int argc, char** argv, Output& out, Output& err);
int stress_command(int argc, char** argv, Output& out, Output& err);

// How one command reads its command line.
struct CommandSpec {
    std::string_view name;                // "sudoku check": messages say "Try 'sudoku check --help'"
    std::string_view help;                // printed by --help and -h
    int usage_status = 2;                 // check exits 3 (testlib's failure)
    bool program_after_dashes = false;    // test: what follows "--" is the program to run
};

// An option of the command's own: nullopt when argv[i] is not one; else 0
// when it was read (i moved past its value), or the usage error's status.
using OptionReader = std::function<std::optional<int>(int argc, char** argv, int& i)>;

struct Arguments {
    std::vector<std::string> operands;  // FILEs, PATHs...
    std::vector<std::string> program;   // after "--", with program_after_dashes
};

// Reads argv as GNU tools do: operands anywhere, "--" ends the options,
// --help/-h and --version answered at once. Returns the exit status when the
// program should stop now.
std::optional<int> parse_arguments(const CommandSpec& spec, int argc, char** argv, const OptionReader& own,
                                   Arguments& arguments, Output& out, Output& err);

// An option with a value ("--name=V", "--name V", and with a short name also
// "-xV" and "-x V"): nullopt when argv[i] is not it; else `accept(value)`
// decides, and a refused or missing value is a usage error ("invalid <noun>
// 'V' (<valid>)").
std::optional<int> read_value_option(const CommandSpec& spec, std::string_view name, char short_name, int argc,
                                     char** argv, int& i, Output& err, std::string_view noun, std::string_view valid,
                                     const std::function<bool(std::string_view)>& accept);

// Options several commands share.
std::optional<int> read_format_option(const CommandSpec& spec, int argc, char** argv, int& i,
                                      std::optional<Format>& format, Output& err);
std::optional<int> read_jobs_option(const CommandSpec& spec, int argc, char** argv, int& i, int max_jobs, int& jobs,
                                    Output& err);
// --time-limit=SECONDS, for the commands that run a program.
std::optional<int> read_time_limit_option(const CommandSpec& spec, int argc, char** argv, int& i, double& seconds,
                                          Output& err);
// --format, --jobs and --search-limit: what every command that reads puzzles takes.
std::optional<int> read_pipeline_option(const CommandSpec& spec, int argc, char** argv, int& i, RunOptions& options,
                                        Output& err);

// What `gen` and `stress` take to make puzzles: --format, --seed, --count,
// --givens, --multiple, --dominoes, --hard. finish_generate_options() checks
// that they fit the format and draws a seed from the clock when none was given.
struct GenerateSettings {
    GenerateOptions options;
    std::optional<std::uint64_t> seed;
    bool count_given = false, givens_given = false, multiple = false, dominoes_given = false, hard = false;
};
std::optional<int> read_generate_option(const CommandSpec& spec, int argc, char** argv, int& i,
                                        GenerateSettings& settings, Output& err);
std::optional<int> finish_generate_options(const CommandSpec& spec, GenerateSettings& settings, Output& err);
// The GENERATE OPTIONS part of gen's and stress's help.
extern const std::string_view kGenerateOptionsHelp;

// "sudoku: <what>" and a pointer to `--help` on stderr; returns the spec's usage status.
int usage_error(const CommandSpec& spec, Output& err, const std::string& what);

// Prints help or version text; 0, or 2 with the message when stdout cannot take it.
int print_and_exit(Output& out, Output& err, std::string_view text);
std::string version_text();

// Option values: a plain decimal in [low, high], no sign; seconds as "2",
// "0.5" or "1.25", positive and at most a day.
std::optional<long long> parse_number(std::string_view text, long long low, long long high);
std::optional<double> parse_seconds(std::string_view text);

// Runs the pipeline on each file in turn ("-": stdin; none: stdin); the worst status.
int run_files(const std::vector<std::string>& files, const RunOptions& options, Output& out, Output& err);

}  // namespace sudoku::cli
