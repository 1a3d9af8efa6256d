#pragma once
// Everything about a world's shape that drawing and hit-testing need, computed once per world:
// area outlines, where each area's label and markers go, border and grid lines, roads and rivers.
// The map is cut into chunks of hexes so a frame only touches what intersects the exposed rect.

#include "hex/Hex.h"
#include "model/World.h"
#include "render/map/AreaLinks.h"

#include <QLineF>
#include <QPainterPath>
#include <QPolygonF>
#include <QRectF>

#include <optional>
#include <vector>

namespace muster {

class HexCorners;

class MapGeometry
{
public:
    /// Scene units from a hex centre to a corner. Export scales are relative to this.
    static constexpr double kHexSize = 20.0;
    /// Chunks are squares of this many hexes on the offset grid.
    static constexpr int kChunkHexes = 16;

    enum class BorderKind
    {
        Land,
        Coast,
        Sea
    };
    static constexpr int kBorderKinds = 3;

    struct Chunk
    {
        QRectF bounds;            // everything drawn for this chunk lies inside
        std::vector<int> areas;   // areas whose anchor hex lies in the chunk
        std::vector<int> hexes;   // row-major indices of the chunk's hexes
        std::vector<QLineF> grid; // every hex edge of the chunk, each once
        QPainterPath borders[kBorderKinds];
        /// The chunk's hexes grouped by terrain (one path per HexTerrain), for terrain colouring
        /// of maps with a terrain grid (empty on any other map), and on any other map the hexes
        /// outside every area (empty on a map with a terrain grid).
        QPainterPath terrain[kHexTerrainCount];
        QPainterPath outsideAreas;
    };

    struct AreaShape
    {
        QPainterPath outline; // closed loops, clockwise; holes run the other way
        QRectF bounds;
        Hex anchorHex;  // the hex deepest inside the area: labels and markers sit here
        QPointF anchor; // its centre
    };

    struct Line
    {
        QPainterPath path; // smoothed through hex centres
        QRectF bounds;
        bool navigable = false;
    };

    MapGeometry() = default;
    explicit MapGeometry(const World &world);

    /// The border drawn between hexes of areas `a` and `b` (-1: no area, or off the map), none
    /// where no line is drawn (inside an area, the sea at the map's edge).
    static std::optional<BorderKind> borderKind(const World &world, int a, int b);

    const HexLayout &layout() const { return m_layout; }
    /// The whole grid, in scene units.
    QRectF bounds() const { return m_bounds; }
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }

    /// The hex under a scene point, nullopt off the grid.
    std::optional<Hex> hexAt(QPointF scenePos) const;
    QPolygonF hexPolygon(Hex h) const;
    QRectF hexBounds(Hex h) const;

    const std::vector<AreaShape> &areas() const { return m_areas; }
    const AreaShape &area(int index) const { return m_areas[static_cast<size_t>(index)]; }
    const std::vector<Chunk> &chunks() const { return m_chunks; }
    const std::vector<Line> &roads() const { return m_roads; }
    const std::vector<Line> &rivers() const { return m_rivers; }
    /// Where World::links and World::blocks are drawn, one line each, in their order.
    const std::vector<LinkLine> &links() const { return m_links; }
    const std::vector<LinkLine> &blocks() const { return m_blocks; }
    /// Index into chunks() of the chunk holding `h` (which must be on the grid).
    int chunkOf(Hex h) const;

private:
    void buildAreas(const World &world, HexCorners &corners);
    void buildChunks(const World &world, HexCorners &corners);
    Line smoothLine(const HexPath &path) const;

    HexLayout m_layout;
    QRectF m_bounds;
    int m_columns = 0;
    int m_rows = 0;
    int m_chunkColumns = 0;
    std::vector<AreaShape> m_areas;
    std::vector<Chunk> m_chunks;
    std::vector<Line> m_roads;
    std::vector<Line> m_rivers;
    std::vector<LinkLine> m_links;
    std::vector<LinkLine> m_blocks;
};

} // namespace muster
