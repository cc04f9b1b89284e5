// Keeping a found failure as a test (`--save-to=DIR` of `stress` and
// `shrink`): its input and its right answer written into DIR under the names
// the tests already there have, so that `sudoku test DIR` (and the
// contestant's own tool) runs it from then on.
//
//   layout               found by                     a new test
//   Kattis               DIR/data/secret, or *.ans    NAME.in, NAME.ans
//   cf-tool              inK.txt                      in(K+1).txt, ans(K+1).txt
//   Polygon              digits alone (tests/01)      the next number, as wide, and .a
//   online-judge-tools   otherwise (NAME.in, .out)    NAME.in, NAME.out
//
// Nothing is ever overwritten: a NAME taken becomes NAME-2, NAME-3 ...
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "test_discovery.hpp"

namespace sudoku::cli {

// The layout of the tests in `dir` (a missing or empty one: online-judge-tools),
// and the directory new tests go to (`dir`, or its data/secret or tests).
struct TestFolder {
    TestLayout layout = TestLayout::online_judge_tools;
    std::string directory;
};
TestFolder test_folder(const std::string& dir);

// Writes a new test into `dir` (made when missing): `input`, and `answer`
// beside it; `name` names it where the layout takes names. The path of the
// input written, or nullopt with the reason in `error`.
std::optional<std::string> save_test(const std::string& dir, std::string_view name, std::string_view input,
                                     std::string_view answer, std::string& error);

}  // namespace sudoku::cli
