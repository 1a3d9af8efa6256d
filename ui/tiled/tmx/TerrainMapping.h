#pragma once
// Which terrain each tile of a Tiled map stands for, when its tiles carry no "terrain" property:
// a mapping chosen in the import dialog or read from a JSON file (maps/README.md, "Tiled maps"):
//
//   {"format": "muster-terrain-map", "tilesets": {"hex mini": {"0": "grass", "5": "water"}},
//    "empty": "water"}

#include "tiled/tmx/TmxMap.h"
#include "util/Problems.h"

#include <QHash>
#include <QString>

#include <optional>
#include <vector>

namespace muster::tmx {

struct TerrainMapping
{
    /// Tileset name -> local tile id -> terrain name.
    QHash<QString, QHash<int, QString>> tiles;
    /// The terrain of a cell with no tile; water when not given.
    QString empty;

    /// The terrain name of a tile: the mapping's entry, else the tile's "terrain" property; empty
    /// when neither gives one.
    QString terrainOf(const Tileset &tileset, int localId) const;
};

std::optional<TerrainMapping> parseTerrainMapping(const QByteArray &json, const QString &fileName,
                                                  Problems &problems);
/// Reads a mapping file (at most limits::kMaxTerrainMappingBytes).
std::optional<TerrainMapping> readTerrainMappingFile(const QString &path, Problems &problems);

/// A tile used on the terrain layer that has no terrain, with the first cell that uses it.
struct UnmappedTile
{
    QString tileset;
    int id = 0;
    int x = 0;
    int y = 0;
};

/// Every tile of the terrain layer (Map's layer "terrain", else its first tile layer) whose
/// terrain neither its properties nor `mapping` give, in order of first use.
std::vector<UnmappedTile> unmappedTiles(const Map &map, const TerrainMapping &mapping);

/// The layer that gives the terrain: the one named "terrain", else the first that is not named
/// "areas"; null for none.
const TileLayer *terrainLayer(const Map &map);

} // namespace muster::tmx
