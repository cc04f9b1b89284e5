// A mistyped word's nearest neighbour among the words it could have meant
// (`sudoku tset` -> "test"), as git and cargo suggest a command.
#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace sudoku::cli {

// The edits (a character inserted, deleted, replaced, or two neighbours
// swapped) that turn `a` into `b`.
int edit_distance(std::string_view a, std::string_view b);

// The word of `words` closest to `typed`, when one is within two edits and
// nearer than half its length (so that "ab" is not taken for "gen"); ties
// go to the first.
std::optional<std::string_view> closest_word(std::string_view typed, std::span<const std::string_view> words);

}  // namespace sudoku::cli
