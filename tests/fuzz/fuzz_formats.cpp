// libFuzzer target, one format at a time: the format named by the
// environment's SUDOKU_FUZZ_FORMAT (run.sh runs each in turn), else the one
// the input's length picks. Arbitrary bytes are, in that format:
//   - read: solved with the format forced, every message in the house style;
//   - checked: judged as a contestant's output to a valid input of the
//     format, a verdict 0..2 in one line, never a failure;
//   - shrunk: when they are a judge input with few cases, shrunk with a
//     predicate that reads every input the shrinker offers as the judge
//     would: one that does not read is a shrinker's bug (it once crashed
//     `sudoku shrink` on POJ 3074).
// SUDOKU_FUZZ_LIST=1 prints the names of the formats and exits.
#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "sudoku/io/boj4574.hpp"
#include "sudoku/io/format.hpp"
#include "sudoku/io/judge_formats.hpp"
#include "sudoku/judging/checker.hpp"
#include "sudoku/testgen/generator.hpp"
#include "sudoku/testgen/shrink.hpp"
#include "sudoku/pipeline/solve.hpp"

namespace {

using namespace sudoku;

[[noreturn]] void broken(const char* what, const std::string& detail) {
    std::fprintf(stderr, "invariant broken: %s\n%s\n", what, detail.c_str());
    std::abort();
}

std::optional<Format> chosen_format() {
    const char* name = std::getenv("SUDOKU_FUZZ_FORMAT");
    if (name == nullptr) return std::nullopt;
    const auto format = parse_format_name(name);
    if (!format) broken("SUDOKU_FUZZ_FORMAT names no format", name);
    return format;
}

void read_as(const std::string& bytes, Format format) {
    RunOptions options;
    options.format = format;
    options.max_placements = 1 << 12;  // sparse cases stay inside the timeout under the sanitizers
    std::string out, err;
    int status;
    {
        Output out_sink(out), err_sink(err);
        LineReader reader(bytes);
        status = static_cast<int>(solve_input(reader, "-", options, out_sink, err_sink));
    }
    if (status < 0 || status > 3) broken("an undocumented exit status", err);
    if (status != 0 && (err.empty() || err.rfind("sudoku: -", 0) != 0)) broken("a failure without a message in the house style", err);
}

// A valid input of each format, made once: gen's, seed 1.
const JudgeInput& valid_input(Format format) {
    static std::map<Format, JudgeInput> made;
    if (const auto found = made.find(format); found != made.end()) return found->second;
    GenerateOptions options;
    options.format = format;
    const auto text = generate_input(1, options);
    if (!text) broken("gen made no input", std::string(format_name(format)));
    LineReader reader(*text);
    auto read = read_judge_input(reader, format);
    if (!std::holds_alternative<JudgeInput>(read)) broken("gen's input does not read", *text);
    return made[format] = std::get<JudgeInput>(std::move(read));
}

void check_as(const std::string& bytes, Format format) {
    LineReader output(bytes);
    const Judgement judgement = judge_output(valid_input(format), output);
    static constexpr const char* kOpenings[] = {"ok: ", "wrong answer: ", "presentation error: "};
    const int verdict = static_cast<int>(judgement.verdict);
    if (verdict < 0 || verdict > 2) broken("a checker verdict outside 0..2 on a valid input", judgement.message);
    if (judgement.message.rfind(kOpenings[verdict], 0) != 0 || judgement.message.find('\n') != std::string::npos)
        broken("a checker message that is not one line in testlib's words", judgement.message);
}

// Sudominoku cases with few given dominoes take the search's whole budget,
// seconds under the fuzzer's instrumentation: shrinking starts from 20.
bool dense_sudominoku(const std::string& bytes) {
    LineReader reader(bytes);
    Boj4574Reader cases(reader);
    for (auto next = cases.next(); const auto* puzzle = std::get_if<sudominoku::Puzzle>(&next); next = cases.next())
        if (std::popcount(puzzle->used_dominoes) < 20) return false;
    return true;
}

void shrink_as(const std::string& bytes, Format format) {
    if (format == Format::boj4574 && !dense_sudominoku(bytes)) return;
    auto read = ShrinkInput::read(bytes, format);
    const auto* input = std::get_if<ShrinkInput>(&read);
    if (input == nullptr || input->cases().size() > 3) return;
    int runs = 0;
    const auto fails = [&](const std::string& text) {
        LineReader reader(text);
        if (!std::holds_alternative<JudgeInput>(read_judge_input(reader, format)))
            broken("the shrinker offered an input the judge could not send", text);
        return std::hash<std::string>{}(text) % 4 != 0;  // a failure that needs some blanks, not others
    };
    shrink(*input, fails, [&] { return ++runs > 200; }, [](const ShrinkInput&, int) {});
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    if (std::getenv("SUDOKU_FUZZ_LIST") == nullptr) return 0;
    for (const Format format : every_format()) std::printf("%s\n", std::string(format_name(format)).c_str());
    std::exit(0);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::optional<Format> chosen = chosen_format();
    static const std::vector<Format> formats = every_format();
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    const Format format = chosen ? *chosen : formats[size % formats.size()];
    read_as(bytes, format);
    check_as(bytes, format);
    shrink_as(bytes, format);
    return 0;
}
