// The subcommands, one file each (<name>_command.cpp), and their table,
// from which main() picks one and --help and --list=commands list them.
// Each takes its own argv (argv[0] is the command's name) and returns the
// exit status.
#pragma once

#include <string_view>

#include "sudoku/io/output.hpp"

namespace sudoku::cli {

int solve_command(int argc, char** argv, Output& out, Output& err);
int check_command(int argc, char** argv, Output& out, Output& err);
int count_command(int argc, char** argv, Output& out, Output& err);
int test_command(int argc, char** argv, Output& out, Output& err);
int gen_command(int argc, char** argv, Output& out, Output& err);
int validate_command(int argc, char** argv, Output& out, Output& err);
int stress_command(int argc, char** argv, Output& out, Output& err);
int shrink_command(int argc, char** argv, Output& out, Output& err);

struct Subcommand {
    std::string_view name;
    std::string_view summary;  // its line in `sudoku --help` and `--list=commands`
    int (*run)(int argc, char** argv, Output& out, Output& err);
};

// Every command, in the order --help lists them; solve is the default.
inline constexpr Subcommand kSubcommands[] = {
    {"solve", "solve puzzles and print their solutions", solve_command},
    {"check", "judge a program's output: testlib, Kattis, DOMjudge and CMS checker", check_command},
    {"count", "print each puzzle's number of solutions (up to --limit)", count_command},
    {"test", "run a program on test inputs and judge its answers", test_command},
    {"gen", "print random puzzles in a judge's input format (seeded, repeatable)", gen_command},
    {"validate", "check that an input keeps the judge's statement strictly", validate_command},
    {"stress", "run a program on fresh generated inputs until one fails", stress_command},
    {"shrink", "make a failing input smaller, failing the same way", shrink_command},
};

}  // namespace sudoku::cli
