// A contestant's program for the Windows build's tests (windows_test.sh),
// one behaviour per mode, in portable C++:
//   echo    prints its input back (a wrong answer where the input has blanks)
//   spin    computes forever (TLE)
//   crash   exits with status 3 (RE)
//   sleep   waits 30 s without computing (ILE)
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "echo") {
        for (int c; (c = std::getchar()) != EOF;) std::putchar(c);
        return 0;
    }
    if (mode == "spin") {
        volatile unsigned long long n = 0;
        for (;;) n = n + 1;
    }
    if (mode == "crash") return 3;
    if (mode == "sleep") {
        std::this_thread::sleep_for(std::chrono::seconds(30));
        return 0;
    }
    std::fprintf(stderr, "windows_contestant: unknown mode '%s'\n", mode.c_str());
    return 2;
}
