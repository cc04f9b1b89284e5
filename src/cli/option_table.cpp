#include "option_table.hpp"

#include <algorithm>
#include <cassert>
#include <stdexcept>

#include "sudoku/io/messages.hpp"

namespace sudoku::cli {

OptionValue flag(bool& target) {
    return act([&target] { target = true; });
}

OptionValue act(std::function<void()> action) { return {std::move(action), {}, {}, {}, {}}; }

OptionValue number(std::string_view noun, long long low, long long high, std::function<void(long long)> store,
                   std::string_view unit) {
    const std::string range = std::to_string(low) + " to " + std::to_string(high);
    return custom(noun, unit.empty() ? range : std::string(unit) + ", " + range,
                  [low, high, store = std::move(store)](std::string_view value) {
                      const auto n = parse_number(value, low, high);
                      if (n) store(*n);
                      return n.has_value();
                  });
}

OptionValue seconds(double& target, std::string_view noun) {
    return custom(noun, "seconds, over 0", [&target](std::string_view value) {
        const auto parsed = parse_seconds(value);
        if (parsed) target = *parsed;
        return parsed.has_value();
    });
}

OptionValue text(std::optional<std::string>& target, std::string_view noun, std::string_view valid,
                 std::function<bool(std::string_view)> fits) {
    return custom(noun, valid, [&target, fits = std::move(fits)](std::string_view value) {
        target = std::string(value);
        return !value.empty() && (!fits || fits(value));
    });
}

OptionValue ignored(std::string_view noun) {
    return custom(noun, "", [](std::string_view) { return true; });
}

OptionValue custom(std::string_view noun, std::string_view valid, std::function<bool(std::string_view)> accept,
                   std::vector<std::string_view> words) {
    return {{}, std::move(accept), std::string(noun), std::string(valid), std::move(words)};
}

std::string filled(std::string_view help, std::initializer_list<std::string> figures) {
    std::string text;
    auto next = figures.begin();
    for (std::size_t at = 0; at < help.size(); ++at) {
        if (help.substr(at, 2) == "{}" && next != figures.end()) {
            text += *next++;
            ++at;
        } else {
            text += help[at];
        }
    }
    assert(next == figures.end() && "a figure with no {} in the help");
    return text;
}

std::string decimal_figure(double value) { return format_number("%g", value); }

OptionTable::OptionTable(int help_column, std::vector<std::vector<Option>> parts, std::vector<OptionRule> rules)
    : help_column_(help_column), rules_(std::move(rules)) {
    for (auto& part : parts)
        for (auto& row : part) rows_.push_back(std::move(row));
    given_.assign(rows_.size(), false);
    refuse_clashing_names();
    const auto declared = [this](std::string_view name) {
        return std::any_of(rows_.begin(), rows_.end(), [name](const Option& row) { return row.name == name; });
    };
    for (const OptionRule& rule : rules_)
        for (const std::string_view name : rule.others)
            if (!declared(rule.option) || !declared(name))
                throw std::logic_error("option table: a rule between --" + std::string(rule.option) + " and --" +
                                       std::string(name) + " names an option it does not declare");
}

void OptionTable::refuse_clashing_names() const {
    for (std::size_t k = 0; k < rows_.size(); ++k) {
        const Option& row = rows_[k];
        if (row.name == "help" || row.name == "version" || row.short_name == 'h')
            throw std::logic_error("option table: --" + std::string(row.name) + " takes a name of --help's or --version's");
        for (std::size_t other = 0; other < k; ++other) {
            if (rows_[other].name == row.name)
                throw std::logic_error("option table: two rows named --" + std::string(row.name));
            if (row.short_name != 0 && rows_[other].short_name == row.short_name)
                throw std::logic_error("option table: --" + std::string(rows_[other].name) + " and --" +
                                       std::string(row.name) + " both named -" + std::string(1, row.short_name));
        }
    }
}

std::optional<int> OptionTable::parse(const CommandSpec& spec, int argc, char** argv, Arguments& arguments, Output& out,
                                      Output& err) {
    if (const auto stop = parse_arguments(spec, argc, argv, reader(spec, err), arguments, out, err)) return stop;
    return check_rules(spec, err);
}

std::optional<int> OptionTable::check_rules(const CommandSpec& spec, Output& err) const {
    for (const OptionRule& rule : rules_) {
        if (!given(rule.option)) continue;
        const bool any = std::any_of(rule.others.begin(), rule.others.end(), [this](std::string_view name) { return given(name); });
        if (any == (rule.kind == OptionRule::excludes)) return usage_error(spec, err, std::string(rule.what));
    }
    return std::nullopt;
}

std::optional<int> OptionTable::read(const CommandSpec& spec, int argc, char** argv, int& i, Output& err) {
    const std::string_view arg = argv[i];
    for (std::size_t k = 0; k < rows_.size(); ++k) {
        const Option& row = rows_[k];
        const bool long_word = arg.size() == row.name.size() + 2 && arg.starts_with("--") && arg.substr(2) == row.name;
        const bool short_word = row.short_name != 0 && arg.size() == 2 && arg[0] == '-' && arg[1] == row.short_name;
        if (row.value.act && (long_word || short_word)) {
            row.value.act();
            given_[k] = true;
            words_.emplace_back(k, arg);
            return 0;
        }
        if (!row.value.accept) continue;
        const int first = i;
        const auto status = read_value_option(spec, row.name, row.short_name, argc, argv, i, err, row.value.noun,
                                              row.value.valid, row.value.accept, row.value.words);
        if (status && *status == 0) {
            given_[k] = true;
            for (int word = first; word <= i; ++word) words_.emplace_back(k, argv[word]);
        }
        if (status) return status;
    }
    return std::nullopt;
}

OptionReader OptionTable::reader(const CommandSpec& spec, Output& err) {
    return {[this, &spec, &err](int argc, char** argv, int& i) { return read(spec, argc, argv, i, err); }, names()};
}

std::size_t OptionTable::index_of(std::string_view name) const {
    for (std::size_t k = 0; k < rows_.size(); ++k)
        if (rows_[k].name == name) return k;
    assert(!"an option the table does not declare");
    return rows_.size();
}

bool OptionTable::given(std::string_view name) const {
    const std::size_t k = index_of(name);
    return k < rows_.size() && given_[k];
}

std::vector<std::string_view> OptionTable::arguments_of(const std::vector<std::string_view>& names) const {
    std::vector<std::string_view> words;
    for (const auto& [row, word] : words_)
        if (std::find(names.begin(), names.end(), rows_[row].name) != names.end()) words.push_back(word);
    return words;
}

std::vector<std::string_view> OptionTable::names() const {
    std::vector<std::string_view> names;
    for (const Option& row : rows_) names.push_back(row.name);
    return names;
}

bool OptionTable::takes_next_word(std::string_view arg) const {
    for (const Option& row : rows_) {
        const bool short_word = row.short_name != 0 && arg.size() == 2 && arg[0] == '-' && arg[1] == row.short_name;
        const bool long_word = arg.starts_with("--") && arg.substr(2) == row.name;
        if (row.value.accept && !row.value.act && (short_word || long_word)) return true;
    }
    return false;
}

namespace {

// "  -j, --jobs=N" padded to `column`, or alone on its line when it reaches
// the column, then the help's lines, each after `column` spaces.
std::string help_lines(std::string_view label, std::string_view help, int column) {
    const auto width = static_cast<std::size_t>(column);
    std::string text(2, ' ');
    text += label;
    if (text.size() >= width) {  // the label alone on its line
        text += '\n';
        text.append(width, ' ');
    } else {
        text.append(width - text.size(), ' ');
    }
    for (const char c : help) {
        text += c;
        if (c == '\n') text.append(width, ' ');
    }
    return text += '\n';
}

}  // namespace

std::string OptionTable::help_between(std::string_view before, std::string_view after) const {
    std::string text(before);
    text += help();
    return text += after;
}

std::string OptionTable::help() const {
    std::string text;
    for (const Option& row : rows_) {
        std::string label = row.short_name ? std::string{'-', row.short_name, ',', ' '} : std::string();
        label += "--" + std::string(row.name);
        if (!row.value_name.empty()) {
            const bool optional = static_cast<bool>(row.value.act);
            label += (optional ? "[=" : "=") + std::string(row.value_name) + (optional ? "]" : "");
        }
        text += help_lines(label, row.help, help_column_);
    }
    text += help_lines("-h, --help", "display this help and exit", help_column_);
    return text + help_lines("    --version", "output version information and exit", help_column_);
}

}  // namespace sudoku::cli
