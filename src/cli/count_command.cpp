// `sudoku count [--limit=N] [OPTION]... [FILE]...`
#include "arguments.hpp"
#include "commands.hpp"
#include "options.hpp"
#include "run_files.hpp"

namespace sudoku::cli {
namespace {

constexpr long long kMaxLimit = 1'000'000'000;

constexpr std::string_view kHelp =
    "Usage: sudoku count [--limit=N] [OPTION]... [FILE]...\n"
    "Print, for each puzzle in each FILE (or standard input) in input order, one line\n"
    "with its number of solutions, counting up to N: with the default N=2, 0, 1 and 2\n"
    "read none, unique and several. Where a puzzle has several solutions, any of them\n"
    "is a right answer, so compare answers with 'sudoku check', not with diff.\n"
    "For BOJ 4574, distinct grids are counted: two tilings of one grid count once.\n"
    "\n"
    "  --limit=N        stop counting at N (1 to 1000000000; default 2)\n"
    "  --format=FORMAT  read FORMAT: auto (the default), 2580, 4574 or line\n"
    "  -j, --jobs=N     count line-format puzzles and 4574 cases on N threads\n"
    "                   (default: one per core)\n"
    "  --search-limit=N give up a Sudominoku case after N domino placements\n"
    "                   (default 1048576; 0: no limit)\n"
    "  -h, --help       display this help and exit\n"
    "      --version    output version information and exit\n"
    "\n"
    "Exit status as for solving: 0 every puzzle has a solution, 1 one has none\n"
    "(its line says 0), 2 usage error or malformed input, 3 search limit reached.\n";

}  // namespace

int count_command(int argc, char** argv, Output& out, Output& err) {
    const CommandSpec spec{"sudoku count", kHelp};
    RunOptions options;
    options.task = Task::count;
    Arguments arguments;
    const auto option = [&](int argc, char** argv, int& i) -> std::optional<int> {
        if (auto status = read_pipeline_option(spec, argc, argv, i, options, err)) return status;
        return read_value_option(spec, "limit", 0, argc, argv, i, err, "limit", "1 to 1000000000", [&](std::string_view value) {
            const auto n = parse_number(value, 1, kMaxLimit);
            if (n) options.count_limit = static_cast<int>(*n);
            return n.has_value();
        });
    };
    if (const auto stop = parse_arguments(spec, argc, argv, option, arguments, out, err)) return *stop;
    return run_files(arguments.operands, options, out, err);
}

}  // namespace sudoku::cli
