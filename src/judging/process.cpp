// The parts of process.hpp that are the same on every platform.
#include "sudoku/judging/process.hpp"

#include <algorithm>

#include "sudoku/io/system.hpp"

namespace sudoku {

double wall_limit(const ProcessLimits& limits) {
    return limits.wall_seconds > 0 ? limits.wall_seconds : kDefaultWallFactor * limits.cpu_seconds + 1;
}

SpilledOutput::~SpilledOutput() {
    if (fd_ >= 0) os::close_file(fd_);
}

int SpilledOutput::rewound() const {
    os::rewind(fd_);
    return fd_;
}

std::string output_start(const SpilledOutput& output, std::size_t limit) {
    std::string text(std::min(limit, output.size), '\0');
    std::size_t done = 0;
    const int fd = output.rewound();
    while (done < text.size()) {
        int error = 0;
        const long n = os::read_some(fd, text.data() + done, text.size() - done, error);
        if (n <= 0) break;
        done += static_cast<std::size_t>(n);
    }
    text.resize(done);
    return text;
}

}  // namespace sudoku
