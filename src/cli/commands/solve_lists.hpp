// `sudoku --list=WHAT`, an option of solving's as --version is: the lists a
// script or a shell's completion asks for, each line a name, a tab and what
// it is, from the tables that declare them (the commands, the formats, gen's
// answer kinds), so that no completion file spells them.
#pragma once

#include <string_view>
#include <utility>

#include "sudoku/io/output.hpp"

namespace sudoku::cli {

enum class Listing { commands, formats, answers };

// The words --list takes, and their Listing.
inline constexpr std::pair<std::string_view, Listing> kListings[] = {
    {"commands", Listing::commands}, {"formats", Listing::formats}, {"answers", Listing::answers}};

void write_listing(Listing listing, Output& out);

}  // namespace sudoku::cli
