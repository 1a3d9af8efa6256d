#include "hex/Hex.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace muster {

std::array<Hex, 6> hexNeighbours(Hex h)
{
    std::array<Hex, 6> out;
    for (size_t i = 0; i < 6; ++i)
        out[i] = h + kHexDirections[i];
    return out;
}

int hexDistance(Hex a, Hex b)
{
    const Hex d = a - b;
    return (std::abs(d.q) + std::abs(d.r) + std::abs(d.s())) / 2;
}

int hexDirectionTo(Hex a, Hex b)
{
    const Hex d = b - a;
    for (size_t i = 0; i < 6; ++i)
        if (kHexDirections[i] == d)
            return static_cast<int>(i);
    return -1;
}

std::vector<Hex> hexRing(Hex centre, int radius)
{
    if (radius <= 0)
        return {centre};
    std::vector<Hex> out;
    out.reserve(static_cast<size_t>(6 * radius));
    Hex h = centre + kHexDirections[4] * radius;
    for (int side = 0; side < 6; ++side)
        for (int step = 0; step < radius; ++step) {
            out.push_back(h);
            h = hexNeighbour(h, side);
        }
    return out;
}

std::vector<Hex> hexRange(Hex centre, int radius)
{
    std::vector<Hex> out;
    for (int dq = -radius; dq <= radius; ++dq)
        for (int dr = std::max(-radius, -dq - radius); dr <= std::min(radius, -dq + radius); ++dr)
            out.push_back(centre + Hex{dq, dr});
    return out;
}

Hex hexRound(double q, double r)
{
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r), rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {static_cast<int>(rq), static_cast<int>(rr)};
}

std::vector<Hex> hexLine(Hex a, Hex b)
{
    const int n = hexDistance(a, b);
    std::vector<Hex> out;
    out.reserve(static_cast<size_t>(n + 1));
    // Nudge off exact ties so a line along a hex edge picks its side consistently.
    const double aq = a.q + 1e-6, ar = a.r + 1e-6, bq = b.q + 1e-6, br = b.r + 1e-6;
    for (int i = 0; i <= n; ++i) {
        const double t = n == 0 ? 0.0 : static_cast<double>(i) / n;
        out.push_back(hexRound(aq + (bq - aq) * t, ar + (br - ar) * t));
    }
    return out;
}

Hex hexFromOffset(OffsetCoord o)
{
    // (row & 1) is 1 for odd rows, negative ones included, in two's complement.
    return {o.col - (o.row - (o.row & 1)) / 2, o.row};
}

OffsetCoord hexToOffset(Hex h)
{
    return {h.q + (h.r - (h.r & 1)) / 2, h.r};
}

QString hexLabel(Hex h)
{
    const OffsetCoord o = hexToOffset(h);
    return QStringLiteral("%1,%2").arg(o.col).arg(o.row);
}

std::optional<Hex> parseHexLabel(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() != 2)
        return std::nullopt;
    bool okCol = false, okRow = false;
    const int col = parts[0].trimmed().toInt(&okCol);
    const int row = parts[1].trimmed().toInt(&okRow);
    // No map is near this wide; beyond it the conversion to axial coordinates could overflow.
    constexpr int kFarthest = 1'000'000;
    const auto far = [](int v) { return v < -kFarthest || v > kFarthest; };
    if (!okCol || !okRow || far(col) || far(row))
        return std::nullopt;
    return hexFromOffset({col, row});
}

namespace {
constexpr double kSqrt3 = std::numbers::sqrt3;
}

QPointF HexLayout::toPixel(Hex h) const
{
    const double x = size * (kSqrt3 * h.q + kSqrt3 / 2.0 * h.r);
    const double y = size * (1.5 * h.r);
    return origin + QPointF(x, y);
}

QPointF HexLayout::fromPixelFractional(QPointF p) const
{
    const QPointF pt = (p - origin) / size;
    const double q = kSqrt3 / 3.0 * pt.x() - 1.0 / 3.0 * pt.y();
    const double r = 2.0 / 3.0 * pt.y();
    return {q, r};
}

Hex HexLayout::fromPixel(QPointF p) const
{
    const QPointF f = fromPixelFractional(p);
    return hexRound(f.x(), f.y());
}

std::array<QPointF, 6> HexLayout::corners(Hex h) const
{
    // Corner i sits at 60*i - 30 degrees, screen y pointing down: corner 0 is upper right. The
    // directions are worked out once: a large map asks for millions of corners as it opens.
    struct Unit
    {
        double x, y;
    };
    static const std::array<Unit, 6> units = [] {
        std::array<Unit, 6> out;
        for (int i = 0; i < 6; ++i) {
            const double angle = std::numbers::pi / 180.0 * (60.0 * i - 30.0);
            out[static_cast<size_t>(i)] = {std::cos(angle), std::sin(angle)};
        }
        return out;
    }();
    const QPointF c = toPixel(h);
    std::array<QPointF, 6> out;
    for (size_t i = 0; i < 6; ++i)
        out[i] = c + QPointF(size * units[i].x, size * units[i].y);
    return out;
}

std::array<QPointF, 2> HexLayout::edge(Hex h, int direction) const
{
    // East (direction 0) lies between corners 0 and 1; each next direction turns 60 degrees
    // counter-clockwise on screen, so its edge starts one corner earlier.
    const auto c = corners(h);
    const int d = ((direction % 6) + 6) % 6;
    const int a = (6 - d) % 6;
    return {c[static_cast<size_t>(a)], c[static_cast<size_t>((a + 1) % 6)]};
}

double HexLayout::width() const
{
    return kSqrt3 * size;
}

double HexLayout::height() const
{
    return 2.0 * size;
}

} // namespace muster
