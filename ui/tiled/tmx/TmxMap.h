#pragma once
// What Muster reads of a Tiled map (TMX): the grid's shape, the tilesets' tile properties, the tile
// layers' cells and the objects of object layers. Images, offsets and everything that only draws
// are skipped; so is every property Muster has no use for.

#include <QHash>
#include <QPointF>
#include <QString>

#include <cstdint>
#include <vector>

namespace muster::tmx {

enum class StaggerAxis
{
    X, // flat-top hexes: columns are staggered
    Y  // pointy-top hexes: rows are staggered
};

/// A tile's custom properties ("terrain", "area", ...), as text whatever their declared type.
using Properties = QHash<QString, QString>;

struct Tileset
{
    QString name;
    std::uint32_t firstGid = 1;
    int tileCount = 0; // 0 when the tileset does not say
    QHash<int, Properties> tiles;
    int line = 0; // of its <tileset> element, in `file`
    QString file; // the map, or the external .tsx it was read from
};

struct TileLayer
{
    QString name;
    int line = 0;
    /// Global tile ids, row-major, width * height of them; the flip flags are already removed and
    /// 0 is an empty cell.
    std::vector<std::uint32_t> gids;
};

struct MapObject
{
    QString kind; // the object's class (Tiled 1.9 and later) or type (earlier)
    QString name;
    int line = 0;
    QPointF position; // in map pixels
    /// Polyline or polygon points in map pixels (the object's position added); empty otherwise.
    std::vector<QPointF> points;
    Properties properties;
};

struct Map
{
    QString orientation; // "hexagonal" or "staggered" (anything else is refused when read)
    StaggerAxis staggerAxis = StaggerAxis::Y;
    bool staggerOdd = true; // staggerindex="odd": the odd rows (or columns) are shifted
    int width = 0;
    int height = 0;
    int tileWidth = 0;
    int tileHeight = 0;
    int hexSideLength = 0; // 0 for staggered maps
    Properties properties;
    std::vector<Tileset> tilesets; // by firstgid, ascending
    std::vector<TileLayer> tileLayers;
    std::vector<MapObject> objects; // of every object layer, in file order

    /// The tileset a global id belongs to, and the tile's local id; null for gid 0 or a gid past
    /// every tileset.
    const Tileset *tilesetOf(std::uint32_t gid, int *localId) const;
    const TileLayer *layerNamed(const QString &name) const;
};

} // namespace muster::tmx
