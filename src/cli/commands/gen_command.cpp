// `sudoku gen [OPTION]...`: random puzzles in the judge's exact input format.
#include "arguments.hpp"
#include "commands.hpp"
#include "options.hpp"

namespace sudoku::cli {
namespace {

constexpr std::string_view kHelpStart =
    "Usage: sudoku gen [OPTION]... [SALT]...\n"
    "Print random puzzles in the judge's exact input format, as a testlib generator\n"
    "does: the same arguments give the same bytes on every machine. Without --seed\n"
    "the seed is a hash of all the arguments, so another SALT (any word) gives\n"
    "another test: 'sudoku gen --givens=24 1', 'sudoku gen --givens=24 2'.\n"
    "BOJ 2580: one puzzle, with one solution unless --multiple. BOJ 4574: --count\n"
    "cases and the final 0, each with one solution grid, as the judge promises.\n"
    "Line format: --count lines. Where a judge's answer says a kind (UVa 10957's\n"
    "Illegal or Impossible, Kattis sudokunique's Non-unique), the cases mix every\n"
    "kind, as judges' test data does, each once in any few consecutive seeds:\n"
    "a board with no solution or clashing givens is a unique puzzle with one\n"
    "given added or changed, one with several solutions a unique puzzle with one\n"
    "taken away. Elsewhere every case has a solution (one unless --multiple).\n"
    "\n";

constexpr std::string_view kHelpEnd =
    "\n"
    "Exit status: 0 printed, 2 usage error, 3 no puzzle with these options was\n"
    "found within the attempts, 4 standard output could not be written.\n";

}  // namespace

int gen_command(int argc, char** argv, Output& out, Output& err) {
    GenerateSettings settings;
    OptionTable table(26, {generate_options(settings)}, generate_rules());
    const std::string help = table.help_between(kHelpStart, kHelpEnd);
    const CommandSpec spec{"sudoku gen", help};
    Arguments arguments;
    if (const auto stop = table.parse(spec, argc, argv, arguments, out, err)) return *stop;
    // Operands are salt, as testlib users add to a generator's command line:
    // they change the seed and nothing else.
    if (const auto stop = finish_generate_options(spec, table, settings, {argv + 1, argv + argc}, err)) return *stop;
    const auto text = generate_input(*settings.seed, settings.options);
    if (!text) {
        err.write("sudoku: no puzzle with these options was found within the attempts (try other givens or dominoes, or more --attempts)\n");
        return kNoPuzzleFound;
    }
    return print_and_exit(out, err, *text);
}

}  // namespace sudoku::cli
