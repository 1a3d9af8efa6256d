#pragma once
// The pictures of things on the map, shared by the map's markers and the legend so both always
// look the same: city walls (RULES A1.1), ships (A1.2), fort pips, army discs with their count,
// stronghold towers (H1.1) and army counters (H1.2). Positions and sizes are in scene units;
// `scale` (device pixels per unit) keeps outlines at least a pixel wide.

#include <QColor>
#include <QPen>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace muster {

QPen markerOutline(double scale);
/// A walled town: a ring wall with four towers and a gate.
void drawCityWalls(QPainter &p, QPointF centre, double scale);
void drawShip(QPainter &p, QPointF at, const QColor &colour, double scale);
void drawFortPips(QPainter &p, QPointF centre, int forts, double scale);
/// A disc of radius `r` in the kingdom's colour with the army count in it (none when negative).
void drawArmyDisc(QPainter &p, QPointF centre, double r, const QColor &colour, int count,
                  double scale, double grow);
/// A tower with battlements; a fortified stronghold stands on a walled mound. `grow` enlarges it
/// when zoomed out.
void drawStrongholdTower(QPainter &p, QPointF base, const QColor &fill, bool fortified,
                         double scale, double grow);
/// One army counter (a rounded box) with a number, as in the stacks of hex campaigns.
void drawCounter(QPainter &p, const QRectF &box, const QColor &colour, int number, double scale,
                 double grow);
/// The number `count` centred in `box` in the colour that reads on `fill`, if it is big enough.
void drawCount(QPainter &p, const QRectF &box, int count, const QColor &fill, double scale,
               double grow);

} // namespace muster
