// `sudoku stress`: a planted bug caught and its input saved.
#include <gtest/gtest.h>

#include "sudoku/io/boj4574.hpp"
#include "sudoku/core/classic_solver.hpp"
#include "sudoku/testgen/generator.hpp"
#include "sudoku/core/random.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/judging/validator.hpp"
#include "sudoku/core/backtracking_models.hpp"
#include "sudoku/io/boj2580.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

namespace fs = std::filesystem;
using test::run_executable;

using test::lines_of;
using test::first_line_of;
using test::last_line_of;

// Runs `sudoku stress ARGS` in a scratch directory kept for inspection.
struct StressRun {
    fs::path dir;
    int status = -1;
    std::string out;
};
StressRun stress(const std::string& arguments) {
    StressRun run;
    run.dir = test::scratch_root() / ("sudoku_stress_" + std::to_string(os::process_id()));
    fs::remove_all(run.dir);
    fs::create_directories(run.dir);
    const auto result = test::run_executable_in(run.dir, "stress " + arguments);
    run.status = result.status;
    run.out = result.out;
    return run;
}

// A wrong BOJ 2580 solution: it forgets the last given, then solves.
const std::string kForgetsTheLastGiven =
    "sh -c \"awk '{ for (i = 1; i <= NF; i++) if (\\$i != 0) { r = NR; c = i } a[NR] = \\$0 } "
    "END { for (n = 1; n <= NR; n++) { if (n == r) { split(a[n], f, \\\" \\\"); f[c] = 0; s = f[1]; "
    "for (i = 2; i <= 9; i++) s = s \\\" \\\" f[i]; print s } else print a[n] } }' | " SUDOKU_COMMAND "\"";

TEST(Stress, CatchesAPlantedBugAndSavesAnInputThatReproducesIt) {
    SKIP_ON_WINDOWS("the planted bug is an awk script piped into sudoku by sh; windows_runs_test.cpp plants one with wrong_solvers");
    const auto run = stress("--seed=1 --runs=200 -- " + kForgetsTheLastGiven);
    EXPECT_EQ(run.status, 1) << run.out;
    const auto lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 3u) << run.out;
    EXPECT_EQ(lines[0].rfind("WA  ", 0), 0u) << lines[0];
    const std::string seed = lines[0].substr(lines[0].find("seed ") + 5, lines[0].find("  (") - lines[0].find("seed ") - 5);
    EXPECT_EQ(lines[1], "saved the input as stress-" + seed + ".in and the output as stress-" + seed + ".out");
    // The saved input is gen's for that seed, and the program fails on it again.
    const std::string saved = test::read_file(run.dir / ("stress-" + seed + ".in"));
    EXPECT_EQ(saved, run_executable("gen --seed=" + seed).out);
    const std::string again = "cd '" + run.dir.string() + "' && " + kForgetsTheLastGiven + " <stress-" + seed +
                              ".in >again && " SUDOKU_COMMAND " check stress-" + seed + ".in again 2>/dev/null";
    EXPECT_EQ(test::shell_status(again), 1);
    fs::remove_all(run.dir);
}

TEST(Stress, CatchesAProgramThatPrintsOneFixedGrid) {
    SKIP_ON_WINDOWS("the program is cat FILE, and Windows has no cat");
    const auto run = stress("--seed=5 --runs=20 -- cat '" + test::source_path("samples/2580/boj_sample.out").string() + "'");
    EXPECT_EQ(run.status, 1);
    EXPECT_NE(run.out.find("wrong answer: puzzle 1: "), std::string::npos) << run.out;
    fs::remove_all(run.dir);
}

// What it proves: a right program passes in every format, and the summary
// counts the runs. (Generator, solver and checker are all this program, so
// more runs would prove no more; the planted bug above is the real test.)
TEST(Stress, PassesACorrectProgramInEveryFormat) {
    for (const std::string format : {"2580 --runs=20", "line --count=5 --runs=5", "4574 --count=3 --dominoes=10 --runs=5"}) {
        const auto run = stress("--seed=1000 --format=" + format + " -- " SUDOKU_COMMAND "");
        EXPECT_EQ(run.status, 0) << format;
        const std::string runs = format.substr(format.find("--runs=") + 7);
        EXPECT_EQ(run.out, runs + " passed, 0 failed\n") << format;
        fs::remove_all(run.dir);
    }
}

