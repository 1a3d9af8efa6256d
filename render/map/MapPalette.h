#pragma once
// The colours of the map. Kingdom colours come from the campaign file ("#rrggbb"); everything else
// is fixed here so the screen, PNG, SVG and PDF exports all look the same.

#include "model/Terrain.h"

#include <QColor>

#include <vector>

namespace muster {

struct Campaign;

namespace MapPalette {

QColor areaTerrain(AreaTerrain t);
QColor hexTerrain(HexTerrain t);

/// The fill of land nobody owns, in political colouring.
QColor unownedLand();
QColor sea();
/// Hexes outside every area (the edge of a hex campaign's map, or gaps between provinces).
QColor noArea();
QColor background();

QColor landBorder();
QColor coastBorder();
QColor seaBorder();
QColor hexGrid();
QColor road();
QColor river();

QColor labelText();
QColor labelHalo();

/// A kingdom's own colour, or a fixed fallback by index when the file's colour is unusable.
QColor kingdom(const Campaign &campaign, int kingdomIndex);
/// Kingdom colours for every kingdom of the campaign (index = kingdom index).
std::vector<QColor> kingdoms(const Campaign &campaign);
/// The pale version of a kingdom colour used to fill its areas, so markers in the full colour
/// stand out on top of it.
QColor ownedFill(const QColor &kingdomColour);
/// A colour for text drawn on top of `fill` (white on dark fills, near-black on light ones).
QColor textOn(const QColor &fill);

} // namespace MapPalette
} // namespace muster
