// Buffered output to a file descriptor or to a string, without iostreams.
#pragma once

#include <functional>
#include <string>
#include <string_view>

namespace sudoku {

class Output {
public:
    explicit Output(int fd) : fd_(fd) {}
    explicit Output(std::string& sink) : sink_(&sink) {}
    Output(const Output&) = delete;
    Output& operator=(const Output&) = delete;
    ~Output() { flush(); }

    // Writers append to the buffer directly; flush_if_large() keeps it bounded.
    std::string& buffer() { return buffer_; }
    void write(std::string_view text) { buffer_ += text; }
    void flush_if_large() {
        if (buffer_.size() >= kFlushAt) flush();
    }
    void flush();
    // errno of a failed write(2) (EPIPE, ENOSPC), else 0. Once set, nothing
    // more is written, and the drivers stop reading: no work for nobody.
    int error() const { return error_; }

private:
    static constexpr std::size_t kFlushAt = 1 << 16;
    int fd_ = -1;
    std::string* sink_ = nullptr;
    std::string buffer_;
    int error_ = 0;
};

// Writes `text` to the file `path`, created (0644) or truncated; returns the
// errno of a failure, else 0. With `only_new`, a file that exists (or a link
// there) is left alone: EEXIST.
int write_file(const std::string& path, std::string_view text, bool only_new = false);

// Writes two new files (as write_file's only_new), `first` and then `second`;
// when the second cannot be written the first is removed again, since one
// without the other would mislead (an input without its answer). The errno
// of the failure, else 0, with the path that failed in `failed`.
int write_new_pair(const std::string& first_path, std::string_view first, const std::string& second_path,
                   std::string_view second, std::string& failed);

// Calls `write` with `base`, then `base`-2, `base`-3 … while it answers
// EEXIST, so that nothing saved earlier is overwritten; the name last tried
// in `name`, and write's errno (EEXIST when kMaxCopies names were taken).
inline constexpr int kMaxCopies = 1000;
int write_under_new_name(const std::string& base, std::string& name, const std::function<int(const std::string&)>& write);

// A new empty file `stem`-XXXXXX in $TMPDIR (else /tmp), its path in
// `path`: the descriptor (close-on-exec), or -1 with errno set.
int create_scratch_file(std::string_view stem, std::string& path);

}  // namespace sudoku
