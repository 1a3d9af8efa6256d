#pragma once
// Area names on the map: their font at a zoom, their text (the name, or the code when a long name
// would spill far over a small area), the halo that keeps them readable on any fill, and which
// of them are shown when zoomed out: names grow to stay readable and the names of larger areas
// win where two would overlap, so an overview keeps the big provinces' names instead of none.

#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;
class QPainterPath;

namespace muster {

struct Campaign;
class MapGeometry;

/// The font of names at `scale` device pixels per scene unit, in scene units.
int labelUnits(double scale);
/// Names are drawn from this many device pixels up.
inline constexpr double kMinLabelPixels = 6.5;
QFont mapFont(int sceneUnits, bool bold);

/// The outline of `number` in the bold map font `pixels` high, centred on `centre` (the middle
/// of its digits' height): the hex ruler's numbers (centredText).
QPainterPath numberPath(int number, double pixels, QPointF centre);

/// The outline of `text` in `font` centred in `box` (the middle of its height on the box's),
/// shaped once for the process: the outlines and metrics Qt's font engine gives change in their
/// last bits with what it drew before (another size, a PDF), and a map must be the same pixels
/// however many maps were drawn before it.
QPainterPath centredText(const QString &text, const QRectF &box, const QFont &font);

struct AreaLabel
{
    QString text;
    QFont font;
    QRectF box; // scene units
    bool shown = false;
};
AreaLabel areaLabel(const Campaign &campaign, const MapGeometry &geometry, int area, double scale);

/// Every area's name at `scale`, shown where it fits (larger areas first, no overlaps). With
/// `codes`, each label is "Name CODE", or the code alone where that does not fit the area or
/// would overlap a label placed before it.
std::vector<AreaLabel> placeAreaLabels(const Campaign &campaign, const MapGeometry &geometry,
                                       double scale, bool codes = false);

/// Text centred in `box` with a pale halo round every letter (vectors: for print and SVG).
void drawHaloText(QPainter &painter, const QString &text, const QRectF &box, const QFont &font);
/// The same text without its halo, where drawHaloText puts it (sprites add the halo as pixels).
void drawLabelText(QPainter &painter, const QString &text, const QRectF &box, const QFont &font);
/// The halo's reach from the letters, in the font's units.
inline constexpr double kHaloPerFontUnit = 0.14;

} // namespace muster