// On a terminal the progress line is cleared before the summary, which then
// starts a line of its own (it once ran on after "run 3/3 AC"). `script`
// gives the run a terminal.
TEST(Stress, ClearsTheProgressLineBeforeTheSummaryOnATerminal) {
    SKIP_ON_WINDOWS("script(1) gives the run a POSIX terminal");
    test::Scratch scratch;
    const std::string typescript = scratch.path("typescript").string();
    const std::string command = SUDOKU_COMMAND " stress --seed=1 --runs=3 -- " SUDOKU_COMMAND;
    ASSERT_EQ(std::system(("script -qc \"" + command + "\" '" + typescript + "' >/dev/null").c_str()), 0);
    const std::string seen = test::read_file(typescript);
    EXPECT_NE(seen.find("run 3/3 AC\r\033[K3 passed, 0 failed"), std::string::npos) << seen;
}

// Two stress runs in one directory keep both failures; -j2 reports the same
// first failure (by seed order) as -j1.
TEST(Stress, NeverOverwritesAnEarlierFailureAndKeepsSeedOrderAtAnyJobs) {
    SKIP_ON_WINDOWS("the planted bug is an awk script piped into sudoku by sh");
    const auto first = stress("--seed=42 --runs=200 --givens=30 -- " + kForgetsTheLastGiven);
    ASSERT_EQ(first.status, 1) << first.out;
    const std::string seed = first_line_of(first.out).substr(first_line_of(first.out).find("seed ") + 5, 2);
    const std::string again = "cd '" + first.dir.string() + "' && " SUDOKU_COMMAND " stress -j2 --seed=42 --runs=200 --givens=30 -- " +
                              kForgetsTheLastGiven + " > out2 2>/dev/null";
    EXPECT_EQ(test::shell_status(again), 1);
    const auto second = lines_of(test::read_file(first.dir / "out2"));
    ASSERT_EQ(second.size(), 3u);
    EXPECT_EQ(second[0], first_line_of(first.out).substr(0, 4) + second[0].substr(4));  // the same verdict
    EXPECT_NE(second[0].find("seed " + seed + " "), std::string::npos) << second[0];
    EXPECT_EQ(second[1], "saved the input as stress-" + seed + "-2.in and the output as stress-" + seed + "-2.out");
    EXPECT_EQ(test::read_file(first.dir / ("stress-" + seed + ".in")), test::read_file(first.dir / ("stress-" + seed + "-2.in")));
    fs::remove_all(first.dir);
}

// The seed of run i is S+i, S a hash of what shapes the input alone: the
// limits, -j, --runs, --shrink and --save-to leave it, so that a failure
// re-run with --shrink to keep it fails on the same input, the one gen
// gives for those generator options.
TEST(Stress, TheSeedsComeFromTheGeneratorOptionsAlone) {
    const std::string generator_options = "--format=line --count=2 --givens=30";
    const auto gen = run_executable("gen " + generator_options);
    ASSERT_EQ(gen.status, 0) << gen.err;
    std::string first_seed;
    for (const std::string others : {"", "--runs=7", "-j 2", "--shrink=0.5", "--time-limit=3", "--memory-limit=512",
                                     "--wall-limit=20", "--sandbox=none", "--save-to=kept"}) {
        // cat fails every run: the first run's seed is S itself.
        const auto run = stress(others + " " + generator_options + " -- " SUDOKU_CAT);
        ASSERT_EQ(run.status, 1) << others << ": " << run.out;
        const std::string line = first_line_of(run.out);
        const auto at = line.find("seed ") + 5;
        const std::string seed = line.substr(at, line.find(' ', at) - at);
        if (first_seed.empty()) first_seed = seed;
        EXPECT_EQ(seed, first_seed) << others;
        EXPECT_EQ(test::read_file(run.dir / ("stress-" + seed + ".in")), gen.out) << others;
        fs::remove_all(run.dir);
    }
}

// Stress draws from gen's mix of answer kinds: a program that calls every
// board unique fails within a few runs.
TEST(Stress, TriesEveryAnswerKindOfTheProblem) {
    SKIP_ON_WINDOWS("the program is a sh one-liner");
    const auto run = stress("--seed=1 --runs=10 --format=uva10957 -- sh -c 'echo \"Case 1: Unique.\"'");
    EXPECT_EQ(run.status, 1) << run.out;
    EXPECT_NE(run.out.find("wrong answer: token 3: expected "), std::string::npos) << run.out;
    fs::remove_all(run.dir);
}

TEST(Stress, NoPuzzleFoundIsExitThreeNotAFailedRun) {
    const auto run = stress("--seed=1 --givens=17 --attempts=1 -- " SUDOKU_CAT);
    EXPECT_EQ(run.status, 3);
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(test::read_file(run.dir / "err"), "sudoku: seed 1: no puzzle with these options was found within the attempts\n");
    EXPECT_FALSE(fs::exists(run.dir / "stress-1.in"));
    fs::remove_all(run.dir);
}

