#include "sudoku/io/output.hpp"

#include <cerrno>
#include <filesystem>
#include <system_error>

#include "sudoku/io/system.hpp"

namespace sudoku {

void Output::flush() {
    if (sink_) {
        *sink_ += buffer_;
    } else {
        std::string_view rest = buffer_;
        while (!rest.empty() && error_ == 0) {
            int error = 0;
            const long n = os::write_some(fd_, rest.data(), rest.size(), error);
            if (n <= 0) error_ = n < 0 ? error : EIO;
            else rest.remove_prefix(static_cast<std::size_t>(n));
        }
    }
    buffer_.clear();
}

int write_file(const std::string& path, std::string_view text, bool only_new) {
    int error = 0;
    const int fd = os::create_for_writing(path, only_new, error);
    if (fd < 0) return error;
    {
        Output file(fd);
        file.write(text);
        file.flush();
        error = file.error();
    }
    if (const int closed = os::close_file(fd); closed != 0 && error == 0) error = closed;
    return error;
}

int write_new_pair(const std::string& first_path, std::string_view first, const std::string& second_path,
                   std::string_view second, std::string& failed) {
    if (const int error = write_file(first_path, first, true)) return failed = first_path, error;
    const int error = write_file(second_path, second, true);
    if (error == 0) return 0;
    std::error_code ignored;
    std::filesystem::remove(first_path, ignored);
    failed = second_path;
    return error;
}

int write_under_new_name(const std::string& base, std::string& name, const std::function<int(const std::string&)>& write) {
    for (int copy = 1; copy <= kMaxCopies; ++copy) {
        name = copy == 1 ? base : base + "-" + std::to_string(copy);
        if (const int error = write(name); error != EEXIST) return error;
    }
    return EEXIST;
}

int create_scratch_file(std::string_view stem, std::string& path) {
    int error = 0;
    const int fd = os::create_scratch_file(stem, path, error);
    if (fd < 0) errno = error;
    return fd;
}

}  // namespace sudoku
