#include "options.hpp"

#include <unistd.h>

#include <charconv>
#include <chrono>
#include <climits>

#include "sudoku/core/random.hpp"

namespace sudoku::cli {
namespace {

constexpr int kMaxSolveJobs = 1024;

}  // namespace

std::optional<int> read_format_option(const CommandSpec& spec, int argc, char** argv, int& i,
                                      std::optional<Format>& format, Output& err) {
    return read_value_option(spec, "format", 0, argc, argv, i, err, "format", "choose auto, 2580, 4574 or line",
                             [&](std::string_view value) {
                                 const auto chosen = parse_format_name(value);
                                 if (value == "auto") format.reset();
                                 else if (chosen) format = chosen;
                                 return value == "auto" || chosen.has_value();
                             });
}

std::optional<int> read_jobs_option(const CommandSpec& spec, int argc, char** argv, int& i, int max_jobs, int& jobs,
                                    Output& err) {
    return read_value_option(spec, "jobs", 'j', argc, argv, i, err, "number of jobs", "1 to " + std::to_string(max_jobs),
                             [&](std::string_view value) {
                                 const auto n = parse_number(value, 1, max_jobs);
                                 if (n) jobs = static_cast<int>(*n);
                                 return n.has_value();
                             });
}

std::optional<int> read_limit_option(const CommandSpec& spec, int argc, char** argv, int& i, ProcessLimits& limits,
                                     Output& err) {
    const auto seconds_into = [](double& seconds) {
        return [&seconds](std::string_view value) {
            const auto parsed = parse_seconds(value);
            if (parsed) seconds = *parsed;
            return parsed.has_value();
        };
    };
    if (auto status = read_value_option(spec, "time-limit", 0, argc, argv, i, err, "time limit", "seconds, over 0",
                                        seconds_into(limits.cpu_seconds)))
        return status;
    if (auto status = read_value_option(spec, "wall-limit", 0, argc, argv, i, err, "wall-clock limit", "seconds, over 0",
                                        seconds_into(limits.wall_seconds)))
        return status;
    if (auto status = read_choice_option(spec, "sandbox", argc, argv, i, err, "sandbox",
                                         {{"auto", Sandbox::automatic}, {"cgroup", Sandbox::cgroup}, {"none", Sandbox::none}},
                                         limits.sandbox))
        return status;
    return read_value_option(spec, "memory-limit", 0, argc, argv, i, err, "memory limit", "MB, 1 to 1048576",
                             [&](std::string_view value) {
                                 const auto megabytes = parse_number(value, 1, 1 << 20);
                                 if (megabytes) limits.memory_kib = static_cast<std::size_t>(*megabytes) << 10;
                                 return megabytes.has_value();
                             });
}

static_assert(kDefaultCpuSeconds == 2, "the --time-limit default in kLimitOptionsHelp");
const std::string_view kLimitOptionsHelp =
    "  --time-limit=SECONDS    CPU time of the program and its descendants (default\n"
    "                          2); past it, TLE\n"
    "  --wall-limit=SECONDS    the wall clock (default twice the time limit and a\n"
    "                          second); a program killed there that used little\n"
    "                          CPU time was idle: ILE\n"
    "  --memory-limit=MB       memory of its processes together (default 256, the\n"
    "                          judges' limit); past it, killed: MLE\n"
    "  --sandbox=WHEN          a cgroup per run, the kernel's own accounting (Linux,\n"
    "                          as root or in a delegated cgroup v2 subtree): auto\n"
    "                          (where one can be had; the default), cgroup (or\n"
    "                          stop), none (look at the processes in /proc)\n";

ProcessLimits default_limits() {
    ProcessLimits limits;  // kDefaultCpuSeconds of CPU time
    limits.memory_kib = std::size_t{256} << 10;
    return limits;
}

std::optional<int> read_pipeline_option(const CommandSpec& spec, int argc, char** argv, int& i, RunOptions& options,
                                        Output& err) {
    if (auto status = read_format_option(spec, argc, argv, i, options.format, err)) return status;
    if (auto status = read_jobs_option(spec, argc, argv, i, kMaxSolveJobs, options.jobs, err)) return status;
    return read_value_option(spec, "search-limit", 0, argc, argv, i, err, "search limit", "",
                             [&](std::string_view value) {
                                 const auto placements = parse_number(value, 0, INT64_MAX);
                                 if (placements) options.max_placements = static_cast<std::uint64_t>(*placements);
                                 return placements.has_value();
                             });
}

std::uint64_t seed_of(const std::vector<std::string_view>& arguments) {
    // FNV-1a over the arguments, each ended by a NUL so that "ab" "c" and "a"
    // "bc" differ, then mixed by the PRNG's own seeding.
    std::uint64_t hash = 0xcbf29ce484222325ull;
    for (const std::string_view argument : arguments) {
        for (const char c : argument) hash = (hash ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
        hash *= 0x100000001b3ull;
    }
    return Random(hash).next();
}

static_assert(kClassicAttempts == 20000 && kSudominokuAttempts == 50 && kHardBudget == 400'000'000,
              "the --attempts and --effort defaults in kGenerateOptionsHelp");

const std::string_view kGenerateOptionsHelp =
    "  --format=FORMAT         2580 (the default), 4574 or line\n"
    "  --seed=S|clock          the seed, 0 to 2^64-1, or clock to draw one (printed\n"
    "                          on stderr); default: a hash of all the arguments, so\n"
    "                          that the same command gives the same bytes on every\n"
    "                          machine\n"
    "  --count=N               puzzles: 4574 cases or lines (default 1; 2580 has one)\n"
    "  --givens=K              2580 and line: exactly K givens (unique puzzles: 21 or\n"
    "                          more in under a second, 20 often within the attempts;\n"
    "                          default: as few as uniqueness allows, a minimal\n"
    "                          puzzle)\n"
    "  --multiple              2580 and line: several solutions allowed (default 25\n"
    "                          givens)\n"
    "  --dominoes=N|LO-HI      4574: N given dominoes, or each case from LO to HI\n"
    "                          (within the statement's 10..35; default 10-35)\n"
    "  --hard[=MODEL]          2580 and line: a puzzle climbed to make a plain\n"
    "                          backtracking program of MODEL work hardest (a few\n"
    "                          seconds a puzzle): rows (the default; blanks in\n"
    "                          reading order, digits 1 to 9), descending (digits\n"
    "                          9 to 1), columns (blanks column by column), forward\n"
    "                          (rows, dropping a branch once a blank has no\n"
    "                          candidate);\n"
    "                          4574: givens kept out of the top three rows where it\n"
    "                          can, the pattern that defeats row-by-row solvers\n"
    "  --effort=N              --hard, 2580 and line: the climb's work in millions\n"
    "                          of the model's steps (default 400)\n"
    "  --attempts=N            solution grids to try for each puzzle before giving up\n"
    "                          (default 20000 for 2580 and line, 50 for 4574)\n";

std::optional<int> read_generate_option(const CommandSpec& spec, int argc, char** argv, int& i,
                                        GenerateSettings& settings, Output& err) {
    auto& options = settings.options;
    const std::string_view arg = argv[i];
    if (arg == "--multiple") return settings.multiple = true, options.classic.unique = false, 0;
    if (arg == "--hard") return settings.hard = true, options.sudominoku.hard = true, options.hard_model = BacktrackingModel::rows, 0;
    if (auto status = read_value_option(spec, "hard", 0, argc, argv, i, err, "model", "choose rows, descending, columns or forward",
                                        [&](std::string_view value) {
                                            const auto model = model_named(value);
                                            if (model) options.hard_model = *model, settings.hard_model_given = true;
                                            return model.has_value();
                                        }))
        return status;
    if (auto status = read_value_option(spec, "effort", 0, argc, argv, i, err, "effort", "1 to 1000000",
                                        [&](std::string_view value) {
                                            const auto n = parse_number(value, 1, 1'000'000);
                                            if (n) options.hard_budget = static_cast<std::uint64_t>(*n) * 1'000'000, settings.effort_given = true;
                                            return n.has_value();
                                        }))
        return status;
    if (auto status = read_value_option(spec, "format", 0, argc, argv, i, err, "format", "choose 2580, 4574 or line",
                                        [&](std::string_view value) {
                                            const auto format = parse_format_name(value);
                                            if (format) options.format = *format;
                                            return format.has_value();
                                        }))
        return status;
    if (auto status = read_value_option(spec, "seed", 0, argc, argv, i, err, "seed", "0 to 18446744073709551615, or clock",
                                        [&](std::string_view value) {
                                            if (value == "clock") return settings.seed_from_clock = true;
                                            std::uint64_t seed = 0;
                                            const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), seed);
                                            if (value.empty() || error != std::errc() || end != value.data() + value.size()) return false;
                                            settings.seed = seed;
                                            return true;
                                        }))
        return status;
    if (auto status = read_value_option(spec, "count", 0, argc, argv, i, err, "count", "1 to 1000000",
                                        [&](std::string_view value) {
                                            const auto n = parse_number(value, 1, 1'000'000);
                                            if (n) options.count = static_cast<int>(*n), settings.count_given = true;
                                            return n.has_value();
                                        }))
        return status;
    if (auto status = read_value_option(spec, "attempts", 0, argc, argv, i, err, "number of attempts", "1 to 1000000",
                                        [&](std::string_view value) {
                                            const auto n = parse_number(value, 1, 1'000'000);
                                            if (n) options.classic.attempts = options.sudominoku.attempts = static_cast<int>(*n);
                                            return n.has_value();
                                        }))
        return status;
    if (auto status = read_value_option(spec, "givens", 0, argc, argv, i, err, "number of givens", "0 to 81",
                                        [&](std::string_view value) {
                                            const auto n = parse_number(value, 0, kCells);
                                            if (n) options.classic.givens = static_cast<int>(*n), settings.givens_given = true;
                                            return n.has_value();
                                        }))
        return status;
    return read_value_option(spec, "dominoes", 0, argc, argv, i, err, "number of dominoes", "N or LO-HI within 10..35",
                             [&](std::string_view value) {
                                 const auto dash = value.find('-');
                                 const auto low = parse_number(value.substr(0, dash), 10, 35);
                                 const auto high = dash == std::string_view::npos ? low : parse_number(value.substr(dash + 1), 10, 35);
                                 if (!low || !high || *low > *high) return false;
                                 options.sudominoku.min_dominoes = static_cast<int>(*low);
                                 options.sudominoku.max_dominoes = static_cast<int>(*high);
                                 return settings.dominoes_given = true;
                             });
}

