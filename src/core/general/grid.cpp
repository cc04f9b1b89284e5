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

bool GeneralGrid::is_complete_and_valid() const {
    const int n = box_size(), side = this->side();
    const std::uint32_t all = (std::uint32_t{1} << side) - 1;
    for (int house = 0; house < side; ++house) {
        std::uint32_t row = 0, column = 0, box = 0;
        for (int i = 0; i < side; ++i) {
            // A blank adds no bit: a house with one cannot hold all side digits.
            auto bit = [](int value) { return value == 0 ? 0u : std::uint32_t{1} << (value - 1); };
            row |= bit(at(house, i));
            column |= bit(at(i, house));
            box |= bit(at(house / n * n + i / n, house % n * n + i % n));
        }
        if (row != all || column != all || box != all) return false;
    }
    return true;
}

bool GeneralGrid::is_complete_solution_of(const GeneralGrid& puzzle) const {
    if (puzzle.box_size() != box_size() || !is_complete_and_valid()) return false;
    for (int cell = 0; cell < cells(); ++cell)
        if (puzzle[cell] != 0 && puzzle[cell] != (*this)[cell]) return false;
    return true;
}

}  // namespace sudoku
