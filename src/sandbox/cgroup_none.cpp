// cgroup.hpp where there are no cgroups: every run takes the fallback.
#include "cgroup.hpp"

namespace sudoku::cgroup {

struct RunGroup::Layout {};

RunGroup::RunGroup(std::unique_ptr<Layout> layout) : layout_(std::move(layout)) {}
RunGroup::~RunGroup() = default;

std::unique_ptr<RunGroup> RunGroup::make(std::size_t, std::string& why) {
    why = "no cgroups on this system";
    return nullptr;
}

bool RunGroup::reset() { return false; }
double RunGroup::cpu_seconds() const { return 0; }
long RunGroup::peak_kib() const { return 0; }
bool RunGroup::oom_killed() const { return false; }
void RunGroup::kill_all() const {}
bool RunGroup::join_this_thread() const { return false; }
const char* RunGroup::name() const { return "none"; }

}  // namespace sudoku::cgroup
