// `sudoku gen` for the problems whose answer is a kind as well as a grid:
// every kind in the default mix, one on request with --answer, each input
// valid by its statement. A case's kind is the tool's own answer to it.
#include <gtest/gtest.h>

#include <map>
#include <regex>
#include <sstream>
#include <set>

#include "sudoku/io/judge_formats.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

using test::lines_of;
using test::run_executable;
using Kinds = std::multiset<std::string>;

// What each --answer word of a problem gives, as UVa 10957 names the four
// kinds of a board (its own words, without the period).
struct AnswerWord {
    std::string format, word;
    std::set<std::string> kinds;
};
const AnswerWord kAnswerWords[] = {
    {"uva10957", "unique", {"Unique"}},
    {"uva10957", "ambiguous", {"Ambiguous"}},
    {"uva10957", "illegal", {"Illegal"}},
    {"uva10957", "impossible", {"Impossible"}},
    {"kattis-sudokunique", "unique", {"Unique"}},
    {"kattis-sudokunique", "non-unique", {"Ambiguous"}},
    {"kattis-sudokunique", "none", {"Impossible", "Illegal"}},  // "Find another job", clashing givens too
    {"uva989", "unique", {"Unique"}},
    {"uva989", "multiple", {"Ambiguous"}},  // the answer is the smallest of them
    {"uva989", "none", {"Impossible", "Illegal"}},  // NO SOLUTION, clashing givens too
    {"hdu3111", "unique", {"Unique"}},
    {"hdu3111", "impossible", {"Impossible", "Illegal"}},  // clashing givens too
};
const std::set<std::string> kEveryKind{"Unique", "Ambiguous", "Impossible", "Illegal"};
const std::set<std::string> kEveryKindButAmbiguous{"Unique", "Impossible", "Illegal"};  // HDU 3111's

// An HDU 3111 line as UVa 10957 reads it: its count none, "---" a blank
// line, a row of '?' and digits the same numbers spaced, 0 blank.
std::string as_uva10957_line(const std::string& line) {
    if (line == "---") return "\n";
    if (line.size() != 9) return "";
    std::string spaced;
    for (const char c : line) spaced += std::string(1, c == '?' ? '0' : c) + " ";
    return spaced + "\n";
}

// The kind of each board of a generated input: its boards as UVa 10957
// reads them (UVa 989's 9x9 cases are the same boards after their line "3";
// HDU 3111's, as_uva10957_line() has them), answered by the tool.
Kinds kinds_of(const std::string& input, const std::string& format) {
    std::string boards;
    for (const auto& line : lines_of(input))
        if (format == "hdu3111") boards += as_uva10957_line(line);
        else if (!(format == "uva989" && line == "3")) boards += line + "\n";
    const auto answered = run_executable("--format=uva10957 -", boards);
    EXPECT_EQ(answered.status, 0) << answered.err;
    Kinds kinds;
    for (const auto& line : lines_of(answered.out)) {
        const auto colon = line.find(": ");
        EXPECT_NE(colon, std::string::npos) << line;
        if (colon != std::string::npos && line.back() == '.') kinds.insert(line.substr(colon + 2, line.size() - colon - 3));
    }
    return kinds;
}

TEST(GenAnswers, EachAnswerWordGivesThatKindAndPassesValidate) {
    for (const auto& [format, word, kinds] : kAnswerWords) {
        const std::string arguments = "gen --seed=3 --count=6 --format=" + format + " --answer=" + word;
        const auto generated = run_executable(arguments);
        ASSERT_EQ(generated.status, 0) << arguments << ": " << generated.err;
        const Kinds got = kinds_of(generated.out, format);
        EXPECT_EQ(got.size(), 6u) << arguments;
        for (const auto& kind : got) EXPECT_TRUE(kinds.count(kind)) << arguments << ": " << kind;
        if (kinds.size() > 1) {  // "none" is both: a board without solution and one whose givens clash
            for (const auto& kind : kinds) EXPECT_TRUE(got.count(kind)) << arguments << ": no " << kind;
        }
        const auto validated = run_executable("validate --format=" + format + " -", generated.out);
        EXPECT_EQ(validated.status, 0) << arguments << ": " << validated.err;
        EXPECT_EQ(validated.err, "") << arguments;
    }
}

