// The subcommands, one file each (<name>_command.cpp); main() picks one.
// Each takes its own argv (argv[0] is the command's name) and returns the
// exit status.
#pragma once

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

}  // namespace sudoku::cli
