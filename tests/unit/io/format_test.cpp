#include <gtest/gtest.h>

#include "sudoku/io/format.hpp"
#include "sudoku/io/judge_formats.hpp"

namespace sudoku {
namespace {

std::string detect(const std::string& text) {
    LineReader reader(text);
    const auto result = detect_format(reader);
    if (const auto* error = std::get_if<ReadError>(&result)) return std::to_string(error->line) + ": " + error->what;
    // The line it looked at must still be there for the reader.
    Line line;
    EXPECT_TRUE(reader.next_non_blank(line));
    return std::string(format_name(std::get<Format>(result)));
}

TEST(Detect, NineNumbersMeanBoj2580) {
    EXPECT_EQ(detect("0 3 5 4 6 9 2 7 8\n"), "2580");
    EXPECT_EQ(detect("\n\r\n. 3 5 4 6 9 2 7 8\r\n"), "2580");
}

TEST(Detect, OneIntegerMeansBoj4574) {
    EXPECT_EQ(detect("10\n6 B2 1 B3\n"), "4574");
    EXPECT_EQ(detect(" 0 \n"), "4574");
}

TEST(Detect, EightyOneCharactersMeanTheLineFormat) {
    EXPECT_EQ(detect(std::string(81, '.') + "\n"), "line");
    EXPECT_EQ(detect(std::string(40, '0') + "5" + std::string(40, '.')), "line");
}

TEST(Detect, CommentsComeOnlyBeforePuzzleLines) {
    EXPECT_EQ(detect("# from magictour\n\n" + std::string(81, '.') + "\n"), "line");
    EXPECT_EQ(detect("# a grid\n0 3 5 4 6 9 2 7 8\n"), "2: lines starting with '#' are allowed only in the line format");
    EXPECT_EQ(detect("# nothing else\n"), "1: no puzzle in the input (it is empty or blank)");
}

TEST(Detect, EmptyOrUnknownInputIsAnError) {
    EXPECT_EQ(detect(""), "1: no puzzle in the input (it is empty or blank)");
    EXPECT_EQ(detect("\n\n  \n"), "3: no puzzle in the input (it is empty or blank)");
    EXPECT_EQ(detect("\nhello world\n"),
              "2: cannot tell the format: expected 9 numbers (BOJ 2580), a domino count (BOJ 4574), "
              "an 81-character puzzle line, 9 digits (BOJ 2239) or 16 letters (POJ 3076); "
              "name another judge's format with --format");
}

// A row of nine digits is BOJ 2239's, though it reads as an integer too: no
// domino count has nine digits.
TEST(Detect, NineDigitsMeanBoj2239AndSixteenLettersPoj3076) {
    EXPECT_EQ(detect("103000509\n002109400\n"), "boj2239");
    EXPECT_EQ(detect("\r\n000000000 \r\n"), "boj2239");
    EXPECT_EQ(detect("--A----C-----O-I\n"), "poj3076");
}

TEST(Detect, FormatNamesRoundTrip) {
    for (const auto format : {Format::boj2580, Format::boj4574, Format::line})
        EXPECT_EQ(parse_format_name(format_name(format)), format);
    for (const auto& row : judge_formats()) EXPECT_EQ(format_name(*parse_format_name(row.name)), row.name);
    EXPECT_EQ(parse_format_name("boj2580"), Format::boj2580);
    EXPECT_EQ(parse_format_name("boj4574"), Format::boj4574);
    EXPECT_EQ(format_names(), "2580, 4574, line, boj2239, poj2676, poj3074, poj3076, uva1309, spoj-sudoku, uva989, "
                              "kattis-sudokunique, uva10957, hdu1426, luogu1784, zoj3122, hdu3111");
    EXPECT_FALSE(parse_format_name("auto"));
    EXPECT_FALSE(parse_format_name("9x9"));
}

}  // namespace
}  // namespace sudoku