std::optional<int> finish_generate_options(const CommandSpec& spec, GenerateSettings& settings,
                                           const std::vector<std::string_view>& arguments, Output& err) {
    auto& options = settings.options;
    const bool sudominoku = options.format == Format::boj4574;
    if (sudominoku && (settings.givens_given || settings.multiple))
        return usage_error(spec, err, "--givens and --multiple are for the 2580 and line formats");
    if (!sudominoku && settings.dominoes_given) return usage_error(spec, err, "--dominoes is for the 4574 format");
    if (sudominoku && (settings.hard_model_given || settings.effort_given))
        return usage_error(spec, err, "--hard=MODEL and --effort are for the 2580 and line formats");
    if (settings.effort_given && !settings.hard && !settings.hard_model_given)
        return usage_error(spec, err, "--effort is the work of --hard: give --hard too");
    if (sudominoku) options.hard_model.reset();
    if (options.format == Format::boj2580 && options.count > 1)
        return usage_error(spec, err, "a BOJ 2580 input holds one puzzle: --count must be 1 (try --format=line)");
    if (options.classic.unique && settings.givens_given && options.classic.givens < 17)
        return usage_error(spec, err, "no sudoku with fewer than 17 givens has one solution (--multiple allows it)");
    if (settings.multiple && !settings.givens_given) options.classic.givens = 25;
    if (settings.seed_from_clock) {
        // Nanoseconds and the process id, mixed: two runs in one second differ.
        const auto now = static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
        settings.seed = Random(now ^ (static_cast<std::uint64_t>(::getpid()) << 32)).next();
        err.write("sudoku: seed " + std::to_string(*settings.seed) + " (--seed=" + std::to_string(*settings.seed) +
                  " repeats this run)\n");
        err.flush();
    } else if (!settings.seed) {
        settings.seed = seed_of(arguments);
    }
    return std::nullopt;
}

}  // namespace sudoku::cli
