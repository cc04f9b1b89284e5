// `sudoku [solve] [OPTION]... [FILE]...`: the default command.
#include "arguments.hpp"
#include "commands.hpp"
#include "solve_lists.hpp"
#include "options.hpp"
#include "run_files.hpp"

namespace sudoku::cli {
namespace {

constexpr std::string_view kHelpStart =
    "Usage: sudoku [OPTION]... [FILE]...\n"
    "  or:  sudoku COMMAND [OPTION]... [ARG]...\n"
    "Solve the Sudoku puzzles in each FILE (or standard input), print the solutions.\n"
    "\n"
    "With no FILE, or when FILE is -, read standard input.\n"
    "The format is detected from the first non-blank line:\n"
    "  BOJ 2580   9 lines of 9 numbers, 0 for a blank; prints the grid the same way\n"
    "  BOJ 4574   Sudominoku cases, each a domino count N, N domino lines and a line\n"
    "             of 9 locations, ending with a line 0; prints 'Puzzle k' and 9 lines\n"
    "  line       one puzzle per line, 81 characters of 1-9 and '.' or '0';\n"
    "             prints one line per puzzle in input order: its 81 digits, or\n"
    "             'unsolvable' or 'invalid' (with a message on stderr)\n"
    "\n"
    "Commands (solve is the default):\n";

// After the commands' lines, which come from their table.
constexpr std::string_view kHelpAfterCommands =
    "'sudoku COMMAND --help' or 'sudoku help COMMAND' describes each. A command\n"
    "mistyped (and no file of that name) is a usage error. To solve a file named\n"
    "like a command, write 'sudoku solve check' or 'sudoku ./check'.\n"
    "\n"
    "Options:\n";

constexpr std::string_view kHelpEnd =
    "\n"
    "Exit status:\n"
    "  0  every puzzle was solved\n"
    "  1  a well-formed puzzle has no solution\n"
    "  2  usage error, unreadable file or malformed input\n"
    "  3  a Sudominoku case reached the search limit undecided\n"
    "  4  standard output could not be written\n";

std::string help_start() {
    std::string help(kHelpStart);
    for (const auto& command : kSubcommands)
        help += "  " + std::string(command.name) + std::string(9 - command.name.size(), ' ') + std::string(command.summary) + '\n';
    return help + std::string(kHelpAfterCommands);
}

Option list_option(std::optional<Listing>& listing) {
    std::vector<std::string_view> words;
    for (const auto& [word, kind] : kListings) words.push_back(word);
    return {"list", 0, "WHAT", custom("list", listed(words), [&listing](std::string_view given) {
                for (const auto& [word, kind] : kListings)
                    if (given == word) return listing = kind, true;
                return false;
            }),
            "print the commands, the formats or gen's --answer kinds\n"
            "(WHAT: commands, formats or answers), a line each:\n"
            "its name, a tab and what it is; then exit"};
}

}  // namespace

int solve_command(int argc, char** argv, Output& out, Output& err) {
    RunOptions options;
    std::optional<Listing> listing;
    PuzzleCommand command{"sudoku", help_start(), kHelpEnd,
                                "solve the puzzles of an input of several on N threads\n"
                                "(default: one per core; the output order never changes)",
                                "give up a Sudominoku case after N domino placements\n"
                                "(default {}, about 2 s; 0: no limit)"};
    command.instead_of_files = [&listing](Output& out) -> std::optional<int> {
        if (!listing) return std::nullopt;
        write_listing(*listing, out);
        return 0;
    };
    return run_puzzle_command(command, {list_option(listing)}, options, argc, argv, out, err);
}

}  // namespace sudoku::cli
