#include "map/MapRenderer.h"

#include "map/MapMarkers.h"
#include "map/MapPalette.h"
#include "model/Campaign.h"

#include <QPainter>
#include <QPainterPathStroker>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
/// 0 below `from` pixels, 1 above `to`, linear between: the level-of-detail fade.
double fade(double pixels, double from, double to)
{
    return std::clamp((pixels - from) / (to - from), 0.0, 1.0);
}

QColor withAlpha(QColor c, double alpha)
{
    c.setAlphaF(static_cast<float>(c.alphaF() * alpha));
    return c;
}
} // namespace

MapRenderer::MapRenderer(const Campaign &campaign) : m_campaign(&campaign)
{
    rebuild();
}

void MapRenderer::rebuild()
{
    m_geometry = MapGeometry(m_campaign->world);
    m_kingdomColours = MapPalette::kingdoms(*m_campaign);
    m_borderOutlines.assign(m_geometry.chunks().size(), {});
}

QRectF MapRenderer::sceneBounds() const
{
    const double margin = MapGeometry::kHexSize * 0.5;
    return m_geometry.bounds().adjusted(-margin, -margin, margin, margin);
}

double MapRenderer::pixelsPerUnit(const QPainter &painter)
{
    const QTransform t = painter.combinedTransform();
    return std::sqrt(std::abs(t.determinant()));
}

std::vector<int> MapRenderer::visibleChunks(const QRectF &exposed) const
{
    std::vector<int> out;
    const auto &chunks = m_geometry.chunks();
    for (size_t i = 0; i < chunks.size(); ++i)
        if (chunks[i].bounds.intersects(exposed))
            out.push_back(static_cast<int>(i));
    return out;
}

QColor MapRenderer::areaFill(int area, const TurnState &state, const MapOptions &options) const
{
    const Area &a = m_campaign->world.areas[static_cast<size_t>(area)];
    if (options.colouring == MapColouring::Terrain)
        return MapPalette::areaTerrain(a.terrain);
    if (a.terrain == AreaTerrain::Sea)
        return MapPalette::sea();
    const int owner = area < static_cast<int>(state.areas.size())
                          ? state.areas[static_cast<size_t>(area)].owner
                          : -1;
    if (owner < 0 || owner >= static_cast<int>(m_kingdomColours.size()))
        return MapPalette::unownedLand();
    return MapPalette::ownedFill(m_kingdomColours[static_cast<size_t>(owner)]);
}

void MapRenderer::paint(QPainter &painter, const QRectF &exposed, const TurnState &state,
                        const MapOptions &options) const
{
    painter.save();
    const double scale = pixelsPerUnit(painter);
    painter.fillRect(exposed, MapPalette::background());
    // Labels and markers overhang their chunk: a chunk just outside may still draw into view.
    const double overhang = 3 * MapGeometry::kHexSize;
    const std::vector<int> chunks =
        visibleChunks(exposed.adjusted(-overhang, -overhang, overhang, overhang));
    // Antialiasing costs more than it gives when a hex is a few pixels wide.
    painter.setRenderHint(QPainter::Antialiasing, scale * MapGeometry::kHexSize >= 4.0);
    paintFills(painter, chunks, state, options);
    paintLines(painter, exposed, scale);
    if (options.hexOverlay)
        paintGrid(painter, chunks, scale);
    paintBorders(painter, chunks, scale);
    painter.setRenderHint(QPainter::Antialiasing, true);
    MarkerContext markers{*m_campaign, m_geometry, state, m_kingdomColours, options.labels, scale};
    paintMarkers(painter, markers, chunks);
    painter.restore();
}

void MapRenderer::paintFills(QPainter &p, const std::vector<int> &chunks, const TurnState &state,
                             const MapOptions &options) const
{
    const World &world = m_campaign->world;
    const auto &all = m_geometry.chunks();
    p.setPen(Qt::NoPen);
    // A hex map with its own terrain grid shows that terrain hex by hex: under the areas in
    // political colouring (where areas leave gaps), alone in terrain colouring.
    const bool hexTerrain = !world.terrain.empty();
    if (hexTerrain) {
        for (int c : chunks)
            for (int t = 0; t < kHexTerrainCount; ++t)
                if (!all[static_cast<size_t>(c)].terrain[t].isEmpty())
                    p.fillPath(all[static_cast<size_t>(c)].terrain[t],
                               MapPalette::hexTerrain(static_cast<HexTerrain>(t)));
    } else {
        for (int c : chunks)
            p.fillPath(all[static_cast<size_t>(c)].outsideAreas, MapPalette::noArea());
    }
    if (hexTerrain && options.colouring == MapColouring::Terrain)
        return;
    for (int c : chunks) {
        for (int area : all[static_cast<size_t>(c)].areas) {
            QColor fill = areaFill(area, state, options);
            // Over hex terrain the owner's colour is a wash, so the terrain still shows through.
            if (hexTerrain && !world.isSea(area))
                fill.setAlphaF(0.6f);
            else if (hexTerrain)
                continue;
            p.fillPath(m_geometry.area(area).outline, fill);
        }
    }
}

