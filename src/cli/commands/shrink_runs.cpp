#include "shrink_runs.hpp"

#include <cerrno>
#include <chrono>

#include "interrupts.hpp"
#include "judged_run.hpp"
#include "saved_runs.hpp"
#include "terminal.hpp"
#include "test_saving.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/judging/checker.hpp"
#include "sudoku/pipeline/solve.hpp"

namespace sudoku::cli {

std::optional<Outcome> run_confirmed(const std::string& text, Format format, const ShrinkSettings& settings,
                                     std::string& error) {
    if (const int failed = write_file(settings.scratch, text)) {
        error = "cannot write " + quote_name(settings.scratch) + ": " + system_error_text(failed);
        return std::nullopt;
    }
    const JudgeInput input = judge_input_of(text, format);
    Outcome outcome = run_and_judge(input, settings.program, settings.scratch, settings.limits);
    if (outcome.verdict != Verdict::time_limit) return outcome;
    // A busy machine can make one run slow: a TLE counts when a second run has one too.
    Outcome again = run_and_judge(input, settings.program, settings.scratch, settings.limits);
    return again.verdict == Verdict::time_limit ? outcome : again;
}

std::optional<Shrunk> shrink_failure(const ShrinkInput& input, const Outcome& failure, const ShrinkSettings& settings,
                                     Output& err) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
    ProgressLine progress(err);
    Shrunk shrunk{{input, 0, false}, failure, 0};
    std::string write_error, judged;  // judged: the input shrunk.outcome is of
    const auto fails = [&](const std::string& text) {
        auto outcome = run_confirmed(text, input.format(), settings, write_error);
        if (!outcome || InterruptGuard::finishing() || outcome->verdict != failure.verdict) return false;
        shrunk.outcome = std::move(*outcome);
        judged = text;
        return true;
    };
    const auto stop = [&] {
        return !write_error.empty() || elapsed() >= settings.budget_seconds || InterruptGuard::finishing();
    };
    shrunk.result = shrink(input, fails, stop, [&](const ShrinkInput& now, int runs) {
        progress.show("shrink " + std::to_string(now.open_cells()) + " open cells  run " + std::to_string(runs));
    });
    // The last failing run may be of a walk's later input, not the smallest
    // kept: the verdict reported is the one on the input printed.
    const std::string text = shrunk.result.input.text();
    if (write_error.empty() && text != judged && !InterruptGuard::finishing())
        if (auto outcome = run_confirmed(text, input.format(), settings, write_error)) shrunk.outcome = std::move(*outcome);
    shrunk.interrupted = InterruptGuard::finishing();
    if (shrunk.interrupted && text != judged) shrunk.outcome.output.reset();  // another input's
    progress.clear();
    if (!write_error.empty()) {
        err.write("sudoku: " + write_error + "\n");
        return std::nullopt;
    }
    shrunk.seconds = elapsed();
    return shrunk;
}

std::string shrink_summary(const ShrinkInput& before, const Shrunk& shrunk) {
    const ShrinkInput& after = shrunk.result.input;
    const char* what = before.format() == Format::boj4574 ? "open cells" : "blanks";
    std::string text = "shrunk from " + std::to_string(before.open_cells()) + " " + what + " to " +
                       std::to_string(after.open_cells());
    if (before.cases().size() > 1)
        text += " (" + std::to_string(after.cases().size()) + " case" + (after.cases().size() == 1 ? "" : "s") + " of " +
                std::to_string(before.cases().size()) + ")";
    text += " in " + counted(static_cast<int>(shrunk.result.runs), "run") + ", " + format_number("%.1fs", shrunk.seconds);
    if (shrunk.interrupted) text += "; interrupted: the smallest input that failed so far";
    else if (!shrunk.result.minimal) text += "; the time budget ran out: smaller inputs may still fail";
    return text + "\n";
}

JsonObject& add_shrink_summary(JsonObject& json, const ShrinkInput& before, const Shrunk& shrunk) {
    return json.integer("from", before.open_cells())
        .integer("to", shrunk.result.input.open_cells())
        .integer("runs", shrunk.result.runs)
        .number("seconds", shrunk.seconds, "%.1f")
        .boolean("minimal", shrunk.result.minimal)
        .boolean("interrupted", shrunk.interrupted);
}

