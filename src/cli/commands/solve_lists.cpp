#include "solve_lists.hpp"

#include <string>
#include <vector>

#include "commands.hpp"
#include "sudoku/io/format.hpp"
#include "sudoku/io/judge_formats.hpp"

namespace sudoku::cli {
namespace {

void write_line(std::string_view name, std::string_view about, Output& out) {
    out.write(std::string(name) + '\t' + std::string(about) + '\n');
}

// Each answer word once, in the table's order, with the problems that take it.
void write_answers(Output& out) {
    std::vector<std::pair<std::string_view, std::string>> words;
    for (const auto& row : judge_formats())
        for (const auto word : answer_words(row)) {
            auto it = words.begin();
            while (it != words.end() && it->first != word) ++it;
            if (it == words.end()) it = words.insert(it, {word, ""});
            it->second += (it->second.empty() ? "" : ", ") + std::string(row.name);
        }
    for (const auto& [word, problems] : words) write_line(word, problems, out);
}

}  // namespace

void write_listing(Listing listing, Output& out) {
    switch (listing) {
        case Listing::commands:
            for (const auto& command : kSubcommands) write_line(command.name, command.summary, out);
            break;
        case Listing::formats:
            for (const Format format : every_format()) write_line(format_name(format), format_about(format), out);
            break;
        case Listing::answers: write_answers(out); break;
    }
}

}  // namespace sudoku::cli
