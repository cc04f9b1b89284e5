#include "matching.hpp"

#include <algorithm>
#include <cassert>

namespace sudoku::sudominoku::detail {
namespace {

// With nine columns a cell's colour is its parity (kDarkCells: the even
// cells), so its id is half its number, and the even bits of a board are its
// dark cells' ids, the odd bits its light cells'.
constexpr bool is_dark(int cell) { return (kDarkCells >> cell & 1) != 0; }
constexpr int id_of(int cell) { return cell / 2; }
constexpr int dark_cell(int id) { return 2 * id; }
constexpr int light_cell(int id) { return 2 * id + 1; }
static_assert(is_dark(0) && !is_dark(1) && is_dark(kCells - 1), "the dark cells are the even ones");

// Per dark cell and per set of its live ways (bit i: slot i of
// kFourNeighbours), the light ids at the other end.
constexpr auto make_light_neighbours() {
    std::array<std::array<std::uint64_t, 16>, kCells> ids{};
    for (int cell = 0; cell < kCells; ++cell) {
        if (!is_dark(cell)) continue;
        for (unsigned ways = 0; ways < 16; ++ways)
            for (int i = 0; i < 4; ++i)
                if ((ways >> i & 1) && kFourNeighbours[cell][i] < kCells)
                    ids[cell][ways] |= std::uint64_t{1} << id_of(kFourNeighbours[cell][i]);
    }
    return ids;
}
inline constexpr auto kLightNeighbours = make_light_neighbours();

constexpr std::uint64_t bit(int id) { return std::uint64_t{1} << id; }

// Bits 0, 2, 4, ... 62 of `word` as bits 0-31.
constexpr std::uint32_t even_bits(std::uint64_t word) {
    word &= 0x5555555555555555;
    word = (word | word >> 1) & 0x3333333333333333;
    word = (word | word >> 2) & 0x0F0F0F0F0F0F0F0F;
    word = (word | word >> 4) & 0x00FF00FF00FF00FF;
    word = (word | word >> 8) & 0x0000FFFF0000FFFF;
    return static_cast<std::uint32_t>(word | word >> 16);
}

// The open cells of each colour as sets of ids, and each open dark cell's live
// edges to open light cells.
struct Graph {
    std::uint64_t dark = 0, light = 0;
    std::array<std::uint64_t, 41> edges;  // by dark id: light ids

