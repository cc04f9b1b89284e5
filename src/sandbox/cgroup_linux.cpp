// cgroup.hpp on Linux: the hierarchy found once from /proc/self/mountinfo and
// /proc/self/cgroup, then a group per run beside the others.
#include "cgroup.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <sstream>
#include <thread>

#include "system_words.hpp"

namespace sudoku::cgroup {

// v1: one directory per controller (two may be the same mount); v2: one.
// The files read at every look stay open (pread costs a tenth of an open).
struct RunGroup::Layout {
    int version = 0;
    std::string memory, cpu, pids;  // the run's directories; pids empty without the controller
    int cpu_file = -1, peak_file = -1, oom_file = -1;
    std::vector<int> procs_files;  // each directory's cgroup.procs, read by kill_all() twice a run
    std::vector<std::string> directories() const {
        std::vector<std::string> all{memory};
        for (const auto* dir : {&cpu, &pids})
            if (!dir->empty() && *dir != memory && (dir == &cpu || *dir != cpu)) all.push_back(*dir);
        return all;
    }
    ~Layout() {
        for (const int fd : {cpu_file, peak_file, oom_file})
            if (fd >= 0) ::close(fd);
        for (const int fd : procs_files) ::close(fd);
    }
};

namespace {

// Where new groups go: the directories of the group sudoku is in.
struct Base {
    int version = 0;
    std::string memory, cpu, pids;
};

// A small kernel file read from the start through an open descriptor.
std::string read_open(int fd) {
    char text[512];
    const ssize_t n = fd < 0 ? -1 : ::pread(fd, text, sizeof text - 1, 0);
    return n > 0 ? std::string(text, static_cast<std::size_t>(n)) : std::string();
}

// A kernel file of any length read from the start through an open descriptor.
std::string read_all_open(int fd) {
    std::string text;
    char chunk[4096];
    for (ssize_t n; (n = ::pread(fd, chunk, sizeof chunk, static_cast<off_t>(text.size()))) != 0;) {
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) break;
        text.append(chunk, static_cast<std::size_t>(n));
    }
    return text;
}

// Writes `text` to a kernel file; the errno of a failure, else 0.
int write_small(const std::string& path, const std::string& text) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) return errno;
    const ssize_t n = ::write(fd, text.data(), text.size());
    const int error = n == static_cast<ssize_t>(text.size()) ? 0 : (n < 0 ? errno : EIO);
    ::close(fd);
    return error;
}

// The number after `key` in a "key value" file (memory.events, cpu.stat); -1 when absent.
long long keyed_value(const std::string& text, const std::string& key) {
    std::istringstream lines(text);
    std::string name;
    long long value = 0;
    while (lines >> name >> value)
        if (name == key) return value;
    return -1;
}

bool has_word(const std::string& list, const std::string& word, char separator) {
    std::istringstream words(list);
    for (std::string item; std::getline(words, item, separator);)
        if (item == word) return true;
    return false;
}

// The mount points of cgroup2 and of each v1 controller, with the part of
// the hierarchy each shows (its root field: a container's mount shows its own).
struct Mount {
    std::string point, root;
};
struct Mounts {
    std::optional<Mount> unified, memory, cpu, pids;
};

Mounts find_mounts() {
    Mounts mounts;
    std::istringstream lines(sandbox::read_text("/proc/self/mountinfo"));
    for (std::string line; std::getline(lines, line);) {
        // id parent major:minor root point options [optional...] - type source superoptions
        std::istringstream fields(line);
        std::string id, parent, device, root, point, options, word;
        fields >> id >> parent >> device >> root >> point >> options;
        while (fields >> word && word != "-") {
        }
        std::string type, source, super;
        fields >> type >> source >> super;
        // The first mount of a hierarchy is its own; later ones are bind
        // mounts (a chroot's /sys, say), seen from elsewhere.
        const auto keep_first = [&](std::optional<Mount>& mount) {
            if (!mount) mount = Mount{point, root};
        };
        if (type == "cgroup2") keep_first(mounts.unified);
        if (type != "cgroup") continue;
        if (has_word(super, "memory", ',')) keep_first(mounts.memory);
        if (has_word(super, "cpuacct", ',')) keep_first(mounts.cpu);
        if (has_word(super, "pids", ',')) keep_first(mounts.pids);
    }
    return mounts;
}

