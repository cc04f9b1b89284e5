// The executable: picks the subcommand and hands it the command line.
// `sudoku [OPTION]... [FILE]...` solves, as it always has.
#include <unistd.h>

#include <new>
#include <stdexcept>
#include <string>
#include <string_view>

#include "commands.hpp"

namespace {

using Command = int (*)(int, char**, sudoku::Output&, sudoku::Output&);

struct Subcommand {
    std::string_view name;
    Command run;
};

constexpr Subcommand kSubcommands[] = {
    {"solve", sudoku::cli::solve_command},
    {"check", sudoku::cli::check_command},
    {"count", sudoku::cli::count_command},
    {"test", sudoku::cli::test_command},
    {"gen", sudoku::cli::gen_command},
    {"validate", sudoku::cli::validate_command},
    {"stress", sudoku::cli::stress_command},
};

int dispatch(int argc, char** argv, sudoku::Output& out, sudoku::Output& err) {
    if (argc > 1)
        for (const auto& subcommand : kSubcommands)
            if (argv[1] == subcommand.name) return subcommand.run(argc - 1, argv + 1, out, err);
    return sudoku::cli::solve_command(argc, argv, out, err);
}

// The last resort: the commands report what they can foresee, but memory or
// threads can run out anywhere, and that is one message and the command's
// failure status (check's is testlib's 3), never an abort.
int report_and_fail(int argc, char** argv, sudoku::Output& err, const char* what) {
    const bool checker = argc > 1 && std::string_view(argv[1]) == "check";
    err.write(std::string(checker ? "fail: " : "sudoku: ") + what + "\n");
    err.flush();
    return checker ? 3 : 2;
}

}  // namespace

int main(int argc, char** argv) {
    sudoku::Output out(STDOUT_FILENO);
    sudoku::Output err(STDERR_FILENO);
    try {
        return dispatch(argc, argv, out, err);
    } catch (const std::bad_alloc&) {
        return report_and_fail(argc, argv, err, "out of memory");
    } catch (const std::exception& error) {
        return report_and_fail(argc, argv, err, error.what());
    }
}
