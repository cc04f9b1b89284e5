// The box (private to the process module): isolation as a judge's sandbox
// gives it, made by the keeper, pid 1 of its namespaces, before it starts the
// program (Linux; box_none.cpp elsewhere, where a run is not isolated):
//
//   network, IPC, UTS and cgroup namespaces (loopback only, down; the run's
//     cgroup its root, so that it can name no other)
//   every mount read-only and nosuid (/sys/fs/cgroup too)
//   a fresh tmpfs on /tmp and /dev/shm, sized as the memory limit and charged
//     to the run's cgroup, gone with the mount namespace
//   the working directory an overlay over itself, whatever is written there
//     kept on a tmpfs and gone after the run
//   the directories of the program's own files under /tmp bound back read-only
//     (a file right in /tmp, such as /tmp/a.out, alone)
//   the folders to hide (tests, answers) under an empty read-only tmpfs, the
//     program's own files in them bound back one by one
//   stdin opened again through the read-only mount: /proc/self/fd/0 opened
//     for writing would otherwise reach the file through the runner's mount
//   as root, the program as an unprivileged uid and gid (a slot's own), no
//     supplementary groups and no capabilities; always no_new_privs
//
// Everything the keeper uses is made here before the fork: the keeper is a
// child of a threaded process and allocates nothing.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "sudoku/sandbox/process.hpp"

namespace sudoku::box {

// The first uid (and gid) a run gets as root, as isolate's box 0 does; a
// concurrent run slot each, so that -j runs cannot reach each other.
inline constexpr unsigned kFirstUid = 60000;
inline constexpr int kMostKept = 32;  // program files and directories brought back into the box

struct Plan {
    bool enabled = false;
    bool drop_to_user = false;  // root: the program as uid and gid below
    unsigned uid = 0, gid = 0;
    std::string input;                    // opened again inside the box
    std::string work_dir;                 // given an overlay, then the program's working directory
    std::string overlay_options;          // empty: no overlay (refused here, or a path overlayfs cannot name)
    std::string tmpfs_options;            // of /tmp and /dev/shm
    std::vector<std::string> kept_dirs;   // under /tmp, shortest first
    std::vector<std::string> kept_files;  // inside hidden folders, or right in /tmp
    std::vector<std::string> hidden;      // folders under an empty read-only tmpfs
    int network = -1;                     // a network namespace made once (root), joined; -1: a new one
};

// What this system lets the keeper do, asked once in a child: `user_namespace` for
// an ordinary user's keeper. `overlay` false: the working directory stays read-only.
struct Abilities {
    bool box = false, overlay = false;
};
Abilities abilities(bool user_namespace);

// The plan of one run: `program` the path argv[0] was found at; from `limits`
// the paths to hide, the files never shown and the size of each tmpfs.
Plan plan_for(const std::vector<std::string>& argv, const std::string& program, const std::string& input,
              const ProcessLimits& limits, bool user_namespace);

// A uid slot held for one run (root): kFirstUid + number, given back when it ends.
class UidSlot {
public:
    UidSlot();
    UidSlot(const UidSlot&) = delete;
    UidSlot& operator=(const UidSlot&) = delete;
    ~UidSlot();
    unsigned uid() const { return kFirstUid + number_; }

private:
    unsigned number_;
};

// In the keeper, after it joined the run's cgroup and mounted its /proc: the
// box; the program's stdin opened in it, in place of `input_fd` (where it
// cannot be, the inherited one serves).
void enter(const Plan& plan, int input_fd);

// In the program's process, just before exec: as root, the plan's uid and gid;
// no_new_privs. On a failure the errno goes to `exec_report` and the process ends.
void drop_privileges(const Plan& plan, int exec_report);

// In a new user namespace (Linux): its uid and gid mapped to the ones
// outside, setgroups denied first as the kernel asks; no allocation (it runs
// in forked children).
void map_user_to_itself(unsigned uid, unsigned gid);

// Whether the unprivileged user a program run by root becomes could run
// `path`: the file executable, and every folder above it searchable, by
// others; PATH is searched as that user would (root's ~/.pyenv is not).
bool runnable_by_others(const std::string& path);

// What a run gets, for the sandbox report: ", network, IPC, UTS and cgroup namespaces, ...".
std::string described(const Abilities& abilities, bool as_root);

}  // namespace sudoku::box
