#include "render/map/AreaLinks.h"

#include "model/World.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace muster {

namespace {
const QColor kLinkInk = QColor::fromRgb(0xff1d3b5a);
const QColor kBlockInk = QColor::fromRgb(0xffb3261e);
const QColor kCasing = QColor::fromRgba(0xddffffff);

/// The hexes of `area` with a neighbour outside it: the nearest pair of two areas' hexes is
/// always a pair of these, a few hundred where an area may have thousands.
std::vector<Hex> edgeHexes(const World &world, int area)
{
    std::vector<Hex> out;
    for (Hex h : world.areas[static_cast<size_t>(area)].hexes)
        for (Hex n : hexNeighbours(h))
            if (!world.contains(n) || world.areaAt(n) != area) {
                out.push_back(h);
                break;
            }
    return out;
}

QLineF nearestPair(const HexLayout &layout, const std::vector<Hex> &a, const std::vector<Hex> &b)
{
    QLineF best;
    double bestLength = std::numeric_limits<double>::infinity();
    for (Hex h : a) {
        const QPointF from = layout.toPixel(h);
        for (Hex n : b) {
            const QPointF to = layout.toPixel(n);
            const double d = QLineF(from, to).length();
            if (d < bestLength) {
                bestLength = d;
                best = QLineF(from, to);
            }
        }
    }
    return best;
}

/// The middle one of the edges `a` shares with area `b` (hex centre to hex centre, in row-major
/// order of a's hexes), or a null line when they share none.
QLineF sharedEdge(const World &world, const HexLayout &layout, const std::vector<Hex> &a, int b)
{
    std::vector<QLineF> edges;
    for (Hex h : a)
        for (Hex n : hexNeighbours(h))
            if (world.contains(n) && world.areaAt(n) == b)
                edges.emplace_back(layout.toPixel(h), layout.toPixel(n));
    return edges.empty() ? QLineF() : edges[edges.size() / 2];
}

void crossAt(QPainter &p, QPointF centre, QPointF along, double half)
{
    const QPointF across(-along.y(), along.x());
    p.drawLine(centre + (along + across) * half, centre - (along + across) * half);
    p.drawLine(centre + (along - across) * half, centre - (along - across) * half);
}

QPointF unitOf(const QLineF &line)
{
    const double length = std::max(line.length(), 1e-9);
    return (line.p2() - line.p1()) / length;
}

void drawLink(QPainter &p, const QLineF &line, double size, double px)
{
    const double width = std::max(0.12 * size, px);
    p.setPen(QPen(kCasing, width + 2 * std::max(0.05 * size, px), Qt::SolidLine, Qt::RoundCap));
    p.drawLine(line);
    QPen ink(kLinkInk, width, Qt::SolidLine, Qt::FlatCap);
    ink.setDashPattern({2.0, 1.5});
    p.setPen(ink);
    p.drawLine(line);
    p.setPen(Qt::NoPen);
    p.setBrush(kLinkInk);
    const double r = std::max(0.14 * size, 1.5 * px);
    p.drawEllipse(line.p1(), r, r);
    p.drawEllipse(line.p2(), r, r);
    p.setBrush(Qt::NoBrush);
}

void drawBlock(QPainter &p, const QLineF &line, double size, double px)
{
    const double width = std::max(0.12 * size, 1.5 * px);
    const double half = std::max(0.22 * size, 3 * px);
    const QPointF centre = (line.p1() + line.p2()) / 2, along = unitOf(line);
    p.setPen(QPen(kCasing, width + 2 * std::max(0.05 * size, px), Qt::SolidLine, Qt::RoundCap));
    crossAt(p, centre, along, half);
    p.setPen(QPen(kBlockInk, width, Qt::SolidLine, Qt::RoundCap));
    crossAt(p, centre, along, half);
}
} // namespace

int firstLinkOfKind(const std::vector<AreaLink> &links, int i)
{
    for (int j = 0; j < i; ++j)
        if (links[static_cast<size_t>(j)].kind == links[static_cast<size_t>(i)].kind)
            return j;
    return i;
}

std::vector<LinkLine> linkLines(const World &world, const HexLayout &layout,
                                const std::vector<AreaLink> &links, bool across)
{
    std::vector<LinkLine> out;
    out.reserve(links.size());
    const int areas = static_cast<int>(world.areas.size());
    for (const AreaLink &link : links) {
        LinkLine l;
        if (link.a >= 0 && link.a < areas && link.b >= 0 && link.b < areas && link.a != link.b) {
            const std::vector<Hex> a = edgeHexes(world, link.a);
            if (across)
                l.line = sharedEdge(world, layout, a, link.b);
            if (l.line.isNull())
                l.line = nearestPair(layout, a, edgeHexes(world, link.b));
        }
        const double margin = layout.size;
        l.bounds = QRectF(l.line.p1(), l.line.p2())
                       .normalized()
                       .adjusted(-margin, -margin, margin, margin);
        out.push_back(l);
    }
    return out;
}

void paintLinks(QPainter &p, const std::vector<LinkLine> &lines, bool blocks, const QRectF &exposed,
                double hexSize, double scale, std::vector<int> *drawn)
{
    const double px = 1.0 / std::max(scale, 1e-6);
    for (size_t i = 0; i < lines.size(); ++i) {
        const LinkLine &l = lines[i];
        if (l.line.isNull() || !l.bounds.intersects(exposed))
            continue;
        if (blocks)
            drawBlock(p, l.line, hexSize, px);
        else
            drawLink(p, l.line, hexSize, px);
        if (drawn)
            drawn->push_back(static_cast<int>(i));
    }
}

void paintLinkSample(QPainter &p, QPointF centre, double hexSize, double scale)
{
    drawLink(p, QLineF(centre - QPointF(1.2 * hexSize, 0), centre + QPointF(1.2 * hexSize, 0)),
             hexSize, 1.0 / std::max(scale, 1e-6));
}

void paintBlockSample(QPainter &p, QPointF centre, double hexSize, double scale)
{
    drawBlock(p, QLineF(centre - QPointF(0.9 * hexSize, 0), centre + QPointF(0.9 * hexSize, 0)),
              hexSize, 1.0 / std::max(scale, 1e-6));
}

} // namespace muster
