#pragma once
// The title band (campaign name and turn) and the legend (each kingdom's colour and name) drawn
// around an exported map, laid out in device units for a given image width.

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
};

/// Lays out an export of a map `mapWidth` x `mapHeight` device units.
ExportLayout exportLayout(const Campaign &campaign, double mapWidth, double mapHeight, bool title,
                          bool legend);
void paintTitle(QPainter &painter, const Campaign &campaign, const ExportLayout &layout);
void paintLegend(QPainter &painter, const Campaign &campaign, const ExportLayout &layout);

} // namespace muster
