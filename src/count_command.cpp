// `sudoku count [--limit=N] [OPTION]... [FILE]...`
#include "command_line.hpp"

namespace sudoku::cli {
namespace {

constexpr std::string_view kCommand = "sudoku count";
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
    "  -j, --jobs=N     count the line format on N threads (default: one per core)\n"
    "  --search-limit=N give up a Sudominoku case after N domino placements\n"
    "                   (default 1048576; 0: no limit)\n"
    "  -h, --help       display this help and exit\n"
    "      --version    output version information and exit\n"
    "\n"
    "Exit status as for solving: 0 every puzzle has a solution, 1 one has none\n"
    "(its line says 0), 2 usage error or malformed input, 3 search limit reached.\n";

}  // namespace

int count_command(int argc, char** argv, Output& out, Output& err) {
    RunOptions options;
    options.task = Task::count;
    std::vector<std::string> files;
    const auto limit_option = [&](int argc, char** argv, int& i) -> std::optional<int> {
        const std::string_view arg = argv[i];
        const auto limit = match_option(arg, "limit", 0, argc, argv, i);
        if (!limit.matched) return std::nullopt;
        if (!limit.value) return usage_error(err, kCommand, "option '" + std::string(arg) + "' requires an argument");
        const auto n = parse_number(*limit.value, 1, kMaxLimit);
        if (!n) return usage_error(err, kCommand, "invalid limit '" + std::string(*limit.value) + "' (1 to 1000000000)");
        options.count_limit = static_cast<int>(*n);
        return 0;
    };
    if (const auto stop = parse_puzzle_command(kCommand, kHelp, argc, argv, options, files, out, err, limit_option))
        return *stop;
    return run_files(files, options, out, err);
}

}  // namespace sudoku::cli
