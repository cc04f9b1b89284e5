// Where each run's cgroup comes from (private to the process module): a
// group per thread of sudoku's, made for its first run, reset and used again
// for the next (cgroup.hpp), with the thread that forks into it where the
// groups are v1 (forking_thread.hpp).
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include "cgroup.hpp"
#include "forking_thread.hpp"

namespace sudoku::run_groups {

struct GroupedRun {
    std::unique_ptr<cgroup::RunGroup> group;
    std::unique_ptr<ForkingThread> forker;  // in the group; null: the keeper joins it (v2). Ends before the group goes.
};

// A group limited to `memory_kib` for the calling thread's run; a null
// group with `why` when none can be made.
GroupedRun take(std::size_t memory_kib, std::string& why);

// After the run: kept for the thread's next run where it can be reset.
void give_back(GroupedRun run);

// Whether sudoku made itself immune to the OOM killer (a forking thread in
// a group): every keeper must then give its run the usual score back, or a
// run over its memory limit could be OOM-killed by nothing and hang.
bool sudoku_is_immune();

}  // namespace sudoku::run_groups