void MapRenderer::paintLines(QPainter &p, const QRectF &exposed, double scale) const
{
    const double s = MapGeometry::kHexSize;
    const double minWidth = 1.0 / std::max(scale, 1e-6); // one device pixel
    p.setBrush(Qt::NoBrush);
    for (const MapGeometry::Line &river : m_geometry.rivers()) {
        if (!river.bounds.intersects(exposed))
            continue;
        QPen pen(MapPalette::river(), std::max(river.navigable ? 0.28 * s : 0.16 * s, minWidth),
                 Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        p.setPen(pen);
        p.drawPath(river.path);
    }
    for (const MapGeometry::Line &road : m_geometry.roads()) {
        if (!road.bounds.intersects(exposed))
            continue;
        // Dashed by the stroker, not the pen: a pen's dashes restart where a clip (an export band)
        // begins, so bands would not line up.
        QPainterPathStroker stroker;
        stroker.setWidth(std::max(0.12 * s, minWidth));
        stroker.setCapStyle(Qt::FlatCap);
        stroker.setJoinStyle(Qt::RoundJoin);
        stroker.setDashPattern(QList<qreal>{3.0, 2.0});
        p.fillPath(stroker.createStroke(road.path), MapPalette::road());
    }
}

void MapRenderer::paintGrid(QPainter &p, const std::vector<int> &chunks, double scale) const
{
    const double alpha = fade(scale * MapGeometry::kHexSize, 4.0, 10.0);
    if (alpha <= 0)
        return;
    QPen pen(withAlpha(MapPalette::hexGrid(), 0.45 * alpha), 0); // cosmetic: one pixel at any zoom
    p.setPen(pen);
    const auto &all = m_geometry.chunks();
    for (int c : chunks) {
        const auto &grid = all[static_cast<size_t>(c)].grid;
        p.drawLines(grid.data(), static_cast<int>(grid.size()));
    }
}

const QPainterPath &MapRenderer::borderOutline(int chunk, int kind, double width) const
{
    auto &cached = m_borderOutlines[static_cast<size_t>(chunk)][static_cast<size_t>(kind)];
    if (!cached) {
        QPainterPathStroker stroker;
        stroker.setWidth(width);
        stroker.setCapStyle(Qt::RoundCap);
        stroker.setJoinStyle(Qt::RoundJoin);
        cached =
            stroker.createStroke(m_geometry.chunks()[static_cast<size_t>(chunk)].borders[kind]);
    }
    return *cached;
}

void MapRenderer::paintBorders(QPainter &p, const std::vector<int> &chunks, double scale) const
{
    const double s = MapGeometry::kHexSize;
    const double px = 1.0 / std::max(scale, 1e-6);
    // Borders are thick in scene units at working zoom, but never thinner than a pixel line when
    // zoomed out nor heavier than a few pixels up close.
    const struct
    {
        QColor colour;
        double units; // width in hex sizes
        double maxPx;
    } kinds[MapGeometry::kBorderKinds] = {
        {MapPalette::landBorder(), 0.14, 4.0},
        {MapPalette::coastBorder(), 0.12, 3.5},
        {MapPalette::seaBorder(), 0.05, 1.5},
    };
    p.setBrush(Qt::NoBrush);
    const auto &all = m_geometry.chunks();
    for (int k = 0; k < MapGeometry::kBorderKinds; ++k) {
        const double wantPx = kinds[k].units * s * scale;
        if (wantPx < 1.5) {
            // Zoomed out: a one-pixel cosmetic line, Qt's fast path.
            QPen pen(kinds[k].colour, k == 2 ? 0.0 : 1.0);
            pen.setCosmetic(true);
            p.setPen(pen);
            for (int c : chunks)
                p.drawPath(all[static_cast<size_t>(c)].borders[k]);
        } else if (wantPx <= kinds[k].maxPx) {
            // Working zoom: the stroke outline is computed once per chunk and then only filled,
            // several times faster than stroking a wide pen every frame.
            p.setPen(Qt::NoPen);
            for (int c : chunks)
                p.fillPath(borderOutline(c, k, kinds[k].units * s), kinds[k].colour);
        } else {
            // Zoomed in (few chunks show): a pen capped at maxPx.
            p.setPen(QPen(kinds[k].colour, kinds[k].maxPx * px, Qt::SolidLine, Qt::RoundCap,
                          Qt::RoundJoin));
            for (int c : chunks)
                p.drawPath(all[static_cast<size_t>(c)].borders[k]);
        }
    }
}

} // namespace muster