    Graph(const State& s, const Analysis& analysis)
        : dark(even_bits(s.open.low) | std::uint64_t{even_bits(s.open.high)} << 32),
          light(even_bits(s.open.low >> 1) | std::uint64_t{even_bits(s.open.high >> 1)} << 32) {
        for (std::uint64_t rest = dark; rest != 0; rest &= rest - 1) {
            const int id = std::countr_zero(rest), cell = dark_cell(id);
            edges[id] = kLightNeighbours[cell][analysis.edges.live_ways[cell]] & light;
        }
    }
};

struct Matching {
    std::array<std::int8_t, 41> light_of_dark, dark_of_light;  // by id
};

// A maximum matching: greedy first, then an augmenting path from each dark
// cell left out, found breadth first. False when some dark cell stays out
// (`unmatched` then says which).
bool match(const Graph& g, Matching& m, int& unmatched) {
    std::uint64_t free_light = g.light;
    for (std::uint64_t rest = g.dark; rest != 0; rest &= rest - 1) {
        const int d = std::countr_zero(rest);
        m.light_of_dark[d] = -1;
        if (const std::uint64_t candidates = g.edges[d] & free_light; candidates != 0) {
            const int l = std::countr_zero(candidates);
            m.light_of_dark[d] = static_cast<std::int8_t>(l);
            m.dark_of_light[l] = static_cast<std::int8_t>(d);
            free_light &= ~bit(l);
        }
    }
    for (std::uint64_t rest = free_light; rest != 0; rest &= rest - 1) m.dark_of_light[std::countr_zero(rest)] = -1;
    for (std::uint64_t rest = g.dark; rest != 0; rest &= rest - 1) {
        const int start = std::countr_zero(rest);
        if (m.light_of_dark[start] >= 0) continue;
        std::array<std::int8_t, 41> reached_from, queue;  // by light id: the dark cell before it on the path
        std::uint64_t seen = 0;
        int head = 0, tail = 0, end = -1;
        queue[tail++] = static_cast<std::int8_t>(start);
        while (head < tail && end < 0) {
            const int d = queue[head++];
            for (std::uint64_t next = g.edges[d] & ~seen; next != 0; next &= next - 1) {
                const int l = std::countr_zero(next);
                seen |= bit(l);
                reached_from[l] = static_cast<std::int8_t>(d);
                if (m.dark_of_light[l] < 0) {
                    end = l;
                    break;
                }
                queue[tail++] = m.dark_of_light[l];
            }
        }
        if (end < 0) {
            unmatched = start;
            return false;
        }
        for (int l = end; l >= 0;) {  // flip the path
            const int d = reached_from[l], previous = m.light_of_dark[d];
            m.light_of_dark[d] = static_cast<std::int8_t>(l);
            m.dark_of_light[l] = static_cast<std::int8_t>(d);
            l = previous;
        }
    }
    return true;
}

// Each pair's strongly connected component (by dark id), in the graph whose
// nodes are the pairs and whose arcs are the unmatched edges: dark d to light
// l is an arc from d's pair to l's. Found by forward and backward reach over
// 64-bit sets, a component at a time.
std::array<std::uint64_t, 41> components(const Graph& g, const Matching& m, std::array<std::uint64_t, 41>& out) {
    std::array<std::uint64_t, 41> in{};
    for (std::uint64_t rest = g.dark; rest != 0; rest &= rest - 1) {
        const int d = std::countr_zero(rest);
        out[d] = 0;
        for (std::uint64_t e = g.edges[d] & ~bit(m.light_of_dark[d]); e != 0; e &= e - 1) {
            const int to = m.dark_of_light[std::countr_zero(e)];
            out[d] |= bit(to);
            in[to] |= bit(d);
        }
    }
    auto reach = [](const std::array<std::uint64_t, 41>& arcs, int from, std::uint64_t within) {
        std::uint64_t reached = bit(from), frontier = reached;
        while (frontier != 0) {
            std::uint64_t next = 0;
            for (std::uint64_t f = frontier; f != 0; f &= f - 1) next |= arcs[std::countr_zero(f)];
            frontier = next & within & ~reached;
            reached |= frontier;
        }
        return reached;
    };
    std::array<std::uint64_t, 41> component;
    for (std::uint64_t rest = g.dark; rest != 0;) {
        const int d = std::countr_zero(rest);
        const std::uint64_t forward = reach(out, d, rest);
        const std::uint64_t both = reach(in, d, forward);
        for (std::uint64_t f = both; f != 0; f &= f - 1) component[std::countr_zero(f)] = both;
        rest &= ~both;
    }
    return component;
}

}  // namespace

// A tiling is a perfect matching of the open dark cells to the open light
// ones. An edge outside one perfect matching lies in another exactly when it
// closes an alternating cycle, that is when its two pairs share a strongly
// connected component (Berge; the filtering of Regin's alldifferent).
// Lost in 256b0be's time: Kuhn's matching and Tarjan's components on 128-bit
// boards, dearer than the nodes they saved. Lost since: checking that the
// unused dominoes can be shared out among the components (it rarely fails);
// the unused dominoes matched to each colour's open cells and filtered the
// same way (8% fewer placements on hunted.in, 58% more instructions).
bool find_unusable_edges(const State& s, Analysis& analysis, UnusableEdges& unusable) {
    assert(colours_equal(wide(s.open)));  // Search::start() refuses a root without
    const Graph g(s, analysis);
    Matching m;
    if (int unmatched = -1; !match(g, m, unmatched)) {
        analysis.dead_end.cell = dark_cell(unmatched);
        return false;
    }
    std::array<std::uint64_t, 41> out;
    const auto component = components(g, m, out);
    for (std::uint64_t rest = g.dark; rest != 0; rest &= rest - 1) {
        const int d = std::countr_zero(rest);
        const std::uint64_t elsewhere = out[d] & ~component[d];
        if (elsewhere == 0) continue;
        const int cell = dark_cell(d);
        for (std::uint64_t e = g.edges[d] & ~bit(m.light_of_dark[d]); e != 0; e &= e - 1) {
            const int l = std::countr_zero(e);
            if (!(elsewhere & bit(m.dark_of_light[l]))) continue;
            const int other = light_cell(l), first = std::min(cell, other);
            (other - cell == 1 || cell - other == 1 ? unusable.right : unusable.down) |= Wide{1} << first;
        }
    }
    return true;
}

}  // namespace sudoku::sudominoku::detail
