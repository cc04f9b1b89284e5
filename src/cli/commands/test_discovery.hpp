// Which files are tests for `sudoku test`: the layouts contestants' tools
// leave, or a pattern as online-judge-tools' --format gives one.
//
//   layout               tests                     never tests (answers)
//   online-judge-tools   sample-1.in, NAME.in      NAME.out
//   Kattis               data/secret/NAME.in       NAME.ans
//   cf-tool              in1.txt                   ans1.txt
//   Polygon              tests/01                  tests/01.a
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "sudoku/io/output.hpp"

namespace sudoku::cli {

enum class TestLayout { online_judge_tools, kattis, cf_tool, polygon };
inline constexpr TestLayout kTestLayouts[] = {TestLayout::online_judge_tools, TestLayout::kattis, TestLayout::cf_tool,
                                              TestLayout::polygon};

// The names the answer of the test at `test` has in `layout`, as paths
// beside it, the one a new test's answer gets first: NAME.out, NAME.ans,
// ansK.txt and outK.txt (none for a test not named inK.txt), 01.a.
std::vector<std::string> answer_paths(TestLayout layout, const std::string& test);

// Whether a file named `name` is a test: by `pattern` (%s any non-empty
// name, %e "in") when one is given, else by the layouts above.
bool is_test_name(const std::string& name, const std::optional<std::string>& pattern);

// The tests under `paths` (a file is a test itself; a directory's tests are
// found below it, subdirectories included, in name order), or the error
// that stops the run; what is not a regular file is passed over, said on `err`.
std::optional<std::string> find_tests(const std::vector<std::string>& paths, const std::optional<std::string>& pattern,
                                      std::vector<std::string>& tests, Output& err);

// The files a program under test never sees: every test and, beside it, each
// name its answer may have in any layout (answer_paths); sorted, weakly
// canonical, as ProcessLimits asks.
std::vector<std::string> tests_and_answers(const std::vector<std::string>& tests);

}  // namespace sudoku::cli
