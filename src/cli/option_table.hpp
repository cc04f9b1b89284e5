// A command's options declared as a table, as MiniSat declares its
// (`IntOption(cat, "name", "help", default, IntRange(lo, hi))`): each row says
// what the option is called, what its value is and where it goes, and what
// --help says of it. The table reads the command line (the usage errors of
// read_value_option), remembers which options were given, and prints the
// options' part of --help, so that adding an option is one row.
#pragma once

#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "arguments.hpp"
#include "sudoku/io/messages.hpp"

namespace sudoku::cli {

// What an option's value is. A flag has `act` alone; an option with a value
// has `accept` (true when the value is valid, and then stored); one with both
// may be given with or without its value (--hard, --hard=MODEL).
struct OptionValue {
    std::function<void()> act;
    std::function<bool(std::string_view)> accept;
    std::string noun;   // "invalid <noun> 'V' (<valid>)"
    std::string valid;
    std::vector<std::string_view> words;  // the values it takes, when a few words: "did you mean"
};

struct Option {
    std::string_view name;        // "time-limit" for --time-limit
    char short_name = 0;          // 'j' for -j
    std::string_view value_name;  // "SECONDS" in --help; empty for a flag
    OptionValue value;
    std::string help;  // its lines in --help, '\n' between them
};

// `help` with each "{}" replaced, in turn, by one of `figures`: a row's help
// prints its default (and its range) from the constant that holds it, never
// a figure of its own.
std::string filled(std::string_view help, std::initializer_list<std::string> figures);
// A figure as --help prints it: 2, 0.5, 1048576.
std::string decimal_figure(double value);
template <typename T>
std::string figure(T value) {
    if constexpr (std::is_integral_v<T>) return std::to_string(value);
    else return decimal_figure(static_cast<double>(value));
}

// Ways to read a value, each storing into `target` once the value is valid.
OptionValue flag(bool& target);
OptionValue act(std::function<void()> action);
// A plain decimal in [low, high]; `unit` goes before the range in the error ("MB, 1 to 1048576").
OptionValue number(std::string_view noun, long long low, long long high, std::function<void(long long)> store,
                   std::string_view unit = "");
template <typename T>
OptionValue number(T& target, std::string_view noun, long long low, long long high) {
    return number(noun, low, high, [&target](long long n) { target = static_cast<T>(n); });
}
OptionValue seconds(double& target, std::string_view noun);  // parse_seconds: over 0, at most a day
// Any non-empty text that `fits`; `valid` says what fits.
OptionValue text(std::optional<std::string>& target, std::string_view noun, std::string_view valid = "",
                 std::function<bool(std::string_view)> fits = {});
// Any value, stored nowhere: the options judges pass that mean nothing here.
OptionValue ignored(std::string_view noun);
// One of a few words, each standing for a value of T; the error lists the words.
template <typename T>
OptionValue choice(T& target, std::string_view noun, std::initializer_list<std::pair<std::string_view, T>> words);
// A value only `accept` can judge (a seed, a range "LO-HI").
OptionValue custom(std::string_view noun, std::string_view valid, std::function<bool(std::string_view)> accept,
                   std::vector<std::string_view> words = {});

// What options given together mean, checked once the whole command line is
// read: `option` given with any of `others` (excludes), or with none of them
// (needs), is the usage error `what`.
struct OptionRule {
    enum Kind { excludes, needs } kind;
    std::string_view option;
    std::vector<std::string_view> others;
    std::string_view what;
};

class OptionTable {
public:
    // `help_column`: where the help lines start in --help. A table whose rows
    // share a long or short name, or take -h, is refused here (std::logic_error):
    // the second of them could never be given.
    OptionTable(int help_column, std::vector<std::vector<Option>> parts, std::vector<OptionRule> rules = {});

    // The command line read (parse_arguments() with reader()), then the rules checked.
    std::optional<int> parse(const CommandSpec& spec, int argc, char** argv, Arguments& arguments, Output& out, Output& err);
    // The first rule the options given break: its usage error's status.
    std::optional<int> check_rules(const CommandSpec& spec, Output& err) const;

    // One of the table's options at argv[i]: as an OptionReader (nullopt: not one of them).
    std::optional<int> read(const CommandSpec& spec, int argc, char** argv, int& i, Output& err);
    OptionReader reader(const CommandSpec& spec, Output& err);
    bool given(std::string_view name) const;
    // The words of the command line that gave the options named `names`, in
    // their order there ("--count=3", or "--count" and "3").
    std::vector<std::string_view> arguments_of(const std::vector<std::string_view>& names) const;
    // Every option's long name ("time-limit"), for CommandSpec::options.
    std::vector<std::string_view> names() const;
    // Whether "--name" alone takes the next word as its value.
    bool takes_next_word(std::string_view arg) const;
    // The options' lines in --help, -h/--help and --version last.
    std::string help() const;
    // A command's whole --help: its text before the options, their lines, its text after.
    std::string help_between(std::string_view before, std::string_view after) const;

private:
    std::size_t index_of(std::string_view name) const;

    void refuse_clashing_names() const;

    int help_column_;
    std::vector<Option> rows_;
    std::vector<OptionRule> rules_;
    std::vector<bool> given_;
    std::vector<std::pair<std::size_t, std::string_view>> words_;  // each word read, with its row
};

template <typename T>
OptionValue choice(T& target, std::string_view noun, std::initializer_list<std::pair<std::string_view, T>> words) {
    std::vector<std::string_view> names;
    for (const auto& word : words) names.push_back(word.first);
    std::vector<std::pair<std::string_view, T>> table(words);
    return custom(
        noun, listed(names),
        [&target, table](std::string_view given) {
            for (const auto& [word, value] : table)
                if (given == word) return target = value, true;
            return false;
        },
        names);
}

}  // namespace sudoku::cli
