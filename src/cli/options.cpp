#include "options.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <climits>

#include "sudoku/core/random.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/io/messages.hpp"
#include "sudoku/io/system.hpp"
#include "sudoku/testgen/hard_puzzles.hpp"

namespace sudoku::cli {

namespace {

// The text of a help line, broken before a word that would pass the width
// of the other lines.
std::string wrapped(const std::string& text) {
    constexpr std::size_t kWidth = 50;
    std::string out, line;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = std::min(text.find(' ', at), text.size());
        const std::string word = text.substr(at, end - at);
        if (!line.empty() && line.size() + 1 + word.size() > kWidth) out += line + "\n", line.clear();
        line += (line.empty() ? "" : " ") + word;
        at = end + 1;
    }
    return out + line;
}

// The judges' problems as the table names them, wrapped after `lead`: a new
// row is in every --help (tests/lists_test.py holds the manual's, the
// completions' and the READMEs' lists to the table).
std::string with_judge_names(const std::string& lead) {
    std::string names;
    for (const auto& row : judge_formats()) names += (names.empty() ? "" : ", ") + std::string(row.name);
    return wrapped(lead + names);
}

// Every name --format takes (and `more`), for "did you mean": format_names() spells them for messages.
std::vector<std::string_view> format_words(std::initializer_list<std::string_view> more = {}) {
    std::vector<std::string_view> words(more);
    for (const Format format : every_format()) words.push_back(format_name(format));
    return words;
}

}  // namespace

Option format_option(std::optional<Format>& format, std::string help) {
    return {"format", 0, "FORMAT",
            custom("format", "choose auto, " + format_names(),
                   [&format](std::string_view value) {
                       const auto chosen = parse_format_name(value);
                       if (value == "auto") format.reset();
                       else if (chosen) format = chosen;
                       return value == "auto" || chosen.has_value();
                   },
                   format_words({"auto"})),
            std::move(help)};
}

Option jobs_option(int& jobs, int max_jobs, std::string help) {
    return {"jobs", 'j', "N", number(jobs, "number of jobs", 1, max_jobs), std::move(help)};
}

Option search_limit_option(std::uint64_t& max_placements, std::string help) {
    return {"search-limit", 0, "N", number(max_placements, "search limit", 0, INT64_MAX), std::move(help)};
}

std::vector<Option> puzzle_reading_options(RunOptions& options, std::string_view jobs_help,
                                           std::string_view search_limit_help) {
    return {format_option(options.format, with_judge_names("read FORMAT: auto (the default), 2580, 4574, line, or a judge's problem: ")),
            jobs_option(options.jobs, kMaxSolveJobs, std::string(jobs_help)),
            search_limit_option(options.max_placements, filled(search_limit_help, {figure(RunOptions{}.max_placements)}))};
}

namespace {

// A size in MB as --memory-limit and --stack-limit read it, into KiB.
OptionValue megabytes(std::size_t& kib, std::string_view noun) {
    return number(noun, 1, 1 << 20, [&kib](long long mb) { kib = static_cast<std::size_t>(mb) << 10; }, "MB");
}

}  // namespace

std::vector<Option> limit_options(ProcessLimits& limits) {
    return {
        {"time-limit", 0, "SECONDS", seconds(limits.cpu_seconds, "time limit"),
         filled("CPU time of the program and its descendants (default\n"
                "{}); past it, TLE", {figure(kDefaultTimeLimitSeconds)})},
        {"wall-limit", 0, "SECONDS", seconds(limits.wall_seconds, "wall-clock limit"),
         "the wall clock (default twice the time limit and a\n"
         "second); a program killed there that used little\n"
         "CPU time was idle: ILE"},
        {"memory-limit", 0, "MB", megabytes(limits.memory_kib, "memory limit"),
         filled("memory of its processes together (default {}, the\n"
                "judges' limit); past it, killed: MLE", {figure(kDefaultMemoryLimitMb)})},
        {"stack-limit", 0, "MB", megabytes(limits.stack_kib, "stack limit"),
         "each process's stack (POSIX; default: the memory\n"
         "limit, as isolate, Codeforces and BOJ give it); past\n"
         "it, killed by SIGSEGV: RE"},
        {"sandbox", 0, "WHEN",
         choice(limits.sandbox, "sandbox", {{"auto", Sandbox::automatic}, {"cgroup", Sandbox::cgroup}, {"none", Sandbox::none}}),
         "a cgroup per run, the kernel's own accounting (Linux,\n"
         "as root or in a delegated cgroup v2 subtree): auto\n"
         "(where one can be had; the default), cgroup (or\n"
         "stop), none (look at the processes in /proc)"},
    };
}

