// The operating system's calls of system.hpp, on POSIX systems.
#include "sudoku/io/system.hpp"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>

namespace sudoku::os {

void prepare_standard_streams() {}

long read_some(int fd, char* data, std::size_t size, int& error) {
    for (;;) {
        const ssize_t n = ::read(fd, data, size);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) error = errno;
        return static_cast<long>(n);
    }
}

long write_some(int fd, const char* data, std::size_t size, int& error) {
    for (;;) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            pollfd writable{fd, POLLOUT, 0};
            if (::poll(&writable, 1, -1) >= 0 || errno == EINTR) continue;
        }
        if (n < 0) error = errno;
        return static_cast<long>(n);
    }
}

bool input_waiting(int fd) {
    pollfd readable{fd, POLLIN, 0};
    return ::poll(&readable, 1, 0) > 0;
}

int open_for_reading(const std::string& path, int& error) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) error = errno;
    return fd;
}

int create_for_writing(const std::string& path, bool only_new, int& error) {
    const int flags = O_WRONLY | O_CREAT | O_CLOEXEC | (only_new ? O_EXCL | O_NOFOLLOW : O_TRUNC);
    const int fd = ::open(path.c_str(), flags, 0644);
    if (fd < 0) error = errno;
    return fd;
}

void rewind(int fd) { ::lseek(fd, 0, SEEK_SET); }

int close_file(int fd) { return ::close(fd) == 0 ? 0 : errno; }

int create_scratch_file(std::string_view stem, std::string& path, int& error) {
    const char* dir = std::getenv("TMPDIR");
    path = std::string(dir && *dir ? dir : "/tmp") + "/";
    path += stem;
    path += "-XXXXXX";
    const int fd = ::mkstemp(path.data());
    if (fd < 0) error = errno;
    else ::fcntl(fd, F_SETFD, FD_CLOEXEC);
    return fd;
}

bool is_terminal(int fd) { return ::isatty(fd) == 1; }

std::uint64_t process_id() { return static_cast<std::uint64_t>(::getpid()); }

}  // namespace sudoku::os
