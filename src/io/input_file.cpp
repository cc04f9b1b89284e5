#include "sudoku/io/input_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

namespace sudoku {

InputFile::InputFile(const std::string& path) {
    if (path == "-") {
        fd_ = STDIN_FILENO;
        return;
    }
    fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    owned_ = fd_ >= 0;
    if (fd_ < 0) error_ = errno;
}

InputFile::~InputFile() {
    if (owned_) ::close(fd_);
}

std::optional<std::string> read_whole_file(const std::string& path) {
    const InputFile file(path);
    if (!file.is_open()) return std::nullopt;
    std::string text;
    char chunk[4096];
    for (;;) {
        const ssize_t n = ::read(file.fd(), chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return std::nullopt;
        if (n == 0) return text;
        text.append(chunk, static_cast<std::size_t>(n));
    }
}

}  // namespace sudoku
