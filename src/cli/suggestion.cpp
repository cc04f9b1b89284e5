#include "suggestion.hpp"

#include <algorithm>
#include <vector>

namespace sudoku::cli {

int edit_distance(std::string_view a, std::string_view b) {
    // Rows of the optimal string alignment table: two before, one before, this one.
    const std::size_t n = b.size();
    std::vector<int> before_last(n + 1), last(n + 1), row(n + 1);
    for (std::size_t j = 0; j <= n; ++j) last[j] = static_cast<int>(j);
    for (std::size_t i = 1; i <= a.size(); ++i) {
        row[0] = static_cast<int>(i);
        for (std::size_t j = 1; j <= n; ++j) {
            const int replaced = last[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            row[j] = std::min({last[j] + 1, row[j - 1] + 1, replaced});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) row[j] = std::min(row[j], before_last[j - 2] + 1);
        }
        before_last.swap(last);
        last.swap(row);
    }
    return last[n];
}

std::optional<std::string_view> closest_word(std::string_view typed, std::span<const std::string_view> words) {
    std::optional<std::string_view> best;
    int best_distance = 3;  // within two edits
    for (const std::string_view word : words) {
        const int distance = edit_distance(typed, word);
        if (distance < best_distance && 2 * distance < static_cast<int>(std::max(typed.size(), word.size())))
            best = word, best_distance = distance;
    }
    return best;
}

}  // namespace sudoku::cli
