#include "terminal.hpp"

#include <unistd.h>

#include <cstdlib>

namespace sudoku::cli {

ProgressLine::ProgressLine(Output& err) : err_(err), shown_(::isatty(STDERR_FILENO)) {}

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
    return ::isatty(fd) && (no_colour == nullptr || *no_colour == '\0');
}

}  // namespace sudoku::cli
