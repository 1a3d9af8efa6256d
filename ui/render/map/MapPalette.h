#pragma once
// The colours of the map. Kingdom colours come from the campaign file ("#rrggbb"); everything else
// is fixed here so the screen, PNG, SVG and PDF exports all look the same.

#include "model/Terrain.h"

#include <QColor>

#include <array>
#include <vector>

namespace muster {

struct Campaign;

namespace MapPalette {

QColor areaTerrain(AreaTerrain t);
QColor hexTerrain(HexTerrain t);
/// The same terrain colours as 0xAARRGGBB, for writers without Qt Gui (the tiles of an exported
/// Tiled map).
const std::array<QRgb, kHexTerrainCount> &hexTerrainRgb();
const std::array<QRgb, kAreaTerrainCount> &areaTerrainRgb();
/// Hex terrain under political colouring: a faint tint of the terrain on parchment (the owners'
/// colours and the symbols carry the map), water stays blue.
QColor politicalHexTerrain(HexTerrain t);
/// The ink of a terrain's symbol: a dark shade of its own colour in terrain colouring, one
/// neutral translucent brown in political colouring (so it never reads as an owner's colour).
QColor symbolInk(HexTerrain t, bool political);

/// The fill of land nobody owns, in political colouring.
QColor unownedLand();
QColor sea();
/// Hexes outside every area (the edge of a hex campaign's map, or gaps between provinces).
QColor noArea();
QColor background();
/// A player's map: land it knows nothing of, and the hatch over everything out of its sight.
QColor unknownLand();
QColor outOfSightHatch();
/// The grey laid over what a player's map shows as it was seen on an earlier turn.
QColor rememberedWash();

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
/// stand out on top of it; always lighter than the sea by kMinLandSeaContrast.
QColor ownedFill(const QColor &kingdomColour);
/// Land fills keep this WCAG contrast ratio against the sea, so coasts read in greyscale too.
inline constexpr double kMinLandSeaContrast = 1.5;
/// A colour for text drawn on top of `fill`: near-black or white, whichever contrasts more (at
/// least 4.5:1 against any fill).
QColor textOn(const QColor &fill);
/// A kingdom's colour as text on `background` (a dock's base colour): the kingdom's own hue,
/// darkened or lightened to WCAG AA (4.5:1) when the colour itself is too faint (yellow on white).
QColor kingdomText(const QColor &kingdomColour, const QColor &background);

} // namespace MapPalette
} // namespace muster
