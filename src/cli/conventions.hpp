// How each judge calls a checker or validator, and how it wants the verdict:
//
//   testlib (Polygon, Codeforces, online-judge-tools)
//       check INPUT OUTPUT ANSWER [RESULT_FILE [-appes]]
//       exit 0 ok, 1 wrong answer, 2 presentation error, 3 failure; the
//       verdict's words in RESULT_FILE, as XML with -appes
//   Kattis problem package format, DOMjudge
//       check INPUT JUDGE_ANSWER FEEDBACK_DIR [FLAG]... < OUTPUT
//       exit 42 accepted, 43 wrong (layout included); the reason in
//       FEEDBACK_DIR/judgemessage.txt; input validators read stdin, 42 / 43
//   CMS
//       check --cms INPUT CORRECT_OUTPUT OUTPUT
//       the score on stdout (1.0 or 0.0), the reason on stderr
//
// In every convention a failure (the judge's own fault: a bad input, a wrong
// jury answer, arguments that cannot be right) exits 3.
#pragma once

#include <optional>
#include <string>

#include "sudoku/io/output.hpp"
#include "sudoku/judging/checker.hpp"

namespace sudoku::cli {

enum class Convention { testlib, kattis, cms };

inline constexpr int kKattisAccepted = 42;
inline constexpr int kKattisWrong = 43;
inline constexpr int kFailure = 3;  // testlib's FAIL, and a judge error for the others

// Where the verdict goes besides stderr's one line.
struct VerdictSink {
    Convention convention = Convention::testlib;
    std::optional<std::string> result_file;  // testlib's RESULT_FILE
    bool appes = false;                      // ... written as XML
    std::string feedback_dir;                // Kattis and DOMjudge
};

// Reports `judgement` as the convention wants it and returns the exit status.
// A result or feedback file that cannot be written is itself a failure.
int deliver(const Judgement& judgement, const VerdictSink& sink, Output& out, Output& err);

// testlib's result file text: the verdict's words, or with -appes the XML
// `<?xml version="1.0" encoding="windows-1251"?><result outcome = "...">...</result>`.
std::string result_file_text(const Judgement& judgement, bool appes);

}  // namespace sudoku::cli
