#include "saved_runs.hpp"

#include <cerrno>
#include <filesystem>
#include <system_error>

#include "sudoku/io/system.hpp"

#include "sudoku/io/messages.hpp"

namespace sudoku::cli {

ScratchInput::ScratchInput() {
    const int fd = create_scratch_file("sudoku-stress", path_);
    if (fd < 0) path_.clear();
    else os::close_file(fd);
}

ScratchInput::~ScratchInput() {
    std::error_code ignored;
    if (!path_.empty()) std::filesystem::remove(path_, ignored);
}

bool save_run(const std::string& base, const std::string& input, const Outcome& outcome, Output& out, Output& err,
              std::string* saved_as) {
    const bool with_output = outcome.output != nullptr;
    const std::string output = with_output ? output_start(*outcome.output, kMaxSavedOutput) : std::string();
    std::string name, failed;  // the name written under; the file that could not be written
    const int error = write_under_new_name(base, name, [&](const std::string& candidate) {
        if (with_output) return write_new_pair(candidate + ".in", input, candidate + ".out", output, failed);
        const int in_error = write_file(candidate + ".in", input, true);
        if (in_error) failed = candidate + ".in";
        return in_error;
    });
    if (error == EEXIST) err.write("sudoku: cannot save " + base + ".in: " + std::to_string(kMaxCopies) + " earlier copies are there\n");
    else if (error) err.write("sudoku: cannot save " + failed + ": " + system_error_text(error) + "\n");
    if (error) return false;
    if (saved_as) *saved_as = name;
    const bool cut = with_output && outcome.output->size > kMaxSavedOutput;
    out.write("saved the input as " + name + ".in" + (with_output ? " and the output as " + name + ".out" : "") +
              (cut ? " (its first MiB)" : "") + "\n");
    return true;
}

}  // namespace sudoku::cli
