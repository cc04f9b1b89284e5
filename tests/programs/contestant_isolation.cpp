// The contestant's modes that try to leave the box (tests/e2e/isolation_test.cpp),
// one per hostile case of issue #51. Each reports nothing itself: what it
// touched is for the test to look at; it then prints the answer as main does.
//
//   rewrite-input FILE          writes over its stdin (/proc/self/fd/0) and FILE
//   read-answer                 prints the answer beside its stdin (NAME.in: NAME.out)
//                               in place of the one it was given, when it can
//   join-parent-cgroup MB SECS  writes itself into its parent memory and cpuacct
//                               groups, then holds MB and spins SECS of CPU
//   connect PORT                connects to 127.0.0.1:PORT and says hello
//   read-secret FILE            ends with status 3 when it can read FILE
//   write-outside FILE...       creates each FILE
//   kill-pid PID                SIGKILL to PID
//   dev-shm NAME                leaves /dev/shm/NAME behind
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

namespace contestant {

void write_to(const char* path, const char* text) {
    const int fd = ::open(path, O_WRONLY | O_CREAT | O_TRUNC, 0666);
    if (fd < 0) return;
    [[maybe_unused]] const auto n = ::write(fd, text, std::strlen(text));
    ::close(fd);
}

// The path of its stdin's .out, or "" when /proc says nothing.
std::string answer_beside_input() {
    char path[4096];
    const ssize_t n = ::readlink("/proc/self/fd/0", path, sizeof path - 1);
    if (n <= 3) return "";
    std::string name(path, static_cast<std::size_t>(n));
    if (name.compare(name.size() - 3, 3, ".in") != 0) return "";
    return name.substr(0, name.size() - 3) + ".out";
}

// Its own group in `controller` (cgroup v1), from /proc/self/cgroup.
std::string own_group(const std::string& controller) {
    std::ifstream in("/proc/self/cgroup");
    for (std::string line; std::getline(in, line);) {
        const auto colon = line.find(':'), second = line.find(':', colon + 1);
        const std::string names = line.substr(colon + 1, second - colon - 1);
        if (("," + names + ",").find("," + controller + ",") != std::string::npos) return line.substr(second + 1);
    }
    return "";
}

void join_parent_groups() {
    const std::string pid = std::to_string(::getpid());
    for (const std::string controller : {"memory", "cpuacct"}) {
        const std::string procs = "/sys/fs/cgroup/" + controller + own_group(controller) + "/../cgroup.procs";
        write_to(procs.c_str(), pid.c_str());
    }
}

bool say_hello(int port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const bool connected = fd >= 0 && ::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
    if (connected) [[maybe_unused]] const auto n = ::write(fd, "hello", 5);
    if (fd >= 0) ::close(fd);
    return connected;
}

// Runs an isolation mode: true when `mode` is one; `answer` may be changed
// (read-answer), `status` set when the mode ends the program.
bool isolation_mode(const std::string& mode, int argc, char** argv, std::string& answer, int& status,
                    void (*hold_and_spin)(long mb, double seconds)) {
    if (mode == "rewrite-input") {
        write_to("/proc/self/fd/0", "rewritten\n");
        write_to(argv[2], "rewritten\n");
    } else if (mode == "read-answer") {
        const std::string beside = answer_beside_input();
        if (!beside.empty() && std::ifstream(beside)) answer = beside;
    } else if (mode == "join-parent-cgroup") {
        join_parent_groups();
        hold_and_spin(std::atol(argv[2]), std::atof(argv[3]));
    } else if (mode == "connect") {
        say_hello(std::atoi(argv[2]));
    } else if (mode == "read-secret") {
        char byte = 0;
        const int fd = ::open(argv[2], O_RDONLY);
        if (fd >= 0 && ::read(fd, &byte, 1) >= 0) status = 3;
    } else if (mode == "write-outside") {
        for (int i = 2; i < argc - 1; ++i) write_to(argv[i], "outside\n");
    } else if (mode == "kill-pid") {
        ::kill(static_cast<pid_t>(std::atol(argv[2])), SIGKILL);
    } else if (mode == "dev-shm") {
        write_to(("/dev/shm/" + std::string(argv[2])).c_str(), "left\n");
    } else {
        return false;
    }
    return true;
}

}  // namespace contestant
