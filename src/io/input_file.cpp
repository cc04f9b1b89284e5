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

}  // namespace sudoku
