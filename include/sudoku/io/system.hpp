// The operating system as the readers, writers and commands use it: the few
// calls they make, behind one interface with one file per platform
// (system_posix.cpp; a Windows build adds system_win32.cpp), as ninja splits
// its subprocess module. Outside the platform modules nothing in src/ calls
// the operating system or includes its headers. Errors come back as errno
// values, which messages.hpp turns into words.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace sudoku::os {

inline constexpr int kStandardInput = 0, kStandardOutput = 1, kStandardError = 2;

// Before the first read or write: on Windows, binary mode for the standard
// streams, so that '\n' stays '\n' (the judge's exact bytes); nothing elsewhere.
void prepare_standard_streams();

// Reads up to `size` bytes into `data`: the count, 0 at the end of the input,
// -1 with the errno in `error`. An interrupted read is retried.
long read_some(int fd, char* data, std::size_t size, int& error);
// Writes some of `data`: the count written, or -1 with the errno in `error`.
// Interrupted writes are retried, and a full non-blocking descriptor (a
// parent's choice, not ours) is waited on rather than losing the answers.
long write_some(int fd, const char* data, std::size_t size, int& error);
// Whether a read would return at once: a regular file, or a pipe with data in it.
bool input_waiting(int fd);

// Opens `path` for reading (not inherited by programs started later): the
// descriptor, or -1 with the errno in `error`.
int open_for_reading(const std::string& path, int& error);
// Creates `path` for writing (0644), truncated; with `only_new` a file that
// exists (or a link there) is left alone: -1 with EEXIST.
int create_for_writing(const std::string& path, bool only_new, int& error);
// Back to the start of the file `fd`, for reading it again.
void rewind(int fd);
// Closes `fd`: 0, or the errno of a failed close (a write that did not land).
int close_file(int fd);
// A new empty file `stem`-XXXXXX in the temporary directory ($TMPDIR, else
// /tmp), its path in `path`: the descriptor, or -1 with the errno in `error`.
int create_scratch_file(std::string_view stem, std::string& path, int& error);

bool is_terminal(int fd);
std::uint64_t process_id();

}  // namespace sudoku::os
