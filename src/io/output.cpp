#include "sudoku/io/output.hpp"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>

namespace sudoku {

void Output::flush() {
    if (sink_) {
        *sink_ += buffer_;
    } else {
        std::string_view rest = buffer_;
        while (!rest.empty() && error_ == 0) {
            const ssize_t n = ::write(fd_, rest.data(), rest.size());
            if (n < 0 && errno == EINTR) continue;
            if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
                // A non-blocking stdout (a parent's choice, not ours): wait
                // until the reader makes room rather than lose the answers.
                pollfd writable{fd_, POLLOUT, 0};
                if (::poll(&writable, 1, -1) >= 0 || errno == EINTR) continue;
            }
            if (n <= 0) error_ = n < 0 ? errno : EIO;
            else rest.remove_prefix(static_cast<std::size_t>(n));
        }
    }
    buffer_.clear();
}

int write_file(const std::string& path, std::string_view text, bool only_new) {
    const int flags = O_WRONLY | O_CREAT | O_CLOEXEC | (only_new ? O_EXCL | O_NOFOLLOW : O_TRUNC);
    const int fd = ::open(path.c_str(), flags, 0644);
    if (fd < 0) return errno;
    int error = 0;
    {
        Output file(fd);
        file.write(text);
        file.flush();
        error = file.error();
    }
    if (::close(fd) != 0 && error == 0) error = errno;
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
    const char* dir = std::getenv("TMPDIR");
    path = std::string(dir && *dir ? dir : "/tmp") + "/";
    path += stem;
    path += "-XXXXXX";
    const int fd = ::mkstemp(path.data());
    if (fd >= 0) ::fcntl(fd, F_SETFD, FD_CLOEXEC);
    return fd;
}

}  // namespace sudoku
