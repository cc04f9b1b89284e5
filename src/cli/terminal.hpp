// What `test` and `stress` show on a terminal: a progress line on stderr,
// and whether to colour the verdicts.
#pragma once

#include <string>

#include "sudoku/io/output.hpp"

namespace sudoku::cli {

// The progress line `stress` keeps on stderr when it is a terminal (and not
// otherwise): each show() replaces it, clear() takes it away before a message.
class ProgressLine {
public:
    explicit ProgressLine(Output& err);
    void show(const std::string& text);
    void clear();

private:
    Output& err_;
    bool shown_;
};

// Colour on a terminal, unless NO_COLOR is set (https://no-color.org).
bool wants_colour(int fd);

}  // namespace sudoku::cli
