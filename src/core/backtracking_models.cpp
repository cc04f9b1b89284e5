#include "sudoku/core/backtracking_models.hpp"

#include <bit>

namespace sudoku {
namespace {

constexpr std::array<std::string_view, 4> kNames{"rows", "descending", "columns", "forward"};

// Takes the digit the model tries next out of `untried` (not empty).
int take_next_digit(DigitMask& untried, bool descending) {
    const int digit = descending ? std::bit_width(static_cast<unsigned>(untried)) : lowest_digit(untried);
    untried = static_cast<DigitMask>(untried & ~digit_bit(digit));
    return digit;
}

void lift(UnitMasks& used, int cell, int digit) {
    for (int unit : kCellUnits[cell]) used.used[unit] = static_cast<DigitMask>(used.used[unit] & ~digit_bit(digit));
}

// Forward checking: every blank peer of `cell` not yet filled keeps a candidate.
bool peers_keep_candidates(const UnitMasks& used, const std::array<bool, kCells>& open, int cell) {
    for (const int peer : kPeers[cell])
        if (open[peer] && used.candidates(peer) == 0) return false;
    return true;
}

}  // namespace

std::string_view model_name(BacktrackingModel model) { return kNames[static_cast<std::size_t>(model)]; }

std::optional<BacktrackingModel> model_named(std::string_view name) {
    for (const auto model : kBacktrackingModels)
        if (model_name(model) == name) return model;
    return std::nullopt;
}

bool tries_digits_descending(BacktrackingModel model) { return model == BacktrackingModel::descending; }

std::array<std::uint8_t, kCells> visiting_order(BacktrackingModel model) {
    std::array<std::uint8_t, kCells> order{};
    for (int i = 0; i < kCells; ++i)
        order[i] = static_cast<std::uint8_t>(model == BacktrackingModel::columns ? cell_at(i % 9, i / 9) : i);
    return order;
}

std::uint64_t backtracking_nodes(const Grid& puzzle, BacktrackingModel model, std::uint64_t cap) {
    UnitMasks used;
    std::array<std::uint8_t, kCells> blanks{};
    std::array<bool, kCells> open{};  // a blank the search has not filled
    int count = 0;
    for (const int cell : visiting_order(model)) {
        if (puzzle[cell] == 0) blanks[count++] = static_cast<std::uint8_t>(cell), open[cell] = true;
        else used.place(cell, puzzle[cell]);
    }
    const bool descending = tries_digits_descending(model);
    const bool forward = model == BacktrackingModel::forward;
    // The search as a loop over levels, level i filling blanks[i]: untried[i]
    // holds the digits it has yet to try there, placed[i] the one it holds.
    std::array<DigitMask, kCells + 1> untried{};
    std::array<std::uint8_t, kCells> placed{};
    std::uint64_t nodes = 0;
    int level = 0;
    if (count > 0) untried[0] = used.candidates(blanks[0]);
    while (level < count) {
        const int cell = blanks[level];
        if (placed[level] != 0) {  // back from the level below: take this digit away
            lift(used, cell, placed[level]);
            placed[level] = 0;
            open[cell] = true;
        }
        if (untried[level] == 0) {
            if (level == 0) break;  // no solution
            --level;
            continue;
        }
        const int digit = take_next_digit(untried[level], descending);
        used.place(cell, digit);
        placed[level] = static_cast<std::uint8_t>(digit);
        open[cell] = false;
        if (++nodes >= cap) return cap;
        if (forward && !peers_keep_candidates(used, open, cell)) continue;
        ++level;
        if (level < count) untried[level] = used.candidates(blanks[level]);
    }
    return nodes;
}

}  // namespace sudoku
