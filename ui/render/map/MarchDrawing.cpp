#include "map/MarchDrawing.h"

#include <QPainter>

namespace muster {

namespace {
constexpr double kMarkerRadius = 7.0;
}

void paintMarchLine(QPainter &painter, const QPolygonF &line,
                    const std::vector<MarchDayMarker> &days, const QColor &colour)
{
    if (line.size() > 1) {
        QPen pen(colour, 4);
        pen.setCosmetic(true);
        pen.setCapStyle(Qt::RoundCap);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPolyline(line);
    }
    QFont font = painter.font();
    font.setPointSizeF(7);
    font.setBold(true);
    painter.setFont(font);
    for (const MarchDayMarker &d : days) {
        const QRectF r(d.at - QPointF(kMarkerRadius, kMarkerRadius),
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
