// `sudoku stress [OPTION]... -- COMMAND [ARG]...`: fresh inputs from the
// generator, each run and judged, stopping at the first failure with the
// input saved.
#include <cerrno>
#include <algorithm>
#include <memory>
#include <mutex>

#include "arguments.hpp"
#include "commands.hpp"
#include "options.hpp"
#include "interrupts.hpp"
#include "judged_run.hpp"
#include "saved_runs.hpp"
#include "shrink_runs.hpp"
#include "terminal.hpp"
#include "stress_hunt.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/system.hpp"
#include "sudoku/io/whole_input.hpp"
#include "sudoku/sandbox/process.hpp"
#include "sudoku/pipeline/worker_pool.hpp"
#include "sudoku/testgen/hunt.hpp"
#include "sudoku/testgen/shrink.hpp"

namespace sudoku::cli {
namespace {

constexpr std::string_view kHelpStart =
    "Usage: sudoku stress [OPTION]... -- COMMAND [ARG]...\n"
    "Stress-test COMMAND: for run i (from 0), generate an input with seed S+i as\n"
    "'sudoku gen' would (S is --seed, else a hash of the generator options, the\n"
    "ones gen takes: the limits, --runs, -j, --shrink and --save-to leave it),\n"
    "run COMMAND on it under the time limit, and judge its output with\n"
    "'sudoku check' (as the judge reads it). Where the problem's answer says a\n"
    "kind, the inputs mix every kind, as gen's do. At the first failure print the\n"
    "verdict, the reason and the seed, save the input as stress-SEED.in and the\n"
    "output as stress-SEED.out in the current directory, and exit 1. When every\n"
    "run passes, the last line is 'N passed, 0 failed'. A progress line shows on\n"
    "a terminal.\n"
    "\n"
    "With --hunt, stress looks for the input COMMAND is slowest on, to find a TLE:\n"
    "it starts from 'gen --hard' puzzles against each backtracking model (4574:\n"
    "cases with 10 dominoes kept off the top rows), runs COMMAND on moves of the\n"
    "one it has been slowest on, and keeps a move when COMMAND takes more CPU time\n"
    "on it. The first TLE, confirmed by a second run, ends the hunt as a failure\n"
    "does; when the budget runs out, the slowest input is reported and saved as\n"
    "stress-SEED.in, and the exit status is 0. --hard=MODEL hunts with one model.\n"
    "\n";

constexpr std::string_view kHelpEnd =
    "\n"
    "Repeat a failure of the random runs with 'sudoku gen --seed=SEED' and the same\n"
    "options. A hunt's input is made by moves no gen command repeats: its saved\n"
    "stress-SEED.in is what reproduces it. An earlier stress-SEED file is never\n"
    "overwritten: the new one is stress-SEED-2 and so on.\n"
    "The output saved is its first MiB at most. Interrupted while --shrink shrinks,\n"
    "stress saves the smallest failing input so far as stress-SEED-shrunk.in and\n"
    "dies of the signal; interrupted before, it saves nothing of the run cut short.\n"
    "Exit status: 0 every run passed (--hunt: no failure within the budget), 1 one\n"
    "failed (a confirmed TLE among them), 2 usage error, 3 no puzzle with these\n"
    "options was found within the attempts (no run failed), 4 standard output or\n"
    "a file (the saved input, a scratch file) could not be written.\n";

constexpr int kMaxJobs = 256;
// Runs go to the pool this many at a time, so that memory stays bounded
// however many runs are asked for.
constexpr int kRunsAtATime = 64;

struct Settings {
    GenerateSettings generate;
    int runs = kDefaultStressRuns;
    int jobs = kDefaultRunJobs;
    bool hunt = false, json = false;
    double budget_seconds = kDefaultBudgetSeconds;
    std::optional<double> shrink_seconds;
    std::optional<std::string> save_to;
    ProcessLimits limits = default_limits();
    std::vector<std::string> program;
};

// The generator's rules, and the hunt's: it runs one puzzle at a time at its own pace.
std::vector<OptionRule> stress_rules() {
    std::vector<OptionRule> rules = generate_rules();
    rules.insert(rules.end(), {
        {OptionRule::excludes, "hunt", {"runs", "jobs", "count"},
         "--hunt runs one puzzle at a time until its --budget: --runs, --jobs and --count do not apply"},
        {OptionRule::excludes, "hunt", {"effort"}, "--hunt climbs at its own pace: --effort does not apply"},
        {OptionRule::needs, "budget", {"hunt"}, "--budget is for --hunt"},
    });
    return rules;
}

OptionTable options_of(Settings& settings) {
    return OptionTable(26, {{
        {"runs", 0, "N", number(settings.runs, "number of runs", 1, 100'000'000),
         filled("how many inputs (default {})", {figure(kDefaultStressRuns)})},
        jobs_option(settings.jobs, kMaxJobs,
                    filled("N runs at a time (default {}); the failure reported is\n"
                           "the first in seed order", {figure(kDefaultRunJobs)})),
        {"hunt", 0, "", flag(settings.hunt), "hunt for a slow input instead of random runs"},
        {"budget", 0, "SECONDS", seconds(settings.budget_seconds, "budget"),
         filled("--hunt: start no run after this much wall time\n"
                "(default {})", {figure(kDefaultBudgetSeconds)})},
        {"shrink", 0, "SECONDS",
         {[&settings] { settings.shrink_seconds = kDefaultBudgetSeconds; },
          [&settings](std::string_view value) {
              const auto budget = parse_seconds(value);
              if (budget) settings.shrink_seconds = *budget;
              return budget.has_value();
          },
          "shrink budget", "seconds, over 0", {}},
         filled("shrink the failure as 'sudoku shrink' does (within\n"
                "SECONDS of wall time, default {}) and save the\n"
                "shrunk input too, as stress-SEED-shrunk.in", {figure(kDefaultBudgetSeconds)})},
        {"save-to", 0, "DIR", text(settings.save_to, "directory"),
         "keep the failing input as a test in DIR (the shrunk\n"
         "input, with --shrink), with its answer, named as\n"
         "the tests there are; never over a file"},
        {"json", 0, "", flag(settings.json),
         "one JSON object per line, as 'sudoku test --json':\n"
         "the failure (its saved input as the test, the seed,\n"
         "the output saved), the shrunk one (--hunt: or the\n"
         "slowest), then a summary"},
    }, limit_options(settings.limits), generate_options(settings.generate)}, stress_rules());
}

std::optional<int> parse(const CommandSpec& spec, OptionTable& table, int argc, char** argv, Settings& settings,
                         Output& out, Output& err) {
    Arguments arguments;
    if (const auto stop = table.parse(spec, argc, argv, arguments, out, err)) return stop;
    if (!arguments.operands.empty()) return usage_error(spec, err, "unexpected argument '" + arguments.operands[0] + "' (the program goes after '--')");
    settings.program = std::move(arguments.program);
    if (settings.program.empty()) return usage_error(spec, err, "no COMMAND to test: give it after '--'");
    if (const auto why = why_cannot_run(settings.program[0]))
        return usage_error(spec, err, "cannot run " + quote_name(settings.program[0]) + ": " + *why);
    // Without --seed, S is a hash of the generator options alone: what shapes
    // the inputs, so that a failure re-run with --shrink or -j fails on the same one.
    const auto generator_options = table.arguments_of(generate_option_names());
    if (const auto stop = finish_generate_options(spec, table, settings.generate, generator_options, err)) return stop;
    auto& generate = settings.generate.options;
    if (const auto why = why_not_shrinkable(generate.format); why && table.given("shrink"))
        return usage_error(spec, err, "--shrink is not for " + std::string(judge_format(generate.format)->problem) + ": " + *why);
    if (const auto why = why_not_huntable(generate.format); why && settings.hunt)
        return usage_error(spec, err, "--hunt is not for " + std::string(judge_format(generate.format)->problem) + ": " + *why);
    if (settings.hunt && !settings.generate.hard_model_given) generate.hard_model.reset();  // every model
    if (settings.hunt && !table.given("dominoes")) generate.sudominoku.min_dominoes = generate.sudominoku.max_dominoes = 10;
    return std::nullopt;
}

// One run: its input, and what the program made of it.
struct Run {
    std::uint64_t seed = 0;
    std::string scratch;  // where the input was written
    std::optional<std::string> input;  // kept for a failure only
    bool no_puzzle = false;            // the generator found none within its attempts
    Outcome outcome;
    int write_error = 0;  // of the scratch input
};

Run run_once(std::uint64_t seed, const Settings& settings, const std::string& scratch) {
    Run run;
    run.seed = seed;
    run.scratch = scratch;
    run.input = generate_input(seed, settings.generate.options);
    if (!run.input) return run.no_puzzle = true, run;
    if ((run.write_error = write_file(scratch, *run.input)) != 0) return run;
    const JudgeInput input = judge_input_of(*run.input, settings.generate.options.format);
    run.outcome = run_and_judge(input, settings.program, scratch, settings.limits);
    if (run.outcome.verdict == Verdict::accepted) run.input.reset(), run.outcome.output.reset();
    return run;
}

// The failing run: its verdict line (with the start of its stderr for an
// RE) and where it was saved, or with --json one object saying both.
bool report_and_save(const Run& run, const std::string& base, bool json, Output& out, Output& err) {
    if (!json) {
        out.write(report_line(run.outcome, "seed " + std::to_string(run.seed), wants_colour(os::kStandardOutput)));
        if (run.outcome.verdict == Verdict::runtime_error) out.write(error_excerpt(run.outcome.error_start));
        return save_run(base, *run.input, run.outcome, out, err);
    }
    std::string said, name;
    Output unsaid(said);
    if (!save_run(base, *run.input, run.outcome, unsaid, err, &name)) return false;
    JsonObject line = json_of(run.outcome, name + ".in");
    line.unsigned_integer("seed", run.seed);
    if (run.outcome.output) line.text("output", name + ".out");
    out.write(line.line());
    return true;
}

// "N passed, M failed", the last line; as test's summary object with --json.
std::string summary(int passed, int failed, bool json) {
    if (json) return JsonObject().integer("passed", passed).integer("failed", failed).line();
    return std::to_string(passed) + " passed, " + std::to_string(failed) + " failed\n";
}

// A scratch input file per job, each removed if a signal ends the run; none
// (and the reason on stderr) when one cannot be made.
std::vector<std::unique_ptr<ScratchInput>> scratch_inputs(int jobs, InterruptGuard& interrupts, Output& err) {
    std::vector<std::unique_ptr<ScratchInput>> scratch;
    for (int job = 0; job < jobs; ++job) {
        scratch.push_back(std::make_unique<ScratchInput>());
        if (scratch.back()->path().empty()) {
            err.write("sudoku: cannot make a scratch file: " + system_error_text(errno) + "\n");
            return {};
        }
        interrupts.remove_on_signal(scratch.back()->path());
    }
    return scratch;
}

// What run `number` (from 0) says, in input order: nullopt to go on, else
// the status the command ends with (its first failure, shrunk and kept).
std::optional<int> after_run(const Run& run, int number, const Settings& settings, ProgressLine& progress, Output& out,
                             Output& err) {
    constexpr int kWriteError = static_cast<int>(ExitStatus::write_error);
    if (run.no_puzzle) {
        progress.clear();
        err.write("sudoku: seed " + std::to_string(run.seed) + ": no puzzle with these options was found within the attempts\n");
        return kNoPuzzleFound;
    }
    if (run.write_error) {
        err.write("sudoku: " + quote_name(run.scratch) + ": " + system_error_text(run.write_error) + "\n");
        return kWriteError;
    }
    progress.show("run " + std::to_string(number + 1) + "/" + std::to_string(settings.runs) + " " + std::string(names_of(run.outcome.verdict).code));
    if (run.outcome.verdict == Verdict::accepted) return std::nullopt;
    progress.clear();
    const std::string base = "stress-" + std::to_string(run.seed);
    if (!report_and_save(run, base, settings.json, out, err)) return kWriteError;
    if (!shrink_and_keep(base, *run.input, settings.generate.options.format, run.outcome,
                         {settings.program, settings.limits, settings.shrink_seconds, settings.save_to, settings.json},
                         wants_colour(os::kStandardOutput), out, err))
        return kWriteError;
    out.write(summary(number, 1, settings.json));
    return print_and_exit(out, err, "") == 0 ? 1 : kWriteError;
}

}  // namespace

int stress_command(int argc, char** argv, Output& out, Output& err) {
    Settings settings;
    OptionTable table = options_of(settings);
    const std::string help = table.help_between(kHelpStart, kHelpEnd);
    const CommandSpec spec{"sudoku stress", help, 2, true};
    if (const auto stop = parse(spec, table, argc, argv, settings, out, err)) return *stop;
    const auto setup = set_up_runs(settings.limits, settings.jobs, err);
    if (!setup) return static_cast<int>(ExitStatus::bad_input);
    settings.jobs = setup->jobs;
    if (settings.hunt)
        return hunt_slow_input({settings.generate.options, *settings.generate.seed, settings.budget_seconds, settings.limits,
                                settings.program, settings.shrink_seconds, settings.save_to, settings.json},
                               out, err);
    InterruptGuard interrupts;  // before the pool's threads, which inherit its signal mask
    const auto scratch = scratch_inputs(settings.jobs, interrupts, err);
    if (scratch.empty()) return static_cast<int>(ExitStatus::write_error);
    ProgressLine progress(err);
    WorkerPool pool(settings.jobs);
    std::mutex scratch_mutex;
    std::vector<bool> scratch_busy(scratch.size(), false);
    std::optional<int> status;  // set when the run ends early
    for (int first = 0; first < settings.runs && !status; first += kRunsAtATime) {
        const int count = std::min(kRunsAtATime, settings.runs - first);
        std::vector<Run> runs(static_cast<std::size_t>(count));
        const auto work = [&](std::size_t i) {
            std::size_t slot = 0;
            {
                const std::lock_guard lock(scratch_mutex);
                while (scratch_busy[slot]) ++slot;
                scratch_busy[slot] = true;
            }
            runs[i] = run_once(*settings.generate.seed + static_cast<std::uint64_t>(first) + i, settings, scratch[slot]->path());
            const std::lock_guard lock(scratch_mutex);
            scratch_busy[slot] = false;
        };
        const auto done = [&](std::size_t i) {
            status = after_run(runs[i], first + static_cast<int>(i), settings, progress, out, err);
            return !status;
        };
        run_in_order(pool, runs.size(), work, done);
        if (out.error() == EPIPE) interrupts.broken_output();
    }
    if (status) return *status;
    progress.clear();
    out.write(summary(settings.runs, 0, settings.json));
    const int written = print_and_exit(out, err, "");
    if (out.error() == EPIPE) interrupts.broken_output();
    return written;
}

}  // namespace sudoku::cli
