// A file opened for reading, or standard input for "-": the one way every
// command opens what it reads. The descriptor is closed (stdin excepted) when
// the InputFile goes, and is close-on-exec so that no program `test` runs inherits it.
#pragma once

#include <string>

namespace sudoku {

class InputFile {
public:
    explicit InputFile(const std::string& path);
    InputFile(const InputFile&) = delete;
    InputFile& operator=(const InputFile&) = delete;
    ~InputFile();

    bool is_open() const { return fd_ >= 0; }
    int fd() const { return fd_; }
    int error() const { return error_; }  // errno of the failed open, else 0

private:
    int fd_ = -1;
    int error_ = 0;
    bool owned_ = false;
};

}  // namespace sudoku
