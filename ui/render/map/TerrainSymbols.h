#pragma once
// The map symbol of each hex terrain (trees, hills, peaks, marsh, dunes...), drawn over the
// terrain's colour so terrain reads by shape as well as by colour: on a political map, where the
// fill is the owner's, and in print, where colours may be lost. Symbols are drawn in a hex of
// `size` scene units from centre to corner and keep at least a device pixel of line width, so
// they stay visible as a texture when the map is zoomed far out.

#include "model/Terrain.h"

#include <QColor>
#include <QPointF>

class QPainter;

namespace muster {

/// Draws the symbol of `terrain` centred on `centre` with `ink`; `pixelsPerUnit` is the device
/// scale (it sets the thinnest line). Clear terrain has no symbol.
void drawTerrainSymbol(QPainter &painter, HexTerrain terrain, QPointF centre, double size,
                       const QColor &ink, double pixelsPerUnit);

/// True when the terrain has a symbol at all.
constexpr bool hasTerrainSymbol(HexTerrain terrain)
{
    return terrain != HexTerrain::Clear;
}

} // namespace muster
