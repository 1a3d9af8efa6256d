// What a player's map shows of its sight (MapOptions::areaSight, hexSight): the hatch over what it
// does not see this turn, the grey wash over what it saw on an earlier turn, the strong outline
// round its own areas.
#include "render/map/MapRenderer.h"

#include "model/Campaign.h"
#include "render/map/MapMarks.h"
#include "render/map/MapPalette.h"
#include "view/KingdomView.h"

#include <QHash>
#include <QImage>
#include <QMutex>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
/// What a map drawn with `sight` shows of item `i`: everything when it has no sight.
Sight sightOf(const std::vector<Sight> *sight, size_t i)
{
    return sight && i < sight->size() ? (*sight)[i] : Sight::Seen;
}

/// The hatch over what is out of sight: thin lines rising to the right, a fixed number of
/// `pixelRatio` pixels apart whatever the map's scale, as a texture drawn texel for device pixel
/// under `painter`'s transform (a transformed pattern brush cost a player's map a tenth of its
/// time). Its tiles are made once for the process and returned by value: maps are drawn on
/// several threads.
QBrush hatchBrush(const QPainter &painter, double pixelRatio)
{
    // Qt's BDiagPattern scaled by one and a half, as the hatch was first drawn: 12 pixels apart.
    const int period = std::max(4, static_cast<int>(std::lround(12 * pixelRatio)));
    const int width = std::max(1, static_cast<int>(std::lround(1.25 * pixelRatio)));
    const int key = period * 1000 + width;
    static QMutex mutex;
    static QHash<int, QImage> tiles;
    QImage tile;
    {
        const QMutexLocker lock(&mutex);
        tile = tiles.value(key);
    }
    if (tile.isNull()) {
        // Whole pixels, as Qt's pattern was: a map's PNG keeps few colours and stays small.
        tile = QImage(period, period, QImage::Format_ARGB32_Premultiplied);
        tile.fill(Qt::transparent);
        const QRgb ink = qPremultiply(MapPalette::outOfSightHatch().rgba());
        for (int x = 0; x < period; ++x)
            for (int w = 0; w < width; ++w)
                tile.setPixel(x, (2 * period - 1 - x + w) % period, ink);
        const QMutexLocker lock(&mutex);
        if (tiles.size() > 64)
            tiles.clear(); // a bound, far above the pixel ratios a set of maps is drawn at
        tiles.insert(key, tile);
    }
    QBrush brush(tile);
    const double deviceScale = std::sqrt(std::abs(painter.worldTransform().determinant()));
    brush.setTransform(
        QTransform::fromScale(1 / std::max(deviceScale, 1e-6), 1 / std::max(deviceScale, 1e-6)));
    return brush;
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
    const QBrush hatch = hatchBrush(p, options.pixelRatio);
    // The hatch and the washes are laid without antialiasing: Qt's antialiased fill of a path of
    // many areas costs time with the square of the edges on a row. An area's edges lie under its
    // borders; the edge of a hex campaign's fog, where no border lies, steps by a pixel. Texel
    // for pixel, the hatch is not filtered.
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
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
    p.restore();
    if (options.highlightKingdom >= 0 &&
        options.highlightKingdom < static_cast<int>(m_kingdomColours.size())) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(m_kingdomColours[static_cast<size_t>(options.highlightKingdom)],
                      std::max(0.18 * MapGeometry::kHexSize, 2 * px), Qt::SolidLine, Qt::RoundCap,
                      Qt::RoundJoin));
        // Area by area: the pen is opaque, so where two outlines meet only their antialiased
        // edges are laid twice, and
        // one area's outline at a time keeps Qt's antialiased fill of the stroke quick (its cost
        // grows with the square of the edges on a row).
        bool any = false;
        for (int area : areas)
            if (area < static_cast<int>(state.areas.size()) &&
                state.areas[static_cast<size_t>(area)].owner == options.highlightKingdom) {
                p.drawPath(m_geometry.area(area).outline);
                any = true;
            }
        if (options.drawn && any)
            options.drawn->add(MapMark::OwnAreas);
    }
}

} // namespace muster
