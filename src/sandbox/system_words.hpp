// What the sandbox says of the system, and how it reads the system's small
// files: the sandbox layer's own, since it uses no other layer of sudoku.
#pragma once

#include <cctype>
#include <cstring>
#include <string>

namespace sudoku::sandbox {

// strerror's words in lower case, as GNU tools print them.
inline std::string error_text(int error) {
    std::string text = std::strerror(error);
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

#ifndef _WIN32
// A /proc or cgroup file, read with read(2); "" when it cannot be opened or
// read (a /proc file of a process that exits meanwhile fails with ESRCH).
// Never an exception, which std::ifstream would throw (system_words_posix.cpp).
std::string read_text(const std::string& path);
#endif

}  // namespace sudoku::sandbox
