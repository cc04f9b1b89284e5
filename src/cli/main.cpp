// The executable: picks the subcommand and hands it the command line.
// `sudoku [OPTION]... [FILE]...` solves, as it always has.
#include <array>
#include <filesystem>
#include <iterator>
#include <new>
#include <stdexcept>
#include <string>
#include <string_view>

#include "commands.hpp"
#include "sudoku/io/system.hpp"
#include "suggestion.hpp"

namespace {

using sudoku::cli::kSubcommands;
using sudoku::cli::Subcommand;

// What a mistyped first word is compared with: every subcommand, and help.
constexpr auto kCommandNames = [] {
    std::array<std::string_view, std::size(kSubcommands) + 1> names{};
    for (std::size_t i = 0; i < std::size(kSubcommands); ++i) names[i] = kSubcommands[i].name;
    names.back() = "help";
    return names;
}();

const Subcommand* find(std::string_view name) {
    for (const auto& subcommand : kSubcommands)
        if (name == subcommand.name) return &subcommand;
    return nullptr;
}

// `sudoku help [COMMAND]`: COMMAND's --help (solving's, without one).
int help(int argc, char** argv, sudoku::Output& out, sudoku::Output& err) {
    const Subcommand* command = argc > 2 ? find(argv[2]) : &kSubcommands[0];
    if (!command) {
        err.write("sudoku: help: no command '" + std::string(argv[2]) + "'\nTry 'sudoku --help' for more information.\n");
        return 2;
    }
    std::string name(command->name), option("--help");
    char* words[] = {name.data(), option.data(), nullptr};
    return command->run(2, words, out, err);
}

// A first word that names no command and no file, but is a command
// mistyped: `sudoku tset DIR -- ./sol` would try to solve ./sol.
int unknown_command(std::string_view typed, std::string_view meant, sudoku::Output& err) {
    err.write("sudoku: unknown command '" + std::string(typed) + "' (did you mean '" + std::string(meant) +
              "'?)\nTry 'sudoku --help' for more information.\n");
    return 2;
}

int dispatch(int argc, char** argv, sudoku::Output& out, sudoku::Output& err) {
    if (argc > 1) {
        const std::string_view first = argv[1];
        if (const Subcommand* command = find(first)) return command->run(argc - 1, argv + 1, out, err);
        std::error_code error;
        // `sudoku FILE` never changes, and a path (./check) is a file meant, missing or not.
        const bool names_a_path = first.find_first_of("/\\.") != std::string_view::npos;
        if (!first.starts_with('-') && !names_a_path && !std::filesystem::exists(first, error)) {
            if (first == "help") return help(argc, argv, out, err);
            if (const auto meant = sudoku::cli::closest_word(first, kCommandNames)) return unknown_command(first, *meant, err);
        }
    }
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
    sudoku::os::prepare_standard_streams();
    sudoku::Output out(sudoku::os::kStandardOutput);
    sudoku::Output err(sudoku::os::kStandardError);
    try {
        return dispatch(argc, argv, out, err);
    } catch (const std::bad_alloc&) {
        return report_and_fail(argc, argv, err, "out of memory");
    } catch (const std::exception& error) {
        return report_and_fail(argc, argv, err, error.what());
    }
}
