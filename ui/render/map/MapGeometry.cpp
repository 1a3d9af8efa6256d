#include "render/map/MapGeometry.h"

#include "render/map/EdgeChains.h"

#include <algorithm>
#include <deque>
#include <limits>

namespace muster {

MapGeometry::MapGeometry(const World &world)
    : m_columns(world.columns), m_rows(world.rows),
      m_chunkColumns((world.columns + kChunkHexes - 1) / kChunkHexes)
{
    m_layout.size = kHexSize;
    // Offset (0,0)'s upper-left corner region at the scene origin.
    m_layout.origin = QPointF(m_layout.width() / 2.0, m_layout.size);
    if (m_columns > 0 && m_rows > 0) {
        const double w = m_layout.width() * (m_columns + 0.5);
        const double h = m_layout.size * (1.5 * m_rows + 0.5);
        m_bounds = QRectF(0, 0, w, h);
    }
    HexCorners corners(m_columns, m_rows);
    buildAreas(world, corners);
    buildChunks(world, corners);
    for (const HexPath &road : world.roads)
        m_roads.push_back(smoothLine(road));
    for (const HexPath &river : world.rivers)
        m_rivers.push_back(smoothLine(river));
    m_links = linkLines(world, m_layout, world.links, false);
    m_blocks = linkLines(world, m_layout, world.blocks, true);
}

std::optional<MapGeometry::BorderKind> MapGeometry::borderKind(const World &world, int a, int b)
{
    if (a == b)
        return std::nullopt;
    const bool seaA = a >= 0 && world.isSea(a);
    const bool seaB = b >= 0 && world.isSea(b);
    if (a < 0 || b < 0) {
        // The map's edge and gaps between provinces: land keeps its border, sea fades out.
        return (a < 0 ? seaB : seaA) ? std::nullopt : std::optional(BorderKind::Land);
    }
    if (seaA && seaB)
        return BorderKind::Sea;
    return seaA || seaB ? BorderKind::Coast : BorderKind::Land;
}

std::optional<Hex> MapGeometry::hexAt(QPointF scenePos) const
{
    const Hex h = m_layout.fromPixel(scenePos);
    const OffsetCoord o = hexToOffset(h);
    if (o.col < 0 || o.row < 0 || o.col >= m_columns || o.row >= m_rows)
        return std::nullopt;
    return h;
}

QPolygonF MapGeometry::hexPolygon(Hex h) const
{
    const auto c = m_layout.corners(h);
    return QPolygonF({c[0], c[1], c[2], c[3], c[4], c[5], c[0]});
}

QRectF MapGeometry::hexBounds(Hex h) const
{
    const QPointF c = m_layout.toPixel(h);
    return QRectF(c.x() - m_layout.width() / 2, c.y() - m_layout.size, m_layout.width(),
                  m_layout.height());
}

int MapGeometry::chunkOf(Hex h) const
{
    const OffsetCoord o = hexToOffset(h);
    return (o.row / kChunkHexes) * m_chunkColumns + o.col / kChunkHexes;
}

void MapGeometry::buildAreas(const World &world, HexCorners &corners)
{
    const int count = static_cast<int>(world.areas.size());
    m_areas.assign(static_cast<size_t>(count), {});
    std::vector<int> depth(static_cast<size_t>(world.hexCount()), -1);
    for (int a = 0; a < count; ++a) {
        const Area &area = world.areas[static_cast<size_t>(a)];
        AreaShape &shape = m_areas[static_cast<size_t>(a)];
        if (area.hexes.empty())
            continue;
        std::vector<HexEdge> edges;
        std::deque<Hex> queue;
        QPointF centroid;
        for (Hex h : area.hexes) {
            centroid += m_layout.toPixel(h);
            bool boundary = false;
            std::optional<std::array<QPointF, 6>> hexCorners; // only for a hex on the edge
            for (int d = 0; d < 6; ++d) {
                if (world.areaAt(hexNeighbour(h, d)) == a)
                    continue;
                boundary = true;
                if (!hexCorners)
                    hexCorners = m_layout.corners(h);
                edges.push_back(corners.edge(h, d, *hexCorners));
            }
            if (boundary) {
                depth[static_cast<size_t>(world.indexOf(h))] = 0;
                queue.push_back(h);
            }
        }
        centroid /= static_cast<double>(area.hexes.size());
        shape.outline = corners.closedLoops(edges);
        shape.bounds = shape.outline.boundingRect();

        // Depth of every hex from the area's edge (breadth first); the anchor is the deepest hex,
        // nearest the centroid among equals, so labels sit inside even curved or ring areas.
        int bestDepth = -1;
        double bestDist = std::numeric_limits<double>::max();
        while (!queue.empty()) {
            const Hex h = queue.front();
            queue.pop_front();
            const int dh = depth[static_cast<size_t>(world.indexOf(h))];
            const QPointF c = m_layout.toPixel(h);
            const double dist = QLineF(c, centroid).length();
            if (dh > bestDepth || (dh == bestDepth && dist < bestDist - 1e-9)) {
                bestDepth = dh;
                bestDist = dist;
                shape.anchorHex = h;
            }
            for (Hex n : hexNeighbours(h)) {
                const int ni = world.indexOf(n);
                if (ni >= 0 && world.hexArea[static_cast<size_t>(ni)] == a &&
                    depth[static_cast<size_t>(ni)] < 0) {
                    depth[static_cast<size_t>(ni)] = dh + 1;
                    queue.push_back(n);
                }
            }
        }
        shape.anchor = m_layout.toPixel(shape.anchorHex);
    }
}

void MapGeometry::buildChunks(const World &world, HexCorners &corners)
{
    const int chunkRows = (m_rows + kChunkHexes - 1) / kChunkHexes;
    m_chunks.assign(static_cast<size_t>(m_chunkColumns * chunkRows), {});
    std::vector<std::vector<HexEdge>> borderSegments(m_chunks.size() * kBorderKinds);
    // What paintFills draws under the areas: a map with a terrain grid its terrain hex by hex,
    // any other map the hexes outside every area.
    const bool hexTerrain = !world.terrain.empty();

    for (int index = 0; index < world.hexCount(); ++index) {
        const Hex h = world.hexAt(index);
        const size_t c = static_cast<size_t>(chunkOf(h));
        Chunk &chunk = m_chunks[c];
        chunk.hexes.push_back(index);
        chunk.bounds = chunk.bounds.united(hexBounds(h));
        const int a = world.hexArea.empty() ? -1 : world.hexArea[static_cast<size_t>(index)];
        const auto hexCorners = m_layout.corners(h);
        if (hexTerrain || a < 0) {
            const QPolygonF polygon({hexCorners[0], hexCorners[1], hexCorners[2], hexCorners[3],
                                     hexCorners[4], hexCorners[5], hexCorners[0]});
            if (hexTerrain)
                chunk.terrain[static_cast<size_t>(world.terrainAt(h))].addPolygon(polygon);
            else
                chunk.outsideAreas.addPolygon(polygon);
        }
        for (int d = 0; d < 6; ++d) {
            const Hex n = hexNeighbour(h, d);
            const bool onMap = world.contains(n);
            if (d >= 3 && onMap)
                continue; // the neighbour draws this edge
            const HexEdge e = corners.edge(h, d, hexCorners);
            chunk.grid.emplace_back(e.from, e.to);
            if (const auto kind = borderKind(world, a, onMap ? world.areaAt(n) : -1))
                borderSegments[c * kBorderKinds + static_cast<size_t>(*kind)].push_back(e);
        }
    }
    for (size_t c = 0; c < m_chunks.size(); ++c)
        for (int k = 0; k < kBorderKinds; ++k)
            m_chunks[c].borders[k] =
                corners.polylines(borderSegments[c * kBorderKinds + static_cast<size_t>(k)]);
    for (size_t a = 0; a < m_areas.size(); ++a) {
        if (world.areas[a].hexes.empty())
            continue;
        Chunk &chunk = m_chunks[static_cast<size_t>(chunkOf(m_areas[a].anchorHex))];
        chunk.areas.push_back(static_cast<int>(a));
        chunk.bounds = chunk.bounds.united(m_areas[a].bounds);
    }
}

MapGeometry::Line MapGeometry::smoothLine(const HexPath &hexPath) const
{
    // Through the middle of each shared edge, bending at hex centres: rivers and roads look drawn
    // by hand rather than as a chain of straight spokes.
    Line line;
    line.navigable = hexPath.navigable;
    const auto &hexes = hexPath.hexes;
    if (hexes.empty())
        return line;
    std::vector<QPointF> c;
    c.reserve(hexes.size());
    for (Hex h : hexes)
        c.push_back(m_layout.toPixel(h));
    line.path.moveTo(c.front());
    if (c.size() == 1)
        line.path.lineTo(c.front());
    for (size_t i = 1; i < c.size(); ++i) {
        const QPointF mid = (c[i - 1] + c[i]) / 2.0;
        if (i == 1)
            line.path.lineTo(mid);
        else
            line.path.quadTo(c[i - 1], mid);
        if (i + 1 == c.size())
            line.path.lineTo(c[i]);
    }
    // Half a hex around the centre line: a road along one row is straight, and its bare
    // bounding rect has no height, so it would intersect no exposed rect and never be drawn.
    const double margin = kHexSize / 2;
    line.bounds = line.path.boundingRect().adjusted(-margin, -margin, margin, margin);
    return line;
}

} // namespace muster
