// A contestant's program for the Windows build's tests (windows_test.sh and
// tests/e2e/windows_runs_test.cpp),
// one behaviour per mode, in portable C++:
//   echo    prints its input back, byte for byte (a wrong answer where the
//           input has blanks)
//   spin    computes forever (TLE)
//   crash   exits with status 3 (RE)
//   sleep   waits 30 s without computing (ILE)
//   spin-unless-solved  as echo on a solved grid (AC), else spins forever
//   args    as echo, if its other arguments came through as `a b`, `c"d`,
//           `e\` and an empty one (quoted as CommandLineToArgvW reads
//           them); else exits with status 4
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

// Its input back byte for byte: stdout in binary mode, as a contestant's
// program that writes "\n" with fwrite or puts in binary mode would.
void echo() {
#ifdef _WIN32
    _setmode(_fileno(stdin), _O_BINARY);
    _setmode(_fileno(stdout), _O_BINARY);
#endif
    for (int c; (c = std::getchar()) != EOF;) std::putchar(c);
}

[[noreturn]] void spin() {
    volatile unsigned long long n = 0;
    for (;;) n = n + 1;
}

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "echo") {
        echo();
        return 0;
    }
    if (mode == "spin") spin();
    if (mode == "crash") return 3;
    if (mode == "args") {
        const bool right = argc == 6 && std::string(argv[2]) == "a b" && std::string(argv[3]) == "c\"d" &&
                           std::string(argv[4]) == "e\\" && std::string(argv[5]).empty();
        if (!right) return 4;
        echo();
        return 0;
    }
    if (mode == "spin-unless-solved") {
        std::string input;
        for (int c; (c = std::getchar()) != EOF;) input.push_back(static_cast<char>(c));
        if (input.find('0') != std::string::npos) spin();
        std::fputs(input.c_str(), stdout);
        return 0;
    }
    if (mode == "sleep") {
        std::this_thread::sleep_for(std::chrono::seconds(30));
        return 0;
    }
    std::fprintf(stderr, "windows_contestant: unknown mode '%s'\n", mode.c_str());
    return 2;
}
