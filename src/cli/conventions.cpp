#include "conventions.hpp"

#include "sudoku/io/messages.hpp"

namespace sudoku::cli {
namespace {

// testlib's xmlSafeWrite: markup characters as entities, control bytes as '.'.
std::string xml_escaped(std::string_view text) {
    std::string out;
    for (const char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            default: out += static_cast<unsigned char>(c) < 32 ? '.' : c;  // control bytes; char is unsigned on aarch64
        }
    }
    return out;
}

int failure(Output& err, const std::string& what) {
    err.write("fail: " + what + "\n");
    return kFailure;
}

}  // namespace

std::string result_file_text(const Judgement& judgement, bool appes) {
    if (!appes) return judgement.detail;
    return std::string("<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"") +
           std::string(names_of(judgement.verdict).appes) + "\">" + xml_escaped(judgement.detail) + "</result>\n";
}

int deliver(const Judgement& judgement, const VerdictSink& sink, Output& out, Output& err) {
    const bool failed = judgement.verdict == Verdict::fail;
    switch (sink.convention) {
        case Convention::testlib:
            if (sink.result_file)
                if (const int error = write_file(*sink.result_file, result_file_text(judgement, sink.appes)))
                    return failure(err, "cannot write " + quote_name(*sink.result_file) + ": " + system_error_text(error));
            err.write(judgement.message + "\n");
            return testlib_exit_code(judgement.verdict);
        case Convention::kattis: {
            // No feedback directory to write to when the arguments named none.
            const std::string path = sink.feedback_dir + "/judgemessage.txt";
            if (!sink.feedback_dir.empty())
                if (const int error = write_file(path, judgement.message + "\n"))
                    return failure(err, "cannot write " + quote_name(path) + ": " + system_error_text(error));
            err.write(judgement.message + "\n");
            if (failed) return kFailure;
            return judgement.verdict == Verdict::accepted ? kKattisAccepted : kKattisWrong;
        }
        case Convention::cms:
            err.write(judgement.message + "\n");
            if (failed) return kFailure;
            out.write(judgement.verdict == Verdict::accepted ? "1.0\n" : "0.0\n");
            out.flush();
            return out.error() == 0 ? 0 : failure(err, "write error: " + system_error_text(out.error()));
    }
    return kFailure;
}

}  // namespace sudoku::cli
