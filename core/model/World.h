#pragma once
// The static map of a campaign: a rectangular hex grid (odd-r offset rows, axial inside), the areas
// that group its hexes (RULES A1.1), their adjacency, and the roads, rivers and strongholds of a
// hex campaign (RULES H1.1). Nothing here changes from turn to turn; that lives in TurnState.

#include "hex/Hex.h"
#include "model/AreaHexes.h"
#include "model/Terrain.h"

#include <QHash>
#include <QString>

#include <cstdint>
#include <utility>
#include <vector>

namespace muster {

struct Area
{
    QString code; // short unique code, used in orders ("YRK")
    QString name;
    AreaTerrain terrain = AreaTerrain::Plains;
    int hinterland = -1; // for a city: the index of its hinterland area (RULES A1.1)
    AreaHexes hexes;     // derived from the grid by World::rebuild()
};

/// An explicit change to adjacency: a strait or sea lane joins two areas, a block separates them.
struct AreaLink
{
    int a = -1;
    int b = -1;
    QString kind; // "strait", "sea lane", "bridge", ... free text shown to the GM
};

/// A road or river drawn through a chain of neighbouring hexes.
struct HexPath
{
    QString name;
    bool navigable = false; // rivers only: a navigable waterway carries supply (RULES H3.1)
    std::vector<Hex> hexes;
};

struct Stronghold
{
    QString name;
    Hex hex;
    int owner = -1;         // kingdom index, -1 for none
    bool fortified = false; // highly advantageous terrain in battle (RULES H5)
};

class World
{
public:
    int columns = 0;
    int rows = 0;
    /// Per hex, row-major by offset coordinates. Empty when the file gives no hex terrain; then
    /// each hex shows its area's terrain (hexTerrainForArea).
    std::vector<HexTerrain> terrain;
    /// Per hex, row-major: index into areas, -1 for none. Empty when the world has no areas
    /// (World::rebuild lets it go): a hex map's 16.7 million hexes of no area were 67 MB.
    std::vector<int> hexArea;

    std::vector<Area> areas;
    std::vector<AreaLink> links;
    std::vector<AreaLink> blocks;
    std::vector<HexPath> roads;
    std::vector<HexPath> rivers;
    std::vector<Stronghold> strongholds;

    /// Recomputes everything derived: each area's hexes, adjacency (shared hex edges plus links
    /// minus blocks), the code index and the per-hex road and waterway masks. Call after editing.
    void rebuild();

    int hexCount() const { return columns * rows; }
    bool contains(Hex h) const;
    /// Row-major index of a hex on the grid, -1 when off the map.
    int indexOf(Hex h) const;
    Hex hexAt(int index) const;

    int areaAt(Hex h) const;
    HexTerrain terrainAt(Hex h) const;
    int areaIndex(const QString &code) const { return m_areaByCode.value(code, -1); }

    /// Areas adjacent to `area`, sorted by index.
    const std::vector<int> &neighbours(int area) const
    {
        return m_adjacency[static_cast<size_t>(area)];
    }
    bool adjacent(int a, int b) const;
    bool isSea(int area) const
    {
        return areas[static_cast<size_t>(area)].terrain == AreaTerrain::Sea;
    }

    /// Bit d set when a road (or navigable waterway) leaves the hex in direction d.
    std::uint8_t roadMask(Hex h) const;
    std::uint8_t waterwayMask(Hex h) const;
    int strongholdAt(Hex h) const;

private:
    std::vector<std::vector<int>> m_adjacency;
    QHash<QString, int> m_areaByCode;
    std::vector<std::uint8_t> m_roadMask;
    std::vector<std::uint8_t> m_waterMask;
    QHash<Hex, int> m_strongholdByHex;
};

} // namespace muster
