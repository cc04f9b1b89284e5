// What every subcommand's command line shares: GNU-style options with values,
// usage errors, help output, and running the pipeline over FILE arguments.
// Each subcommand's own options live in its own <name>_command.cpp.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/output.hpp"
#include "sudoku/run.hpp"

namespace sudoku::cli {

// The subcommands; `args[0]` is the command's own name, as argv[0] is.
int solve_command(int argc, char** argv, Output& out, Output& err);
int check_command(int argc, char** argv, Output& out, Output& err);
int count_command(int argc, char** argv, Output& out, Output& err);
int test_command(int argc, char** argv, Output& out, Output& err);

// An option with a value, as GNU tools take it: "--name=V", "--name V", and
// with a short name also "-xV" and "-x V". `value` is nullopt when it is missing.
struct OptionMatch {
    bool matched = false;
    std::optional<std::string_view> value;
};
OptionMatch match_option(std::string_view arg, std::string_view name, char short_name, int argc, char** argv, int& i);

// "sudoku: <what>" and a pointer to `command --help` on stderr; returns `status`.
int usage_error(Output& err, std::string_view command, const std::string& what, int status = 2);

// Prints help or version text; 0, or 2 with the message when stdout cannot take it.
int print_and_exit(Output& out, Output& err, std::string_view text);

// Option values: a plain decimal in [low, high], no sign.
std::optional<long long> parse_number(std::string_view text, long long low, long long high);
// Seconds as "2", "0.5" or "1.25": positive, at most a day.
std::optional<double> parse_seconds(std::string_view text);

// Options every puzzle-reading command takes: --format, --jobs, --search-limit.
// Returns nullopt when `argv[i]` is none of them, else the usage error status
// (0 when it was read fine).
std::optional<int> parse_pipeline_option(std::string_view command, int argc, char** argv, int& i, RunOptions& options,
                                         Output& err);

// Reads "[OPTION]... [FILE]..." for a command that reads puzzles: the options
// above, --help (`help`), --version, "--", and the command's own options
// through `own` (nullopt: not one of its own). No FILE: "-". Returns the exit
// status when the program should stop now.
using OwnOption = std::function<std::optional<int>(int argc, char** argv, int& i)>;
std::optional<int> parse_puzzle_command(std::string_view command, std::string_view help, int argc, char** argv,
                                        RunOptions& options, std::vector<std::string>& files, Output& out, Output& err,
                                        const OwnOption& own = {});
std::string version_text();

// True for "-" and for anything not starting with '-'.
bool is_operand(std::string_view arg);

// Runs the pipeline on each file in turn ("-": stdin); the worst status.
int run_files(const std::vector<std::string>& files, const RunOptions& options, Output& out, Output& err);

}  // namespace sudoku::cli
