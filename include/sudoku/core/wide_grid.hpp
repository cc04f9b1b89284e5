// An n²×n² grid of box size up to 10 (100x100: POJ 3435, the Sudoku checker),
// beyond GeneralGrid's 25x25. No core solves it: a judge asks of it only
// whether a row, column or box repeats a digit. Its cells are on the heap,
// unlike GeneralGrid's fixed 625, which every search copies; no search sees
// this one.
//
// Vocabulary as GeneralGrid's: n the box size, side = n², cells side²
// row-major; a value 0 is a blank, 1..side a digit.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace sudoku {

class WideGrid {
public:
    static constexpr int kMaxBoxSize = 10;

    WideGrid() : WideGrid(1) {}
    explicit WideGrid(int box_size);  // all blank; box_size in 1..kMaxBoxSize

    int box_size() const { return box_size_; }
    int side() const { return box_size_ * box_size_; }
    int cells() const { return side() * side(); }

    int operator[](int cell) const { return values_[static_cast<std::size_t>(cell)]; }
    int at(int row, int column) const { return (*this)[side() * row + column]; }
    void set(int cell, int value) { values_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(value); }

    friend bool operator==(const WideGrid&, const WideGrid&) = default;

private:
    int box_size_;
    std::vector<std::uint8_t> values_;
};

// The first cell in reading order whose digit an earlier cell of its row,
// column or box holds too (as find_grid_clash's); nullopt when none repeats.
std::optional<int> find_wide_clash(const WideGrid& grid);

}  // namespace sudoku
