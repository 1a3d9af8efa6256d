#include "render/map/MapRenderer.h"

#include "model/Campaign.h"
#include "render/map/MapLabels.h"
#include "render/map/MapMarkers.h"
#include "render/map/MapMarks.h"
#include "render/map/MapPalette.h"
#include "render/map/MarchLayer.h"
#include "render/map/OrderLayer.h"
#include "render/map/OwnerPatterns.h"
#include "render/map/PlayerHexLayer.h"
#include "render/map/TerrainSymbols.h"
#include "view/KingdomView.h"

#include <QHash>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPathStroker>

#include <algorithm>
#include <cmath>
#include <map>

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
    m_ownedFills.clear();
    for (const QColor &k : m_kingdomColours)
        m_ownedFills.push_back(MapPalette::ownedFill(k));
    m_borderOutlines.assign(m_geometry.chunks().size(), {});
    m_roadDashes.clear();
    m_sprites.setScale(0);
    m_labels.clear();
}

void MapRenderer::setAreaCodes(bool codes)
{
    m_areaCodes = codes;
    m_labels.clear(); // placed again at the next paint
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

QColor MapRenderer::areaFill(int area, const TurnState &state, const MapOptions &options,
                             int *owned) const
{
    const Area &a = m_campaign->world.areas[static_cast<size_t>(area)];
    if (options.colouring == MapColouring::Terrain)
        return MapPalette::areaTerrain(a.terrain);
    if (a.terrain == AreaTerrain::Sea)
        return MapPalette::sea();
    auto noted = [&options](MapMark mark, int index = -1) {
        if (options.drawn)
            options.drawn->add(mark, index);
    };
    if (options.areaSight && area < static_cast<int>(options.areaSight->size()) &&
        (*options.areaSight)[static_cast<size_t>(area)] == Sight::Unknown) {
        noted(MapMark::UnknownLand);
        return MapPalette::unknownLand();
    }
    const int owner = area < static_cast<int>(state.areas.size())
                          ? state.areas[static_cast<size_t>(area)].owner
                          : -1;
    if (owner < 0 || owner >= static_cast<int>(m_kingdomColours.size())) {
        noted(MapMark::UnownedLand);
        return MapPalette::unownedLand();
    }
    noted(MapMark::Kingdom, owner);
    if (owned)
        *owned = owner;
    return m_ownedFills[static_cast<size_t>(owner)];
}

void MapRenderer::paint(QPainter &painter, const QRectF &exposed, const TurnState &state,
                        const MapOptions &options) const
{
    painter.save();
    painter.fillRect(exposed, MapPalette::background());
    const std::vector<int> chunks = chunksAround(exposed);
    std::vector<int> areas;
    for (int c : chunks)
        for (int area : m_geometry.chunks()[static_cast<size_t>(c)].areas)
            areas.push_back(area);
    paintBase(painter, chunks, areas, state, options);
    paintOverlay(painter, exposed, state, options);
    painter.restore();
}

std::vector<int> MapRenderer::chunksAround(const QRectF &exposed) const
{
    // Labels and markers overhang their chunk: a chunk just outside may still draw into view.
    return visibleChunks(exposed.adjusted(-kOverhang, -kOverhang, kOverhang, kOverhang));
}

void MapRenderer::paintOverlay(QPainter &painter, const QRectF &exposed, const TurnState &state,
                               const MapOptions &options) const
{
    painter.save();
    const double scale = pixelsPerUnit(painter) / options.pixelRatio;
    painter.setRenderHint(QPainter::Antialiasing, scale * MapGeometry::kHexSize >= 4.0);
    paintLines(painter, exposed, scale, options.drawn);
    painter.setRenderHint(QPainter::Antialiasing, true);
    MarkerContext markers{*m_campaign, m_geometry, state, m_kingdomColours, options.labels, scale};
    markers.drawn = options.drawn;
    if (stampsFit(painter)) {
        m_sprites.setScale(scale);
        markers.sprites = &m_sprites;
    }
    auto placed = std::find_if(m_labels.begin(), m_labels.end(),
                               [scale](const auto &at) { return at.first == scale; });
    if (placed == m_labels.end()) {
        if (m_labels.size() >= 4)
            m_labels.pop_back();
        m_labels.emplace_front(scale, placeAreaLabels(*m_campaign, m_geometry, scale, m_areaCodes));
        placed = m_labels.begin();
    }
    markers.areaLabels = &placed->second;
    paintMarkers(painter, markers, chunksAround(exposed));
    // Over the labels: an order is what the GM looks for when the layer is on.
    paintLayers(painter, exposed, options);
    painter.restore();
}

void MapRenderer::paintLayers(QPainter &painter, const QRectF &exposed,
                              const MapOptions &options) const
{
    if (!(options.orders && options.orders->bounds().intersects(exposed)) &&
        !(options.marches && options.marches->bounds().intersects(exposed)) &&
        !(options.playerMarks && options.playerMarks->bounds().intersects(exposed)))
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const double scale = pixelsPerUnit(painter) / options.pixelRatio;
    if (options.orders && options.orders->bounds().intersects(exposed))
        options.orders->paint(painter, exposed, m_kingdomColours, scale * options.pixelRatio,
                              options.pixelRatio, options.drawn);
    if (options.marches)
        options.marches->paint(painter, exposed, m_kingdomColours, options.drawn);
    if (options.playerMarks)
        options.playerMarks->paint(painter, exposed, m_kingdomColours, scale * options.pixelRatio,
                                   options.drawn);
    painter.restore();
}

bool MapRenderer::stampsFit(const QPainter &p)
{
    // Stamps are copied pixel for pixel: only for a plain scale and translation (not for vector
    // devices, where the symbols stay vectors and print sharp).
    const QPaintEngine *engine = p.paintEngine();
    const QTransform t = p.combinedTransform();
    return engine && engine->type() == QPaintEngine::Raster && t.type() <= QTransform::TxScale &&
           std::abs(t.m11() - t.m22()) < 1e-9 * std::abs(t.m11());
}

const HexStamps &MapRenderer::stamps(double scale, const HexStampStyle &style) const
{
    if (m_stamps.isNull() || m_stamps.pixelsPerUnit() != scale || !(m_stamps.style() == style))
        m_stamps = HexStamps(MapGeometry::kHexSize, scale, style);
    return m_stamps;
}

void MapRenderer::paintStamps(QPainter &p, const std::vector<int> &chunks,
                              const HexStamps &stamps) const
{
    const World &world = m_campaign->world;
    const QTransform t = p.combinedTransform();
    const QPoint centre = stamps.centre();
    // Only stamps that reach the device (or its clip) are drawn: a band or a tile is a small
    // part of the chunks around it.
    QRectF target(0, 0, p.device()->width(), p.device()->height());
    if (p.hasClipping())
        target = target.intersected(
            p.clipBoundingRect().isEmpty() ? target : t.mapRect(p.clipBoundingRect()));
    target.adjust(-centre.x(), -centre.y(), centre.x(), centre.y());
    p.save();
    p.resetTransform();
    const auto &all = m_geometry.chunks();
    for (int c : chunks) {
        for (int index : all[static_cast<size_t>(c)].hexes) {
            const Hex h = world.hexAt(index);
            const QPointF at = t.map(m_geometry.layout().toPixel(h));
            if (!target.contains(at))
                continue;
            const QImage &image = stamps.image(world.terrainAt(h));
            if (image.isNull())
                continue;
            p.drawImage(QPoint(static_cast<int>(std::lround(at.x())) - centre.x(),
                               static_cast<int>(std::lround(at.y())) - centre.y()),
                        image);
        }
    }
    p.restore();
}

void MapRenderer::paintSymbolVectors(QPainter &p, const std::vector<int> &chunks, bool political,
                                     double scale) const
{
    const World &world = m_campaign->world;
    const auto &all = m_geometry.chunks();
    for (int c : chunks)
        for (int index : all[static_cast<size_t>(c)].hexes) {
            const Hex h = world.hexAt(index);
            const HexTerrain terrain = world.terrainAt(h);
            drawTerrainSymbol(p, terrain, m_geometry.layout().toPixel(h), MapGeometry::kHexSize,
                              MapPalette::symbolInk(terrain, political), scale);
        }
}

bool MapRenderer::paintFills(QPainter &p, const std::vector<int> &chunks,
                             const std::vector<int> &areas, const TurnState &state,
                             const MapOptions &options, double scale) const
{
    const World &world = m_campaign->world;
    const auto &all = m_geometry.chunks();
    const bool political = options.colouring == MapColouring::Political;
    const bool stamped = stampsFit(p);
    const double gridAlpha = options.hexOverlay ? gridOpacity(scale) : 0.0;
    p.setPen(Qt::NoPen);
    // A hex map with its own terrain grid shows that terrain hex by hex: under the areas in
    // political colouring (where areas leave gaps), alone in terrain colouring.
    const bool hexTerrain = !world.terrain.empty();
    bool gridInTiles = false;
    if (hexTerrain && stamped && (!political || world.areas.empty())) {
        // Every hex's look is fixed by its terrain: one pre-drawn tile per hex, outline included.
        paintStamps(p, chunks, stamps(scale, {true, political, gridAlpha}));
        gridInTiles = true;
    } else if (hexTerrain) {
        for (int c : chunks)
            for (int t = 0; t < kHexTerrainCount; ++t)
                if (!all[static_cast<size_t>(c)].terrain[t].isEmpty()) {
                    const auto terrain = static_cast<HexTerrain>(t);
                    p.fillPath(all[static_cast<size_t>(c)].terrain[t],
                               political ? MapPalette::politicalHexTerrain(terrain)
                                         : MapPalette::hexTerrain(terrain));
                }
    } else {
        for (int c : chunks)
            p.fillPath(all[static_cast<size_t>(c)].outsideAreas, MapPalette::noArea());
    }
    if (!(hexTerrain && !political)) {
        for (int area : areas) {
            int owner = -1;
            QColor fill = areaFill(area, state, options, &owner);
            // Over hex terrain the owner's colour is a wash, so the terrain still shows.
            if (hexTerrain && !world.isSea(area))
                fill.setAlphaF(0.6f);
            else if (hexTerrain)
                continue;
            if (options.ownerPatterns && owner >= 0)
                fillOwnedArea(p, m_geometry.area(area).outline, fill, ownerPattern(owner),
                              m_kingdomColours[static_cast<size_t>(owner)]);
            else
                p.fillPath(m_geometry.area(area).outline, fill);
        }
    }
    if (options.drawn) {
        // The terrain each hex shows by its fill or its symbol: a terrain grid's own, or on any
        // other map its area's.
        if (hexTerrain)
            for (int c : chunks)
                for (int index : all[static_cast<size_t>(c)].hexes)
                    options.drawn->add(MapMark::HexTerrain,
                                       static_cast<int>(world.terrainAt(world.hexAt(index))));
        else
            for (int area : areas)
                options.drawn->add(
                    MapMark::AreaTerrain,
                    static_cast<int>(world.areas[static_cast<size_t>(area)].terrain));
    }
    if (gridInTiles)
        return true;
    // Symbols over the fills: terrain reads by shape whatever the colouring.
    if (stamped)
        paintStamps(p, chunks, stamps(scale, {false, political, 0.0}));
    else
        paintSymbolVectors(p, chunks, political, scale);
    return false;
}

void MapRenderer::paintLines(QPainter &p, const QRectF &exposed, double scale, MarkSet *drawn) const
{
    const double s = MapGeometry::kHexSize;
    const double minWidth = 1.0 / std::max(scale, 1e-6); // one device pixel
    p.setBrush(Qt::NoBrush);
    for (const MapGeometry::Line &river : m_geometry.rivers()) {
        if (!river.bounds.intersects(exposed))
            continue;
        if (drawn)
            drawn->add(river.navigable ? MapMark::NavigableRiver : MapMark::River);
        // A navigable river is a broad band with dark banks; a small river a single thin line.
        if (river.navigable) {
            p.setPen(QPen(MapPalette::river().darker(150), std::max(0.34 * s, 2.5 * minWidth),
                          Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.drawPath(river.path);
            p.setPen(QPen(MapPalette::river().lighter(135), std::max(0.2 * s, minWidth),
                          Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        } else {
            p.setPen(QPen(MapPalette::river(), std::max(0.1 * s, minWidth), Qt::SolidLine,
                          Qt::RoundCap, Qt::RoundJoin));
        }
        p.drawPath(river.path);
    }
    const auto &roads = m_geometry.roads();
    m_roadDashes.resize(roads.size());
    for (size_t i = 0; i < roads.size(); ++i) {
        const MapGeometry::Line &road = roads[i];
        if (!road.bounds.intersects(exposed))
            continue;
        if (drawn)
            drawn->add(MapMark::Road);
        // A pale casing under the dashes keeps the road visible over dark woods and hills.
        p.setPen(QPen(MapPalette::labelHalo(), std::max(0.2 * s, 2 * minWidth), Qt::SolidLine,
                      Qt::RoundCap, Qt::RoundJoin));
        p.drawPath(road.path);
        p.setPen(Qt::NoPen);
        // Dashed by the stroker, not the pen: a pen's dashes restart where a clip (an export band)
        // begins, so bands would not line up.
        const double width = std::max(0.12 * s, minWidth);
        auto &[dashedWidth, dashes] = m_roadDashes[i];
        if (dashedWidth != width || dashes.isEmpty()) {
            QPainterPathStroker stroker;
            stroker.setWidth(width);
            stroker.setCapStyle(Qt::FlatCap);
            stroker.setJoinStyle(Qt::RoundJoin);
            stroker.setDashPattern(QList<qreal>{3.0, 2.0});
            dashes = stroker.createStroke(road.path);
            dashedWidth = width;
        }
        p.fillPath(dashes, MapPalette::road());
    }
    // Over rivers and roads: a strait crosses water, a block sits on a border.
    std::vector<int> links, blocks;
    paintLinks(p, m_geometry.links(), false, exposed, s, scale, drawn ? &links : nullptr);
    paintLinks(p, m_geometry.blocks(), true, exposed, s, scale, drawn ? &blocks : nullptr);
    if (drawn) {
        for (int i : links)
            drawn->add(MapMark::Link, firstLinkOfKind(m_campaign->world.links, i));
        if (!blocks.empty())
            drawn->add(MapMark::Block);
    }
}

double MapRenderer::gridOpacity(double scale)
{
    return 0.45 * fade(scale * MapGeometry::kHexSize, 4.0, 10.0);
}

void MapRenderer::paintGrid(QPainter &p, const std::vector<int> &chunks, double scale) const
{
    const double alpha = gridOpacity(scale);
    if (alpha <= 0)
        return;
    QPen pen(withAlpha(MapPalette::hexGrid(), alpha), 0); // cosmetic: one pixel at any zoom
    p.setPen(pen);
    const auto &all = m_geometry.chunks();
    for (int c : chunks) {
        const auto &grid = all[static_cast<size_t>(c)].grid;
        p.drawLines(grid.data(), static_cast<int>(grid.size()));
    }
}

const std::vector<QPainterPath> &MapRenderer::borderOutline(int chunk, int kind, double width) const
{
    auto &cached = m_borderOutlines[static_cast<size_t>(chunk)][static_cast<size_t>(kind)];
    if (cached)
        return *cached;
    // The polylines grouped by where they lie, about four hexes a side: Qt's antialiased fill of a
    // path costs time with the square of the edges on a row, and a chunk's borders filled at
    // once were a sixth of a printed map's time. The pen is opaque: where two pieces meet, only
    // their antialiased edges are laid twice.
    const double cell = 4 * MapGeometry::kHexSize * 2;
    QHash<quint64, QPainterPath> groups;
    std::vector<quint64> order; // the groups as first met, for the same pixels every time
    for (const QPolygonF &line :
         m_geometry.chunks()[static_cast<size_t>(chunk)].borders[kind].toSubpathPolygons()) {
        const QPointF at = line.boundingRect().center();
        const quint64 key =
            (quint64(quint32(static_cast<qint32>(std::floor(at.y() / cell)))) << 32) |
            quint32(static_cast<qint32>(std::floor(at.x() / cell)));
        auto it = groups.find(key);
        if (it == groups.end()) {
            it = groups.insert(key, QPainterPath());
            order.push_back(key);
        }
        it->addPolygon(line);
    }
    QPainterPathStroker stroker;
    stroker.setWidth(width);
    stroker.setCapStyle(Qt::RoundCap);
    stroker.setJoinStyle(Qt::RoundJoin);
    std::vector<QPainterPath> pieces;
    pieces.reserve(order.size());
    for (quint64 key : order)
        pieces.push_back(stroker.createStroke(groups.value(key)));
    cached = std::move(pieces);
    return *cached;
}

void MapRenderer::paintBorders(QPainter &p, const std::vector<int> &chunks, double scale,
                               MarkSet *drawn) const
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
    if (drawn) {
        const MapMark marks[MapGeometry::kBorderKinds] = {MapMark::Border, MapMark::Coast,
                                                          MapMark::SeaBorder};
        for (int k = 0; k < MapGeometry::kBorderKinds; ++k)
            for (int c : chunks)
                if (!all[static_cast<size_t>(c)].borders[k].isEmpty())
                    drawn->add(marks[k]);
    }
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
                for (const QPainterPath &piece : borderOutline(c, k, kinds[k].units * s))
                    p.fillPath(piece, kinds[k].colour);
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