namespace {

// Saves the shrunk input as BASE-shrunk and says so: a report line and
// where, or with --json one object with the verdict, where and the summary.
bool save_shrunk(const std::string& base, const ShrinkInput& before, const Shrunk& shrunk, bool json, bool colour,
                 Output& out, Output& err) {
    const std::string text = shrunk.result.input.text();
    if (!json) {
        out.write(shrink_summary(before, shrunk));
        if (!shrunk.interrupted) out.write(report_line(shrunk.outcome, base + "-shrunk", colour));
        return save_run(base + "-shrunk", text, shrunk.outcome, out, err);
    }
    std::string said, name;
    Output unsaid(said);
    if (!save_run(base + "-shrunk", text, shrunk.outcome, unsaid, err, &name)) return false;
    JsonObject line = json_of(shrunk.outcome, name + ".in");
    if (shrunk.outcome.output) line.text("output", name + ".out");
    out.write(add_shrink_summary(line, before, shrunk).line());
    return true;
}

// --shrink: the shrunk input, or nullopt when something could not be written.
std::optional<std::string> shrink_and_report(const std::string& base, const std::string& input, Format format,
                                             const Outcome& failure, ShrinkSettings settings, bool json, bool colour,
                                             Output& out, Output& err) {
    auto read = ShrinkInput::read(input, format);
    if (!std::holds_alternative<ShrinkInput>(read)) return input;  // a generated input always reads; kept as it is
    const ScratchInput scratch;  // its own: the other runs' files may still be in use
    if (scratch.path().empty()) {
        err.write("sudoku: cannot make a scratch file: " + system_error_text(errno) + "\n");
        return std::nullopt;
    }
    settings.scratch = scratch.path();
    const ShrinkInput& before = std::get<ShrinkInput>(read);
    out.flush();
    InterruptGuard::finish_on_signal();  // what is shrunk by then is saved
    const auto shrunk = shrink_failure(before, failure, settings, err);
    if (!shrunk) return std::nullopt;
    if (!save_shrunk(base, before, *shrunk, json, colour, out, err)) return std::nullopt;
    return shrunk->result.input.text();
}

}  // namespace

bool shrink_and_keep(const std::string& base, const std::string& input, Format format, const Outcome& failure,
                     const FailureKeeping& keeping, bool colour, Output& out, Output& err) {
    std::optional<std::string> kept = input;
    if (keeping.shrink_seconds)
        kept = shrink_and_report(base, input, format, failure, {keeping.program, keeping.limits, *keeping.shrink_seconds, {}},
                                 keeping.json, colour, out, err);
    std::string said, kept_as;  // --json: where the test was kept, as an object
    Output unsaid(said);
    const bool saved =
        kept && (!keeping.save_to || save_as_test(*keeping.save_to, base, *kept, format, keeping.json ? unsaid : out, err, &kept_as));
    if (saved && keeping.json && keeping.save_to) out.write(JsonObject().text("kept_as", kept_as).line());
    if (InterruptGuard::finishing()) {
        out.flush();
        err.flush();
        InterruptGuard::die_of_the_signal();
    }
    return saved;
}

std::string answer_of(const std::string& text, Format format) {
    LineReader reader(text);
    std::string answer, ignored;
    Output out(answer), err(ignored);
    RunOptions options;
    options.format = format;
    options.jobs = 1;
    solve_input(reader, "-", options, out, err);
    out.flush();
    return answer;
}

bool save_as_test(const std::string& dir, const std::string& name, const std::string& input, Format format, Output& out,
                  Output& err, std::string* kept_as) {
    std::string error;
    const auto path = save_test(dir, name, input, answer_of(input, format), error);
    if (!path) {
        err.write("sudoku: --save-to: " + error + "\n");
        return false;
    }
    if (kept_as) *kept_as = *path;
    out.write("kept as the test " + quote_name(*path) + ", with its answer\n");
    return true;
}

}  // namespace sudoku::cli
