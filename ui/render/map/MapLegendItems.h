#pragma once
// What the map's legend lists, for the legend dock on screen and the legend band of exports alike:
// the owners (kingdom colours, and on a player's map what it does not see), the terrains on this
// map with their symbols, the lines (roads, rivers, borders, straits), the markers and the orders
// layer's arrows and badges, each only when the map shows it (MapMarks.h). paintLegendSwatch
// draws an item's picture with the map's own drawing code, so the legend always matches the map.

#include "render/map/MapMarks.h"
#include "render/map/MapRenderer.h"

#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace muster {

struct Campaign;

struct LegendItem
{
    using Kind = MapMark;
    Kind kind = Kind::Kingdom;
    int index = -1;
    QString label;
};

struct LegendSection
{
    QString title;
    std::vector<LegendItem> items;
};

/// The legend of a map of `campaign` at `state` drawn with `options`: one item per mark it shows
/// (marksOnMap), nothing it does not, in sections (owners, terrain, lines, markers, orders).
std::vector<LegendSection> legendSections(const Campaign &campaign, const TurnState &state,
                                          const MapOptions &options);
/// The same for marks worked out already.
std::vector<LegendSection> legendSections(const Campaign &campaign, const MarkSet &marks,
                                          const MapOptions &options);

/// Draws `item`'s picture centred in `box` (device units; about 1.4 times as wide as high).
void paintLegendSwatch(QPainter &painter, const LegendItem &item, const QRectF &box,
                       const Campaign &campaign, const MapOptions &options);

} // namespace muster
