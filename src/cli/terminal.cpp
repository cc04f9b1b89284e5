#include "terminal.hpp"

#include <cstdlib>

#include "sudoku/io/system.hpp"

namespace sudoku::cli {

ProgressLine::ProgressLine(Output& err) : err_(err), shown_(os::is_terminal(os::kStandardError)) {}

void ProgressLine::show(const std::string& text) {
    if (!shown_) return;
    err_.write("\r\033[K" + text);
    err_.flush();
}

void ProgressLine::clear() {
    if (shown_) err_.write("\r\033[K");
    err_.flush();
}

bool wants_colour(int fd) {
    const char* no_colour = std::getenv("NO_COLOR");
    return os::is_terminal(fd) && (no_colour == nullptr || *no_colour == '\0');
}

}  // namespace sudoku::cli
