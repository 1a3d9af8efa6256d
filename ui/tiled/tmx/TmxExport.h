#pragma once
// A campaign's world as a Tiled map (TMX) to draw on further in Tiled: a hexagonal map of
// pointy-top hexes with odd rows shifted (Muster's own grid, cell x,y is hex x,y), CSV layers
// "terrain" and "areas", tilesets embedded in the map whose tiles carry "terrain" (and "area")
// properties, and an object layer of roads, rivers, strongholds, links and blocks (maps/README.md,
// "Tiled maps"). Importing the file gives the same world again. Each tileset's image is a PNG
// beside the map: Tiled 1.8 (Debian's) draws no tile image embedded in the TMX itself.

#include "model/Campaign.h"
#include "util/Result.h"

#include <QByteArray>
#include <QString>

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace muster::tmx {

/// The tiles' colours as 0xRRGGBB: the caller gives the map's palette, so the tiles in Tiled look
/// like the map in Muster.
struct TileColours
{
    std::array<std::uint32_t, kHexTerrainCount> hex{};
    std::array<std::uint32_t, kAreaTerrainCount> area{};
};

/// The size of an exported tile: a pointy-top hex of 20 pixels from centre to corner.
inline constexpr int kTileWidth = 35;
inline constexpr int kTileHeight = 40;
inline constexpr int kHexSide = 20;

struct ExportedMap
{
    QByteArray tmx;
    /// The tilesets' images: a file name (as the map refers to it, beside the map) and its PNG.
    std::vector<std::pair<QString, QByteArray>> images;
};

/// The map and its tileset images; `imageStem` starts their file names ("map" gives
/// "map.terrain.png" and "map.areas.png").
ExportedMap exportTmx(const Campaign &campaign, const TileColours &colours,
                      const QString &imageStem = QStringLiteral("map"));

/// Writes the map to `path` and its images beside it, whole or not at all (never a half file, no
/// image left without its map); refuses to replace an existing file unless `overwrite`. A failure
/// naming the file.
Result<void> exportTmxFile(const Campaign &campaign, const TileColours &colours,
                           const QString &path, bool overwrite);

} // namespace muster::tmx
