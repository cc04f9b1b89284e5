// Command lines read as GNU tools read them: operands anywhere, "--" ends
// the options, options with values, --help and --version answered at once,
// usage errors with a pointer to --help. Each command declares its options
// in a table (option_table.hpp); the rows several share are in options.hpp.
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/io/output.hpp"

namespace sudoku::cli {

// How one command reads its command line.
struct CommandSpec {
    std::string_view name;                // "sudoku check": messages say "Try 'sudoku check --help'"
    std::string_view help;                // printed by --help and -h
    int usage_status = 2;                 // check exits 3 (testlib's failure)
    bool program_after_dashes = false;    // test: what follows "--" is the program to run
};

// The command's own options: `read` gives nullopt when argv[i] is not one;
// else 0 when it was read (i moved past its value), or the usage error's
// status. `names` are their long names, for "did you mean" on a mistyped one.
struct OptionReader {
    std::function<std::optional<int>(int argc, char** argv, int& i)> read;
    std::vector<std::string_view> names;
};

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
// 'V' (<valid>)", or "(did you mean 'W'?)" when V is a slip from a word W of `words`).
std::optional<int> read_value_option(const CommandSpec& spec, std::string_view name, char short_name, int argc,
                                     char** argv, int& i, Output& err, std::string_view noun, std::string_view valid,
                                     const std::function<bool(std::string_view)>& accept,
                                     std::span<const std::string_view> words = {});

// "sudoku: <what>" and a pointer to `--help` on stderr; returns the spec's usage status.
int usage_error(const CommandSpec& spec, Output& err, const std::string& what);

// Prints help or version text; 0, or 2 with the message when stdout cannot take it.
int print_and_exit(Output& out, Output& err, std::string_view text);
std::string version_text();

// Option values: a plain decimal in [low, high], no sign; seconds as "2",
// "0.5" or "1.25", positive and at most a day.
std::optional<long long> parse_number(std::string_view text, long long low, long long high);
std::optional<double> parse_seconds(std::string_view text);

}  // namespace sudoku::cli
