// A command's option table: what it reads, the errors it gives, what it
// remembers as given, and the --help lines it prints.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "option_table.hpp"

namespace sudoku::cli {
namespace {

enum class Colour { automatic, always, never };

// The options of a made-up command, one row each.
struct Settings {
    int jobs = 1;
    double budget = 60;
    bool json = false;
    Colour colour = Colour::automatic;
    std::optional<std::string> dir;
    std::string model = "none";
};

OptionTable table_of(Settings& s) {
    return OptionTable(20, {{
        {"jobs", 'j', "N", number(s.jobs, "number of jobs", 1, 8), "run N at a time\n(default 1)"},
        {"budget", 0, "SECONDS", seconds(s.budget, "budget"), "stop after this long"},
        {"json", 'J', "", flag(s.json), "one JSON object per line"},
    }, {
        {"color", 0, "WHEN", choice(s.colour, "colour choice", {{"auto", Colour::automatic}, {"always", Colour::always}, {"never", Colour::never}}),
         "auto, always or never"},
        {"a-very-long-option-name", 0, "DIR", text(s.dir, "directory"), "its help on the next line"},
        {"hard", 0, "MODEL", {[&s] { s.model = "rows"; }, [&s](std::string_view v) { return s.model = std::string(v), v != "x"; }, "model", "not x", {}},
         "with or without a value"},
    }});
}

struct Parsed {
    std::optional<int> status;  // as OptionTable::parse returns it
    std::string err;
    std::vector<std::string> operands;
};

Parsed parse(OptionTable& table, std::vector<std::string> words) {
    words.insert(words.begin(), "cmd");
    std::vector<char*> argv;
    for (auto& word : words) argv.push_back(word.data());
    std::string out_text, err_text;
    Output out(out_text), err(err_text);
    const CommandSpec spec{"sudoku cmd", "help\n"};
    Arguments arguments;
    Parsed parsed;
    parsed.status = table.parse(spec, static_cast<int>(argv.size()), argv.data(), arguments, out, err);
    err.flush();
    parsed.err = err_text;
    parsed.operands = arguments.operands;
    return parsed;
}

TEST(OptionTable, ReadsEachKindOfValueInEachSpelling) {
    Settings s;
    OptionTable table = table_of(s);
    const auto parsed = parse(table, {"-j3", "in", "--budget", "0.5", "--json", "--color=never", "--a-very-long-option-name=d", "--hard"});
    EXPECT_EQ(parsed.status, std::nullopt);
    EXPECT_EQ(parsed.err, "");
    EXPECT_EQ(parsed.operands, std::vector<std::string>{"in"});
    EXPECT_EQ(s.jobs, 3);
    EXPECT_EQ(s.budget, 0.5);
    EXPECT_TRUE(s.json);
    EXPECT_EQ(s.colour, Colour::never);
    EXPECT_EQ(s.dir, "d");
    EXPECT_EQ(s.model, "rows");
    for (const auto& [words, jobs] : std::vector<std::pair<std::vector<std::string>, int>>{
             {{"-j", "4"}, 4}, {{"--jobs=5"}, 5}, {{"--jobs", "6"}, 6}}) {
        Settings t;
        OptionTable other = table_of(t);
        EXPECT_EQ(parse(other, words).status, std::nullopt);
        EXPECT_EQ(t.jobs, jobs);
    }
    Settings v;
    OptionTable short_flag = table_of(v);
    EXPECT_EQ(parse(short_flag, {"-J"}).status, std::nullopt);  // a flag's short name, as --help shows it
    EXPECT_TRUE(v.json);
    Settings u;
    OptionTable with_value = table_of(u);
    EXPECT_EQ(parse(with_value, {"--hard=columns"}).status, std::nullopt);
    EXPECT_EQ(u.model, "columns");
}

TEST(OptionTable, RemembersWhichOptionsWereGiven) {
    Settings s;
    OptionTable table = table_of(s);
    ASSERT_EQ(parse(table, {"--jobs=1", "--hard=rows"}).status, std::nullopt);
    EXPECT_TRUE(table.given("jobs"));  // given at its default value: still given
    EXPECT_TRUE(table.given("hard"));
    EXPECT_FALSE(table.given("budget"));
    EXPECT_FALSE(table.given("json"));
}

TEST(OptionTable, RefusesAValueOutOfItsRangeWithTheRangeNamed) {
    struct Case {
        std::string word, option, message;
    };
    const std::vector<Case> cases = {
        {"--jobs=9", "jobs", "invalid number of jobs '9' (1 to 8)"},
        {"-jx", "jobs", "invalid number of jobs 'x' (1 to 8)"},
        {"--budget=0", "budget", "invalid budget '0' (seconds, over 0)"},
        {"--color=red", "color", "invalid colour choice 'red' (auto, always or never)"},
        {"--a-very-long-option-name=", "a-very-long-option-name", "invalid directory ''"},
        {"--hard=x", "hard", "invalid model 'x' (not x)"},
        {"--budget", "budget", "option '--budget' requires an argument"},
        {"--json=1", "json", "unrecognized option '--json=1' (did you mean '--json'?)"},
        {"--jsonx", "json", "unrecognized option '--jsonx' (did you mean '--json'?)"},
        {"--nothing-like-it", "json", "unrecognized option '--nothing-like-it'"},
        {"-Jx", "json", "invalid option '-Jx'"},
    };
    for (const auto& [word, option, message] : cases) {
        Settings s;
        OptionTable table = table_of(s);
        const auto parsed = parse(table, {word});
        EXPECT_EQ(parsed.status, 2) << word;
        EXPECT_EQ(parsed.err, "sudoku: " + message + "\nTry 'sudoku cmd --help' for more information.\n");
        EXPECT_FALSE(table.given(option)) << word;
    }
}

TEST(OptionTable, PrintsItsHelpInColumnsAsGnuToolsDo) {
    Settings s;
    const OptionTable table = table_of(s);
    EXPECT_EQ(table.help(),
              "  -j, --jobs=N      run N at a time\n"
              "                    (default 1)\n"
              "  --budget=SECONDS  stop after this long\n"
              "  -J, --json        one JSON object per line\n"
              "  --color=WHEN      auto, always or never\n"
              "  --a-very-long-option-name=DIR\n"
              "                    its help on the next line\n"
              "  --hard[=MODEL]    with or without a value\n"
              "  -h, --help        display this help and exit\n"
              "      --version     output version information and exit\n");
}

// A short name on each kind of row: a flag's, a value's (-jN, -j N), and an
// optional value's, which takes its value only joined to it, as --hard=MODEL.
TEST(OptionTable, ReadsAShortNameOnEveryKindOfRow) {
    struct Case {
        std::vector<std::string> words;
        std::string model;
        std::vector<std::string> operands;
    };
    for (const auto& [words, model, operands] : std::vector<Case>{
             {{"-H"}, "rows", {}}, {{"-Hcolumns"}, "columns", {}}, {{"-H", "columns"}, "rows", {"columns"}}}) {
        Settings s;
        OptionTable table(22, {{{"hard", 'H', "MODEL",
                                 {[&s] { s.model = "rows"; }, [&s](std::string_view v) { return s.model = std::string(v), true; }, "model", "", {}},
                                 "with or without a value"}}});
        const auto parsed = parse(table, words);
        EXPECT_EQ(parsed.status, std::nullopt) << words[0];
        EXPECT_EQ(s.model, model) << words[0];
        EXPECT_EQ(parsed.operands, operands) << words[0];
        EXPECT_TRUE(table.given("hard"));
        const std::string help = table.help();
        EXPECT_EQ(help.substr(0, help.find('\n')), "  -H, --hard[=MODEL]  with or without a value");
    }
}

// Two rows that share a name, or one that takes --help's, could never both
// be given: the table is refused when it is built, not when a user finds it.
TEST(OptionTable, RefusesRowsThatShareAName) {
    bool a = false, b = false;
    const auto refusal = [&](std::vector<Option> rows, std::vector<OptionRule> rules = {}) {
        try {
            OptionTable table(20, {std::move(rows)}, std::move(rules));
        } catch (const std::logic_error& error) {
            return std::string(error.what());
        }
        return std::string("built");
    };
    EXPECT_EQ(refusal({{"all", 'a', "", flag(a), ""}, {"any", 'a', "", flag(b), ""}}),
              "option table: --all and --any both named -a");
    EXPECT_EQ(refusal({{"all", 0, "", flag(a), ""}, {"all", 0, "", flag(b), ""}}), "option table: two rows named --all");
    EXPECT_EQ(refusal({{"hidden", 'h', "", flag(a), ""}}), "option table: --hidden takes a name of --help's or --version's");
    EXPECT_EQ(refusal({{"all", 0, "", flag(a), ""}}, {{OptionRule::excludes, "all", {"none"}, "x"}}),
              "option table: a rule between --all and --none names an option it does not declare");
    EXPECT_EQ(refusal({{"all", 'a', "", flag(a), ""}, {"any", 0, "", flag(b), ""}}), "built");
}

// The check step after parsing: options that exclude each other, or one that
// needs another, give one usage error, whatever their order.
TEST(OptionTable, ChecksItsRulesOnceTheCommandLineIsRead) {
    const std::vector<OptionRule> rules = {
        {OptionRule::excludes, "json", {"color", "jobs"}, "--json has no colour and one job: give one"},
        {OptionRule::needs, "budget", {"jobs"}, "--budget is for --jobs"},
    };
    struct Case {
        std::vector<std::string> words;
        std::optional<int> status;
        std::string error;
    };
    for (const auto& [words, status, error] : std::vector<Case>{
             {{"--color=never", "--json"}, 2, "--json has no colour and one job: give one"},
             {{"-J", "-j2"}, 2, "--json has no colour and one job: give one"},
             {{"--budget=1"}, 2, "--budget is for --jobs"},
             {{"--budget=1", "-j1", "--color=never"}, std::nullopt, ""},
             {{"-J", "--budget=1"}, 2, "--budget is for --jobs"},
         }) {
        Settings s;
        OptionTable table(20, {{
            {"jobs", 'j', "N", number(s.jobs, "number of jobs", 1, 8), ""},
            {"budget", 0, "SECONDS", seconds(s.budget, "budget"), ""},
            {"json", 'J', "", flag(s.json), ""},
            {"color", 0, "WHEN", choice(s.colour, "colour choice", {{"never", Colour::never}}), ""},
        }}, rules);
        const auto parsed = parse(table, words);
        EXPECT_EQ(parsed.status, status) << words[0];
        EXPECT_EQ(parsed.err, error.empty() ? "" : "sudoku: " + error + "\nTry 'sudoku cmd --help' for more information.\n");
    }
}

TEST(OptionTable, KnowsWhichOptionsTakeTheNextWord) {
    Settings s;
    const OptionTable table = table_of(s);
    EXPECT_TRUE(table.takes_next_word("--jobs"));
    EXPECT_TRUE(table.takes_next_word("--budget"));
    EXPECT_FALSE(table.takes_next_word("--jobs=2"));
    EXPECT_FALSE(table.takes_next_word("--json"));
    EXPECT_FALSE(table.takes_next_word("--hard"));  // its value only ever after '='
    EXPECT_FALSE(table.takes_next_word("--other"));
    EXPECT_TRUE(table.takes_next_word("-j"));  // a short name as its long one
    EXPECT_FALSE(table.takes_next_word("-j2"));
    EXPECT_FALSE(table.takes_next_word("-J"));
}

}  // namespace
}  // namespace sudoku::cli
