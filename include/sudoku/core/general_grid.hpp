// An n²×n² grid (box size n = 1..5: 1x1, 4x4, 9x9, 16x16, 25x25), the value
// type of the general core (general_solver.hpp), its generator and tests.
//
// Vocabulary: n the box size, side = n², cells side² numbered row-major
// (cell = side * row + column); a value 0 is a blank, 1..side a digit.
// Storage is fixed (625 bytes and a partition), so a grid is copied without
// the heap.
//
// The third house of each cell is its box, or, in a jigsaw grid (9x9, HDU
// 4069), its region of a partition into nine joined regions of nine cells,
// which the grid carries: every check, core and writer then sees the same
// houses.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>

#include "sudoku/core/region_solver.hpp"

namespace sudoku {

class GeneralGrid {
public:
    static constexpr int kMaxBoxSize = 5;
    static constexpr int kMaxSide = kMaxBoxSize * kMaxBoxSize;
    static constexpr int kMaxCells = kMaxSide * kMaxSide;

    // Building:
    GeneralGrid() = default;                    // box size 1: one blank cell
    explicit GeneralGrid(int box_size);         // all blank; box_size in 1..5
    // From side² values row-major, each 0..side; nullopt when box_size is out
    // of range, the count is not side², or a value is out of range.
    static std::optional<GeneralGrid> from_values(int box_size, std::span<const int> values);

    // Shape:
    int box_size() const { return box_size_; }
    int side() const { return box_size_ * box_size_; }
    int cells() const { return side() * side(); }

    // Values (cell in [0, cells()), value in [0, side()]):
    int operator[](int cell) const { return values_[static_cast<std::size_t>(cell)]; }
    int at(int row, int column) const { return (*this)[side() * row + column]; }
    void set(int cell, int value) { values_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(value); }
    int givens() const;  // the cells that are not blank

    // Houses:
    // The regions instead of the boxes, numbered in the order their first
    // cells come; false (and the grid unchanged) unless the box size is 3 and
    // they are nine joined regions of nine cells. The boxes themselves leave
    // the grid as it is: has_regions() stays false.
    bool set_regions(const regions::RegionMap& regions);
    bool has_regions() const { return has_regions_; }
    const regions::RegionMap& regions() const { return regions_; }  // with has_regions()
    int box_of(int cell) const;  // the box, or the region, of `cell`: 0..side-1

    // Checking:
    // No blank, and every row, column and box (or region) holds 1..side once.
    bool is_complete_and_valid() const;
    // The same shape as `puzzle`, complete and valid, and every given of `puzzle` kept.
    bool is_complete_solution_of(const GeneralGrid& puzzle) const;

    // Cells past cells() stay 0, and so do the regions of a grid without them,
    // so the defaulted comparison compares the grids.
    friend bool operator==(const GeneralGrid&, const GeneralGrid&) = default;

private:
    std::uint8_t box_size_ = 1;
    bool has_regions_ = false;
    std::array<std::uint8_t, kMaxCells> values_{};
    regions::RegionMap regions_{};
};

}  // namespace sudoku
