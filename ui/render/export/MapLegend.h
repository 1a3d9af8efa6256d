#pragma once
// The title band (campaign name and turn) and the legend band (owners, terrain, lines, markers:
// MapLegendItems, the same items as the legend dock) drawn around an exported map or a printed
// page, laid out in device units for a given width.

#include "render/map/MapLegendItems.h"
#include "render/map/MapRenderer.h"

#include <QRectF>

class QPainter;

namespace muster {

struct Campaign;

struct ExportLayout
{
    double width = 0;
    double fontPixels = 12;
    double titleHeight = 0;  // band above the map
    double legendHeight = 0; // band below the map
    QRectF mapRect;          // where the map goes, device units
    double ruler = 0;        // the hex ruler's band round the map (map.hexRuler), device units
    double rulerFont = 0;    // its numbers' height
    MapOptions map;          // the legend shows what these options draw
    std::vector<LegendSection> legend; // what the legend band lists

    /// Where the legend band starts: under the map and the ruler's band below it.
    double legendTop() const { return mapRect.bottom() + ruler; }
};

/// Lays out an export of a map of `state` drawn with `map`, `mapWidth` x `mapHeight` device
/// units, its legend listing what that map shows; `fontPixels` <= 0 picks a size from the width.
/// A hex campaign's map with `map.hexRuler` gets the ruler's band on every side
/// (render/export/HexRuler.h), the map starting on a whole pixel.
/// With `marks`, the legend lists those (a part of the map's: MapPart) instead of the whole map's.
ExportLayout exportLayout(const Campaign &campaign, const TurnState &state, const MapOptions &map,
                          double mapWidth, double mapHeight, bool title, bool legend,
                          double fontPixels = 0, const MarkSet *marks = nullptr);
/// The title band's text is the campaign and the number of the turn drawn (or `turnName`, the
/// turn as the console names it, when given), plus `suffix` (a page's label) when given.
void paintTitle(QPainter &painter, const Campaign &campaign, int turnNumber,
                const ExportLayout &layout, const QString &suffix = QString(),
                const QString &turnName = QString());
/// The band below the map and its ruler: the layout's legend.
void paintLegend(QPainter &painter, const Campaign &campaign, const ExportLayout &layout);

} // namespace muster