// As a judge's test data: by default the cases mix every kind, each at least
// once in any ten consecutive seeds (one case an input, the default).
TEST(GenAnswers, TheDefaultMixHasEveryKindInAnyTenConsecutiveSeeds) {
    for (const std::string format : {"uva10957", "kattis-sudokunique", "uva989", "hdu3111"}) {
        const auto& every_kind = format == "hdu3111" ? kEveryKindButAmbiguous : kEveryKind;
        std::vector<std::string> kind_of_seed;
        for (int seed = 1; seed <= 19; ++seed) {
            const auto generated = run_executable("gen --format=" + format + " --seed=" + std::to_string(seed));
            ASSERT_EQ(generated.status, 0) << format << " " << seed << ": " << generated.err;
            EXPECT_EQ(run_executable("validate --format=" + format + " -", generated.out).status, 0) << format << " " << seed;
            const Kinds kinds = kinds_of(generated.out, format);
            ASSERT_EQ(kinds.size(), 1u) << format << " " << seed;
            kind_of_seed.push_back(*kinds.begin());
        }
        for (std::size_t first = 0; first + 10 <= kind_of_seed.size(); ++first) {
            const std::set<std::string> window(kind_of_seed.begin() + static_cast<std::ptrdiff_t>(first),
                                               kind_of_seed.begin() + static_cast<std::ptrdiff_t>(first) + 10);
            EXPECT_EQ(window, every_kind) << format << ", seeds " << first + 1 << " to " << first + 10;
        }
    }
}