// --hunt against plain backtracking programs (bench/plain, built like the
// project): a TLE, confirmed by a second run, saved with its output. The
// limit is low (0.2 s) so that a CPU several times faster than today's still
// gets one; the saved puzzle costs the program's model over 50 million nodes,
// about a second on an AMD Zen 4: no accident of a busy machine.
TEST(Stress, HuntFindsAConfirmedTleForAPlainBacktrackingProgram) {
    SKIP_ON_WINDOWS("Wine reports no CPU time of another process: the hunt, which measures it, finds no TLE there");
    const auto run = stress("--hunt --time-limit=0.2 --seed=1 -- '" SUDOKU_PLAIN_BACKTRACKING "'");
    EXPECT_EQ(run.status, 1) << run.out;
    const auto lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 4u) << run.out;
    EXPECT_EQ(lines[0].rfind("TLE ", 0), 0u) << lines[0];
    EXPECT_NE(lines[0].find("  seed 1  (time limit of 0.2s exceeded)"), std::string::npos) << lines[0];
    EXPECT_EQ(lines[1].rfind("confirmed by a second run: TLE ", 0), 0u) << lines[1];
    EXPECT_EQ(lines[2], "saved the input as stress-1.in and the output as stress-1.out");
    EXPECT_NE(lines[3].find(" runs in "), std::string::npos);
    EXPECT_NE(lines[3].find(", 1 failed"), std::string::npos) << lines[3];
    const std::string text = test::read_file(run.dir / "stress-1.in");
    LineReader reader(text);
    const Grid saved = std::get<Grid>(read_boj2580(reader));
    EXPECT_EQ(classic::count_solutions(saved, 2), 1);
    EXPECT_EQ(backtracking_nodes(saved, BacktrackingModel::rows, 50'000'000), 50'000'000u);  // at least that many
    fs::remove_all(run.dir);
}

TEST(Stress, HuntFindsAConfirmedTleForPlainSudominokuPrograms) {
    SKIP_ON_WINDOWS("Wine reports no CPU time of another process: the hunt, which measures it, finds no TLE there");
    for (const std::string program : {SUDOKU_PLAIN_ROWWISE_4574, SUDOKU_PLAIN_CELLWISE_4574}) {
        const auto run = stress("--hunt --format=4574 --time-limit=0.2 --seed=1 -- '" + program + "'");
        EXPECT_EQ(run.status, 1) << program << run.out;
        EXPECT_EQ(first_line_of(run.out).rfind("TLE ", 0), 0u) << run.out;
        EXPECT_NE(run.out.find("\nconfirmed by a second run: TLE "), std::string::npos) << run.out;
        const auto validated = run_executable("validate --format=4574 '" + (run.dir / "stress-1.in").string() + "'");
        EXPECT_EQ(validated.status, 0) << validated.out << validated.err;
        fs::remove_all(run.dir);
    }
}

// A program that does not slow down: the hunt ends at its budget, exit 0,
// and reports and saves the slowest input it found.
TEST(Stress, HuntEndsAtItsBudgetWithTheSlowestInputWhenNoneIsTooSlow) {
    const auto run = stress("--hunt --hard=rows --budget=2 --seed=3 -- " SUDOKU_COMMAND);  // one line: one start
    EXPECT_EQ(run.status, 0) << run.out;
    const auto lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 3u) << run.out;
    EXPECT_EQ(lines[0].rfind("AC  ", 0), 0u) << lines[0];
    EXPECT_NE(lines[0].find("(the slowest input)"), std::string::npos) << lines[0];
    const std::string seed = lines[0].substr(lines[0].find("seed ") + 5, lines[0].find("  (") - lines[0].find("seed ") - 5);
    EXPECT_EQ(lines[1], "saved the input as stress-" + seed + ".in");
    EXPECT_TRUE(fs::exists(run.dir / ("stress-" + seed + ".in")));
    EXPECT_NE(lines[2].find(", 0 failed: no TLE within the budget"), std::string::npos) << lines[2];
    fs::remove_all(run.dir);
}

// A judge's 9x9 problem: the hunt's puzzles written in its own layout, which
// the program reads (before, each was written as BOJ 2580's and the hunt
// stopped at its first run with an internal error).
TEST(Stress, HuntWritesAJudgesProblemInItsOwnLayout) {
    const auto run = stress("--hunt --format=uva989 --hard=rows --budget=1 --seed=3 -- " SUDOKU_COMMAND " --format=uva989");
    EXPECT_EQ(run.status, 0) << run.out;
    const auto lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 3u) << run.out;
    EXPECT_EQ(lines[0].rfind("AC  ", 0), 0u) << lines[0];
    const std::string seed = lines[0].substr(lines[0].find("seed ") + 5, lines[0].find("  (") - lines[0].find("seed ") - 5);
    const std::string saved = test::read_file(run.dir / ("stress-" + seed + ".in"));
    EXPECT_EQ(saved.rfind("3\n", 0), 0u) << saved;  // UVa 989's n first
    EXPECT_EQ(run_executable("validate --format=uva989 -", saved).status, 0) << saved;
    fs::remove_all(run.dir);
}