static_assert(kDefaultWallFactor == 2, "the --wall-limit default's words in limit_options()");

ProcessLimits default_limits() {
    ProcessLimits limits(kDefaultTimeLimitSeconds);
    limits.memory_kib = std::size_t{kDefaultMemoryLimitMb} << 10;
    return limits;
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

namespace {

constexpr std::uint64_t kEffortUnit = 1'000'000;  // --effort counts the model's steps in millions

bool read_seed(std::string_view value, GenerateSettings& settings) {
    if (value == "clock") return settings.seed_from_clock = true;
    std::uint64_t seed = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), seed);
    if (value.empty() || error != std::errc() || end != value.data() + value.size()) return false;
    settings.seed = seed;
    return true;
}

bool read_dominoes(std::string_view value, SudominokuOptions& options) {
    const auto dash = value.find('-');
    const auto low = parse_number(value.substr(0, dash), 10, 35);
    const auto high = dash == std::string_view::npos ? low : parse_number(value.substr(dash + 1), 10, 35);
    if (!low || !high || *low > *high) return false;
    options.min_dominoes = static_cast<int>(*low);
    options.max_dominoes = static_cast<int>(*high);
    return true;
}

// --answer's help: each problem's words for its kinds, from the table.
const std::string& answer_help() {
    static const std::string help = [] {
        std::string text =
            "the problems whose answer says a kind: boards of\n"
            "KIND only (default: every kind in turn, seed by\n"
            "seed and case by case); the kinds:";
        for (const auto& format : judge_formats()) {
            if (format.answer_kinds.empty()) continue;
            text.append("\n  ").append(format.name).append(":");
            for (const auto word : answer_words(format)) text.append(" ").append(word).append(",");
            text.pop_back();
        }
        return text;
    }();
    return help;
}

// --hard[=MODEL]: the model's words and the Sudominoku pattern, a row of its own.
Option hard_option(GenerateSettings& settings) {
    auto& options = settings.options;
    std::vector<std::string_view> models;
    for (const auto model : kBacktrackingModels) models.push_back(model_name(model));
    OptionValue value{[&options] { options.sudominoku.hard = true, options.hard_model = BacktrackingModel::rows; },
                      [&settings](std::string_view word) {
                          const auto model = model_named(word);
                          if (model) settings.options.hard_model = *model, settings.hard_model_given = true;
                          return model.has_value();
                      },
                      "model", "choose " + listed(models), models};
    return {"hard", 0, "MODEL", std::move(value),
            filled("2580 and line: a puzzle climbed to make a plain\n"
            "backtracking program of MODEL work hardest (a few\n"
            "seconds a puzzle): rows (the default; blanks in\n"
            "reading order, digits 1 to 9), descending (digits\n"
            "9 to 1), columns (blanks column by column), forward\n"
            "(rows, dropping a branch once a blank has no\n"
            "candidate);\n"
            "4574: givens kept out of the top three rows where it\n"
            "can, the pattern that defeats row-by-row solvers;\n"
            "luogu1074: givens moved to multiply the solutions,\n"
            "which every published solution enumerates, while our\n"
            "own core answers within {} nodes (seconds a puzzle)", {figure(kTargetNodeLimit)})};
}

}  // namespace

