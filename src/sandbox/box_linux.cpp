// box.hpp on Linux: the keeper's side (enter, drop_privileges: system calls
// only, on what plan_for made before the fork) and the runner's.
#include "box.hpp"

#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <thread>

namespace sudoku::box {
namespace {

// The new mount API, by number: older C libraries have no wrappers. The
// numbers are the same on every architecture (they came after the unification).
constexpr long kOpenTree = 428, kMoveMount = 429, kMountSetattr = 442;
constexpr unsigned kOpenTreeClone = 1, kAtRecursive = 0x8000, kMoveMountEmptyPath = 0x4;
constexpr unsigned long long kAttrRdonly = 0x1, kAttrNosuid = 0x2;
struct MountAttr {
    unsigned long long attr_set, attr_clr, propagation, userns_fd;
};

// Read-only and nosuid; `recursive`: every mount below too, made private
// first, so that no mount of the box's reaches the machine's namespace.
bool make_read_only(const char* path, bool recursive) {
    MountAttr attr{kAttrRdonly | kAttrNosuid, 0, recursive ? static_cast<unsigned long long>(MS_PRIVATE) : 0ull, 0};
    if (::syscall(kMountSetattr, AT_FDCWD, path, recursive ? kAtRecursive : 0u, &attr, sizeof attr) == 0) return true;
    if (recursive) return false;
    return ::mount(nullptr, path, nullptr, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID, nullptr) == 0;
}

// Before Linux 5.12 (no mount_setattr): each mount of /proc/self/mountinfo
// remounted read-only, its locked flags kept. Mount points with escapes
// (\040) are left as they are: rare, and only ever made more reachable.
void remount_each_read_only() {
    static char text[1 << 16];
    const int fd = ::open("/proc/self/mountinfo", O_RDONLY | O_CLOEXEC);
    ssize_t size = 0, n;
    while (fd >= 0 && size < static_cast<ssize_t>(sizeof text) - 1 && (n = ::read(fd, text + size, sizeof text - 1 - size)) > 0) size += n;
    if (fd >= 0) ::close(fd);
    text[size] = '\0';
    for (char* line = text; *line;) {
        char* end = std::strchr(line, '\n');
        if (end) *end = '\0';
        char* field = line;
        for (int skip = 0; skip < 4 && field; ++skip) field = std::strchr(field, ' '), field = field ? field + 1 : nullptr;
        char* space = field ? std::strchr(field, ' ') : nullptr;
        if (space && !std::strchr(field, '\\')) {
            *space = '\0';
            const char* options = space + 1;
            unsigned long flags = MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID;
            if (std::strstr(options, "nodev")) flags |= MS_NODEV;
            if (std::strstr(options, "noexec")) flags |= MS_NOEXEC;
            ::mount(nullptr, field, nullptr, flags, nullptr);
        }
        if (!end) break;
        line = end + 1;
    }
}

// mkdir -p of `path`'s directories (`whole`: and of path itself), on a copy.
void make_directories(const char* path, bool whole, mode_t mode) {
    char copy[4096];
    const std::size_t length = std::strlen(path);
    if (length >= sizeof copy) return;
    std::memcpy(copy, path, length + 1);
    for (std::size_t i = 1; i <= length; ++i) {
        if (copy[i] != '/' && copy[i] != '\0') continue;
        if (copy[i] == '\0' && !whole) break;
        const char was = copy[i];
        copy[i] = '\0';
        ::mkdir(copy, mode);
        copy[i] = was;
    }
}

// A detached copy of the mount tree at `path`; where open_tree is missing
// (before Linux 5.2, or under qemu-user), a plain O_PATH descriptor of it.
int clone_tree(const char* path) {
    const int tree = static_cast<int>(::syscall(kOpenTree, AT_FDCWD, path, kOpenTreeClone | O_CLOEXEC | kAtRecursive));
    return tree >= 0 ? tree : ::open(path, O_PATH | O_CLOEXEC);
}

// `n` in decimal at `out`: its length. (A forked child may not call snprintf.)
int put_decimal(unsigned n, char* out) {
    char digits[12];
    int count = 0;
    do digits[count++] = static_cast<char>('0' + n % 10);
    while ((n /= 10) != 0);
    for (int i = 0; i < count; ++i) out[i] = digits[count - 1 - i];
    return count;
}

void move_into_place(int tree, const char* path, bool file) {
    if (tree < 0) return;
    make_directories(path, !file, 0755);
    if (file) ::close(::open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0444));
    if (::syscall(kMoveMount, tree, "", AT_FDCWD, path, kMoveMountEmptyPath) != 0) {
        // An O_PATH descriptor (clone_tree's fallback): bound from /proc, as
        // read-only as the mount it was opened on.
        char source[32] = "/proc/self/fd/";
        put_decimal(static_cast<unsigned>(tree), source + 14);
        ::mount(source, path, nullptr, MS_BIND | MS_REC, nullptr);
    }
    ::close(tree);
}

// The overlay on the working directory, its upper and work directories on a
// tmpfs at /dev/shm that the program's own /dev/shm then covers.
void mount_overlay(const Plan& plan) {
    if (plan.overlay_options.empty()) return;
    if (::mount("tmpfs", "/dev/shm", "tmpfs", MS_NOSUID | MS_NODEV, plan.tmpfs_options.c_str()) != 0) return;
    ::mkdir("/dev/shm/upper", 0755);
    ::mkdir("/dev/shm/work", 0755);
    struct stat lower {};
    if (::stat(plan.work_dir.c_str(), &lower) == 0) {
        ::chmod("/dev/shm/upper", lower.st_mode & 07777);
        if (plan.drop_to_user) [[maybe_unused]] const int owned = ::chown("/dev/shm/upper", plan.uid, plan.gid);
    }
    ::mount("overlay", plan.work_dir.c_str(), "overlay", MS_NOSUID, plan.overlay_options.c_str());
}

bool under(const std::string& path, const std::string& folder) {
    return path.size() > folder.size() && path.compare(0, folder.size(), folder) == 0 && path[folder.size()] == '/';
}

// Whether `path` names a file right in /tmp, not in a folder below it.
bool right_in_tmp(const std::string& path) { return under(path, "/tmp") && path.find('/', 5) == std::string::npos; }

// Writes "ID ID 1" to a /proc/self map file (in forked children: no allocation).
void map_to_itself(const char* file, unsigned id) {
    char line[32];
    int length = put_decimal(id, line);
    line[length++] = ' ';
    length += put_decimal(id, line + length);
    line[length++] = ' ';
    line[length++] = '1';
    const int fd = ::open(file, O_WRONLY | O_CLOEXEC);
    [[maybe_unused]] const auto written = ::write(fd, line, static_cast<std::size_t>(length));
    ::close(fd);
}

}  // namespace