// The directory of sudoku's own group under `mount`, from its /proc/self/cgroup
// line for `controller` ("" for v2's "0::" line).
std::optional<std::string> own_directory(const Mount& mount, const std::string& controller) {
    std::istringstream lines(sandbox::read_text("/proc/self/cgroup"));
    for (std::string line; std::getline(lines, line);) {
        const auto first = line.find(':'), second = line.find(':', first + 1);
        if (first == std::string::npos || second == std::string::npos) continue;
        const std::string controllers = line.substr(first + 1, second - first - 1);
        if (controller.empty() ? line.substr(0, first) != "0" : !has_word(controllers, controller, ',')) continue;
        std::string path = line.substr(second + 1);
        if (mount.root != "/" && path.rfind(mount.root, 0) == 0) path.erase(0, mount.root.size());
        return mount.point + (path == "/" ? "" : path);
    }
    return std::nullopt;
}

// v2: a directory under which groups get the memory and pids controllers:
// sudoku's own group where it may enable them (a delegated subtree, moving
// sudoku into a leaf of its own when it is alone there), else, for root, a
// sudoku.slice at the top.
std::optional<std::string> unified_base(const Mount& mount, std::string& why) {
    const auto own = own_directory(mount, "");
    if (!own) return why = "sudoku's cgroup v2 group not found", std::nullopt;
    const auto controllers = sandbox::read_text(*own + "/cgroup.controllers");
    if (!has_word(controllers.substr(0, controllers.find('\n')), "memory", ' '))
        return why = "no memory controller in cgroup v2 (" + *own + ")", std::nullopt;
    const auto enable = [](const std::string& dir) {
        return write_small(dir + "/cgroup.subtree_control", "+memory +pids") == 0 ||
               write_small(dir + "/cgroup.subtree_control", "+memory") == 0;
    };
    if (enable(*own)) return own;
    const auto procs = sandbox::read_text(*own + "/cgroup.procs");
    if (procs == std::to_string(::getpid()) + "\n") {  // alone in a delegated group: into a leaf of its own
        const std::string leaf = *own + "/sudoku-" + std::to_string(::getpid());
        if ((::mkdir(leaf.c_str(), 0755) == 0 || errno == EEXIST) && write_small(leaf + "/cgroup.procs", "0") == 0 &&
            enable(*own))
            return own;
    }
    if (::geteuid() == 0) {
        const std::string slice = mount.point + "/sudoku.slice";
        if ((::mkdir(slice.c_str(), 0755) == 0 || errno == EEXIST) && enable(slice)) return slice;
    }
    why = "cannot enable the memory controller under " + *own +
          " (as an ordinary user: systemd-run --user --scope -p Delegate=yes sudoku ...)";
    return std::nullopt;
}

// Where groups go here, found once; nullopt with `why` where there is none.
std::optional<Base> find_base(std::string& why) {
    const Mounts mounts = find_mounts();
    if (mounts.memory && mounts.cpu) {  // v1 (a hybrid system's v2 holds no memory controller then)
        Base base{1, own_directory(*mounts.memory, "memory").value_or(""), own_directory(*mounts.cpu, "cpuacct").value_or(""),
                  mounts.pids ? own_directory(*mounts.pids, "pids").value_or("") : ""};
        if (base.memory.empty() || base.cpu.empty()) return why = "sudoku's cgroup v1 groups not found", std::nullopt;
        if (::access(base.memory.c_str(), W_OK) != 0 || ::access(base.cpu.c_str(), W_OK) != 0)
            return why = "cgroup v1 groups cannot be made here (" + base.memory + ": " + sandbox::error_text(EACCES) + ")",
                   std::nullopt;
        return base;
    }
    if (mounts.unified) {
        if (const auto dir = unified_base(*mounts.unified, why)) return Base{2, *dir, *dir, *dir};
        return std::nullopt;
    }
    why = "no cgroup file system mounted";
    return std::nullopt;
}

