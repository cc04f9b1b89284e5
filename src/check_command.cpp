// `sudoku check [--format=F] INPUT OUTPUT [ANSWER]`: a testlib checker.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

#include "command_line.hpp"
#include "sudoku/judge.hpp"

namespace sudoku::cli {
namespace {

constexpr std::string_view kHelp =
    "Usage: sudoku check [--format=FORMAT] INPUT OUTPUT [ANSWER]\n"
    "Judge OUTPUT, a program's answer to the judge input INPUT, by the rules rather\n"
    "than against one stored answer, so that any right answer is accepted.\n"
    "It follows testlib's checker convention, and online-judge-tools can call it:\n"
    "  oj test -c ./a.out --judge-command 'sudoku check'\n"
    "ANSWER (the jury's output) is accepted and not needed. OUTPUT may be -.\n"
    "\n"
    "BOJ 2580: 9 lines of 9 numbers; every row, column and box holds 1..9, and\n"
    "every given is kept. BOJ 4574: per case 'Puzzle k' and 9 lines of 9 digits;\n"
    "a valid sudoku keeping every given digit whose open cells the unused dominoes\n"
    "tile, each once. Line format: one line of 81 digits per puzzle.\n"
    "Trailing spaces, CRLF, a missing final newline and trailing blank lines are\n"
    "fine; anything else off the judge's layout is a presentation error.\n"
    "\n"
    "  --format=FORMAT  read INPUT as FORMAT: auto (the default), 2580, 4574 or line\n"
    "  -h, --help       display this help and exit\n"
    "      --version    output version information and exit\n"
    "\n"
    "One line on stderr says why: 'ok: 1 puzzle', 'wrong answer: puzzle 3: ...',\n"
    "'presentation error: line 4: ...', 'fail: input:3: ...'.\n"
    "Exit status (testlib's): 0 accepted, 1 wrong answer, 2 presentation error,\n"
    "3 failure: INPUT is not a valid, solvable judge input, a file cannot be\n"
    "read, or the arguments are wrong.\n";

int finish(const Judgement& judgement, Output& err) {
    err.write(judgement.message + "\n");
    return static_cast<int>(judgement.verdict);
}

int fail(Output& err, const std::string& what) { return finish({Verdict::fail, "fail: " + what}, err); }

// An open file, or stdin for "-"; closed when done.
struct InputFile {
    explicit InputFile(const std::string& path) : fd(path == "-" ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY)), error(errno) {}
    ~InputFile() {
        if (fd > STDIN_FILENO) ::close(fd);
    }
    int fd;
    int error;
};

}  // namespace

int check_command(int argc, char** argv, Output& out, Output& err) {
    std::optional<Format> format;
    std::vector<std::string> files;
    bool options_done = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (options_done || is_operand(arg)) {
            files.emplace_back(arg);
        } else if (arg == "--") {
            options_done = true;
        } else if (arg == "--help" || arg == "-h") {
            return print_and_exit(out, err, kHelp);
        } else if (arg == "--version") {
            return print_and_exit(out, err, version_text());
        } else if (const auto chosen = match_option(arg, "format", 0, argc, argv, i); chosen.matched) {
            const auto name = chosen.value ? parse_format_name(*chosen.value) : std::nullopt;
            if (chosen.value && *chosen.value == "auto") format.reset();
            else if (!name) return fail(err, "usage: invalid --format (choose auto, 2580, 4574 or line)");
            else format = name;
        } else {
            return fail(err, "usage: unrecognized option " + quote(arg));
        }
    }
    if (files.size() < 2 || files.size() > 3) return fail(err, "usage: sudoku check INPUT OUTPUT [ANSWER]");

    const InputFile input_file(files[0]);
    if (input_file.fd < 0) return fail(err, "input: cannot open " + quote(files[0]) + ": " + system_error_text(input_file.error));
    LineReader input(input_file.fd);
    const auto puzzles = read_judge_input(input, format);
    if (const auto* error = std::get_if<ReadError>(&puzzles)) return finish(input_failure(*error), err);

    const InputFile output_file(files[1]);
    if (output_file.fd < 0) return fail(err, "output: cannot open " + quote(files[1]) + ": " + system_error_text(output_file.error));
    LineReader output(output_file.fd);
    return finish(judge_output(std::get<JudgeInput>(puzzles), output), err);
}

}  // namespace sudoku::cli