// POJ 3435's words give their verdicts, on valid inputs the same for a seed
// again; seeds 1 to 40 draw every N from 1 to 10.
TEST(GenAnswers, Poj3435sAnswerWordsGiveTheirVerdictsForEveryN) {
    std::set<std::string> sizes;
    for (const std::string word : {"correct", "incorrect"})
        for (int seed = 1; seed <= 40; ++seed) {
            const std::string arguments = "gen --format=poj3435 --answer=" + word + " --seed=" + std::to_string(seed);
            const auto generated = run_executable(arguments);
            ASSERT_EQ(generated.status, 0) << arguments << ": " << generated.err;
            if (seed <= 3) {
                EXPECT_EQ(run_executable(arguments).out, generated.out) << arguments;
            }
            EXPECT_EQ(run_executable("--format=poj3435 -", generated.out).out, word == "correct" ? "CORRECT\n" : "INCORRECT\n")
                << arguments;
            EXPECT_EQ(run_executable("validate --format=poj3435 -", generated.out).status, 0) << arguments;
            sizes.insert(generated.out.substr(0, generated.out.find('\n')));
        }
    EXPECT_EQ(sizes, (std::set<std::string>{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10"}));
}

TEST(GenAnswers, RefusesAnAnswerTheProblemDoesNotHave) {
    const std::pair<const char*, const char*> cases[] = {
        {"--format=uva10957 --answer=none", "invalid answer 'none' for UVa 10957 (choose unique, ambiguous, illegal or impossible)"},
        {"--format=kattis-sudokunique --answer=ambiguous",
         "invalid answer 'ambiguous' for Kattis sudokunique (choose unique, non-unique or none)"},
        {"--format=uva989 --answer=impossible", "invalid answer 'impossible' for UVa 989 (choose unique, multiple or none)"},
        {"--format=hdu3111 --answer=none", "invalid answer 'none' for HDU 3111 (choose unique or impossible)"},
        {"--format=luogu1074 --answer=unique", "invalid answer 'unique' for Luogu P1074 (choose score or none)"},
        {"--format=luogu1074 --hard --answer=none", "--hard makes Luogu P1074 boards that have solutions: --answer=none is not for it"},
        {"--format=luogu1074 --givens=23", "Luogu P1074 promises at least 24 givens: --givens must be 24 or more"},
        {"--answer=unique", "--answer is for the problems whose answer is a kind: uva989, kattis-sudokunique, uva10957, hdu3111, hdu4069, luogu1074, poj3435"},
        {"--format=poj3074 --answer=unique",
         "--answer is for the problems whose answer is a kind: uva989, kattis-sudokunique, uva10957, hdu3111, hdu4069, luogu1074, poj3435"},
        {"--format=hdu4069 --answer=impossible", "invalid answer 'impossible' for HDU 4069 (choose unique, multiple or none)"},
        {"--format=uva10957 --answer=ambiguous --multiple", "--answer and --multiple both choose the puzzles: give one"},
        {"--format=uva989 --answer=unique --givens=16", "no sudoku with fewer than 17 givens has one solution (--multiple allows it)"},
        {"--format=hdu4069 --givens=12",
         "gen makes HDU 4069 puzzles with one solution from 17 givens up (--answer=multiple or none allows fewer)"},
    };
    for (const auto& [arguments, message] : cases) {
        const auto result = run_executable(std::string("gen --seed=1 ") + arguments);
        EXPECT_EQ(result.status, 2) << arguments;
        EXPECT_EQ(result.out, "") << arguments;
        EXPECT_EQ(result.err, std::string("sudoku: ") + message + "\nTry 'sudoku gen --help' for more information.\n");
    }
}

// Below the 17 givens of a unique puzzle, boards with several solutions or
// none are made from boards that may have several; every cell given leaves
// none to take away for several, which ends at once (it ran for minutes).
TEST(GenAnswers, FewGivensForSeveralOrNoneAndAllGivensForSeveral) {
    const std::pair<const char*, const char*> cases[] = {
        {"--format=hdu4069 --answer=multiple --givens=10", "Case 1:\nMultiple Solutions\n"},
        {"--format=hdu4069 --answer=none --givens=10", "Case 1:\nNo solution\n"},
        {"--format=uva989 --answer=multiple --givens=12", ""},
    };
    for (const auto& [arguments, answer] : cases) {
        const auto generated = run_executable(std::string("gen --seed=1 ") + arguments);
        ASSERT_EQ(generated.status, 0) << arguments << generated.err;
        const std::string format = std::string(arguments).substr(0, std::string(arguments).find(' '));
        EXPECT_EQ(run_executable("validate " + format + " -", generated.out).status, 0) << arguments;
        const bool counted = *answer == '\0';  // a format whose answer to several solutions is one of them: count them
        EXPECT_EQ(run_executable((counted ? "count " : "") + format + " -", generated.out).out, counted ? "2\n" : answer) << arguments;
    }
    const auto full = run_executable("gen --seed=1 --format=hdu4069 --answer=multiple --givens=81");
    EXPECT_EQ(full.status, 3);
    EXPECT_EQ(full.err, "sudoku: no puzzle with these options was found within the attempts (try other givens or dominoes, or more --attempts)\n");
}

// --answer's words come from the format table, through gen --help; the
// manual (filled in at build time) and `sudoku --list=answers`, which the
// completions ask, are held to them here.
TEST(GenAnswers, TheManualAndTheListHaveEveryProblemsAnswerWords) {
    std::map<std::string, std::vector<std::string>> words;  // problem: its words
    static const std::regex kKinds(R"(^ +([a-z0-9-]+): ([a-z-]+(?:, [a-z-]+)*)$)");
    for (const auto& line : lines_of(run_executable("gen --help").out)) {
        std::smatch match;
        if (!std::regex_match(line, match, kKinds)) continue;
        std::istringstream list(match[2].str());
        for (std::string word; std::getline(list >> std::ws, word, ',');) words[match[1].str()].push_back(word);
    }
    // Every row with answer kinds, and only those.
    std::size_t with_kinds = 0;
    for (const auto& row : judge_formats()) with_kinds += !row.answer_kinds.empty();
    ASSERT_EQ(words.size(), with_kinds);
    const std::string man = std::regex_replace(test::manual_page(), std::regex(R"(\\-)"), "-");
    const std::string listed = run_executable("--list=answers").out;
    for (const auto& [problem, list] : words) {
        const auto at = man.find(".IP " + problem + " ");
        ASSERT_NE(at, std::string::npos) << problem;
        const std::string paragraph = man.substr(at, man.find("\n.", at + 1) - at);
        for (const auto& word : list) {
            EXPECT_TRUE(std::regex_search(paragraph, std::regex("[ (\n]" + word + "([ ,(\n]|$)"))) << problem << ": " << word;
            // "WORD<TAB>problem, problem": this problem among those of its word.
            EXPECT_TRUE(std::regex_search(listed, std::regex("(^|\n)" + word + "\t([a-z0-9-]+, )*" + problem + "(,|\n)")))
                << "--list=answers: " << word << " " << problem;
        }
    }
}

// HDU 4069's jigsaw boards are no UVa 10957 input: each case's kind is the
// tool's own verdict line, and a unique board's rows a solution the check
// accepts. Each word gives its kind only; seeds 1-4 of the default mix each kind.
TEST(GenAnswers, Hdu4069sAnswerWordsGiveTheirVerdicts) {
    const std::pair<std::string, std::string> words[] = {{"unique", "[1-9]{9}"}, {"multiple", "Multiple Solutions"}, {"none", "No solution"}};
    const auto verdicts_of = [](const std::string& input) {
        const auto answered = run_executable("--format=hdu4069 -", input);
        EXPECT_EQ(answered.status, 0) << answered.err;
        std::vector<std::string> verdicts;
        const auto lines = lines_of(answered.out);
        for (std::size_t i = 0; i + 1 < lines.size(); ++i)
            if (lines[i].rfind("Case ", 0) == 0) verdicts.push_back(lines[i + 1]);
        return verdicts;
    };
    for (const auto& [word, verdict] : words) {
        const std::string arguments = "gen --seed=3 --count=6 --format=hdu4069 --answer=" + word;
        const auto generated = run_executable(arguments);
        ASSERT_EQ(generated.status, 0) << arguments << ": " << generated.err;
        EXPECT_EQ(run_executable("validate --format=hdu4069 -", generated.out).status, 0) << arguments;
        const auto verdicts = verdicts_of(generated.out);
        EXPECT_EQ(verdicts.size(), 6u) << arguments;
        for (const auto& line : verdicts) EXPECT_TRUE(std::regex_match(line, std::regex(verdict))) << arguments << ": " << line;
    }
    std::set<std::string> mixed;
    for (int seed = 1; seed <= 4; ++seed)
        for (const auto& line : verdicts_of(run_executable("gen --format=hdu4069 --seed=" + std::to_string(seed)).out))
            mixed.insert(std::regex_match(line, std::regex("[1-9]{9}")) ? "unique" : line);
    EXPECT_EQ(mixed, (std::set<std::string>{"unique", "Multiple Solutions", "No solution"}));
}

// The classic problems' inputs stay what their statements promise: one
// solution each by default.
TEST(GenAnswers, TheClassicProblemsStillGetUniquePuzzles) {
    for (const std::string format : {"boj2239", "poj2676", "poj3074"}) {
        const bool one_case = judge_format(*parse_format_name(format))->max_cases == 1;
        const auto generated = run_executable("gen --seed=2 --count=" + std::string(one_case ? "1" : "5") + " --format=" + format);
        ASSERT_EQ(generated.status, 0) << format << generated.err;
        for (const auto& count : lines_of(run_executable("count --format=" + format + " -", generated.out).out))
            EXPECT_EQ(count, "1") << format;
    }
}

}  // namespace
}  // namespace sudoku
