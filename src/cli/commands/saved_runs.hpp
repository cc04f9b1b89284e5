// Where `stress` keeps a run: the scratch file its input is written to, and
// the input and output of a failing run saved under a name of their own.
#pragma once

#include <cstddef>
#include <string>

#include "sudoku/io/output.hpp"
#include "sudoku/judging/verdict.hpp"

namespace sudoku::cli {

// A private scratch file for a run's input, removed at the end; path() is
// empty when it could not be made (errno says why).
class ScratchInput {
public:
    ScratchInput();
    ~ScratchInput();
    ScratchInput(const ScratchInput&) = delete;
    ScratchInput& operator=(const ScratchInput&) = delete;
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

// The most of a failing run's output `stress` saves.
inline constexpr std::size_t kMaxSavedOutput = std::size_t{1} << 20;

// Saves a run's input as BASE.in and (the start of) its output as BASE.out,
// under a name no earlier file has (BASE-2 and so on), and says so on `out`
// ("saved the input as ... and the output as ..."); false, with the message
// on `err`, when that failed. With `outcome.output` unset only the input is
// saved. `saved_as`, when given, gets the name saved under (BASE, BASE-2...).
bool save_run(const std::string& base, const std::string& input, const Outcome& outcome, Output& out, Output& err,
              std::string* saved_as = nullptr);

}  // namespace sudoku::cli
