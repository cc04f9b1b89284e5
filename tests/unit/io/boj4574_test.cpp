// The BOJ 4574 reader and writer: every rule with its exact message and line.
#include <gtest/gtest.h>

#include "sudoku/io/boj4574.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

// The statement's first puzzle, LF endings.
const std::vector<std::string> kFirst = {
    "10",        "6 B2 1 B3", "2 C4 9 C3", "6 D3 8 E3", "7 E1 4 F1", "8 B7 4 B8",
    "3 F5 2 F6", "7 F7 6 F8", "5 G4 9 G5", "7 I8 8 I9", "7 C9 2 B9", "C5 A3 D9 I4 A9 E5 A2 C6 I1",
};

std::string join(const std::vector<std::string>& lines) {
    std::string text;
    for (const auto& line : lines) text += line + "\n";
    return text;
}

// kFirst with line `index` (0-based) replaced, followed by "0".
std::string first_with(std::size_t index, const std::string& replacement) {
    auto lines = kFirst;
    lines[index] = replacement;
    lines.push_back("0");
    return join(lines);
}

// What reading all of `text` gives: "ok N" for N cases, or the error as "line: what".
std::string read_all(const std::string& text) {
    LineReader input(text);
    Boj4574Reader reader(input);
    int cases = 0;
    for (;;) {
        const auto next = reader.next();
        if (std::holds_alternative<Boj4574Reader::End>(next)) return "ok " + std::to_string(cases);
        if (const auto* error = std::get_if<ReadError>(&next)) return std::to_string(error->line) + ": " + error->what;
        ++cases;
    }
}

TEST(Boj4574Reader, ReadsTheStatementSampleWithCrlfAndATrailingSpace) {
    const std::string sample = test::read_file(test::source_path("samples/4574/boj_sample.in"));
    ASSERT_NE(sample.find("G5 \r\n"), std::string::npos);
    EXPECT_EQ(read_all(sample), "ok 2");
}

TEST(Boj4574Reader, PutsEveryGivenInPlaceAndMarksTheGivenDominoes) {
    const std::string text = first_with(0, "10");
    LineReader input(text);
    Boj4574Reader reader(input);
    const auto next = reader.next();
    if (const auto* error = std::get_if<ReadError>(&next)) FAIL() << error->line << ": " << error->what;
    ASSERT_TRUE(std::holds_alternative<sudominoku::Puzzle>(next));
    const auto& puzzle = std::get<sudominoku::Puzzle>(next);
    EXPECT_EQ(count_givens(puzzle.grid), 29);
    EXPECT_EQ(puzzle.grid[cell_at(1, 1)], 6);  // 6 B2
    EXPECT_EQ(puzzle.grid[cell_at(8, 0)], 9);  // the single 9 at I1
    EXPECT_EQ(std::popcount(puzzle.used_dominoes), 10);
    EXPECT_TRUE(puzzle.used_dominoes >> sudominoku::domino_index(1, 6) & 1);
    EXPECT_EQ(reader.case_number(), 1);
}

TEST(Boj4574Reader, IsLenientAboutLayout) {
    // Blank lines, tabs, lower-case rows, no final 0, no final newline.
    std::string text = "\n" + join(kFirst);
    text.replace(text.find("6 B2 1 B3"), 9, "6\tb2  1 B3 ");
    text.pop_back();
    EXPECT_EQ(read_all(text), "ok 1");
    EXPECT_EQ(read_all(""), "ok 0");
    EXPECT_EQ(read_all("0\n"), "ok 0");
}

TEST(Boj4574Reader, AcceptsOneToThirtySixDominoes) {
    EXPECT_EQ(read_all("1\n1 A1 2 A2\nD4 E7 F1 G2 H3 I4 B5 C6 I9\n0\n"), "ok 1");
    EXPECT_EQ(read_all(first_with(0, "37")), "1: puzzle 1: the number of dominoes must be 1 to 36, found 37");
    EXPECT_EQ(read_all(first_with(0, "-3")), "1: puzzle 1: the number of dominoes must be 1 to 36, found -3");
}

TEST(Boj4574Reader, RejectsANonNumberWhereTheCountIsExpected) {
    EXPECT_EQ(read_all(first_with(0, "ten")), "1: puzzle 1: expected the number of dominoes, found 'ten'");
    EXPECT_EQ(read_all(first_with(0, "10 11")), "1: puzzle 1: expected the number of dominoes, found 2 fields");
}