void map_user_to_itself(unsigned uid, unsigned gid) {
    map_to_itself("/proc/self/uid_map", uid);
    const int setgroups = ::open("/proc/self/setgroups", O_WRONLY | O_CLOEXEC);  // "deny" before a gid map
    [[maybe_unused]] const auto denied = ::write(setgroups, "deny", 4);
    ::close(setgroups);
    map_to_itself("/proc/self/gid_map", gid);
}

bool runnable_by_others(const std::string& path) {
    std::string at = path;
    if (at.empty() || at[0] != '/') {
        char cwd[4096];
        if (::getcwd(cwd, sizeof cwd) == nullptr) return false;
        at = std::string(cwd) + "/" + at;
    }
    struct stat status {};
    if (::stat(at.c_str(), &status) != 0 || !(status.st_mode & S_IXOTH)) return false;
    for (auto slash = at.rfind('/'); slash != std::string::npos && slash > 0; slash = at.rfind('/', slash - 1))
        if (::stat(at.substr(0, slash).c_str(), &status) != 0 || !(status.st_mode & S_IXOTH)) return false;
    return true;
}

void enter(const Plan& plan, int input_fd) {
    if (!plan.enabled) return;
    const bool joined = plan.network >= 0 && ::setns(plan.network, CLONE_NEWNET) == 0;
    if (plan.network >= 0) ::close(plan.network);
    ::unshare((joined ? 0 : CLONE_NEWNET) | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP);
    if (!make_read_only("/", true)) ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr), remount_each_read_only();
    const int input = ::open(plan.input.c_str(), O_RDONLY | O_CLOEXEC);
    mount_overlay(plan);
    const int work = plan.work_dir.rfind("/tmp/", 0) == 0 ? clone_tree(plan.work_dir.c_str()) : -1;
    int kept[2 * kMostKept];
    const std::size_t dirs = std::min<std::size_t>(plan.kept_dirs.size(), kMostKept), files = std::min<std::size_t>(plan.kept_files.size(), kMostKept);
    for (std::size_t i = 0; i < dirs; ++i) kept[i] = clone_tree(plan.kept_dirs[i].c_str());
    for (std::size_t i = 0; i < files; ++i) kept[kMostKept + i] = clone_tree(plan.kept_files[i].c_str());
    for (const char* scratch : {"/tmp", "/dev/shm"})
        ::mount("tmpfs", scratch, "tmpfs", MS_NOSUID | MS_NODEV, plan.tmpfs_options.c_str());
    for (std::size_t i = 0; i < dirs; ++i) move_into_place(kept[i], plan.kept_dirs[i].c_str(), false);
    for (std::size_t i = 0; i < files; ++i)
        if (right_in_tmp(plan.kept_files[i])) move_into_place(kept[kMostKept + i], plan.kept_files[i].c_str(), true), kept[kMostKept + i] = -1;
    move_into_place(work, plan.work_dir.c_str(), false);
    for (const auto& folder : plan.hidden) {
        if (::mount("tmpfs", folder.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,mode=755") != 0) continue;
        for (std::size_t i = 0; i < files; ++i)
            if (under(plan.kept_files[i], folder)) move_into_place(kept[kMostKept + i], plan.kept_files[i].c_str(), true), kept[kMostKept + i] = -1;
        make_read_only(folder.c_str(), false);
    }
    for (std::size_t i = 0; i < files; ++i)
        if (kept[kMostKept + i] >= 0) ::close(kept[kMostKept + i]);
    [[maybe_unused]] const int moved = ::chdir(plan.work_dir.c_str());
    if (input >= 0) ::dup3(input, input_fd, O_CLOEXEC), ::close(input);  // close-on-exec, as the fd it replaces was
}

void drop_privileges(const Plan& plan, int exec_report) {
    if (!plan.enabled) return;
    // Raw calls: the C library's set*id would act for every thread of a
    // process whose memory this vfork child shares.
    bool dropped = ::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0;
    if (plan.drop_to_user)
        dropped = dropped && ::syscall(SYS_setgroups, 0, nullptr) == 0 && ::syscall(SYS_setresgid, plan.gid, plan.gid, plan.gid) == 0 &&
                  ::syscall(SYS_setresuid, plan.uid, plan.uid, plan.uid) == 0;
    if (dropped) return;
    const int error = errno;
    [[maybe_unused]] const auto written = ::write(exec_report, &error, sizeof error);
    ::_exit(127);
}

// The runner's side: what the keeper will do, made before the fork.
namespace {

namespace fs = std::filesystem;

std::string absolute(const std::string& path) {
    std::error_code error;
    const fs::path whole = fs::absolute(path, error);
    return error ? std::string() : whole.lexically_normal().string();
}

std::string without_slash(std::string path) {
    while (path.size() > 1 && path.back() == '/') path.pop_back();
    return path;
}

// The files the command line names: its words, and the words of each (a
// shell's -c script names its files inside one), that name a file.
std::vector<std::string> named_files(const std::vector<std::string>& argv, const std::string& program) {
    std::vector<std::string> words{program};
    for (std::size_t i = 1; i < argv.size(); ++i) {
        words.push_back(argv[i]);
        std::string token;
        for (const char c : argv[i] + " ") {
            if (std::strchr(" \t\n'\";|&<>()`=$", c) == nullptr) token += c;
            else if (!token.empty() && words.size() < 256) words.push_back(token), token.clear();
            else token.clear();
        }
    }
    std::vector<std::string> files;
    for (const auto& word : words) {
        std::error_code error;
        if (!word.empty() && fs::is_regular_file(word, error)) files.push_back(word);
    }
    return files;
}

// Whether `path` is one of the files never shown (sorted, weakly canonical):
// the same file by another name (a link, "..") is the same file.
bool secret(const std::string& path, const std::vector<std::string>& secret_files) {
    if (secret_files.empty()) return false;
    std::error_code error;
    const std::string canonical = fs::weakly_canonical(path, error).string();
    return error || std::binary_search(secret_files.begin(), secret_files.end(), canonical);
}

std::string overlay_options(const std::string& work_dir, bool user_namespace) {
    if (work_dir.empty() || work_dir.find_first_of(",:\\") != std::string::npos) return {};
    return "lowerdir=" + work_dir + ",upperdir=/dev/shm/upper,workdir=/dev/shm/work" + (user_namespace ? ",userxattr" : "");
}

// In the probe's child: the keeper's namespaces, the read-only root, a
// tmpfs and the overlay; exit status bit 0 the box, bit 1 the overlay.
[[noreturn]] void try_box(const std::string& options, const std::string& work_dir, bool user_namespace) {
    const unsigned uid = ::getuid(), gid = ::getgid();
    if (::unshare((user_namespace ? CLONE_NEWUSER : 0) | CLONE_NEWNS) != 0) ::_exit(0);
    if (user_namespace) map_user_to_itself(uid, gid);
    if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) ::_exit(0);
    if (::unshare(CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP) != 0) ::_exit(0);
    if (!make_read_only("/", true)) remount_each_read_only();
    if (::mount("tmpfs", "/dev/shm", "tmpfs", MS_NOSUID | MS_NODEV, "size=64k") != 0) ::_exit(0);
    ::mkdir("/dev/shm/upper", 0755), ::mkdir("/dev/shm/work", 0755);
    const bool overlay = !options.empty() && ::mount("overlay", work_dir.c_str(), "overlay", MS_NOSUID, options.c_str()) == 0;
    if (::mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,mode=1777") != 0 || ::mkdir("/tmp/probe", 0755) != 0) ::_exit(0);
    ::_exit(overlay ? 3 : 1);
}

// A network namespace (loopback only, down) made once for root's runs: a new
// one cost 1.5 ms a run here, joining this one 0.06 ms (doc/solver-notes.md, issue 51).
// Made on a thread of its own, whose namespace alone changes; -1 where refused.
int shared_network() {
    static const int network = [] {
        int fd = -1;
        std::thread([&fd] {
            if (::unshare(CLONE_NEWNET) == 0) fd = ::open("/proc/thread-self/ns/net", O_RDONLY | O_CLOEXEC);
        }).join();
        return fd;
    }();
    return network;
}

std::mutex uid_slots_lock;
std::vector<bool> uid_slots_taken;

}  // namespace

Abilities abilities(bool user_namespace) {
    const std::string work_dir = without_slash(absolute("."));
    const std::string options = overlay_options(work_dir, user_namespace);
    const pid_t child = ::fork();
    if (child == 0) try_box(options, work_dir, user_namespace);
    int status = 0;
    while (child > 0 && ::waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    const int bits = child > 0 && WIFEXITED(status) ? WEXITSTATUS(status) : 0;
    return {(bits & 1) != 0, (bits & 2) != 0};
}

Plan plan_for(const std::vector<std::string>& argv, const std::string& program, const std::string& input,
              const ProcessLimits& limits, bool user_namespace) {
    const std::size_t memory_kib = limits.memory_kib;
    Plan plan;
    plan.enabled = true;
    plan.input = input;
    plan.work_dir = without_slash(absolute("."));
    plan.overlay_options = overlay_options(plan.work_dir, user_namespace);
    // Twice the memory limit: the limit, not a full tmpfs, stops a program that fills it.
    plan.tmpfs_options = (memory_kib > 0 ? "size=" + std::to_string(2 * memory_kib) + "k," : std::string()) + "mode=1777";
    for (const auto& path : limits.hidden_paths) {
        std::error_code error;
        const std::string whole = absolute(path);
        if (whole.empty()) continue;
        plan.hidden.push_back(without_slash(fs::is_directory(whole, error) ? whole : fs::path(whole).parent_path().string()));
    }
    for (const auto& word : named_files(argv, program)) {
        const std::string file = absolute(word);
        const std::string dir = fs::path(file).parent_path().string();
        if (under(dir, "/tmp") && dir != plan.work_dir && !under(dir, plan.work_dir) &&
            std::find(plan.kept_dirs.begin(), plan.kept_dirs.end(), dir) == plan.kept_dirs.end())
            plan.kept_dirs.push_back(dir);
        const bool hidden = std::any_of(plan.hidden.begin(), plan.hidden.end(), [&](const std::string& folder) { return under(file, folder); });
        // A file right in /tmp (/tmp/a.out) comes back alone: its folder is the private /tmp.
        if ((hidden || dir == "/tmp") && !secret(word, limits.secret_files) &&
            std::find(plan.kept_files.begin(), plan.kept_files.end(), file) == plan.kept_files.end())
            plan.kept_files.push_back(file);
    }
    std::sort(plan.kept_dirs.begin(), plan.kept_dirs.end(), [](const std::string& a, const std::string& b) { return a.size() < b.size(); });
    if (!user_namespace) plan.network = shared_network();  // a user's keeper has no rights in it
    return plan;
}

UidSlot::UidSlot() {
    const std::lock_guard hold(uid_slots_lock);
    const auto free = std::find(uid_slots_taken.begin(), uid_slots_taken.end(), false);
    number_ = static_cast<unsigned>(free - uid_slots_taken.begin());
    if (free == uid_slots_taken.end()) uid_slots_taken.push_back(true);
    else *free = true;
}

UidSlot::~UidSlot() {
    const std::lock_guard hold(uid_slots_lock);
    uid_slots_taken[number_] = false;
}

std::string described(const Abilities& abilities, bool as_root) {
    if (!abilities.box) return ", not isolated (the system refuses the box's mounts)";
    std::string text = ", mount, network, IPC, UTS and cgroup namespaces, read-only root, private /tmp and /dev/shm, tests hidden, ";
    text += abilities.overlay ? "working directory an overlay" : "working directory read-only";
    if (as_root) text += ", uid " + std::to_string(kFirstUid) + "+";
    return text;
}

}  // namespace sudoku::box
