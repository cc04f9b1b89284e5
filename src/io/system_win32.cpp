// The operating system's calls of system.hpp, on Windows: the C runtime's
// descriptors (<io.h>), every file in binary mode, so that the judge's exact
// bytes ('\n', never "\r\n") go out and come in unchanged.
#include "sudoku/io/system.hpp"

#include <fcntl.h>
#include <io.h>
#include <sys/stat.h>
#include <windows.h>

#include <cerrno>
#include <climits>
#include <cstdlib>

namespace sudoku::os {
namespace {

unsigned chunk_of(std::size_t size) { return size > INT_MAX ? INT_MAX : static_cast<unsigned>(size); }

}  // namespace

void prepare_standard_streams() {
    for (const int fd : {kStandardInput, kStandardOutput, kStandardError}) _setmode(fd, _O_BINARY);
}

long read_some(int fd, char* data, std::size_t size, int& error) {
    const int n = _read(fd, data, chunk_of(size));
    if (n < 0) error = errno;
    return n;
}

long write_some(int fd, const char* data, std::size_t size, int& error) {
    const int n = _write(fd, data, chunk_of(size));
    if (n < 0) error = errno;
    return n;
}

bool input_waiting(int fd) {
    // A file always; a pipe when it holds data. (A console: never.)
    const HANDLE handle = reinterpret_cast<HANDLE>(_get_osfhandle(fd));
    if (GetFileType(handle) == FILE_TYPE_DISK) return true;
    DWORD available = 0;
    return PeekNamedPipe(handle, nullptr, 0, nullptr, &available, nullptr) && available > 0;
}

int open_for_reading(const std::string& path, int& error) {
    const int fd = _open(path.c_str(), _O_RDONLY | _O_BINARY | _O_NOINHERIT);
    if (fd < 0) error = errno;
    // The C runtime opens no directory and says EACCES: the user is told what it is.
    if (fd < 0 && error == EACCES) {
        const DWORD attributes = GetFileAttributesA(path.c_str());
        if (attributes != INVALID_FILE_ATTRIBUTES && (attributes & FILE_ATTRIBUTE_DIRECTORY)) error = EISDIR;
    }
    return fd;
}

int create_for_writing(const std::string& path, bool only_new, int& error) {
    const int flags = _O_WRONLY | _O_CREAT | _O_BINARY | _O_NOINHERIT | (only_new ? _O_EXCL : _O_TRUNC);
    const int fd = _open(path.c_str(), flags, _S_IREAD | _S_IWRITE);
    if (fd < 0) error = errno;
    return fd;
}

void rewind(int fd) { _lseeki64(fd, 0, SEEK_SET); }

int close_file(int fd) { return _close(fd) == 0 ? 0 : errno; }

int create_scratch_file(std::string_view stem, std::string& path, int& error) {
    char directory[MAX_PATH + 1];
    const DWORD length = GetTempPathA(sizeof directory, directory);
    const std::string dir = length > 0 && length <= MAX_PATH ? std::string(directory, length) : std::string(".\\");
    for (unsigned attempt = 0; attempt < 100; ++attempt) {
        path = dir + std::string(stem) + "-" + std::to_string(GetCurrentProcessId()) + "-" +
               std::to_string(GetTickCount64() % 1000000 + attempt);
        const int fd = create_for_writing(path, true, error);
        if (fd >= 0 || error != EEXIST) return fd;
    }
    return -1;
}

bool is_terminal(int fd) { return _isatty(fd) != 0; }

std::uint64_t process_id() { return GetCurrentProcessId(); }

}  // namespace sudoku::os
