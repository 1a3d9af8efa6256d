#pragma once
// What the map's legend lists, for the legend dock on screen and the legend band of exports alike:
// the owners (kingdom colours), the terrains on this map with their symbols, the lines (roads,
// rivers, borders) and the markers, each only when the map has it. paintLegendSwatch draws an
// item's picture with the map's own drawing code, so the legend always matches the map.

#include "render/map/MapRenderer.h"

#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace muster {

struct Campaign;

struct LegendItem
{
    enum class Kind
    {
        Kingdom,     // index: kingdom
        AreaTerrain, // index: AreaTerrain
        HexTerrain,  // index: HexTerrain
        Road,
        River,
        NavigableRiver,
        Border,
        Coast,
        City,
        Armies,
        Forts,
        Ships,
        Stronghold,
        FortifiedStronghold,
        ArmyStack,
        HexRuler,       // a player's map (MapOptions::hexRuler): the ruler round it
        HexCoordinates, // and its PlayerHexLayer's marks
        ArmyTag,
        SupplyLine
    };
    Kind kind = Kind::Kingdom;
    int index = -1;
    QString label;
};

struct LegendSection
{
    QString title;
    std::vector<LegendItem> items;
};

/// Which entries a legend lists: those of the marks the map draws, or (to size a legend band
/// shared by maps with and without them) every entry a player's map may have.
enum class LegendSize
{
    AsDrawn,
    EveryPlayerMark
};

std::vector<LegendSection> legendSections(const Campaign &campaign, const MapOptions &options,
                                          LegendSize size = LegendSize::AsDrawn);

/// Draws `item`'s picture centred in `box` (device units; about 1.4 times as wide as high).
void paintLegendSwatch(QPainter &painter, const LegendItem &item, const QRectF &box,
                       const Campaign &campaign, const MapOptions &options);

} // namespace muster
