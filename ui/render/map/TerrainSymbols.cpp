#include "render/map/TerrainSymbols.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
/// Points of a symbol are given in a hex of radius 1 (corner at distance 1, sides at 0.87).
struct Pen
{
    QPainter &p;
    QPointF c;
    double s;

    QPointF at(double x, double y) const { return c + QPointF(x * s, y * s); }
};

QColor lighter(QColor ink, double towardsWhite)
{
    return QColor::fromRgbF(static_cast<float>(ink.redF() + (1 - ink.redF()) * towardsWhite),
                            static_cast<float>(ink.greenF() + (1 - ink.greenF()) * towardsWhite),
                            static_cast<float>(ink.blueF() + (1 - ink.blueF()) * towardsWhite),
                            ink.alphaF());
}

void strokes(const Pen &d, const QColor &ink, double width, double minPx, const QPainterPath &path)
{
    QPen pen(ink, std::max(width * d.s, minPx), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    d.p.setPen(pen);
    d.p.setBrush(Qt::NoBrush);
    d.p.drawPath(path);
}

void grass(const Pen &d, const QColor &ink, double minPx)
{
    QPainterPath path;
    for (const QPointF tuft : {QPointF(-0.42, 0.08), QPointF(0.34, -0.2), QPointF(0.06, 0.44)}) {
        const QPointF base = d.at(tuft.x(), tuft.y());
        for (const QPointF tip : {QPointF(-0.13, -0.17), QPointF(0, -0.24), QPointF(0.13, -0.17)}) {
            path.moveTo(base);
            path.lineTo(base + tip * d.s);
        }
    }
    strokes(d, ink, 0.06, minPx, path);
}

void hills(const Pen &d, const QColor &ink, double minPx)
{
    QPainterPath path;
    // Two humps, the back one higher, each with a short shading stroke on its east side.
    path.moveTo(d.at(-0.66, 0.1));
    path.cubicTo(d.at(-0.55, -0.42), d.at(-0.12, -0.42), d.at(0.0, 0.1));
    path.moveTo(d.at(-0.18, 0.48));
    path.cubicTo(d.at(-0.06, 0.0), d.at(0.48, 0.0), d.at(0.62, 0.48));
    path.moveTo(d.at(-0.16, -0.14));
    path.lineTo(d.at(-0.1, 0.04));
    path.moveTo(d.at(0.36, 0.2));
    path.lineTo(d.at(0.43, 0.38));
    strokes(d, ink, 0.085, minPx, path);
}

void tree(const Pen &d, const QColor &ink, QPointF at, double r, double minPx)
{
    const QPointF base = d.at(at.x(), at.y() + 1.25 * r);
    const QPointF crown = d.at(at.x(), at.y());
    d.p.setPen(QPen(ink, std::max(0.07 * d.s, minPx), Qt::SolidLine, Qt::FlatCap));
    d.p.drawLine(base, crown);
    d.p.setPen(QPen(ink, std::max(0.04 * d.s, minPx * 0.6)));
    d.p.setBrush(lighter(ink, 0.35));
    d.p.drawEllipse(crown + QPointF(0, -0.1 * d.s), r * d.s, r * 1.1 * d.s);
}

void woods(const Pen &d, const QColor &ink, double minPx)
{
    for (const QPointF t : {QPointF(-0.36, -0.18), QPointF(0.34, -0.26), QPointF(0.0, 0.14)})
        tree(d, ink, t, 0.22, minPx);
}

void jungle(const Pen &d, const QColor &ink, double minPx)
{
    // Denser and darker than woods: five crowns packed together.
    for (const QPointF t : {QPointF(-0.46, -0.2), QPointF(0.0, -0.34), QPointF(0.46, -0.2),
                            QPointF(-0.24, 0.2), QPointF(0.24, 0.2)})
        tree(d, ink, t, 0.2, minPx);
}

void mountains(const Pen &d, const QColor &ink, double minPx)
{
    // A high peak with its shaded east face and a lower one beside it.
    const double w = std::max(0.05 * d.s, minPx * 0.8);
    d.p.setPen(QPen(ink, w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    d.p.setBrush(lighter(ink, 0.55));
    d.p.drawPolygon(QPolygonF({d.at(-0.7, 0.45), d.at(-0.14, -0.55), d.at(0.42, 0.45)}));
    d.p.setBrush(ink);
    d.p.drawPolygon(QPolygonF({d.at(-0.14, -0.55), d.at(0.42, 0.45), d.at(0.02, 0.45)}));
    d.p.setBrush(lighter(ink, 0.55));
    d.p.drawPolygon(QPolygonF({d.at(0.12, 0.45), d.at(0.44, -0.08), d.at(0.74, 0.45)}));
}

void swamp(const Pen &d, const QColor &ink, double minPx)
{
    // Marsh: water lines with reeds standing out of them.
    QPainterPath path;
    for (const QPointF line : {QPointF(-0.6, -0.12), QPointF(-0.2, 0.4), QPointF(0.12, -0.12)}) {
        path.moveTo(d.at(line.x(), line.y()));
        path.lineTo(d.at(line.x() + 0.48, line.y()));
        const double mid = line.x() + 0.24;
        for (const double dx : {-0.1, 0.0, 0.1}) {
            path.moveTo(d.at(mid + dx, line.y() - 0.04));
            path.lineTo(d.at(mid + dx * 1.6, line.y() - (dx == 0.0 ? 0.3 : 0.2)));
        }
    }
    strokes(d, ink, 0.06, minPx, path);
}

void desert(const Pen &d, const QColor &ink, double minPx)
{
    // Dunes: two crescent ridges, and a few grains of sand.
    QPainterPath path;
    path.moveTo(d.at(-0.62, 0.0));
    path.quadTo(d.at(-0.3, -0.36), d.at(0.08, -0.06));
    path.moveTo(d.at(-0.16, 0.42));
    path.quadTo(d.at(0.2, 0.06), d.at(0.6, 0.34));
    strokes(d, ink, 0.075, minPx, path);
    d.p.setPen(Qt::NoPen);
    d.p.setBrush(ink);
    const double r = std::max(0.045 * d.s, minPx * 0.5);
    for (const QPointF g : {QPointF(0.38, -0.3), QPointF(-0.42, 0.36), QPointF(0.5, 0.02)})
        d.p.drawEllipse(d.at(g.x(), g.y()), r, r);
}

void barren(const Pen &d, const QColor &ink, double minPx)
{
    // Scattered stones and a crack.
    d.p.setPen(QPen(ink, std::max(0.04 * d.s, minPx * 0.7)));
    d.p.setBrush(lighter(ink, 0.4));
    for (const QPointF st : {QPointF(-0.4, -0.1), QPointF(0.3, -0.3), QPointF(0.16, 0.34)})
        d.p.drawEllipse(d.at(st.x(), st.y()), 0.13 * d.s, 0.09 * d.s);
    QPainterPath crack;
    crack.moveTo(d.at(-0.5, 0.38));
    crack.lineTo(d.at(-0.32, 0.26));
    crack.lineTo(d.at(-0.2, 0.4));
    crack.lineTo(d.at(-0.04, 0.3));
    strokes(d, ink, 0.05, minPx * 0.8, crack);
}

void water(const Pen &d, const QColor &ink, double minPx)
{
    QPainterPath path;
    for (const QPointF w : {QPointF(-0.5, -0.14), QPointF(-0.06, 0.26)}) {
        path.moveTo(d.at(w.x(), w.y()));
        path.quadTo(d.at(w.x() + 0.14, w.y() - 0.14), d.at(w.x() + 0.28, w.y()));
        path.quadTo(d.at(w.x() + 0.42, w.y() + 0.14), d.at(w.x() + 0.56, w.y()));
    }
    strokes(d, ink, 0.05, minPx * 0.8, path);
}
} // namespace

void drawTerrainSymbol(QPainter &painter, HexTerrain terrain, QPointF centre, double size,
                       const QColor &ink, double pixelsPerUnit)
{
    if (!hasTerrainSymbol(terrain))
        return;
    const double minPx = 0.9 / std::max(pixelsPerUnit, 1e-6); // about a device pixel
    const Pen d{painter, centre, size};
    switch (terrain) {
    case HexTerrain::Clear:
        return;
    case HexTerrain::Grass:
        return grass(d, ink, minPx);
    case HexTerrain::Hills:
        return hills(d, ink, minPx);
    case HexTerrain::Woods:
        return woods(d, ink, minPx);
    case HexTerrain::Barren:
        return barren(d, ink, minPx);
    case HexTerrain::Desert:
        return desert(d, ink, minPx);
    case HexTerrain::Jungle:
        return jungle(d, ink, minPx);
    case HexTerrain::Swamp:
        return swamp(d, ink, minPx);
    case HexTerrain::Mountains:
        return mountains(d, ink, minPx);
    case HexTerrain::Water:
        return water(d, ink, minPx);
    }
}

} // namespace muster
