// The parts of process.hpp that are the same on every platform.
#include "sudoku/sandbox/process.hpp"

#include <algorithm>

namespace sudoku {

double wall_limit(const ProcessLimits& limits) {
    return limits.wall_seconds > 0 ? limits.wall_seconds : kDefaultWallFactor * limits.cpu_seconds + 1;
}

std::size_t stack_limit_kib(const ProcessLimits& limits) { return limits.stack_kib > 0 ? limits.stack_kib : limits.memory_kib; }

std::string output_start(const SpilledOutput& output, std::size_t limit) {
    std::string text(std::min(limit, output.size), '\0');
    std::size_t done = 0;
    output.rewound();
    while (done < text.size()) {
        const long n = output.read_some(text.data() + done, text.size() - done);
        if (n <= 0) break;
        done += static_cast<std::size_t>(n);
    }
    text.resize(done);
    return text;
}

}  // namespace sudoku