std::vector<Option> generate_options(GenerateSettings& settings) {
    auto& options = settings.options;
    const GenerateOptions defaults;
    return {
        {"format", 0, "FORMAT",
         custom("format", "choose " + format_names(),
                [&options](std::string_view value) {
                    const auto format = parse_format_name(value);
                    if (format) options.format = *format;
                    return format.has_value();
                },
                format_words()),
         with_judge_names("2580 (the default), 4574, line, or a judge's problem: ")},
        {"seed", 0, "S|clock",
         custom("seed", "0 to 18446744073709551615, or clock", [&settings](std::string_view value) { return read_seed(value, settings); }),
         "the seed, 0 to 2^64-1, or clock to draw one (printed\n"
         "on stderr); default: a hash of all the arguments, so\n"
         "that the same command gives the same bytes on every\n"
         "machine"},
        {"count", 0, "N", number(options.count, "count", 1, 1'000'000),
         filled("puzzles: 4574 cases or lines (default {}; 2580 has one)", {figure(defaults.count)})},
        {"givens", 0, "K", number(options.classic.givens, "number of givens", 0, GeneralGrid::kMaxCells),
         "all but 4574, cf1335d and poj3435: exactly K givens\n"
         "(9x9 unique puzzles: 21 or more in under a second, 20\n"
         "often within the attempts; default: as few as\n"
         "uniqueness allows, a minimal puzzle); luogu1074: K is\n"
         "24, the statement's least, unless given more"},
        {"multiple", 0, "", act([&options] { options.classic.unique = false; }),
         filled("where the statement does not promise one solution:\n"
                "several allowed (default {} givens)", {figure(kDefaultMultipleGivens)})},
        {"answer", 0, "KIND", text(settings.answer, "answer"), answer_help()},
        {"dominoes", 0, "N|LO-HI",
         custom("number of dominoes", "N or LO-HI within 10..35",
                [&options](std::string_view value) { return read_dominoes(value, options.sudominoku); }),
         filled("4574: N given dominoes, or each case from LO to HI\n"
                "(within the statement's 10..35; default {}-{})",
                {figure(defaults.sudominoku.min_dominoes), figure(defaults.sudominoku.max_dominoes)})},
        hard_option(settings),
        {"effort", 0, "N",
         number("effort", 1, 1'000'000, [&options](long long n) { options.hard_budget = static_cast<std::uint64_t>(n) * kEffortUnit; }),
         filled("--hard, 2580 and line: the climb's work in millions\n"
                "of the model's steps (default {})", {figure(defaults.hard_budget / kEffortUnit)})},
        {"attempts", 0, "N",
         number("number of attempts", 1, 1'000'000,
                [&options](long long n) { options.classic.attempts = options.sudominoku.attempts = static_cast<int>(n); }),
         filled("solution grids to try for each puzzle before giving up\n"
                "(default {} for 2580 and line, {} for 4574)",
                {figure(defaults.classic.attempts), figure(defaults.sudominoku.attempts)})},
    };
}

std::vector<OptionRule> generate_rules() {
    return {
        {OptionRule::excludes, "answer", {"multiple"}, "--answer and --multiple both choose the puzzles: give one"},
        {OptionRule::needs, "effort", {"hard"}, "--effort is the work of --hard: give --hard too"},
    };
}

std::vector<std::string_view> generate_option_names() {
    GenerateSettings unused;
    std::vector<std::string_view> names;
    for (const auto& option : generate_options(unused)) names.push_back(option.name);
    return names;
}

namespace {

// --answer: a kind the format's answer has, in the table's word for it.
std::optional<int> check_answer_option(const CommandSpec& spec, GenerateSettings& settings, Output& err) {
    if (!settings.answer) return std::nullopt;
    const JudgeFormat* format = judge_format(settings.options.format);
    if (!format || format->answer_kinds.empty()) {
        std::string names;
        for (const auto& row : judge_formats())
            if (!row.answer_kinds.empty()) names.append(names.empty() ? "" : ", ").append(row.name);
        return usage_error(spec, err, "--answer is for the problems whose answer is a kind: " + names);
    }
    settings.options.answers = answer_outcomes(*format, *settings.answer);
    if (settings.options.answers.empty())
        return usage_error(spec, err, "invalid answer " + quote(*settings.answer) + " for " + std::string(format->problem) +
                                          " (choose " + listed(answer_words(*format)) + ")");
    const auto& answers = settings.options.answers;
    if (format->answer == AnswerPolicy::largest_score && settings.options.hard_model &&
        std::find(answers.begin(), answers.end(), GridOutcome::solved) == answers.end())
        return usage_error(spec, err, "--hard makes " + std::string(format->problem) + " boards that have solutions: --answer=" +
                                          *settings.answer + " is not for it");
    return std::nullopt;
}

// Whether the puzzles made must have one solution: --answer=multiple or none asks for others.
bool asks_one_solution(const GenerateOptions& options) {
    const auto& answers = options.answers;
    return answers.empty() || std::find(answers.begin(), answers.end(), GridOutcome::solved) != answers.end();
}

// What the statement of a judge's problem allows of a generated input.
std::optional<int> check_judge_format_options(const CommandSpec& spec, const OptionTable& table, const JudgeFormat& format,
                                              const GenerateOptions& options, Output& err) {
    const std::string problem(format.problem);
    if (format.answer == AnswerPolicy::anti_sudoku && (table.given("givens") || table.given("multiple") || table.given("hard")))
        return usage_error(spec, err, problem + "'s input is solved grids: --givens, --multiple and --hard are not for it");
    if (format.answer == AnswerPolicy::rules_check && (table.given("givens") || table.given("multiple") || table.given("hard")))
        return usage_error(spec, err, problem + " asks only whether a digit repeats: --givens, --multiple and --hard are not for it");
    if (format.answer == AnswerPolicy::unique_solution && table.given("multiple"))
        return usage_error(spec, err, problem + " promises one solution: --multiple is not for it");
    if (format.max_cases > 0 && options.count > format.max_cases)
        return usage_error(spec, err, problem + " allows " + counted(format.max_cases, "puzzle") + " in an input: --count must be " +
                                          std::to_string(format.max_cases) + (format.max_cases == 1 ? "" : " or less"));
    const int box = format.box_size == 0 ? 3 : format.box_size;
    if ((box != 3 || format.houses != Houses::boxes) && table.given("hard"))
        return usage_error(spec, err, "--hard is for 9x9 puzzles with boxes, not " + problem + "'s");
    if (table.given("givens") && options.classic.givens < format.min_givens)
        return usage_error(spec, err, problem + " promises at least " + std::to_string(format.min_givens) + " givens: --givens must be " +
                                          std::to_string(format.min_givens) + " or more");
    const int cells = box * box * box * box;
    if (table.given("givens") && options.classic.givens > cells)
        return usage_error(spec, err, problem + "'s grid has " + std::to_string(cells) + " cells: --givens must be " +
                                          std::to_string(cells) + " or less");
    return std::nullopt;
}

}  // namespace

