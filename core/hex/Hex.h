#pragma once
// Hex grid math in axial coordinates, after Red Blob Games' hexagon guide
// (https://www.redblobgames.com/grids/hexagons/). Pointy-top layout; offset coordinates (odd-r) are
// used only at the edges: file rows, labels and import.

#include <QHashFunctions>
#include <QPointF>
#include <QString>

#include <array>
#include <compare>
#include <cstdlib>
#include <optional>
#include <vector>

namespace muster {

struct Hex
{
    int q = 0;
    int r = 0;

    constexpr int s() const { return -q - r; }
    constexpr auto operator<=>(const Hex &) const = default;
    constexpr Hex operator+(Hex o) const { return {q + o.q, r + o.r}; }
    constexpr Hex operator-(Hex o) const { return {q - o.q, r - o.r}; }
    constexpr Hex operator*(int k) const { return {q * k, r * k}; }
};

inline size_t qHash(Hex h, size_t seed = 0) noexcept
{
    return qHashMulti(seed, h.q, h.r);
}

/// The six axial directions, starting east and turning counter-clockwise (pointy-top).
inline constexpr std::array<Hex, 6> kHexDirections{
    {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};

constexpr Hex hexNeighbour(Hex h, int direction)
{
    return h + kHexDirections[static_cast<size_t>(((direction % 6) + 6) % 6)];
}

std::array<Hex, 6> hexNeighbours(Hex h);
int hexDistance(Hex a, Hex b);
/// Direction index (0-5) from a to its neighbour b, or -1 when they are not neighbours.
int hexDirectionTo(Hex a, Hex b);
/// Hexes at exactly `radius` steps from centre, walking the ring from its south-west corner.
std::vector<Hex> hexRing(Hex centre, int radius);
/// Every hex within `radius` steps of centre (radius 0 gives the centre alone).
std::vector<Hex> hexRange(Hex centre, int radius);
/// Hexes on the straight line from a to b inclusive, a first.
std::vector<Hex> hexLine(Hex a, Hex b);

/// Rounds fractional cube coordinates to the nearest hex (q + r + s = 0 is restored by fixing the
/// component with the largest rounding error).
Hex hexRound(double q, double r);

/// Odd-r offset coordinates: rows are horizontal, odd rows are shoved right by half a hex.
struct OffsetCoord
{
    int col = 0;
    int row = 0;
    constexpr auto operator<=>(const OffsetCoord &) const = default;
};

Hex hexFromOffset(OffsetCoord o);
OffsetCoord hexToOffset(Hex h);

/// "col,row" as written in campaign files and shown to the GM.
QString hexLabel(Hex h);
/// Parses "col,row" (whitespace allowed around the numbers); nullopt when malformed.
std::optional<Hex> parseHexLabel(const QString &text);

/// Pointy-top pixel layout: `size` is the distance from a hex centre to a corner.
struct HexLayout
{
    double size = 10.0;
    QPointF origin;

    QPointF toPixel(Hex h) const;
    /// Fractional axial coordinates of a point; round with hexRound.
    QPointF fromPixelFractional(QPointF p) const;
    Hex fromPixel(QPointF p) const;
    std::array<QPointF, 6> corners(Hex h) const;
    /// The two corners of the edge shared with the neighbour in `direction`.
    std::array<QPointF, 2> edge(Hex h, int direction) const;
    double width() const;  // corner-to-corner horizontal extent of one hex (sqrt(3) * size)
    double height() const; // 2 * size
};

} // namespace muster
