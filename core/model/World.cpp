#include "model/World.h"

#include <algorithm>

namespace muster {

namespace {
void addUnique(std::vector<int> &list, int value)
{
    const auto it = std::lower_bound(list.begin(), list.end(), value);
    if (it == list.end() || *it != value)
        list.insert(it, value);
}

void removeValue(std::vector<int> &list, int value)
{
    const auto it = std::lower_bound(list.begin(), list.end(), value);
    if (it != list.end() && *it == value)
        list.erase(it);
}

void markPath(const World &w, const HexPath &path, std::vector<std::uint8_t> &mask)
{
    for (size_t i = 0; i + 1 < path.hexes.size(); ++i) {
        const Hex a = path.hexes[i], b = path.hexes[i + 1];
        const int d = hexDirectionTo(a, b);
        const int ia = w.indexOf(a), ib = w.indexOf(b);
        if (d < 0 || ia < 0 || ib < 0)
            continue; // the importer reports broken paths; never trust them here
        mask[static_cast<size_t>(ia)] |= static_cast<std::uint8_t>(1u << d);
        mask[static_cast<size_t>(ib)] |= static_cast<std::uint8_t>(1u << ((d + 3) % 6));
    }
}
} // namespace

bool World::contains(Hex h) const
{
    const OffsetCoord o = hexToOffset(h);
    return o.col >= 0 && o.row >= 0 && o.col < columns && o.row < rows;
}

int World::indexOf(Hex h) const
{
    const OffsetCoord o = hexToOffset(h);
    if (o.col < 0 || o.row < 0 || o.col >= columns || o.row >= rows)
        return -1;
    return o.row * columns + o.col;
}

Hex World::hexAt(int index) const
{
    return hexFromOffset({index % columns, index / columns});
}

int World::areaAt(Hex h) const
{
    const int i = indexOf(h);
    return i < 0 || hexArea.empty() ? -1 : hexArea[static_cast<size_t>(i)];
}

HexTerrain World::terrainAt(Hex h) const
{
    const int i = indexOf(h);
    if (i < 0)
        return HexTerrain::Water;
    if (!terrain.empty())
        return terrain[static_cast<size_t>(i)];
    const int a = areaAt(h);
    return a < 0 ? HexTerrain::Water : hexTerrainForArea(areas[static_cast<size_t>(a)].terrain);
}

bool World::adjacent(int a, int b) const
{
    if (a < 0 || b < 0 || a >= static_cast<int>(areas.size()) ||
        b >= static_cast<int>(areas.size()))
        return false;
    const auto &n = m_adjacency[static_cast<size_t>(a)];
    return std::binary_search(n.begin(), n.end(), b);
}

std::uint8_t World::roadMask(Hex h) const
{
    const int i = indexOf(h);
    return i < 0 || m_roadMask.empty() ? 0 : m_roadMask[static_cast<size_t>(i)];
}

std::uint8_t World::waterwayMask(Hex h) const
{
    const int i = indexOf(h);
    return i < 0 || m_waterMask.empty() ? 0 : m_waterMask[static_cast<size_t>(i)];
}

int World::strongholdAt(Hex h) const
{
    return m_strongholdByHex.value(h, -1);
}

void World::rebuild()
{
    const size_t n = areas.size();
    m_areaByCode.clear();
    m_areaByCode.reserve(static_cast<qsizetype>(n));
    for (size_t i = 0; i < n; ++i)
        m_areaByCode.insert(areas[i].code, static_cast<int>(i));
    m_adjacency.assign(n, {});
    // Without areas every hex is in none, as areaAt says of an empty grid.
    if (n == 0)
        hexArea = {};
    else
        hexArea.resize(static_cast<size_t>(hexCount()), -1);
    for (Area &a : areas)
        a.hexes = AreaHexes(columns);

    // The grid is walked a row's stretch of one area at a time (a few hundred thousand on the
    // largest map, not 16.7 million hexes). Adjacency from shared hex edges: the hex east of a
    // stretch, and the hexes below it, visit each edge once. Odd rows are shifted half a hex right
    // (odd-r), so the hexes below a hex at column c are c - 1 and c on an even row, c and c + 1 on
    // an odd one: below a stretch from column first to last, first - 1 to last on an even row.
    const auto link = [&](int a, int b) {
        if (b >= 0 && b != a && b < static_cast<int>(n)) {
            addUnique(m_adjacency[static_cast<size_t>(a)], b);
            addUnique(m_adjacency[static_cast<size_t>(b)], a);
        }
    };
    for (int row = 0; row < rows && n > 0; ++row) {
        const int *cells = hexArea.data() + static_cast<size_t>(row) * columns;
        const int *below = row + 1 < rows ? cells + columns : nullptr;
        const int belowLeft = (row & 1) ? 0 : -1;
        for (int first = 0, end = 0; first < columns; first = end) {
            const int a = cells[first];
            while (end < columns && cells[end] == a)
                ++end;
            if (a < 0 || a >= static_cast<int>(n))
                continue;
            areas[static_cast<size_t>(a)].hexes.append(row * columns + first, end - first);
            if (end < columns)
                link(a, cells[end]);
            if (below)
                for (int c = std::max(0, first + belowLeft);
                     c <= std::min(columns - 1, end + belowLeft); ++c)
                    if (below[c] != a)
                        link(a, below[c]);
        }
    }
    for (const AreaLink &l : links)
        if (l.a >= 0 && l.b >= 0 && l.a != l.b) {
            addUnique(m_adjacency[static_cast<size_t>(l.a)], l.b);
            addUnique(m_adjacency[static_cast<size_t>(l.b)], l.a);
        }
    for (const AreaLink &l : blocks)
        if (l.a >= 0 && l.b >= 0) {
            removeValue(m_adjacency[static_cast<size_t>(l.a)], l.b);
            removeValue(m_adjacency[static_cast<size_t>(l.b)], l.a);
        }

    // A mask is a byte a hex, kept only when there is something to mark (no road: none at all):
    // 16.7 million bytes cleared for nothing was a tenth of reading the largest hex map.
    const bool waterways = std::any_of(rivers.begin(), rivers.end(),
                                       [](const HexPath &river) { return river.navigable; });
    m_roadMask.assign(roads.empty() ? 0 : static_cast<size_t>(hexCount()), 0);
    m_waterMask.assign(waterways ? static_cast<size_t>(hexCount()) : 0, 0);
    for (const HexPath &road : roads)
        markPath(*this, road, m_roadMask);
    for (const HexPath &river : rivers)
        if (river.navigable)
            markPath(*this, river, m_waterMask);

    m_strongholdByHex.clear();
    for (size_t i = 0; i < strongholds.size(); ++i)
        m_strongholdByHex.insert(strongholds[i].hex, static_cast<int>(i));
}

} // namespace muster
