#include "tiled/tmx/TmxGrid.h"

#include <cmath>
#include <limits>

namespace muster::tmx {

GridMapping::GridMapping(const Map &map)
    : m_axis(map.staggerAxis), m_odd(map.staggerOdd),
      m_diamonds(map.orientation == QLatin1String("staggered")), m_width(map.width),
      m_height(map.height), m_tileWidth(map.tileWidth), m_tileHeight(map.tileHeight),
      m_side(m_diamonds ? 0 : map.hexSideLength)
{
    if (m_axis == StaggerAxis::Y) {
        m_pad = m_odd ? 0 : 1;
        m_columns = m_width;
        m_rows = m_height + m_pad;
    } else {
        // Column x lands on row width-1-x+pad; a shifted column must land on an odd row.
        const bool firstShifted = shifted(0);
        const bool rowOdd = ((m_width - 1) & 1) != 0;
        m_pad = rowOdd == firstShifted ? 0 : 1;
        m_columns = m_height;
        m_rows = m_width + m_pad;
    }
}

OffsetCoord GridMapping::toMuster(int x, int y) const
{
    if (m_axis == StaggerAxis::Y)
        return {x, y + m_pad};
    return {y, m_width - 1 - x + m_pad};
}

std::optional<QPoint> GridMapping::toTiled(OffsetCoord o) const
{
    int x = 0, y = 0;
    if (m_axis == StaggerAxis::Y) {
        x = o.col;
        y = o.row - m_pad;
    } else {
        x = m_width - 1 - (o.row - m_pad);
        y = o.col;
    }
    if (x < 0 || y < 0 || x >= m_width || y >= m_height)
        return std::nullopt;
    return QPoint(x, y);
}

QPointF GridMapping::cellCentre(int x, int y) const
{
    // As Tiled's hexagonal and staggered renderers place a cell's tile (its top-left corner).
    if (m_axis == StaggerAxis::Y) {
        const double rowHeight = (m_tileHeight + m_side) / 2;
        return {x * m_tileWidth + (shifted(y) ? m_tileWidth / 2 : 0) + m_tileWidth / 2,
                y * rowHeight + m_tileHeight / 2};
    }
    const double columnWidth = (m_tileWidth + m_side) / 2;
    return {x * columnWidth + m_tileWidth / 2,
            y * m_tileHeight + (shifted(x) ? m_tileHeight / 2 : 0) + m_tileHeight / 2};
}

std::optional<QPoint> GridMapping::cellAt(QPointF p) const
{
    const bool alongY = m_axis == StaggerAxis::Y;
    const double stepX = alongY ? m_tileWidth : (m_tileWidth + m_side) / 2;
    const double stepY = alongY ? (m_tileHeight + m_side) / 2 : m_tileHeight;
    const double guessX = std::floor(p.x() / stepX), guessY = std::floor(p.y() / stepY);
    if (!std::isfinite(guessX) || !std::isfinite(guessY) || std::abs(guessX) > 1e7 ||
        std::abs(guessY) > 1e7)
        return std::nullopt;
    std::optional<QPoint> best;
    double bestDistance = std::numeric_limits<double>::max();
    for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx) {
            const int x = static_cast<int>(guessX) + dx, y = static_cast<int>(guessY) + dy;
            if (x < 0 || y < 0 || x >= m_width || y >= m_height)
                continue;
            const QPointF d = p - cellCentre(x, y);
            // Diamonds are the cells of the taxicab distance scaled to the tile; hexes are near
            // enough to those of the plain distance.
            const double distance =
                m_diamonds ? std::abs(d.x()) / m_tileWidth + std::abs(d.y()) / m_tileHeight
                           : std::hypot(d.x(), d.y());
            if (distance < bestDistance) {
                bestDistance = distance;
                best = QPoint(x, y);
            }
        }
    // A point beyond the outer half of the border cells is off the map.
    if (best) {
        const QPointF d = p - cellCentre(best->x(), best->y());
        if (std::abs(d.x()) > m_tileWidth / 2 + 0.5 || std::abs(d.y()) > m_tileHeight / 2 + 0.5)
            return std::nullopt;
    }
    return best;
}

} // namespace muster::tmx
