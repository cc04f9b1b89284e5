// `sudoku check [--format=F] INPUT OUTPUT [ANSWER]`: a testlib checker.
#include "arguments.hpp"
#include "commands.hpp"
#include "options.hpp"
#include "sudoku/io/input_file.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/judging/checker.hpp"

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
    "read, or the arguments are wrong (then with a usage message).\n";

int finish(const Judgement& judgement, Output& err) {
    err.write(judgement.message + "\n");
    return static_cast<int>(judgement.verdict);
}

int fail(Output& err, const std::string& what) { return finish({Verdict::fail, "fail: " + what}, err); }

}  // namespace

int check_command(int argc, char** argv, Output& out, Output& err) {
    const CommandSpec spec{"sudoku check", kHelp, static_cast<int>(Verdict::fail)};
    std::optional<Format> format;
    Arguments arguments;
    const auto format_option = [&](int argc, char** argv, int& i) {
        return read_format_option(spec, argc, argv, i, format, err);
    };
    if (const auto stop = parse_arguments(spec, argc, argv, format_option, arguments, out, err)) return *stop;
    const auto& files = arguments.operands;
    if (files.size() < 2 || files.size() > 3)
        return usage_error(spec, err, "expected INPUT OUTPUT [ANSWER], found " + counted(static_cast<int>(files.size()), "file"));

    const InputFile input_file(files[0]);
    if (!input_file.is_open())
        return fail(err, "input: cannot open " + quote_name(files[0]) + ": " + system_error_text(input_file.error()));
    LineReader input(input_file.fd());
    const auto puzzles = read_judge_input(input, format);
    if (const auto* error = std::get_if<ReadError>(&puzzles)) return finish(input_failure(*error), err);

    const InputFile output_file(files[1]);
    if (!output_file.is_open())
        return fail(err, "output: cannot open " + quote_name(files[1]) + ": " + system_error_text(output_file.error()));
    LineReader output(output_file.fd());
    return finish(judge_output(std::get<JudgeInput>(puzzles), output), err);
}

}  // namespace sudoku::cli
