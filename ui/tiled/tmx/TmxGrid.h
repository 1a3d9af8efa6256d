#pragma once
// Where a Tiled map's cells lie on Muster's grid of pointy-top hexes in odd-r offset rows
// (core/hex/Hex.h), and where a point in Tiled's map pixels falls.
//
// - staggeraxis y (pointy-top), staggerindex odd: Tiled's odd rows are shifted right, as Muster's
//   are: cell (x, y) is hex x,y.
// - staggeraxis y, staggerindex even: the even rows are shifted; one row of padding on top makes
//   them Muster's odd rows: cell (x, y) is hex x,y+1.
// - staggeraxis x (flat-top hexes): the map is turned a quarter turn anticlockwise, which makes
//   flat-top hexes pointy-top and keeps the picture (Tiled's top edge is Muster's left edge): cell
//   (x, y) is hex y,(width-1-x+pad), pad being the one row of padding on top that the turned map
//   needs when its shifted columns would otherwise land on even rows.
//
// Padding hexes belong to no cell: the importer makes them water outside every area.

#include "hex/Hex.h"
#include "tiled/tmx/TmxMap.h"

#include <QPoint>
#include <QPointF>

#include <optional>

namespace muster::tmx {

class GridMapping
{
public:
    explicit GridMapping(const Map &map);

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    bool hasPadding() const { return m_pad != 0; }

    OffsetCoord toMuster(int x, int y) const;
    /// The Tiled cell of a Muster hex; nullopt for a padding hex or one off the grid.
    std::optional<QPoint> toTiled(OffsetCoord o) const;

    /// The cell whose centre is nearest to a point in map pixels, as Tiled lays cells out;
    /// nullopt for a point outside every cell of the map.
    std::optional<QPoint> cellAt(QPointF pixel) const;
    /// The centre of a cell in map pixels.
    QPointF cellCentre(int x, int y) const;

private:
    bool shifted(int i) const { return ((i & 1) != 0) == m_odd; }

    StaggerAxis m_axis;
    bool m_odd;
    bool m_diamonds; // a staggered (isometric) map's cells are diamonds, not hexes
    int m_width, m_height;
    double m_tileWidth, m_tileHeight, m_side;
    int m_pad = 0;
    int m_columns = 0, m_rows = 0;
};

} // namespace muster::tmx