// Removes the groups a sudoku that is gone left behind: its runs' groups
// (sudoku-PID-N) when it was killed with SIGKILL, and the v2 leaf it moved
// itself into (sudoku-PID), which it cannot remove while in it. rmdir takes
// only empty ones.
void remove_stale_groups(const std::string& dir) {
    DIR* entries = ::opendir(dir.c_str());
    if (!entries) return;
    while (const dirent* entry = ::readdir(entries)) {
        long pid = 0;
        if (std::sscanf(entry->d_name, "sudoku-%ld", &pid) == 1 && pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 &&
            errno == ESRCH)
            ::rmdir((dir + "/" + entry->d_name).c_str());
    }
    ::closedir(entries);
}

const std::optional<Base>& base(std::string& why) {
    static std::string why_not;
    static const std::optional<Base> found = [] {
        auto base = find_base(why_not);
        if (base)
            for (const auto* dir : {&base->memory, &base->cpu, &base->pids})
                if (!dir->empty()) remove_stale_groups(*dir);
        return base;
    }();
    why = why_not;
    return found;
}

std::atomic<unsigned> runs_made{0};

// Makes `dir`, the errno of a failure else 0.
int make_directory(const std::string& dir) { return ::mkdir(dir.c_str(), 0755) == 0 ? 0 : errno; }

}  // namespace

RunGroup::RunGroup(std::unique_ptr<Layout> layout) : layout_(std::move(layout)) {}

std::unique_ptr<RunGroup> RunGroup::make(std::size_t memory_kib, std::string& why) {
    const auto& found = base(why);
    if (!found) return nullptr;
    const std::string name = "/sudoku-" + std::to_string(::getpid()) + "-" + std::to_string(runs_made++);
    auto layout = std::make_unique<Layout>();
    layout->version = found->version;
    layout->memory = found->memory + name;
    layout->cpu = found->cpu + name;
    layout->pids = found->pids.empty() ? "" : found->pids + name;
    auto group = std::make_unique<RunGroup>(std::move(layout));  // from here on, the destructor removes what was made
    const Layout& made = *group->layout_;
    for (const auto& dir : made.directories()) {
        if (const int error = make_directory(dir)) {
            why = "cannot make " + dir + ": " + sandbox::error_text(error);
            return nullptr;
        }
    }
    const std::string bytes = std::to_string(static_cast<unsigned long long>(memory_kib) << 10);
    int error = 0;
    if (made.version == 1) {
        if (memory_kib > 0) {
            error = write_small(made.memory + "/memory.limit_in_bytes", bytes);
            write_small(made.memory + "/memory.memsw.limit_in_bytes", bytes);  // absent without swap accounting
        }
    } else {
        if (memory_kib > 0) error = write_small(made.memory + "/memory.max", bytes);
        write_small(made.memory + "/memory.swap.max", "0");  // absent without swap
    }
    if (error) {
        why = "cannot set the memory limit in " + made.memory + ": " + sandbox::error_text(error);
        return nullptr;
    }
    group->caps_processes_ = !made.pids.empty() && write_small(made.pids + "/pids.max", std::to_string(kMaxProcesses)) == 0;
    Layout& files = *group->layout_;
    for (const auto& dir : made.directories()) {
        const std::string procs = dir + "/cgroup.procs";
        const int join = ::open(procs.c_str(), O_WRONLY | O_CLOEXEC), read = ::open(procs.c_str(), O_RDONLY | O_CLOEXEC);
        if (join >= 0) group->join_files_.push_back(join);
        if (read >= 0) files.procs_files.push_back(read);
        if (join < 0 || read < 0) {
            why = "cannot open " + procs + ": " + sandbox::error_text(errno);
            return nullptr;
        }
    }
    const bool v1 = made.version == 1;
    files.cpu_file = ::open((made.cpu + (v1 ? "/cpuacct.usage" : "/cpu.stat")).c_str(), O_RDONLY | O_CLOEXEC);
    files.peak_file = ::open((made.memory + (v1 ? "/memory.max_usage_in_bytes" : "/memory.peak")).c_str(), O_RDONLY | O_CLOEXEC);
    if (files.peak_file < 0 && !v1) files.peak_file = ::open((made.memory + "/memory.current").c_str(), O_RDONLY | O_CLOEXEC);  // before Linux 5.19
    files.oom_file = ::open((made.memory + (v1 ? "/memory.oom_control" : "/memory.events")).c_str(), O_RDONLY | O_CLOEXEC);
    if (files.cpu_file < 0 || files.peak_file < 0 || files.oom_file < 0) {
        why = "cannot read the accounting files of " + made.memory;
        return nullptr;
    }
    group->memory_kib_ = memory_kib;
    return group;
}

