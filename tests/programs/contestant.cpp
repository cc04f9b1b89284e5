// A contestant's program that misbehaves on purpose, as the sandbox tests
// need: `contestant MODE [ARG]... ANSWER` does what MODE says, then prints
// the file ANSWER (the right answer) unless the mode ends otherwise. What it
// allocates it touches and reads back, so that no compiler can leave it out.
//
//   answer                      just the answer
//   spin SECONDS                CPU time first (0: for ever)
//   spin-children N             N children and itself spin for ever
//   sleep SECONDS               sleeps first
//   close-stdout-sleep SECONDS  prints, closes stdout, then sleeps
//   stderr-flood MB             MB of text on stderr first
//   orphan-memory MB            a grandchild that left (setsid) holds MB
//   fork-shared MB              MB touched, then a fork: both hold it a while
//   many-sleepers N             N sleeping children, left behind
//   shared-map MB N             one MAP_SHARED region read by N children
//   tmpfs MB DIR                MB written to a file in DIR (tmpfs), held
//   spike HELD_MB CHILD_MB MS   holds HELD_MB; a child holds CHILD_MB for MS
//   mmap-file FILE              reads FILE through a read-only mmap
//   stop-parent                 SIGSTOP to its parent first
//   kill-parent                 SIGKILL to its parent first
//   tty                         reads /dev/tty when it can open it
//   escape-spin SECONDS         a grandchild that left (setsid) spins
//   and the isolation modes of contestant_isolation.cpp
// The limits a judge sets on each process (limit_mode()):
//   deep-stack MB               MB of recursion, every frame written
//   big-file MB                 MB written to contestant-big-file in its working directory
//   open-files N                N files open at once; refused: says so, exit 3
//   fork-bomb N MS              N children that live (60 s), left after MS ms; refused: says so, exit 3
#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

volatile unsigned long long sink = 0;

double cpu_seconds() {
    timespec t{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

void spin(double seconds) {
    const double start = cpu_seconds();
    while (seconds <= 0 || cpu_seconds() - start < seconds)
        for (int i = 0; i < 100000; ++i) sink = sink + static_cast<unsigned>(i);
}

void pause_ms(long ms) {
    timespec t{ms / 1000, (ms % 1000) * 1000000L};
    while (::nanosleep(&t, &t) != 0) {
    }
}

// MB megabytes, every page written; the sum read back.
char* touched(long mb) {
    const std::size_t size = static_cast<std::size_t>(mb) << 20;
    auto* memory = static_cast<char*>(std::malloc(size));
    if (!memory) std::exit(3);
    for (std::size_t i = 0; i < size; i += 4096) memory[i] = static_cast<char>(i >> 12);
    return memory;
}

unsigned long long read_back(const char* memory, long mb) {
    unsigned long long sum = 0;
    for (std::size_t i = 0; i < (static_cast<std::size_t>(mb) << 20); i += 4096) sum += static_cast<unsigned char>(memory[i]);
    return sum;
}

void print_file(const char* path) {
    FILE* in = std::fopen(path, "rb");
    if (!in) std::exit(4);
    char chunk[4096];
    for (std::size_t n; (n = std::fread(chunk, 1, sizeof chunk, in)) > 0;) std::fwrite(chunk, 1, n, stdout);
    std::fclose(in);
    std::fflush(stdout);
}

// Forks a child that runs `body` and exits.
template <typename Body>
pid_t child(Body body) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        body();
        ::_exit(0);
    }
    return pid;
}

// A grandchild in a session of its own (the parent it had exits at once);
// returns when it says it is ready, or is gone.
template <typename Body>
void escaped(Body body) {
    int ready[2];
    if (::pipe(ready) != 0) std::exit(5);
    const pid_t middle = child([&] {
        ::setsid();
        child([&] {
            body(ready[1]);
            for (;;) ::pause();
        });
    });
    ::close(ready[1]);
    ::waitpid(middle, nullptr, 0);
    char byte = 0;
    [[maybe_unused]] const auto n = ::read(ready[0], &byte, 1);
}

void hold_and_spin(long mb, double seconds) {
    const char* memory = touched(mb);
    spin(seconds);
    sink = sink + read_back(memory, mb);
}

// The modes of the limits a judge sets on each process: true when `mode` is
// one of them, with `failed` the exit status (0: go on to answer).
[[gnu::noinline]] unsigned long long recurse(long depth, volatile char* parent) {
    volatile char frame[1024];  // the parent's frame read by its callee: no frame can be left out
    frame[0] = static_cast<char>(depth);
    frame[sizeof frame - 1] = parent[0];
    const unsigned long long below = depth > 0 ? recurse(depth - 1, frame) : 0;
    return below + static_cast<unsigned char>(frame[sizeof frame - 1]);
}

