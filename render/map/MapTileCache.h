#pragma once
// The screen's cache of the map's base layer (fills, terrain symbols, hex overlay, borders) as
// pixel tiles of kTile x kTile at the view's zoom. A frame copies the visible tiles and draws only
// the overlay (rivers, roads, markers, labels) as vectors, so a frame costs about the same at any
// map size. A tile is redrawn when the fills of the areas it shows change (an owner changed), and
// all are dropped when the zoom or the view options change; the least recently used go when the
// cache passes kBudgetBytes.

#include "map/MapRenderer.h"

#include <QHash>
#include <QImage>

#include <vector>

namespace muster {

class MapTileCache
{
public:
    static constexpr int kTile = 512;                         // device pixels
    static constexpr qint64 kBudgetBytes = qint64(128) << 20; // about 128 tiles

    explicit MapTileCache(const MapRenderer &renderer) : m_renderer(renderer) {}

    /// Drops every tile (after the world's geometry was rebuilt).
    void invalidate() { m_tiles.clear(); }
    /// Paints `exposed` as MapRenderer::paint does, the base from tiles when the painter's
    /// transform is a plain scale and translation on a raster device; else through the renderer.
    void paint(QPainter &painter, const QRectF &exposed, const TurnState &state,
               const MapOptions &options);
    qint64 bytes() const { return static_cast<qint64>(m_tiles.size()) * kTile * kTile * 4; }

private:
    struct Tile
    {
        QImage image;
        std::vector<QRgb> fills; // the fills it was drawn with, one per area it shows
        quint64 lastUsed = 0;
    };
    void render(Tile &tile, int column, int row, const std::vector<int> &chunks,
                const std::vector<int> &areas, const TurnState &state) const;
    void evict();

    const MapRenderer &m_renderer;
    QHash<quint64, Tile> m_tiles;
    double m_scale = 0;
    MapOptions m_options;
    quint64 m_frame = 0;
};

} // namespace muster