// --hunt --json: the slowest input as stress --json reports a failure, marked
// "slowest", then the hunt's summary, each a JSON object that parses.
TEST(Stress, HuntJsonReportsTheSlowestInputAndTheSummary) {
    SKIP_ON_WINDOWS("the JSON is parsed by python3 in a POSIX shell loop");
    const auto run = stress("--json --hunt --hard=rows --budget=1 --seed=3 -- " SUDOKU_COMMAND);
    EXPECT_EQ(run.status, 0) << run.out;
    const auto lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 2u) << run.out;
    for (const auto& line : lines) {
        test::write_file(run.dir / "line", line);
        EXPECT_EQ(test::shell_status("python3 -m json.tool <'" + (run.dir / "line").string() + "' >/dev/null"), 0) << line;
    }
    const auto seed_at = lines[0].find(", \"seed\": ") + 10;
    const std::string seed = lines[0].substr(seed_at, lines[0].find(',', seed_at) - seed_at);
    EXPECT_EQ(lines[0].rfind("{\"test\": \"stress-" + seed + ".in\", \"verdict\": \"AC\", \"time\": ", 0), 0u) << lines[0];
    EXPECT_NE(lines[0].find(", \"seed\": " + seed + ", \"slowest\": true}"), std::string::npos) << lines[0];
    EXPECT_TRUE(fs::exists(run.dir / ("stress-" + seed + ".in")));
    EXPECT_EQ(lines[1].rfind("{\"runs\": ", 0), 0u) << lines[1];
    EXPECT_NE(lines[1].find(", \"failed\": 0}"), std::string::npos) << lines[1];
    fs::remove_all(run.dir);
}

// A run that was slow once, as on a busy machine, is no TLE: the second run
// decides, and the hunt goes on. The program remembers its first run in a
// file of its working directory, which only --sandbox=none keeps after a run.
TEST(Stress, HuntReportsNoTleThatASecondRunDoesNotConfirm) {
    SKIP_ON_WINDOWS("the program is an sh -c line that loops once");
    const auto run = stress("--hunt --sandbox=none --hard=rows --time-limit=0.5 --budget=1 --seed=4 -- sh -c "
                            "\"if [ -e slow-once ]; then exec " SUDOKU_COMMAND "; fi; touch slow-once; while :; do :; done\"");
    EXPECT_EQ(run.status, 0) << run.out;
    EXPECT_EQ(first_line_of(run.out).rfind("AC  ", 0), 0u) << run.out;  // no TLE reported
    EXPECT_TRUE(fs::exists(run.dir / "slow-once"));  // the first run did loop
    EXPECT_NE(last_line_of(run.out).find(", 0 failed: no TLE within the budget"), std::string::npos) << run.out;
    fs::remove_all(run.dir);
}

TEST(Stress, HuntRefusesWhatDoesNotApplyToIt) {
    const std::pair<const char*, const char*> cases[] = {
        {"--hunt --runs=5", "--hunt runs one puzzle at a time until its --budget: --runs, --jobs and --count do not apply"},
        {"--hunt -j2", "--hunt runs one puzzle at a time until its --budget: --runs, --jobs and --count do not apply"},
        {"--hunt --format=line --count=3", "--hunt runs one puzzle at a time until its --budget: --runs, --jobs and --count do not apply"},
        {"--hunt --hard --effort=5", "--hunt climbs at its own pace: --effort does not apply"},
        {"--budget=5", "--budget is for --hunt"},
        {"--hunt --budget=0", "invalid budget '0' (seconds, over 0)"},
        {"--hunt --format=hdu4069", "--hunt is not for HDU 4069: it climbs 9x9 puzzles with boxes and any number of givens, "
                                    "which HDU 4069 does not take"},
        {"--hunt --format=poj3076", "--hunt is not for POJ 3076: it climbs 9x9 puzzles with boxes and any number of givens, "
                                    "which POJ 3076 does not take"},
    };
    for (const auto& [arguments, message] : cases) {
        const auto result = run_executable(std::string("stress ") + arguments + " -- " SUDOKU_CAT);
        EXPECT_EQ(result.status, 2) << arguments;
        EXPECT_EQ(result.err, std::string("sudoku: ") + message + "\nTry 'sudoku stress --help' for more information.\n");
    }
}

}  // namespace
}  // namespace sudoku
