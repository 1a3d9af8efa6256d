#pragma once
// Turns loose hex edges into connected paths. Area outlines need closed loops (to fill them) and
// borders need polylines (so wide pens get proper joins instead of gaps at every hex corner).

#include <QLineF>
#include <QPainterPath>

#include <vector>

namespace muster {

/// Oriented edges (each running clockwise around the area it bounds) chained into closed loops.
/// Hex grids have no pinch points (any two hexes sharing a corner also share an edge), so every
/// corner starts at most one boundary edge of a given area and the walk is unambiguous.
QPainterPath closedLoops(const std::vector<QLineF> &orientedEdges);

/// Undirected segments chained into as few polylines as possible; junctions of three borders end
/// a polyline.
QPainterPath polylines(const std::vector<QLineF> &segments);

} // namespace muster
