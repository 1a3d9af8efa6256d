#pragma once
// Turns loose hex edges into connected paths. Area outlines need closed loops (to fill them) and
// borders need polylines (so wide pens get proper joins instead of gaps at every hex corner).
//
// Edges meet at hex corners, and every corner of a grid has a number (HexCorners), so the chains
// are found by looking corners up in flat arrays rather than by comparing points: building the
// outlines of a large map is most of the time it takes to open it.

#include "hex/Hex.h"

#include <QPainterPath>
#include <QPointF>

#include <array>
#include <vector>

namespace muster {

/// One hex edge: its two corners as drawn and their numbers in HexCorners.
struct HexEdge
{
    QPointF from, to;
    int fromCorner = 0;
    int toCorner = 0;
};

/// Numbers the corners of a grid of `columns` x `rows` hexes (offset layout, pointy-top) and of
/// the ring of hexes around it, so an edge at the grid's rim has numbers too. Every corner is
/// the top or the bottom corner of exactly one hex, which gives it its number. Also the scratch
/// space the chaining below works in, sized once for the grid and reused by every chain.
class HexCorners
{
public:
    HexCorners(int columns, int rows);

    /// The number of corner `corner` (HexLayout::corners' order) of `h`, a hex of the grid.
    int of(Hex h, int corner) const;
    /// Edge `direction` of `h` (the corners of HexLayout::edge) out of `h`'s six `corners`.
    HexEdge edge(Hex h, int direction, const std::array<QPointF, 6> &corners) const;

    /// Oriented edges (each running clockwise around the area it bounds) chained into closed
    /// loops. Hex grids have no pinch points (any two hexes sharing a corner also share an edge),
    /// so every corner starts at most one boundary edge of a given area and the walk is
    /// unambiguous.
    QPainterPath closedLoops(const std::vector<HexEdge> &orientedEdges);
    /// Undirected segments chained into as few polylines as possible; junctions of three borders
    /// end a polyline.
    QPainterPath polylines(const std::vector<HexEdge> &segments);

private:
    static constexpr int kMostAtCorner = 3; // three hexes, so three edges, meet at a corner

    int m_columns;
    int m_rows;
    // Per corner, reset to empty after each chain: the edge starting there (closedLoops), or the
    // segments meeting there and how many (polylines).
    std::vector<int> m_edgeFrom;
    std::vector<int> m_degree;
    std::vector<std::array<int, kMostAtCorner>> m_atCorner;
};

} // namespace muster
