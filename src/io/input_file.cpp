#include "sudoku/io/input_file.hpp"

#include <cerrno>

#include "sudoku/io/system.hpp"

namespace sudoku {

InputFile::InputFile(const std::string& path) {
    if (path == "-") {
        fd_ = os::kStandardInput;
        return;
    }
    fd_ = os::open_for_reading(path, error_);
    owned_ = fd_ >= 0;
}

InputFile::~InputFile() {
    if (owned_) os::close_file(fd_);
}

std::optional<std::string> read_whole_file(const std::string& path, int& error, std::size_t max_bytes) {
    const InputFile file(path);
    if (!file.is_open()) return error = file.error(), std::nullopt;
    std::string text;
    char chunk[1 << 16];
    for (;;) {
        const long n = os::read_some(file.fd(), chunk, sizeof chunk, error);
        if (n < 0) return std::nullopt;
        if (n == 0) return text;
        text.append(chunk, static_cast<std::size_t>(n));
        if (text.size() > max_bytes) return error = EFBIG, std::nullopt;
    }
}

std::optional<std::string> read_whole_file(const std::string& path) {
    int error = 0;
    return read_whole_file(path, error);
}

}  // namespace sudoku
