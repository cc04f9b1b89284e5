#include "run_files.hpp"

#include "options.hpp"

#include "sudoku/io/input_file.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/report.hpp"

namespace sudoku::cli {
namespace {

ExitStatus run_file(const std::string& file, const RunOptions& options, Output& out, Output& err) {
    const InputFile opened(file);
    if (!opened.is_open()) {
        report(out, err, file, system_error_text(opened.error()));
        return ExitStatus::bad_input;
    }
    LineReader input(opened.fd());
    input.before_blocking_read([&out] { out.flush(); });
    return solve_input(input, file, options, out, err);
}

}  // namespace

int run_files(const std::vector<std::string>& files, const RunOptions& options, Output& out, Output& err) {
    ExitStatus status = ExitStatus::solved;
    if (files.empty()) status = run_file("-", options, out, err);
    for (const auto& file : files) {
        if (out.error() != 0) break;
        status = worse(status, run_file(file, options, out, err));
    }
    out.flush();
    if (out.error() != 0) {
        err.write("sudoku: write error: " + system_error_text(out.error()) + "\n");
        return static_cast<int>(ExitStatus::write_error);
    }
    return static_cast<int>(status);
}

int run_puzzle_command(const PuzzleCommand& command, std::vector<Option> rows, RunOptions& options, int argc, char** argv,
                       Output& out, Output& err) {
    OptionTable table(19, {std::move(rows), puzzle_reading_options(options, command.jobs_help, command.search_limit_help)});
    const std::string help = table.help_between(command.help_start, command.help_end);
    const CommandSpec spec{command.name, help};
    Arguments arguments;
    if (const auto stop = table.parse(spec, argc, argv, arguments, out, err)) return *stop;
    if (const auto status = command.instead_of_files ? command.instead_of_files(out) : std::nullopt) {
        out.flush();
        return *status;
    }
    // A count answers nothing a judge asks of solved grids (Codeforces 1335D), or where the answer is no grid.
    const JudgeFormat* row = options.format && options.task == Task::count ? judge_format(*options.format) : nullptr;
    if (row && row->answer == AnswerPolicy::anti_sudoku)
        return usage_error(spec, err, "count is not for " + std::string(row->problem) + ": its input is solved grids, whose answer is no count");
    if (row && !answers_with_grid(*row))
        return usage_error(spec, err, std::string(row->problem) + "'s answer is not a grid: count is for the problems whose answer is one");
    options.name_counts = arguments.operands.size() > 1;  // as grep names files: whose count each line is
    return run_files(arguments.operands, options, out, err);
}

}  // namespace sudoku::cli
