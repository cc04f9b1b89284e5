// Every verdict sudoku gives, declared once with all its names: the four a
// checker gives an output (checker.hpp), and those a judge gives a run of a
// program (verdict.hpp). Nothing else spells a verdict.
#pragma once

#include <string_view>

namespace sudoku {

// The checker's four come first: their values are testlib's exit codes.
enum class Verdict : int {
    accepted = 0,
    wrong_answer = 1,
    presentation_error = 2,
    fail = 3,  // the test or the jury's answer is at fault, not the program
    time_limit,
    idleness_limit,
    memory_limit,
    runtime_error,
    output_limit,
};

struct VerdictNames {
    std::string_view code;   // the report's column and JSON: "AC"
    std::string_view words;  // testlib's message prefix: "ok"
    std::string_view appes;  // testlib's -appes outcome: "accepted"
};

// One row per verdict, in the enum's order.
inline constexpr VerdictNames kVerdictNames[] = {
    {"AC", "ok", "accepted"},
    {"WA", "wrong answer", "wrong-answer"},
    {"PE", "presentation error", "presentation-error"},
    {"FAIL", "fail", "fail"},
    {"TLE", "time limit exceeded", "time-limit-exceeded"},
    {"ILE", "idleness limit exceeded", "idleness-limit-exceeded"},
    {"MLE", "memory limit exceeded", "memory-limit-exceeded"},
    {"RE", "runtime error", "runtime-error"},
    {"OLE", "output limit exceeded", "output-limit-exceeded"},
};
static_assert(sizeof kVerdictNames / sizeof kVerdictNames[0] == static_cast<int>(Verdict::output_limit) + 1);

constexpr const VerdictNames& names_of(Verdict verdict) { return kVerdictNames[static_cast<int>(verdict)]; }

// A checker's verdict as testlib's exit code (0 to 3).
constexpr int testlib_exit_code(Verdict verdict) { return static_cast<int>(verdict); }

}  // namespace sudoku
