#include "arguments.hpp"

#include <charconv>

#include "sudoku/io/messages.hpp"
#include "sudoku/pipeline/solve.hpp"
#include "suggestion.hpp"

#ifndef SUDOKU_VERSION
#define SUDOKU_VERSION "unknown"
#endif

namespace sudoku::cli {
namespace {

bool is_operand(std::string_view arg) { return arg == "-" || arg.empty() || arg[0] != '-'; }

struct OptionMatch {
    bool matched = false;
    std::optional<std::string_view> value;  // nullopt: the value is missing
};

OptionMatch match_option(std::string_view arg, std::string_view name, char short_name, int argc, char** argv, int& i) {
    const std::string long_form = "--" + std::string(name);
    const bool is_short = short_name != 0 && arg.size() >= 2 && arg[0] == '-' && arg[1] == short_name;
    if (arg == long_form || (is_short && arg.size() == 2)) {
        if (i + 1 == argc) return {true, std::nullopt};
        return {true, std::string_view(argv[++i])};
    }
    if (arg.starts_with(long_form + "=")) return {true, arg.substr(long_form.size() + 1)};
    if (is_short) return {true, arg.substr(2)};
    return {};
}

// "unrecognized option '--tme-limit=1' (did you mean '--time-limit'?)", as a mistyped command gets.
std::string unrecognized(const OptionReader& own, std::string_view arg) {
    if (!arg.starts_with("--")) return "invalid option '" + std::string(arg) + "'";
    std::vector<std::string_view> names = own.names;
    names.insert(names.end(), {"help", "version"});
    const std::string_view typed = arg.substr(2, arg.find('=') - 2);
    const auto meant = closest_word(typed, names);
    return "unrecognized option '" + std::string(arg) + "'" + (meant ? " (did you mean '--" + std::string(*meant) + "'?)" : "");
}

}  // namespace

std::optional<int> parse_arguments(const CommandSpec& spec, int argc, char** argv, const OptionReader& own,
                                   Arguments& arguments, Output& out, Output& err) {
    bool options_done = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (options_done || is_operand(arg)) {
            arguments.operands.emplace_back(arg);
        } else if (arg == "--") {
            if (spec.program_after_dashes) {
                arguments.program.assign(argv + i + 1, argv + argc);
                break;
            }
            options_done = true;
        } else if (arg == "--help" || arg == "-h") {
            return print_and_exit(out, err, spec.help);
        } else if (arg == "--version") {
            return print_and_exit(out, err, version_text());
        } else if (const auto status = own.read(argc, argv, i)) {
            if (*status != 0) return status;
        } else {
            return usage_error(spec, err, unrecognized(own, arg));
        }
    }
    return std::nullopt;
}

std::optional<int> read_value_option(const CommandSpec& spec, std::string_view name, char short_name, int argc,
                                     char** argv, int& i, Output& err, std::string_view noun, std::string_view valid,
                                     const std::function<bool(std::string_view)>& accept,
                                     std::span<const std::string_view> words) {
    const std::string_view arg = argv[i];
    const auto match = match_option(arg, name, short_name, argc, argv, i);
    if (!match.matched) return std::nullopt;
    if (!match.value) return usage_error(spec, err, "option '" + std::string(arg) + "' requires an argument");
    if (accept(*match.value)) return 0;
    // A near miss is named, as for a mistyped option; else what is valid.
    const auto meant = closest_word(*match.value, words);
    const std::string hint = meant ? "did you mean '" + std::string(*meant) + "'?" : std::string(valid);
    return usage_error(spec, err, "invalid " + std::string(noun) + " '" + std::string(*match.value) + "'" +
                                      (hint.empty() ? "" : " (" + hint + ")"));
}

int usage_error(const CommandSpec& spec, Output& err, const std::string& what) {
    err.write("sudoku: " + what + "\nTry '" + std::string(spec.name) + " --help' for more information.\n");
    return spec.usage_status;
}

int print_and_exit(Output& out, Output& err, std::string_view text) {
    out.write(text);
    out.flush();
    if (out.error() == 0) return 0;
    err.write("sudoku: write error: " + system_error_text(out.error()) + "\n");
    return static_cast<int>(ExitStatus::write_error);
}

std::string version_text() { return "sudoku " SUDOKU_VERSION "\n"; }

std::optional<long long> parse_number(std::string_view text, long long low, long long high) {
    long long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || text[0] == '-' || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    if (value < low || value > high) return std::nullopt;
    return value;
}

std::optional<double> parse_seconds(std::string_view text) {
    // Digits with at most one point, parsed here: libc++ (Apple's too) long
    // lacked std::from_chars for double.
    double value = 0, place = 1;
    bool any_digit = false, point = false;
    for (const char c : text) {
        if (c == '.' && !point) {
            point = true;
        } else if (c >= '0' && c <= '9') {
            any_digit = true;
            if (point) value += (c - '0') * (place /= 10);
            else value = 10 * value + (c - '0');
        } else {
            return std::nullopt;
        }
    }
    if (!any_digit || !(value > 0) || value > 86400) return std::nullopt;
    return value;
}

}  // namespace sudoku::cli
