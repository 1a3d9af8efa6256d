#pragma once
// Ownership told without colour: with MapOptions::ownerPatterns each kingdom's land carries a
// pattern of thin lines or dots in its own colour over its pale fill, one of eight by kingdom
// index, so a map printed in grey, or read by a player who cannot tell two kingdom colours apart,
// still says who owns what. The patterns are laid on the scene's own grid (not each area's), so
// they run on unbroken across a kingdom's areas and across the tiles of a cached map.

#include <QColor>

class QPainter;
class QPainterPath;

namespace muster {

// No pattern is a single set of diagonal lines: that is the hatch over what a player's map does
// not see this turn (MapMark::OutOfSight), and the two must never be taken for each other.
enum class OwnerPattern
{
    Horizontal,
    Vertical,
    Dots,
    Grid,
    Rings,
    DiagonalGrid,
    Dashes,
    Crosses
};
inline constexpr int kOwnerPatternCount = 8;

/// Kingdom `kingdom`'s pattern: the eight in turn, lines, dots, grids and marks alternating.
OwnerPattern ownerPattern(int kingdom);

/// Paints `pattern` inside `shape` (scene units, MapGeometry::kHexSize a hex) in an ink made from
/// `kingdomColour`, under the painter's transform. Nothing is drawn where a hex is under four
/// device pixels across: there the lines would only blur the fill.
void paintOwnerPattern(QPainter &painter, const QPainterPath &shape, OwnerPattern pattern,
                       const QColor &kingdomColour);

/// Fills `shape` with `fill` and paints `pattern` over it, as one opaque texture when `fill` is
/// opaque and the pattern shows.
void fillOwnedArea(QPainter &painter, const QPainterPath &shape, const QColor &fill,
                   OwnerPattern pattern, const QColor &kingdomColour);

} // namespace muster
