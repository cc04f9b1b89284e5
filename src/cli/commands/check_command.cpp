// `sudoku check`: the special judge, called the way each judge calls a
// checker (conventions.hpp). The jury's answer, when given, is trusted only
// once it is itself judged right, so that no argument order makes a wrong
// output pass.
#include <cerrno>
#include <filesystem>
#include <system_error>

#include "arguments.hpp"
#include "commands.hpp"
#include "conventions.hpp"
#include "options.hpp"
#include "sudoku/io/input_file.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/judging/checker.hpp"

namespace sudoku::cli {
namespace {

constexpr std::string_view kHelpStart =
    "Usage: sudoku check [OPTION]... INPUT OUTPUT [ANSWER [RESULT_FILE [-appes]]]\n"
    "  or:  sudoku check [OPTION]... INPUT ANSWER FEEDBACK_DIR [FLAG]... < OUTPUT\n"
    "  or:  sudoku check --cms [OPTION]... INPUT ANSWER OUTPUT\n"
    "Judge OUTPUT, a program's answer to the judge input INPUT, by the rules rather\n"
    "than against one stored answer, so that any right answer is accepted. ANSWER,\n"
    "the jury's answer, is judged first and must be right, or the check fails.\n"
    "\n"
    "Called as each judge calls a checker:\n"
    "  testlib, Polygon, Codeforces, online-judge-tools: INPUT OUTPUT [ANSWER\n"
    "    [RESULT_FILE [-appes]]]; exit 0 ok, 1 wrong answer, 2 presentation error,\n"
    "    3 failure; RESULT_FILE gets the verdict's words (XML with -appes);\n"
    "    oj test -c ./a.out --judge-command 'sudoku check'\n"
    "  Kattis, DOMjudge output validator: INPUT ANSWER FEEDBACK_DIR [FLAG]...\n"
    "    with OUTPUT on stdin, recognised by FEEDBACK_DIR being a directory or by\n"
    "    the option --kattis; exit 42 accepted, 43 wrong, the reason in\n"
    "    FEEDBACK_DIR/judgemessage.txt; of the FLAGs (the problem's\n"
    "    validator_flags), --strict and --format=FORMAT act, the rest are ignored\n"
    "  CMS (with --cms): INPUT ANSWER OUTPUT; the score, 1.0 or 0.0, on stdout\n"
    "\n"
    "How OUTPUT is read: BOJ 2580 token by token, as its special judge reads it\n"
    "with testlib (any spaces, tabs and newlines between the 81 numbers; a token\n"
    "that is not a plain integer, such as 05 or +5, is a presentation error; an\n"
    "integer outside 1..9 a wrong answer); BOJ 4574 line by line as text ('Puzzle k'\n"
    "and 9 lines of 9 digits, trailing whitespace and trailing blank lines\n"
    "ignored); the line format, one line of 81 digits per puzzle. Every row,\n"
    "column and box must hold 1..9 and every given be kept; for BOJ 4574 the\n"
    "open cells must be tiled by the unused dominoes, each once.\n"
    "\n";

constexpr std::string_view kHelpEnd =
    "\n"
    "One line on stderr says why: 'ok: 1 puzzle', 'wrong answer: puzzle 3: ...',\n"
    "'presentation error: line 4: ...', 'fail: input:3: ...'. A failure (exit 3 in\n"
    "every convention) is the judge's fault: INPUT is not a valid, solvable judge\n"
    "input, ANSWER is missing or wrong, a file cannot be read or written, or the\n"
    "arguments cannot be what the convention says.\n";

struct Settings {
    std::optional<Format> format;
    Layout layout = Layout::judge;
    bool kattis = false, cms = false, appes = false;
    std::vector<std::string> operands;
};

OptionTable options_of(Settings& settings) {
    return OptionTable(21, {{
        format_option(settings.format, "read INPUT as FORMAT: auto (the default), 2580, 4574,\n"
                      "line, or a judge's problem ('sudoku --help' lists\n"
                      "them)"),
        {"strict", 0, "", act([&settings] { settings.layout = Layout::strict; }), "BOJ 2580: require 9 lines of 9 numbers"},
        {"kattis", 0, "", flag(settings.kattis), "the Kattis and DOMjudge convention (FEEDBACK_DIR third)"},
        {"cms", 0, "", flag(settings.cms), "the CMS convention"},
        {"testset", 0, "NAME", ignored("testset"), "accepted and ignored, as Polygon passes it"},
        {"group", 0, "NAME", ignored("group"), "accepted and ignored, as Polygon passes it"},
    }}, {{OptionRule::excludes, "kattis", {"cms"}, "--kattis and --cms are two conventions: give one"}});
}

bool is_directory(const std::string& path) {
    std::error_code error;
    return std::filesystem::is_directory(path, error);
}

bool is_missing(const std::string& path) {
    std::error_code error;
    return std::filesystem::status(path, error).type() == std::filesystem::file_type::not_found;
}

Judgement failure(std::string what) { return make_judgement(Verdict::fail, std::move(what)); }

// The verdict, the files named as `sink`'s convention orders them: read in
// step, a puzzle at a time (checker.hpp's check_in_step).
Judgement check(const Settings& settings, const std::string& input_path, const std::string& output_path,
                const std::optional<std::string>& answer_path) {
    const auto cannot_open = [](std::string_view role, const std::string& path, const InputFile& file) {
        return failure(std::string(role) + ": cannot open " + quote_name(path) + ": " + system_error_text(file.error()));
    };
    const InputFile input_file(input_path);
    if (!input_file.is_open()) return cannot_open("input", input_path, input_file);
    std::optional<InputFile> answer_file;
    if (answer_path) {
        answer_file.emplace(*answer_path);
        if (!answer_file->is_open()) return cannot_open("answer", *answer_path, *answer_file);
    }
    const InputFile output_file(output_path);
    if (!output_file.is_open()) return cannot_open("output", output_path, output_file);
    LineReader input(input_file.fd()), output(output_file.fd());
    std::optional<LineReader> answer;
    if (answer_file) {
        answer.emplace(answer_file->fd());
        answer->keep_byte_order_mark();  // as testlib reads the answer; the output's is skipped
    }
    return check_in_step(input, settings.format, answer ? &*answer : nullptr, output, settings.layout);
}

// Where the convention puts each file, or why the arguments cannot be it.
struct Files {
    std::string input, output;
    std::optional<std::string> answer;
};

std::variant<Files, Judgement> files_of(const Settings& settings, VerdictSink& sink) {
    const auto& operands = settings.operands;
    const auto count = operands.size();
    // -appes is how testlib's RESULT_FILE is written: the other conventions have none.
    if (settings.appes && sink.convention != Convention::testlib) return failure("-appes goes with a RESULT_FILE");
    switch (sink.convention) {
        case Convention::testlib:
            if (count < 2 || count > 4)
                return failure("expected INPUT OUTPUT [ANSWER [RESULT_FILE [-appes]]], found " +
                               counted(static_cast<int>(count), "file"));
            if (settings.appes && count != 4) return failure("-appes goes with a RESULT_FILE");
            if (count == 4) sink.result_file = operands[3], sink.appes = settings.appes;
            // Three names, the third missing: a jury's answer, or a Kattis FEEDBACK_DIR not made yet.
            if (count == 3 && is_missing(operands[2]))
                return failure("answer: cannot open " + quote_name(operands[2]) +
                               ": no such file or directory (a Kattis or DOMjudge FEEDBACK_DIR must be a directory that exists)");
            return Files{operands[0], operands[1], count >= 3 ? std::optional(operands[2]) : std::nullopt};
        case Convention::kattis:
            if (count < 3) return failure("expected INPUT ANSWER FEEDBACK_DIR, found " + counted(static_cast<int>(count), "file"));
            if (!is_directory(operands[2])) return failure("feedback directory " + quote_name(operands[2]) + " is not a directory");
            sink.feedback_dir = operands[2];
            return Files{operands[0], "-", operands[1]};
        case Convention::cms:
            if (count != 3) return failure("expected INPUT ANSWER OUTPUT, found " + counted(static_cast<int>(count), "file"));
            return Files{operands[0], operands[2], operands[1]};
    }
    return failure("no convention");
}

// Refuses what no convention means: a directory where a file is read, and
// standard input read twice.
std::optional<Judgement> refuse_impossible(const Files& files) {
    int from_stdin = 0;
    const std::pair<std::string_view, const std::string*> roles[] = {
        {"input", &files.input}, {"output", &files.output}, {"answer", files.answer ? &*files.answer : nullptr}};
    for (const auto& [role, path] : roles) {
        if (!path) continue;
        if (*path == "-") ++from_stdin;
        else if (is_directory(*path))
            return failure(std::string(role) + ": cannot open " + quote_name(*path) + ": " + system_error_text(EISDIR));
    }
    if (from_stdin > 1) return failure("standard input can be read once: only one of the files may be -");
    return std::nullopt;
}

// Where the judge's flags start: Kattis and DOMjudge pass the problem's
// validator_flags after FEEDBACK_DIR, words and numbers ("float_tolerance
// -1e-6") that are no options of sudoku's. The index after the third
// operand when it is a directory (or --kattis was given), else argc.
int judge_flags_start(const OptionTable& table, int argc, char** argv) {
    bool kattis = false;
    int operands = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        const bool option = arg.size() > 1 && arg[0] == '-';
        if (arg == "--") return argc;
        if (arg == "--kattis") kattis = true;
        if (option && table.takes_next_word(arg)) ++i;
        if (option) continue;
        if (++operands == 3) return kattis || is_directory(std::string(arg)) ? i + 1 : argc;
    }
    return argc;
}

// The judge's flags: sudoku's own options among them (--strict,
// --format=FORMAT) act; anything else is ignored, never an error. Each is
// read as if it were the last argument, so that none takes the next flag as
// its value, and an option stores its value only when it is valid.
void read_judge_flags(const CommandSpec& spec, OptionTable& table, int from, int argc, char** argv) {
    std::string ignored_text;
    Output ignored(ignored_text);
    for (int i = from; i < argc; ++i) {
        if (std::string_view(argv[i]).rfind("--", 0) != 0) continue;
        int at = i;
        table.read(spec, i + 1, argv, at, ignored);
    }
}

}  // namespace

