// --help and the man page agree: every option of every command's --help is
// in that command's section of the man page, and the reverse; the manual's
// example and the README's install line work as written.
#include <gtest/gtest.h>

#include <iterator>
#include <regex>
#include <sstream>
#include <set>

#include "test_support.hpp"

namespace sudoku {
namespace {

using Options = std::set<std::string>;

// The options a --help lists: the first field of each line that starts with
// a dash after its indent ("  -j, --jobs=N     ...", "      --version  ...").
Options options_in_help(const std::string& help) {
    Options options;
    static const std::regex kOptionLine(R"(^ +(-[^ ,]+(?:, -[^ ,]+)*))");
    for (const auto& line : test::lines_of(help)) {
        std::smatch match;
        if (!std::regex_search(line, match, kOptionLine)) continue;
        std::istringstream field(match[1]);  // "-j, --jobs=N": the names before any '='
        for (std::string part; std::getline(field >> std::ws, part, ',');) options.insert(part.substr(0, part.find_first_of("=[")));  // --hard[=MODEL]: --hard
    }
    return options;
}

// The options the man page names in bold (\fB\-\-name\fR) between `from`
// and the next section heading.
Options options_in_man(const std::string& man, const std::string& from) {
    const auto start = man.find(from);
    EXPECT_NE(start, std::string::npos) << from;
    if (start == std::string::npos) return {};
    const auto body_start = start + from.size();
    const auto end = std::min(man.find("\n.SS", body_start), man.find("\n.SH", body_start));
    const std::string section = man.substr(body_start, end - body_start);
    Options options;
    static const std::regex kBold(R"(\\fB((?:\\-)+[A-Za-z](?:[A-Za-z]|\\-)*))");
    for (auto it = std::sregex_iterator(section.begin(), section.end(), kBold); it != std::sregex_iterator(); ++it) {
        const std::string name = std::regex_replace((*it)[1].str(), std::regex(R"(\\-)"), "-");
        if (name != "--") options.insert(name);
    }
    return options;
}

TEST(Help, EveryCommandsOptionsAreInItsManPageSectionAndTheReverse) {
    const std::string man = test::manual_page();
    const Options every_command = options_in_man(man, ".SH OPTIONS\n");
    ASSERT_EQ(every_command, (Options{"-h", "--help", "--version"}));
    const std::pair<std::string, std::string> commands[] = {
        {"", ".SS \"sudoku, sudoku solve\"\n"}, {"solve ", ".SS \"sudoku, sudoku solve\"\n"},
        {"check ", ".SS \"sudoku check\"\n"},   {"count ", ".SS \"sudoku count\"\n"},
        {"test ", ".SS \"sudoku test\"\n"},     {"gen ", ".SS \"sudoku gen\"\n"},
        {"validate ", ".SS \"sudoku validate\"\n"}, {"stress ", ".SS \"sudoku stress\"\n"},
        {"shrink ", ".SS \"sudoku shrink\"\n"},
    };
    for (const auto& [command, section] : commands) {
        const auto help = test::run_executable(command + "--help");
        ASSERT_EQ(help.status, 0) << command;
        Options in_man = options_in_man(man, section);
        in_man.insert(every_command.begin(), every_command.end());
        const Options in_help = options_in_help(help.out);
        EXPECT_GE(in_help.size(), 4u) << command;  // at least one own option beside -h, --help, --version
        EXPECT_EQ(in_help, in_man) << "sudoku " << command;
    }
}

// As GNU tools' help reads: within one command every option's text starts
// at one column (an option too long for it has its text on the next line),
// and no line is wider than 80.
TEST(Help, EachCommandsOptionTextStartsAtOneColumnAndFitsEighty) {
    static const std::regex kOptionWithText(R"(^( +-[^ ,]+(?:, -[^ ,]+)* +)[^ ])");
    for (const std::string command : {"", "check ", "count ", "test ", "gen ", "validate ", "stress ", "shrink "}) {
        const auto help = test::run_executable(command + "--help");
        ASSERT_EQ(help.status, 0) << command;
        std::set<std::size_t> columns;
        for (const auto& line : test::lines_of(help.out)) {
            EXPECT_LE(line.size(), 80u) << "sudoku " << command << ": " << line;
            std::smatch match;
            if (std::regex_search(line, match, kOptionWithText)) columns.insert(match[1].length());
        }
        EXPECT_EQ(columns.size(), 1u) << "sudoku " << command;
    }
}

TEST(Help, TheManPageNamesEveryCommandAndItsExitStatus) {
    const std::string man = test::manual_page();
    for (const std::string command : {"solve", "check", "count", "test", "gen", "validate", "stress", "shrink"}) {
        EXPECT_NE(man.find(".B sudoku " + command), std::string::npos) << command;
        EXPECT_NE(man.find(".TP\n.B " + command), std::string::npos) << command;  // under COMMANDS
    }
    const auto exit_status = man.substr(man.find(".SH EXIT STATUS"));
    for (const std::string command : {"check", "test", "gen", "validate", "stress", "shrink"})
        EXPECT_NE(exit_status.find(".B " + command), std::string::npos) << command;
}

// The manual's example of `sudoku test` works as written: with a right
// program in place of ./a.out (sudoku itself), every test it names passes.
TEST(Help, TheManPagesTestExamplePassesARightProgram) {
    const std::string man = test::manual_page();
    const std::string examples = man.substr(man.find(".SH EXAMPLES"));
    const std::string start = "sudoku test ", program = " \\-\\- ./a.out";
    const auto line_start = examples.find(start);
    ASSERT_NE(line_start, std::string::npos) << examples;
    const auto program_start = examples.find(program, line_start);
    ASSERT_NE(program_start, std::string::npos) << examples;
    std::string arguments = examples.substr(line_start + start.size(), program_start - line_start - start.size());
    arguments = std::regex_replace(arguments, std::regex(R"(\\-)"), "-");  // "\-\-time\-limit=1 samples/2580"
    const auto path = arguments.substr(arguments.rfind(' ') + 1);
    const auto run = test::run_executable("test " + arguments.substr(0, arguments.rfind(' ') + 1) + test::path_of(path) +
                                          " -- " SUDOKU_COMMAND);
    EXPECT_EQ(run.status, 0) << run.out << run.err;
    EXPECT_TRUE(std::regex_match(test::last_line_of(run.out), std::regex("[1-9][0-9]* passed, 0 failed"))) << run.out;
}

// The README's install line names every package CI installs for the README's
// test command (.ci/run's list before its SUDOKU_CI_QUICK stop), so that a
// fresh Debian machine runs every test of that command, none skipped.
TEST(Help, TheReadmesInstallLineHasEveryPackageTheTestCommandNeeds) {
    const std::string ci = test::read_file(test::source_path(".ci/run"));
    const std::string readme = test::read_file(test::source_path("README.md"));
    const auto install = readme.find("apt-get install -y");
    ASSERT_NE(install, std::string::npos);
    std::istringstream line(readme.substr(install, readme.find('`', install) - install));
    const Options listed{std::istream_iterator<std::string>(line), std::istream_iterator<std::string>()};
    static const std::regex kMissing(R"(missing\+=\(([^)]*)\))");
    const std::string needed = ci.substr(0, ci.find("SUDOKU_CI_QUICK:-"));
    int packages = 0;
    for (auto it = std::sregex_iterator(needed.begin(), needed.end(), kMissing); it != std::sregex_iterator(); ++it, ++packages)
        EXPECT_EQ(listed.count((*it)[1].str()), 1u) << (*it)[1].str() << " is not on the README's apt-get line";
    EXPECT_GE(packages, 4);
}

}  // namespace
}  // namespace sudoku
