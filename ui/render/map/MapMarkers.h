#pragma once
// The things drawn on top of the map's colours: area labels, cities, fort pips, army markers with
// counts in the kingdom's colour, ships at sea (RULES A1.2), strongholds and army stacks of hex
// campaigns (RULES H1.1, H1.2). Sizes are in scene units so exports scale with the map; each kind
// of marker disappears when it would be too small to read.

#include "render/map/MapGeometry.h"
#include "render/map/MapLabels.h"

#include <QColor>

#include <vector>

class QPainter;

namespace muster {

class MarkSet;

struct Campaign;
struct TurnState;
class SpriteCache;

struct MarkerContext
{
    const Campaign &campaign;
    const MapGeometry &geometry;
    const TurnState &state;
    const std::vector<QColor> &kingdomColours;
    bool labels = true;
    double scale = 1.0; // device pixels per scene unit
    /// Sprites for names and discs on raster painters; null draws vectors.
    SpriteCache *sprites = nullptr;
    /// Every area's name at this scale and whether it is shown (placeAreaLabels); null: none.
    const std::vector<AreaLabel> *areaLabels = nullptr;
    /// Each kind of marker drawn is added here when set (MapOptions::drawn).
    MarkSet *drawn = nullptr;
};

/// Where an area's army disc is drawn, from the area's anchor, and its radius at `scale` (device
/// pixels per scene unit), in scene units: zoomed out the disc grows (up to 3x) to keep its count
/// readable. What is drawn beside it (the order layer's tags and arrows) keeps clear by these.
QPointF armyDiscCentre(QPointF anchor);
double armyDiscRadius(double scale);

/// How far above a hex's centre (scene units, negative: up) the army counters of the hex reach at
/// `scale`, up to three counters stacked; a march's day marker is drawn above them (MarchDrawing).
double armyStackTop(double scale);
/// The box of the front army counter of a hex at `scale`, about the hex's centre (scene units);
/// a march's line starts at its edge, not across the count on it (MarchDrawing).
QRectF armyCounterBox(double scale);

/// Paints the markers of the areas anchored in `chunks`, and strongholds and armies inside them.
void paintMarkers(QPainter &painter, const MarkerContext &context, const std::vector<int> &chunks);

} // namespace muster
