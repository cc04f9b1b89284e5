// A file opened for reading, or standard input for "-": the one way every
// command opens what it reads. The descriptor is closed (stdin excepted) when
// the InputFile goes, and is close-on-exec so that no program `test` runs inherits it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
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

// All of a file ("-": standard input), read with read(2); nullopt when it
// cannot be opened or read, with the errno in `error` (EFBIG past
// `max_bytes`). Never an exception: a /proc file of a process that exits
// meanwhile fails with ESRCH, which std::ifstream (libstdc++'s filebuf)
// throws, and the exception once ended a whole `sudoku test` run.
std::optional<std::string> read_whole_file(const std::string& path, int& error, std::size_t max_bytes = SIZE_MAX);
std::optional<std::string> read_whole_file(const std::string& path);  // the error not wanted

}  // namespace sudoku
