// What a player's map shows of its sight (MapOptions::areaSight, hexSight): the hatch over what it
// does not see this turn, the grey wash over what it saw on an earlier turn, the strong outline
// round its own areas.
#include "render/map/MapRenderer.h"

#include "model/Campaign.h"
#include "render/map/MapMarks.h"
#include "render/map/MapPalette.h"
#include "view/KingdomView.h"

#include <QPainter>

#include <algorithm>

namespace muster {

namespace {
/// What a map drawn with `sight` shows of item `i`: everything when it has no sight.
Sight sightOf(const std::vector<Sight> *sight, size_t i)
{
    return sight && i < sight->size() ? (*sight)[i] : Sight::Seen;
}
} // namespace

void MapRenderer::paintBase(QPainter &painter, const std::vector<int> &chunks,
                            const std::vector<int> &areas, const TurnState &state,
                            const MapOptions &options) const
{
    painter.save();
    const double scale = pixelsPerUnit(painter) / options.pixelRatio;
    // Antialiasing costs more than it gives when a hex is a few pixels wide.
    painter.setRenderHint(QPainter::Antialiasing, scale * MapGeometry::kHexSize >= 4.0);
    const bool gridInTiles = paintFills(painter, chunks, areas, state, options, scale);
    if (options.hexOverlay && !gridInTiles)
        paintGrid(painter, chunks, scale);
    if (options.hexOverlay && options.drawn)
        options.drawn->add(MapMark::HexGrid);
    paintBorders(painter, chunks, scale, options.drawn);
    if (options.areaSight || options.hexSight || options.highlightKingdom >= 0)
        paintSight(painter, chunks, areas, state, options, scale);
    painter.restore();
}

void MapRenderer::paintSight(QPainter &p, const std::vector<int> &chunks,
                             const std::vector<int> &chunkAreas, const TurnState &state,
                             const MapOptions &options, double scale) const
{
    // An area reaching into several chunks is listed once per chunk; translucent ink must be laid
    // once.
    std::vector<int> areas = chunkAreas;
    std::sort(areas.begin(), areas.end());
    areas.erase(std::unique(areas.begin(), areas.end()), areas.end());
    const double px = 1.0 / std::max(scale, 1e-6);
    QBrush hatch(MapPalette::outOfSightHatch(), Qt::BDiagPattern);
    // The hatch's spacing is in device pixels; scaled with the map it stays a texture at any size.
    hatch.setTransform(QTransform::fromScale(px * 1.5, px * 1.5));
    const World &world = m_campaign->world;
    // What is out of sight is hatched; what it shows as seen on an earlier turn, greyed.
    QPainterPath hidden, remembered;
    auto noteSight = [&] {
        if (options.drawn && !hidden.isEmpty())
            options.drawn->add(MapMark::OutOfSight);
        if (options.drawn && !remembered.isEmpty())
            options.drawn->add(MapMark::Remembered);
    };
    if (options.areaSight) {
        for (int area : areas)
            if (const Sight s = sightOf(options.areaSight, static_cast<size_t>(area));
                s != Sight::Seen)
                (s == Sight::Remembered ? remembered : hidden)
                    .addPath(m_geometry.area(area).outline);
        p.fillPath(hidden, hatch);
        p.fillPath(remembered, MapPalette::rememberedWash());
        noteSight();
    }
    if (options.hexSight) {
        const auto &all = m_geometry.chunks();
        for (int c : chunks)
            for (int index : all[static_cast<size_t>(c)].hexes)
                if (const Sight s = sightOf(options.hexSight, static_cast<size_t>(index));
                    s != Sight::Seen) {
                    QPainterPath &path = s == Sight::Remembered ? remembered : hidden;
                    const auto corners = m_geometry.layout().corners(world.hexAt(index));
                    path.addPolygon(QPolygonF(QList<QPointF>(corners.begin(), corners.end())));
                    path.closeSubpath();
                }
        QColor fog = MapPalette::unknownLand();
        fog.setAlphaF(0.55f);
        hidden.setFillRule(Qt::WindingFill);
        remembered.setFillRule(Qt::WindingFill);
        p.fillPath(hidden, fog);
        p.fillPath(hidden, hatch);
        p.fillPath(remembered, MapPalette::rememberedWash());
        noteSight();
    }
    if (options.highlightKingdom >= 0 &&
        options.highlightKingdom < static_cast<int>(m_kingdomColours.size())) {
        QPainterPath own;
        for (int area : areas)
            if (area < static_cast<int>(state.areas.size()) &&
                state.areas[static_cast<size_t>(area)].owner == options.highlightKingdom)
                own.addPath(m_geometry.area(area).outline);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(m_kingdomColours[static_cast<size_t>(options.highlightKingdom)],
                      std::max(0.18 * MapGeometry::kHexSize, 2 * px), Qt::SolidLine, Qt::RoundCap,
                      Qt::RoundJoin));
        p.drawPath(own);
        if (options.drawn && !own.isEmpty())
            options.drawn->add(MapMark::OwnAreas);
    }
}

} // namespace muster
