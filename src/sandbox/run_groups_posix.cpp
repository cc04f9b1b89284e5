#include "run_groups.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>

namespace sudoku::run_groups {
namespace {

thread_local GroupedRun spare;

// With its forking thread in a group, the OOM killer may pick sudoku itself
// when a run passes its memory limit: sudoku makes itself immune (root
// only), and each keeper gives the run the usual score back (spawn_posix.hpp).
std::atomic<bool> immune_set{false};

bool immune_to_oom_killer() {
    static const bool immune = [] {
        const int fd = ::open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
        if (fd < 0) return false;
        const bool written = ::write(fd, "-1000", 5) == 5;
        ::close(fd);
        immune_set = written;
        return written;
    }();
    return immune;
}

// The forking thread, moved into `group`; null where it cannot be (cgroup
// v2), or where sudoku cannot be made immune (then the thread ends, and
// leaves the group as it does).
std::unique_ptr<ForkingThread> forker_in(const cgroup::RunGroup& group) {
    auto forker = std::make_unique<ForkingThread>();
    int error = 0;
    if (forker->run([&]() -> long { return group.join_this_thread() ? 1 : 0; }, error) != 1) return nullptr;
    return immune_to_oom_killer() ? std::move(forker) : nullptr;
}

}  // namespace

GroupedRun take(std::size_t memory_kib, std::string& why) {
    if (spare.group && spare.group->memory_kib() == memory_kib) return std::move(spare);
    spare = GroupedRun{};  // a spare for another limit goes
    GroupedRun run;
    run.group = cgroup::RunGroup::make(memory_kib, why);
    if (run.group) run.forker = forker_in(*run.group);
    return run;
}

bool sudoku_is_immune() {
    return immune_set;
}

void give_back(GroupedRun run) {
    if (run.group && run.group->reset()) spare = std::move(run);
}

}  // namespace sudoku::run_groups