int check_command(int argc, char** argv, Output& out, Output& err) {
    Settings settings;
    OptionTable table = options_of(settings);
    const std::string help = table.help_between(kHelpStart, kHelpEnd);
    const CommandSpec spec{"sudoku check", help, kFailure};
    const auto option = [&](int argc, char** argv, int& i) -> std::optional<int> {
        const std::string_view arg = argv[i];
        if (arg == "-appes" || arg == "-APPES") return settings.appes = true, 0;  // testlib's, not a GNU option
        return table.read(spec, argc, argv, i, err);
    };
    const int flags = judge_flags_start(table, argc, argv);
    Arguments arguments;
    if (const auto stop = parse_arguments(spec, flags, argv, {option, table.names()}, arguments, out, err)) return *stop;
    read_judge_flags(spec, table, flags, argc, argv);
    settings.operands = std::move(arguments.operands);
    if (const auto stop = table.check_rules(spec, err)) return *stop;

    VerdictSink sink;
    const bool third_is_directory = settings.operands.size() >= 3 && is_directory(settings.operands[2]);
    if (settings.cms) sink.convention = Convention::cms;
    else if (settings.kattis || third_is_directory) sink.convention = Convention::kattis;

    const auto files = files_of(settings, sink);
    if (const auto* fault = std::get_if<Judgement>(&files)) return deliver(*fault, sink, out, err);
    if (const auto fault = refuse_impossible(std::get<Files>(files))) return deliver(*fault, sink, out, err);
    const auto& [input, output, answer] = std::get<Files>(files);
    return deliver(check(settings, input, output, answer), sink, out, err);
}

}  // namespace sudoku::cli