TEST(Boj4574Reader, RejectsBadLocationsAndDigits) {
    EXPECT_EQ(read_all(first_with(1, "6 J2 1 B3")), "2: puzzle 1: expected a location A1..I9, found 'J2'");
    EXPECT_EQ(read_all(first_with(1, "6 B0 1 B3")), "2: puzzle 1: expected a location A1..I9, found 'B0'");
    EXPECT_EQ(read_all(first_with(1, "6 B10 1 B3")), "2: puzzle 1: expected a location A1..I9, found 'B10'");
    EXPECT_EQ(read_all(first_with(1, "0 B2 1 B3")), "2: puzzle 1: expected a digit 1..9, found '0'");
    EXPECT_EQ(read_all(first_with(1, "6 B2 10 B3")), "2: puzzle 1: expected a digit 1..9, found '10'");
    EXPECT_EQ(read_all(first_with(11, "C5 A3 D9 I4 A9 E5 A2 C6 Z1")),
              "12: puzzle 1: expected a location A1..I9, found 'Z1'");
}

TEST(Boj4574Reader, RejectsShortLines) {
    EXPECT_EQ(read_all(first_with(3, "6 D3 8")), "4: puzzle 1: expected a domino 'U LU V LV', found 3 fields");
    EXPECT_EQ(read_all(first_with(11, "C5 A3 D9 I4 A9 E5 A2 C6")),
              "12: puzzle 1: expected the 9 locations of the digits 1..9, found 8 fields");
    EXPECT_EQ(read_all(first_with(11, "C5 A3 D9 I4 A9 E5 A2 C6 I1 H1")),
              "12: puzzle 1: expected the 9 locations of the digits 1..9, found 10 fields");
}

TEST(Boj4574Reader, RejectsBadDominoes) {
    EXPECT_EQ(read_all(first_with(1, "6 B2 6 B3")), "2: puzzle 1: domino 6-6 has two equal digits");
    EXPECT_EQ(read_all(first_with(1, "6 B2 1 B4")), "2: puzzle 1: B2 and B4 are not adjacent");
    EXPECT_EQ(read_all(first_with(1, "6 B2 1 C3")), "2: puzzle 1: B2 and C3 are not adjacent");
    EXPECT_EQ(read_all(first_with(1, "6 B2 1 B2")), "2: puzzle 1: B2 and B2 are not adjacent");
    EXPECT_EQ(read_all(first_with(3, "1 D3 6 E3")), "4: puzzle 1: domino 1-6 is given twice");
}

TEST(Boj4574Reader, RejectsACellUsedTwice) {
    EXPECT_EQ(read_all(first_with(3, "6 D3 8 C3")), "4: puzzle 1: C3 is used twice");
    EXPECT_EQ(read_all(first_with(11, "B2 A3 D9 I4 A9 E5 A2 C6 I1")), "12: puzzle 1: B2 is used twice");
}

TEST(Boj4574Reader, RejectsEqualDigitsInAUnit) {
    // A second 6 in row B (6 B2 is given on line 2).
    EXPECT_EQ(read_all(first_with(5, "6 B7 4 B8")),
              "6: puzzle 1: digit 6 appears twice in row 2: at B2 and at B7");
    // The single 1 placed in box 1 next to the domino's 1 at B3.
    EXPECT_EQ(read_all(first_with(11, "A1 A3 D9 I4 A9 E5 A2 C6 I1")),
              "12: puzzle 1: digit 1 appears twice in box 1: at A1 and at B3");
}

TEST(Boj4574Reader, RejectsAnEndInsideACase) {
    EXPECT_EQ(read_all(join({kFirst.begin(), kFirst.begin() + 4})),
              "4: puzzle 1: unexpected end of input: expected 10 domino lines, found 3");
    EXPECT_EQ(read_all(join({kFirst.begin(), kFirst.begin() + 11})),
              "11: puzzle 1: unexpected end of input: expected the line of 9 locations of the digits 1..9");
}

TEST(Boj4574Reader, NamesTheCaseAndRejectsTextAfterTheFinalZero) {
    auto lines = kFirst;
    lines.insert(lines.end(), kFirst.begin(), kFirst.end());
    lines[13] = "6 B2 1 X3";
    EXPECT_EQ(read_all(join(lines)), "14: puzzle 2: expected a location A1..I9, found 'X3'");
    EXPECT_EQ(read_all(join(kFirst) + "0\n\n10\n"), "15: unexpected text after the final 0");
}

TEST(Boj4574Writer, WritesPuzzleKAndNineLinesOfDigits) {
    std::string out;
    write_boj4574(3, test::grid_from_line(test::shared_puzzle("boj_sample_solution")), out);
    EXPECT_EQ(out, "Puzzle 3\n135469278\n782135649\n469278135\n321546897\n874913526\n596827413\n917652384\n643781952\n258394761\n");
}

}  // namespace
}  // namespace sudoku
