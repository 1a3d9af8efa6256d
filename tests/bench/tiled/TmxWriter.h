#pragma once
// The same hex grid as a Tiled map: a hexagonal TMX map (pointy-top, odd rows shifted right, as
// Muster's odd-r offset grid) whose tileset holds one tile per terrain, drawn by Muster's own hex
// stamps, so both programs paint the same terrain at the same size.

#include <QString>

namespace muster {
struct Campaign;
}

namespace muster::bench {

struct TmxTiles
{
    int width = 35; // a pointy-top hex of 20 units from centre to corner at scale 1
    int height = 40;
    int side = 20; // length of the vertical hex side
};

/// Writes `dir`/map.tmx and `dir`/terrain.png for the campaign's terrain grid; false on error.
bool writeTmxMap(const Campaign &campaign, const QString &dir, const TmxTiles &tiles);

} // namespace muster::bench
