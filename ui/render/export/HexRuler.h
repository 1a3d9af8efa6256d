#pragma once
// The ruler around a hex player's map: the column numbers along the top and the bottom, the row
// numbers down both sides, each at the centre of its column's or row's hexes, so a hex is read
// off the map as "col,row" as orders name it (RULES H2.1, the odd-r offset coordinates of
// hex/Hex.h). Odd rows are shoved right by half a hex: the numbers along the top stand over the
// even rows' hexes (the first row's), those along the bottom under the odd rows' (a map of one
// row has none there). Numbers too close for their width are thinned to every 2nd, 5th, 10th...
// column or row.

#include "render/export/MapLegend.h"

#include <QPointF>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace muster {

class MapRenderer;

struct RulerMark
{
    enum class Edge
    {
        Top,
        Bottom,
        Left,
        Right
    };
    Edge edge = Edge::Top;
    int number = 0; // a column (top, bottom) or a row (left, right)
    QPointF at;     // the number's centre, device units
};

/// The ruler's band width round a map of `columns` x `rows` hexes whose legend text is
/// `fontPixels` high; the numbers' own size is rulerFontPixels.
double rulerFontPixels(double fontPixels);
double rulerWidth(int columns, int rows, double fontPixels);

/// The numbers of the ruler round `layout.mapRect`, which shows the scene rect `region` of
/// `renderer`'s map at `scale` device units per scene unit.
std::vector<RulerMark> hexRulerMarks(const MapRenderer &renderer, const QRectF &region,
                                     double scale, const ExportLayout &layout);

/// Paints the ruler's bands and numbers.
void paintHexRuler(QPainter &painter, const MapRenderer &renderer, const QRectF &region,
                   double scale, const ExportLayout &layout);

} // namespace muster
