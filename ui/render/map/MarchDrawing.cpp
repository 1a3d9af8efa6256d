#include "render/map/MarchDrawing.h"

#include "render/map/MapMarkers.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
constexpr double kMarkerRadius = 7.0;

/// Where the segment from `from` (inside `box`) to `to` leaves the box, or `to` if it does not.
QPointF exitOf(const QRectF &box, QPointF from, QPointF to)
{
    const QPointF d = to - from;
    double t = 1.0;
    if (d.x() > 0)
        t = std::min(t, (box.right() - from.x()) / d.x());
    else if (d.x() < 0)
        t = std::min(t, (box.left() - from.x()) / d.x());
    if (d.y() > 0)
        t = std::min(t, (box.bottom() - from.y()) / d.y());
    else if (d.y() < 0)
        t = std::min(t, (box.top() - from.y()) / d.y());
    return from + std::max(t, 0.0) * d;
}
} // namespace

void paintMarchLine(QPainter &painter, const QPolygonF &line,
                    const std::vector<MarchDayMarker> &days, const QColor &colour)
{
    const QTransform t = painter.combinedTransform();
    const double scale = std::hypot(t.m11(), t.m12());
    if (line.size() > 1) {
        QPen pen(colour, 4);
        pen.setCosmetic(true);
        pen.setCapStyle(Qt::RoundCap);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        // The line starts at the edge of the marching army's counter, so it never crosses the
        // army's count (the counter's size at this scale is MapMarkers').
        QPolygonF from = line;
        const QRectF counter = armyCounterBox(scale).translated(line.front());
        if (counter.contains(line.front()))
            from.front() = exitOf(counter, line.front(), line[1]);
        painter.drawPolyline(from);
    }
    QFont font = painter.font();
    font.setPointSizeF(7);
    font.setBold(true);
    painter.setFont(font);
    // Above the hex's army counters as large as they are drawn at this scale (MapMarkers), so a
    // day's end never hides the count of the army standing there.
    // Never beyond the hex's top, where a marker would seem to end a day in the hex above.
    const QPointF lift(0, std::max(std::min(0.0, armyStackTop(scale)) - kMarkerRadius,
                                   kMarkerRadius - MapGeometry::kHexSize));
    for (const MarchDayMarker &d : days) {
        const QRectF r(d.at + lift - QPointF(kMarkerRadius, kMarkerRadius),
                       QSizeF(2 * kMarkerRadius, 2 * kMarkerRadius));
        painter.setPen(QPen(colour, 1.5));
        // The days stay legible on a faded line (beyond where the army gets).
        painter.setBrush(d.day > 7 ? QColor(250, 200, 200) : QColor(Qt::white));
        painter.drawEllipse(r);
        painter.setPen(Qt::black);
        painter.drawText(r, Qt::AlignCenter, QString::number(d.day));
    }
}

} // namespace muster
