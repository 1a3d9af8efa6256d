#pragma once
// The screen's cache of the map's base layer (fills, terrain symbols, hex overlay, borders) as
// pixel tiles of kTile x kTile at the view's zoom. A frame copies the visible tiles and draws only
// the overlay (rivers, roads, markers, labels) as vectors, so a frame costs about the same at any
// map size. A tile is redrawn when the fills of the areas it shows change (an owner changed), and
// all are dropped when the zoom or the view options change; the least recently used go when the
// cache passes kBudgetBytes.
//
// After a zoom step every visible tile is new. With a repaint request (the view sets one) a frame
// then draws new tiles for about kFrameBudgetMs only and shows the rest scaled from the previous
// zoom's tiles, asking for another frame, so zooming never stalls on one long frame. Without one
// (exports, tests) every tile is drawn at once.

#include "render/map/MapRenderer.h"

#include <QHash>
#include <QImage>

#include <functional>

#include <vector>

namespace muster {

class MapTileCache
{
public:
    static constexpr int kTile = 512;                         // device pixels
    static constexpr qint64 kBudgetBytes = qint64(128) << 20; // about 128 tiles

    static constexpr double kFrameBudgetMs = 10;

    explicit MapTileCache(const MapRenderer &renderer) : m_renderer(renderer) {}

    /// Called (at most once per frame) when a frame showed stand-ins and needs another.
    void setRepaintRequest(std::function<void()> request) { m_repaint = std::move(request); }
    /// The time a frame spends on new tiles when stand-ins are possible (at least one tile).
    void setFrameBudget(double ms) { m_budgetMs = ms; }
    /// True when the last frame showed some tiles scaled from the previous zoom.
    bool incomplete() const { return m_incomplete; }

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
    /// Draws the previous zoom's pixels where tile (column, row) goes; the painter is in device
    /// pixels.
    void drawStandIn(QPainter &painter, int column, int row, QPoint offset) const;

    const MapRenderer &m_renderer;
    QHash<quint64, Tile> m_tiles;
    double m_scale = 0;
    MapOptions m_options;
    quint64 m_frame = 0;
    QHash<quint64, Tile> m_previous; // the tiles of the zoom before, for stand-ins
    double m_previousScale = 0;
    std::function<void()> m_repaint;
    bool m_incomplete = false;
    double m_budgetMs = kFrameBudgetMs;
};

} // namespace muster
