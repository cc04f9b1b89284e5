#include "sudoku/io/report.hpp"

#include <string>

#include "sudoku/io/messages.hpp"

namespace sudoku {
namespace {

void write_report(Output& out, Output& err, std::string_view where, std::string_view what) {
    out.flush();
    err.write("sudoku: ");
    err.write(where);
    err.write(": ");
    err.write(what);
    err.write("\n");
    err.flush();
}

}  // namespace

void report(Output& out, Output& err, std::string_view name, std::size_t line, std::string_view what) {
    write_report(out, err, quote_name(name) + ":" + std::to_string(line), what);
}

void report(Output& out, Output& err, std::string_view name, std::string_view what) {
    write_report(out, err, quote_name(name), what);
}

bool report_read_failure(const LineReader& input, Output& out, Output& err, std::string_view name) {
    if (input.error().empty()) return false;
    report(out, err, name, "read error: " + input.error());
    return true;
}

}  // namespace sudoku
