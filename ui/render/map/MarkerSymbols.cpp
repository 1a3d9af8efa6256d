#include "render/map/MarkerSymbols.h"

#include "render/map/MapGeometry.h"
#include "render/map/MapLabels.h"
#include "render/map/MapPalette.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
constexpr double kS = MapGeometry::kHexSize;
constexpr int kCountUnits = 8;       // numbers inside markers, scene units
constexpr double kMinTextPixels = 5; // smaller numbers are not drawn
const QColor kStone = QColor::fromRgb(0xfff4efe2);
} // namespace

QPen markerOutline(double scale)
{
    return QPen(QColor::fromRgb(0xff1c1a17), std::max(0.05 * kS, 0.8 / scale), Qt::SolidLine,
                Qt::SquareCap, Qt::MiterJoin);
}

void drawCityWalls(QPainter &p, QPointF c, double scale)
{
    const double r = 0.2 * kS, t = 0.09 * kS;
    p.setPen(markerOutline(scale));
    p.setBrush(kStone);
    QPainterPath walls;
    walls.addEllipse(c, r, r);
    for (int i = 0; i < 4; ++i) {
        const double a = (45.0 + 90.0 * i) * M_PI / 180.0;
        const QPointF at = c + QPointF(r * std::cos(a), r * std::sin(a));
        walls.addRect(QRectF(at.x() - t, at.y() - t, 2 * t, 2 * t));
    }
    p.drawPath(walls.simplified());
    // Roofs inside the wall, and the gate.
    p.setBrush(QColor::fromRgb(0xffb5523b));
    p.drawRect(QRectF(c.x() - 0.09 * kS, c.y() - 0.08 * kS, 0.18 * kS, 0.12 * kS));
    p.setBrush(QColor::fromRgb(0xff1c1a17));
    p.drawRect(QRectF(c.x() - 0.03 * kS, c.y() + r - 0.05 * kS, 0.06 * kS, 0.07 * kS));
}

void drawShip(QPainter &p, QPointF at, const QColor &colour, double scale)
{
    const double u = 0.22 * kS;
    QPolygonF hull({at + QPointF(-1.6 * u, 0), at + QPointF(1.6 * u, 0),
                    at + QPointF(1.0 * u, 0.8 * u), at + QPointF(-1.0 * u, 0.8 * u)});
    QPolygonF sail({at + QPointF(-0.1 * u, -0.2 * u), at + QPointF(-0.1 * u, -1.8 * u),
                    at + QPointF(1.1 * u, -0.2 * u)});
    p.setPen(markerOutline(scale));
    p.setBrush(colour);
    p.drawPolygon(hull);
    p.setBrush(kStone);
    p.drawPolygon(sail);
}

void drawFortPips(QPainter &p, QPointF centre, int forts, double scale)
{
    const double u = 0.22 * kS;
    const int shown = std::min(forts, 6);
    const double left = centre.x() - (shown * 1.3 * u - 0.3 * u) / 2;
    p.setPen(markerOutline(scale));
    p.setBrush(QColor::fromRgb(0xff8c8275)); // stone grey
    for (int i = 0; i < shown; ++i)
        p.drawRect(QRectF(left + i * 1.3 * u, centre.y() - u / 2, u, u));
}

void drawCount(QPainter &p, const QRectF &box, int count, const QColor &fill, double scale,
               double grow)
{
    const int units = static_cast<int>(std::lround(kCountUnits * grow));
    if (units * scale < kMinTextPixels)
        return;
    p.setPen(MapPalette::textOn(fill));
    p.setFont(mapFont(units, true));
    p.drawText(box, Qt::AlignCenter, QString::number(count));
}

void drawArmyDisc(QPainter &p, QPointF centre, double r, const QColor &colour, int count,
                  double scale, double grow)
{
    const QRectF box(centre.x() - r, centre.y() - r, 2 * r, 2 * r);
    p.setPen(markerOutline(scale));
    p.setBrush(colour);
    p.drawEllipse(box);
    if (count >= 0)
        drawCount(p, box, count, colour, scale, grow);
}

void drawStrongholdTower(QPainter &p, QPointF base, const QColor &fill, bool fortified,
                         double scale, double grow)
{
    const double u = 0.21 * kS * grow;
    QPen pen = markerOutline(scale);
    p.setPen(pen);
    if (fortified) {
        // A walled mound under the tower.
        p.setBrush(kStone);
        p.drawRect(QRectF(base.x() - 2.3 * u, base.y() - 0.9 * u, 4.6 * u, 0.9 * u));
    }
    const double l = base.x() - 1.1 * u, r = base.x() + 1.1 * u;
    const double top = base.y() - (fortified ? 3.6 : 3.0) * u, crenel = top + 0.55 * u;
    const double foot = fortified ? base.y() - 0.9 * u : base.y();
    QPolygonF tower;
    tower << QPointF(l, foot) << QPointF(l, top) << QPointF(l + 0.55 * u, top)
          << QPointF(l + 0.55 * u, crenel) << QPointF(base.x() - 0.28 * u, crenel)
          << QPointF(base.x() - 0.28 * u, top) << QPointF(base.x() + 0.28 * u, top)
          << QPointF(base.x() + 0.28 * u, crenel) << QPointF(r - 0.55 * u, crenel)
          << QPointF(r - 0.55 * u, top) << QPointF(r, top) << QPointF(r, foot);
    p.setBrush(fill);
    p.drawPolygon(tower);
    // The door, dark whatever the owner's colour.
    p.setBrush(QColor::fromRgb(0xff1c1a17));
    p.drawRect(QRectF(base.x() - 0.3 * u, foot - 0.9 * u, 0.6 * u, 0.9 * u));
}

void drawCounter(QPainter &p, const QRectF &box, const QColor &colour, int number, double scale,
                 double grow)
{
    p.setPen(markerOutline(scale));
    p.setBrush(colour);
    p.drawRoundedRect(box, 0.1 * kS * grow, 0.1 * kS * grow);
    if (number >= 0)
        drawCount(p, box, number, colour, scale, grow);
}

} // namespace muster
