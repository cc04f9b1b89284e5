#include "sudoku/core/general_grid.hpp"

#include <cstdint>

namespace sudoku {

GeneralGrid::GeneralGrid(int box_size) : box_size_(static_cast<std::uint8_t>(box_size)) {}

std::optional<GeneralGrid> GeneralGrid::from_values(int box_size, std::span<const int> values) {
    if (box_size < 1 || box_size > kMaxBoxSize) return std::nullopt;
    GeneralGrid grid(box_size);
    if (values.size() != static_cast<std::size_t>(grid.cells())) return std::nullopt;
    for (int cell = 0; cell < grid.cells(); ++cell) {
        const int value = values[static_cast<std::size_t>(cell)];
        if (value < 0 || value > grid.side()) return std::nullopt;
        grid.set(cell, value);
    }
    return grid;
}

int GeneralGrid::givens() const {
    int count = 0;
    for (int cell = 0; cell < cells(); ++cell) count += (*this)[cell] != 0;
    return count;
}

// Numbered in the order their first cells come, so that two grids with the
// same partition compare equal however each was numbered.
bool GeneralGrid::set_regions(const regions::RegionMap& regions) {
    if (box_size() != 3 || regions::check_regions(regions).error != regions::RegionError::none) return false;
    std::array<int, 9> renumbered;
    renumbered.fill(-1);
    int next = 0;
    for (std::size_t cell = 0; cell < regions.size(); ++cell) {
        int& number = renumbered[regions[cell]];
        if (number < 0) number = next++;
        regions_[cell] = static_cast<std::uint8_t>(number);
    }
    // The boxes as regions are a plain grid: the classic core answers it, the
    // region core's nodes cost several times as much on the same search.
    has_regions_ = regions_ != regions::box_regions();
    if (!has_regions_) regions_ = {};
    return true;
}

int GeneralGrid::box_of(int cell) const {
    if (has_regions_) return regions_[static_cast<std::size_t>(cell)];
    const int n = box_size(), row = cell / side(), column = cell % side();
    return row / n * n + column / n;
}

// Every house has side cells, so a house whose digits are all there holds each once.
bool GeneralGrid::is_complete_and_valid() const {
    const int side = this->side();
    std::array<std::uint32_t, kMaxSide> rows{}, columns{}, boxes{};
    for (int cell = 0; cell < cells(); ++cell) {
        const int value = (*this)[cell];
        if (value == 0) return false;
        const std::uint32_t bit = std::uint32_t{1} << (value - 1);
        rows[static_cast<std::size_t>(cell / side)] |= bit;
        columns[static_cast<std::size_t>(cell % side)] |= bit;
        boxes[static_cast<std::size_t>(box_of(cell))] |= bit;
    }
    const std::uint32_t all = (std::uint32_t{1} << side) - 1;
    for (std::size_t house = 0; house < static_cast<std::size_t>(side); ++house)
        if (rows[house] != all || columns[house] != all || boxes[house] != all) return false;
    return true;
}

bool GeneralGrid::is_complete_solution_of(const GeneralGrid& puzzle) const {
    if (puzzle.box_size() != box_size() || puzzle.has_regions() != has_regions() || puzzle.regions() != regions() ||
        !is_complete_and_valid())
        return false;
    for (int cell = 0; cell < cells(); ++cell)
        if (puzzle[cell] != 0 && puzzle[cell] != (*this)[cell]) return false;
    return true;
}

}  // namespace sudoku
