// system_words.hpp's file reading on POSIX systems.
#include "system_words.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

namespace sudoku::sandbox {

std::string read_text(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return {};
    std::string text;
    char chunk[4096];
    for (;;) {
        const ssize_t n = ::read(fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ::close(fd);
            return n == 0 ? text : std::string();
        }
        text.append(chunk, static_cast<std::size_t>(n));
    }
}

}  // namespace sudoku::sandbox
