#include "render/map/MapTileCache.h"

#include "render/map/MapPalette.h"

#include <QElapsedTimer>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
quint64 keyOf(int column, int row)
{
    return (quint64(quint32(column)) << 32) | quint32(row);
}
} // namespace

void MapTileCache::paint(QPainter &painter, const QRectF &exposed, const TurnState &state,
                         const MapOptions &options)
{
    if (!MapRenderer::stampsFit(painter)) {
        m_renderer.paint(painter, exposed, state, options);
        return;
    }
    const QTransform t = painter.combinedTransform();
    const double scale = t.m11();
    const bool sameOptions =
        options.colouring == m_options.colouring && options.hexOverlay == m_options.hexOverlay &&
        options.labels == m_options.labels && options.ownerPatterns == m_options.ownerPatterns;
    if (!sameOptions) {
        m_tiles.clear();
        m_previous.clear();
    } else if (scale != m_scale && !m_tiles.isEmpty()) {
        m_previous = std::move(m_tiles); // after quick zoom steps, the last zoom with tiles
        m_previousScale = m_scale;
        m_tiles.clear();
    }
    m_scale = scale;
    m_options = options;
    ++m_frame;
    QElapsedTimer timer;
    timer.start();
    bool drewTile = false;
    m_incomplete = false;
    painter.fillRect(exposed, MapPalette::background());
    // Tiles are whole pixels of the map scaled by `scale` (scene origin at pixel 0); the view's
    // translation is rounded to a whole pixel so tiles are copied, never resampled.
    const QRectF visible = exposed.intersected(m_renderer.sceneBounds());
    if (!visible.isEmpty()) {
        const int c0 = static_cast<int>(std::floor(visible.left() * scale / kTile));
        const int c1 = static_cast<int>(std::floor(visible.right() * scale / kTile));
        const int r0 = static_cast<int>(std::floor(visible.top() * scale / kTile));
        const int r1 = static_cast<int>(std::floor(visible.bottom() * scale / kTile));
        const QPoint offset(static_cast<int>(std::lround(t.dx())),
                            static_cast<int>(std::lround(t.dy())));
        painter.save();
        // Tiles overhang the exposed rect and the map: draw only what was asked for.
        painter.setClipRect(visible, Qt::IntersectClip);
        painter.resetTransform();
        for (int row = r0; row <= r1; ++row) {
            for (int column = c0; column <= c1; ++column) {
                const QRectF rect(column * kTile / scale, row * kTile / scale, kTile / scale,
                                  kTile / scale);
                // Everything that draws into the tile: hexes a little beyond it (their outline
                // and symbols overhang) and every area whose outline reaches in.
                const double margin = MapGeometry::kHexSize;
                const std::vector<int> chunks =
                    m_renderer.chunksAround(rect.adjusted(-margin, -margin, margin, margin));
                std::vector<int> areas;
                std::vector<QRgb> fills;
                for (int c : chunks)
                    for (int area : m_renderer.geometry().chunks()[static_cast<size_t>(c)].areas)
                        if (m_renderer.geometry().area(area).bounds.intersects(rect)) {
                            areas.push_back(area);
                            int owner = -1;
                            fills.push_back(
                                m_renderer.areaFill(area, state, options, &owner).rgba());
                            // Two kingdoms of one colour differ by their pattern.
                            if (options.ownerPatterns)
                                fills.push_back(static_cast<QRgb>(owner));
                        }
                const quint64 key = keyOf(column, row);
                // A new tile past the frame's budget: the previous zoom's pixels stand in for
                // now (at least one tile is drawn per frame, so the map always completes).
                if (m_repaint && drewTile && timer.nsecsElapsed() > m_budgetMs * 1e6 &&
                    !m_previous.isEmpty() && !m_tiles.contains(key)) {
                    drawStandIn(painter, column, row, offset);
                    m_incomplete = true;
                    continue;
                }
                Tile &tile = m_tiles[key];
                if (tile.image.isNull() || tile.fills != fills) {
                    render(tile, column, row, chunks, areas, state);
                    tile.fills = std::move(fills);
                    drewTile = true;
                }
                tile.lastUsed = m_frame;
                painter.drawImage(QPoint(column * kTile, row * kTile) + offset, tile.image);
            }
        }
        painter.restore();
        if (!m_incomplete)
            m_previous.clear();
        evict();
    }
    m_renderer.paintOverlay(painter, exposed, state, options);
    if (m_incomplete)
        m_repaint();
}

void MapTileCache::drawStandIn(QPainter &painter, int column, int row, QPoint offset) const
{
    const double ps = m_previousScale;
    const QRectF rect(column * kTile / m_scale, row * kTile / m_scale, kTile / m_scale,
                      kTile / m_scale);
    const int c0 = static_cast<int>(std::floor(rect.left() * ps / kTile));
    const int c1 = static_cast<int>(std::floor(rect.right() * ps / kTile));
    const int r0 = static_cast<int>(std::floor(rect.top() * ps / kTile));
    const int r1 = static_cast<int>(std::floor(rect.bottom() * ps / kTile));
    for (int r = r0; r <= r1; ++r)
        for (int c = c0; c <= c1; ++c) {
            const auto it = m_previous.constFind(keyOf(c, r));
            if (it == m_previous.cend())
                continue;
            const QRectF old(c * kTile / ps, r * kTile / ps, kTile / ps, kTile / ps);
            const QRectF part = old.intersected(rect);
            const QRectF source((part.left() - old.left()) * ps, (part.top() - old.top()) * ps,
                                part.width() * ps, part.height() * ps);
            const QRectF target(part.left() * m_scale + offset.x(),
                                part.top() * m_scale + offset.y(), part.width() * m_scale,
                                part.height() * m_scale);
            painter.drawImage(target, it->image, source);
        }
}

void MapTileCache::render(Tile &tile, int column, int row, const std::vector<int> &chunks,
                          const std::vector<int> &areas, const TurnState &state) const
{
    if (tile.image.isNull())
        tile.image = QImage(kTile, kTile, QImage::Format_RGB32);
    tile.image.fill(MapPalette::background());
    QPainter p(&tile.image);
    p.translate(-column * kTile, -row * kTile);
    p.scale(m_scale, m_scale);
    m_renderer.paintBase(p, chunks, areas, state, m_options);
}

void MapTileCache::evict()
{
    while (bytes() > kBudgetBytes) {
        auto oldest = m_tiles.end();
        for (auto it = m_tiles.begin(); it != m_tiles.end(); ++it)
            if (it->lastUsed < m_frame &&
                (oldest == m_tiles.end() || it->lastUsed < oldest->lastUsed))
                oldest = it;
        if (oldest == m_tiles.end())
            return; // every tile is on screen
        m_tiles.erase(oldest);
    }
}

} // namespace muster