bool limit_mode(const std::string& mode, long count, long ms, int& failed) {
    if (mode == "deep-stack") {
        volatile char top[1] = {1};
        sink = recurse(count << 10, top);
    } else if (mode == "big-file") {
        const int fd = ::open("contestant-big-file", O_CREAT | O_WRONLY | O_TRUNC, 0600);
        std::vector<char> block(1 << 20, 'b');
        for (long i = 0; fd >= 0 && i < count; ++i)
            if (::write(fd, block.data(), block.size()) != static_cast<ssize_t>(block.size())) return failed = 3, true;
        if (fd < 0) failed = 3;
    } else if (mode == "open-files") {
        for (long i = 0; i < count; ++i)
            if (::open("/dev/null", O_RDONLY) < 0) {
                std::fprintf(stderr, "opened %ld of %ld: %s\n", i, count, std::strerror(errno));
                return failed = 3, true;
            }
    } else if (mode == "abort") {
        std::abort();
    } else if (mode == "fork-bomb") {
        for (long i = 0; i < count; ++i)
            if (child([] { pause_ms(60'000); }) < 0) {
                std::fprintf(stderr, "forked %ld of %ld: %s\n", i, count, std::strerror(errno));
                return failed = 3, true;
            }
        pause_ms(ms);
    } else {
        return false;
    }
    return true;
}

}  // namespace

namespace contestant {
bool isolation_mode(const std::string& mode, int argc, char** argv, std::string& answer, int& status, void (*hold_and_spin)(long, double));
}

int main(int argc, char** argv) {
    if (argc < 3) return 2;
    const std::string mode = argv[1];
    const char* answer = argv[argc - 1];
    const auto number = [&](int i) { return std::atol(argv[i]); };
    std::string isolated_answer = answer;
    int isolated_status = 0;
    if (contestant::isolation_mode(mode, argc, argv, isolated_answer, isolated_status, hold_and_spin)) {
        if (isolated_status != 0) return isolated_status;
        print_file(isolated_answer.c_str());
        return 0;
    }
    if (mode == "spin") {
        spin(std::atof(argv[2]));
    } else if (mode == "spin-children") {
        for (long i = 0; i < number(2); ++i) child([] { spin(0); });
        spin(0);
    } else if (mode == "sleep") {
        pause_ms(static_cast<long>(std::atof(argv[2]) * 1000));
    } else if (mode == "close-stdout-sleep") {
        print_file(answer);
        ::close(STDOUT_FILENO);
        pause_ms(static_cast<long>(std::atof(argv[2]) * 1000));
        return 0;
    } else if (mode == "stderr-flood") {
        std::vector<char> line(1 << 16, 'e');
        line.back() = '\n';
        for (long i = 0; i < number(2) * 16; ++i)
            if (::write(STDERR_FILENO, line.data(), line.size()) < 0) break;
    } else if (mode == "orphan-memory") {
        const long mb = number(2);
        escaped([mb](int ready) {
            const char* memory = touched(mb);
            sink = read_back(memory, mb);
            [[maybe_unused]] const auto n = ::write(ready, "r", 1);
        });
        pause_ms(100);  // held while the parent still runs
    } else if (mode == "fork-shared") {
        const long mb = number(2);
        const char* memory = touched(mb);
        const pid_t pid = child([&] {
            pause_ms(100);
            sink = read_back(memory, mb);
        });
        pause_ms(100);
        sink = sink + read_back(memory, mb);
        ::waitpid(pid, nullptr, 0);
    } else if (mode == "many-sleepers") {
        for (long i = 0; i < number(2); ++i) child([] { pause_ms(2000); });
        pause_ms(300);
    } else if (mode == "shared-map") {
        const long mb = number(2);
        const std::size_t size = static_cast<std::size_t>(mb) << 20;
        auto* shared = static_cast<char*>(::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0));
        if (shared == MAP_FAILED) return 3;
        for (std::size_t i = 0; i < size; i += 4096) shared[i] = 1;
        std::vector<pid_t> readers;
        for (long i = 0; i < number(3); ++i) readers.push_back(child([&] {
            sink = read_back(shared, mb);
            pause_ms(200);
        }));
        for (const pid_t pid : readers) ::waitpid(pid, nullptr, 0);
    } else if (mode == "tmpfs") {
        const std::string path = std::string(argv[3]) + "/contestant-" + std::to_string(::getpid());
        const int fd = ::open(path.c_str(), O_CREAT | O_RDWR | O_TRUNC, 0600);
        std::vector<char> block(1 << 20, 't');
        bool written = fd >= 0;
        for (long i = 0; written && i < number(2); ++i) written = ::write(fd, block.data(), block.size()) == static_cast<ssize_t>(block.size());
        pause_ms(100);
        ::unlink(path.c_str());
        if (!written) return 3;
    } else if (mode == "spike") {
        const long held = number(2), spiked = number(3);
        const char* memory = touched(held);
        const pid_t pid = child([&] {
            const char* more = touched(spiked);
            pause_ms(number(4));
            sink = read_back(more, spiked);
        });
        ::waitpid(pid, nullptr, 0);
        sink = sink + read_back(memory, held);
    } else if (mode == "mmap-file") {
        const int fd = ::open(argv[2], O_RDONLY);
        const off_t size = fd < 0 ? 0 : ::lseek(fd, 0, SEEK_END);
        const auto* mapped = static_cast<const char*>(::mmap(nullptr, static_cast<std::size_t>(size), PROT_READ, MAP_SHARED, fd, 0));
        if (fd < 0 || mapped == MAP_FAILED) return 3;
        for (off_t i = 0; i < size; i += 4096) sink = sink + static_cast<unsigned char>(mapped[i]);
    } else if (mode == "stop-parent") {
        ::kill(::getppid(), SIGSTOP);
        pause_ms(100);
    } else if (mode == "kill-parent") {
        ::kill(::getppid(), SIGKILL);
        pause_ms(100);
    } else if (mode == "tty") {
        const int tty = ::open("/dev/tty", O_RDONLY);
        char byte = 0;
        if (tty >= 0 && ::read(tty, &byte, 1) < 0) return 3;
    } else if (mode == "escape-spin") {
        const double seconds = std::atof(argv[2]);
        escaped([seconds](int ready) {
            [[maybe_unused]] const auto n = ::write(ready, "r", 1);
            spin(seconds);
        });
    } else if (int failed = 0; limit_mode(mode, number(2), argc > 4 ? number(3) : 0, failed)) {
        if (failed != 0) return failed;
    } else if (mode != "answer") {
        return 2;
    }
    print_file(answer);
    return 0;
}