std::optional<int> finish_generate_options(const CommandSpec& spec, const OptionTable& table, GenerateSettings& settings,
                                           const std::vector<std::string_view>& arguments, Output& err) {
    auto& options = settings.options;
    const bool givens = table.given("givens"), multiple = table.given("multiple"), effort = table.given("effort");
    const bool sudominoku = options.format == Format::boj4574;
    if (sudominoku && (givens || multiple))
        return usage_error(spec, err, "--givens and --multiple are for the 2580 and line formats");
    if (!sudominoku && table.given("dominoes")) return usage_error(spec, err, "--dominoes is for the 4574 format");
    if (sudominoku && (settings.hard_model_given || effort))
        return usage_error(spec, err, "--hard=MODEL and --effort are for the 2580 and line formats");
    if (sudominoku) options.hard_model.reset();
    if (options.format == Format::boj2580 && options.count > 1)
        return usage_error(spec, err, "a BOJ 2580 input holds one puzzle: --count must be 1 (try --format=line)");
    if (const JudgeFormat* format = judge_format(options.format)) {
        if (auto stop = check_judge_format_options(spec, table, *format, options, err)) return stop;
    } else if (givens && options.classic.givens > kCells) {
        return usage_error(spec, err, "a 9x9 puzzle has 81 cells: --givens must be 81 or less");
    }
    if (auto stop = check_answer_option(spec, settings, err)) return stop;
    if (options.classic.unique && givens && options.classic.givens < kLeastUniqueGivens && asks_one_solution(options)) {
        const JudgeFormat* format = judge_format(options.format);
        const std::string least = std::to_string(kLeastUniqueGivens);
        if (format && format->houses != Houses::boxes)  // no theorem there, but as far out of a random search's reach
            return usage_error(spec, err, "gen makes " + std::string(format->problem) + " puzzles with one solution from " + least +
                                              " givens up (--answer=multiple or none allows fewer)");
        return usage_error(spec, err, "no sudoku with fewer than " + least + " givens has one solution (--multiple allows it)");
    }
    if (multiple && !givens) options.classic.givens = kDefaultMultipleGivens;
    if (settings.seed_from_clock) {
        // Nanoseconds and the process id, mixed: two runs in one second differ.
        const auto now = static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
        settings.seed = Random(now ^ (os::process_id() << 32)).next();
        err.write("sudoku: seed " + std::to_string(*settings.seed) + " (--seed=" + std::to_string(*settings.seed) +
                  " repeats this run)\n");
        err.flush();
    } else if (!settings.seed) {
        settings.seed = seed_of(arguments);
    }
    return std::nullopt;
}

}  // namespace sudoku::cli