bool RunGroup::reset() {
    const Layout& made = *layout_;
    if (made.version != 1) return false;  // memory.peak cannot be reset before Linux 6.12
    kill_all();
    // What earlier runs left charged here (page cache they read first; files
    // they left in tmpfs) is left out of the next run's peak, up to a bound:
    // past it, a new group. (memory.force_empty would give it back to the
    // parent, but evicts the program's own cached pages: 0.35 ms a run.)
    const auto leftover = std::strtoull(sandbox::read_text(made.memory + "/memory.usage_in_bytes").c_str(), nullptr, 10);
    if (leftover > kMaxLeftoverBytes) return false;
    if (write_small(made.memory + "/memory.max_usage_in_bytes", "0") != 0) return false;
    if (write_small(made.cpu + "/cpuacct.usage", "0") != 0) return false;
    leftover_kib_ = static_cast<long>(leftover >> 10);
    oom_kills_before_ = std::max(0LL, keyed_value(read_open(made.oom_file), "oom_kill"));
    return true;
}

RunGroup::~RunGroup() {
    for (const int fd : join_files_) ::close(fd);
    kill_all();
    // A group empties as its last processes finish exiting: a few tries.
    for (const auto& dir : layout_->directories())
        for (int attempt = 0; attempt < 100 && ::rmdir(dir.c_str()) != 0 && errno == EBUSY; ++attempt)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

double RunGroup::cpu_seconds() const {
    const std::string text = read_open(layout_->cpu_file);
    if (layout_->version == 1) return std::atof(text.c_str()) / 1e9;
    const long long usec = keyed_value(text, "usage_usec");
    return usec < 0 ? 0 : static_cast<double>(usec) / 1e6;
}

long RunGroup::peak_kib() const {
    const auto peak = static_cast<long>(std::strtoull(read_open(layout_->peak_file).c_str(), nullptr, 10) >> 10);
    return std::max(0L, peak - leftover_kib_);
}

bool RunGroup::oom_killed() const { return keyed_value(read_open(layout_->oom_file), "oom_kill") > oom_kills_before_; }

bool RunGroup::join_this_thread() const {
    if (layout_->version != 1) return false;
    const std::string thread = std::to_string(::syscall(SYS_gettid));
    for (const auto& dir : layout_->directories())
        if (write_small(dir + "/tasks", thread) != 0) return false;
    return true;
}

void RunGroup::kill_all() const {
    if (layout_->version == 2) write_small(layout_->memory + "/cgroup.kill", "1");  // Linux 5.14 on
    const long self = ::getpid();  // in it through its forking thread (join_this_thread())
    for (int round = 0; round < 1000; ++round) {
        bool any = false;
        for (const int procs : layout_->procs_files) {
            std::istringstream pids(read_all_open(procs));
            for (long pid; pids >> pid;)
                if (pid != self) any = true, ::kill(static_cast<pid_t>(pid), SIGKILL);
        }
        if (!any) return;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
}

const char* RunGroup::name() const { return layout_->version == 1 ? "cgroup v1" : "cgroup v2"; }

}  // namespace sudoku::cgroup
