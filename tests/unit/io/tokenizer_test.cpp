#include <gtest/gtest.h>

#include <fcntl.h>
#include <unistd.h>

#include <string>
#include <vector>

#include "sudoku/io/messages.hpp"
#include "sudoku/io/tokenizer.hpp"
#include "test_support.hpp"

namespace sudoku {
namespace {

std::vector<std::string> lines_of(LineReader& reader) {
    std::vector<std::string> lines;
    Line line;
    while (reader.next(line)) lines.emplace_back(line.text);
    return lines;
}

TEST(LineReader, StripsLfAndCrlfAndKeepsALastLineWithoutNewline) {
    LineReader reader("a b\r\nc\n\nd");
    EXPECT_EQ(lines_of(reader), (std::vector<std::string>{"a b", "c", "", "d"}));
    EXPECT_EQ(reader.line_number(), 4u);
}

TEST(LineReader, NumbersLinesFromOneAndSkipsBlankOnesOnRequest) {
    LineReader reader("\n  \t\n5\n");
    Line line;
    ASSERT_TRUE(reader.next_non_blank(line));
    EXPECT_EQ(line.number, 3u);
    EXPECT_EQ(line.text, "5");
    EXPECT_FALSE(reader.next_non_blank(line));
}

TEST(LineReader, PutBackReturnsTheSameLineAgain) {
    LineReader reader("one\ntwo\n");
    Line line;
    ASSERT_TRUE(reader.next(line));
    reader.put_back();
    ASSERT_TRUE(reader.next(line));
    EXPECT_EQ(line.text, "one");
    EXPECT_EQ(line.number, 1u);
    ASSERT_TRUE(reader.next(line));
    EXPECT_EQ(line.text, "two");
}

TEST(LineReader, ALongLineKeepsOnlyItsStartAndIsFlagged) {
    const std::string input = std::string(3 * kMaxLineLength, 'x') + "\nnext\n";
    LineReader reader(input);
    Line line;
    ASSERT_TRUE(reader.next(line));
    EXPECT_TRUE(line.too_long);
    EXPECT_EQ(line.text.size(), kMaxLineLength);
    ASSERT_TRUE(reader.next(line));
    EXPECT_FALSE(line.too_long);
    EXPECT_EQ(line.text, "next");
    EXPECT_EQ(line.number, 2u);
}

TEST(LineReader, ReadsADescriptorInChunksAcrossLineBoundaries) {
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    std::string input;
    for (int i = 0; i < 20000; ++i) input += std::to_string(i) + "\r\n";
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(fds[0]);
        ssize_t ignored = ::write(fds[1], input.data(), input.size());
        (void)ignored;
        ::_exit(0);
    }
    ::close(fds[1]);
    LineReader reader(fds[0]);
    const auto lines = lines_of(reader);
    ::close(fds[0]);
    ASSERT_EQ(lines.size(), 20000u);
    EXPECT_EQ(lines[12345], "12345");
    EXPECT_TRUE(reader.error().empty());
}

// The hook runs only before a read that would wait: a filter flushes its
// answers then, and not before every chunk of a file.
TEST(LineReader, CallsTheHookOnlyWhenNoInputIsWaiting) {
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    ASSERT_EQ(::write(fds[1], "a\n", 2), 2);
    LineReader reader(fds[0]);
    int hooks = 0;
    reader.before_blocking_read([&] {
        if (++hooks > 1) return;
        // The reader is about to wait: give it the rest and the end.
        EXPECT_EQ(::write(fds[1], "b\n", 2), 2);
        ::close(fds[1]);
    });
    Line line;
    ASSERT_TRUE(reader.next(line));
    EXPECT_EQ(line.text, "a");
    EXPECT_EQ(hooks, 0);  // "a" was waiting
    ASSERT_TRUE(reader.next(line));
    EXPECT_EQ(line.text, "b");
    EXPECT_EQ(hooks, 1);
    EXPECT_FALSE(reader.next(line));
    EXPECT_EQ(hooks, 1);  // at the end of input nothing waits to be flushed for
    ::close(fds[0]);
    const std::string path = test::source_path("samples/2580/boj_sample.in").string();
    const int file = ::open(path.c_str(), O_RDONLY);
    LineReader from_file(file);
    from_file.before_blocking_read([&] { ++hooks; });
    while (from_file.next(line)) {
    }
    ::close(file);
    EXPECT_EQ(hooks, 1);  // a regular file never makes a reader wait
}

TEST(LineReader, ReportsAReadErrorInLowerCase) {
    const int fd = ::open("/", O_RDONLY);
    ASSERT_GE(fd, 0);
    LineReader reader(fd);
    Line line;
    EXPECT_FALSE(reader.next(line));
    ::close(fd);
    EXPECT_EQ(reader.error(), "is a directory");
}

TEST(Tokens, SplitOnSpacesTabsAndStrayCarriageReturns) {
    const Tokens tokens = split_tokens(" 1\t22  333\r ");
    ASSERT_EQ(tokens.count, 3);
    EXPECT_EQ(tokens[0], "1");
    EXPECT_EQ(tokens[1], "22");
    EXPECT_EQ(tokens[2], "333");
}

TEST(Tokens, CountAllButKeepOnlyTheCapacity) {
    std::string text;
    for (int i = 0; i < 40; ++i) text += "x ";
    const Tokens tokens = split_tokens(text);
    EXPECT_EQ(tokens.count, 40);
    EXPECT_EQ(tokens[Tokens::kCapacity - 1], "x");
}

TEST(ParseInt, AcceptsPlainDecimalsOnly) {
    EXPECT_EQ(parse_int("0"), 0);
    EXPECT_EQ(parse_int("35"), 35);
    EXPECT_EQ(parse_int("-1"), -1);
    EXPECT_EQ(parse_int("+7"), 7);
    EXPECT_FALSE(parse_int(""));
    EXPECT_FALSE(parse_int("-"));
    EXPECT_FALSE(parse_int("1a"));
    EXPECT_FALSE(parse_int("1234567890"));  // more digits than fit, rather than overflow
}

// Issue 50: a line found too long is returned at once, and skipped to its
// end only when the next line is asked for, however long it runs.
TEST(LineReader, ATooLongLineIsSkippedToItsEndForTheNextLine) {
    for (const std::string& long_line : {std::string(1999999, ' ') + "x", std::string(2000001, '1')}) {
        const std::string input = "first\n" + long_line + "\nnext\n";
        LineReader reader(input);
        Line line;
        ASSERT_TRUE(reader.next(line));
        ASSERT_TRUE(reader.next(line));
        EXPECT_TRUE(line.too_long);
        EXPECT_EQ(line.number, 2u);
        ASSERT_TRUE(reader.next(line));
        EXPECT_EQ(line.text, "next");
        EXPECT_EQ(line.number, 3u);
        EXPECT_FALSE(reader.next(line));
        EXPECT_EQ(reader.abandoned_line(), 0u);
    }
}

// /dev/zero: too long at once; asked for more, it is given up past
// kAbandonLineLength, and the input ends there.
TEST(LineReader, AnEndlessLineIsGivenUpAndEndsTheInput) {
    const int fd = ::open("/dev/zero", O_RDONLY);
    ASSERT_GE(fd, 0);
    LineReader reader(fd);
    Line line;
    ASSERT_TRUE(reader.next(line));
    EXPECT_TRUE(line.too_long);
    EXPECT_FALSE(reader.next(line));
    EXPECT_EQ(reader.abandoned_line(), 1u);
    EXPECT_EQ(abandoned_message(), "the line runs past 64 MiB without a newline: the rest of the input is not read");
    ::close(fd);
}

TEST(LineReader, ABoundOnTheBytesReadEndsTheInput) {
    const int fd = ::open("/dev/zero", O_RDONLY);
    ASSERT_GE(fd, 0);
    LineReader reader(fd);
    reader.limit_bytes(100000);
    std::size_t bytes = 0;
    for (auto chunk = reader.next_bytes(); !chunk.empty(); chunk = reader.next_bytes()) bytes += chunk.size();
    EXPECT_EQ(bytes, 100000u);
    EXPECT_TRUE(reader.over_limit());
    ::close(fd);
}

TEST(LineReader, StopsWhenToldAndShowsEachLineOnce) {
    LineReader reader("one\ntwo\nthree\n", 10);
    std::vector<std::size_t> seen;
    reader.on_each_line([&](const Line& line) { seen.push_back(line.number); });
    Line line;
    ASSERT_TRUE(reader.next(line));
    reader.put_back();
    ASSERT_TRUE(reader.next(line));
    ASSERT_TRUE(reader.next(line));
    EXPECT_EQ(line.number, 12u);
    reader.stop();
    EXPECT_FALSE(reader.next(line));
    EXPECT_EQ(seen, (std::vector<std::size_t>{11, 12}));
}

}  // namespace
}  // namespace sudoku
