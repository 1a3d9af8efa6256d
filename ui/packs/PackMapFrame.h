#pragma once
// Where a kingdom's map in its pack lies and how large it is drawn: the part of the world the
// kingdom knows, at a scale that a mail can carry and its names can be read at; and its
// overview, the whole world small with that part outlined.

#include <QImage>
#include <QRectF>

namespace muster {

class MapRenderer;
class PlayerHexLayer;
struct KingdomView;

/// Where a kingdom's map lies and how large it is drawn: the part of the world it knows (what
/// it sees and remembers, its own areas, its supply lines) with a margin of a few hexes, empty
/// when that is the whole map; the scale that draws it PackOptions::mapWidth pixels across in
/// at most about 1.5 million pixels (a mailable PNG), and never so small its names cannot be read.
struct PackMapFrame
{
    QRectF region; // scene units; empty for the whole map
    double scale = 1;
};

/// The frame of the map of `shown` (the kingdom's view with what it remembers), drawn by
/// `renderer` of the campaign's world, with `marks` (a hex kingdom's) or null.
PackMapFrame packMapFrame(const MapRenderer &renderer, const KingdomView &shown,
                          const PlayerHexLayer *marks, int mapWidth);

/// The scale that draws `region` `width` pixels across and in at most about 1.5 million pixels,
/// within [least, 4]: a map of a tall or large part stays small enough to mail.
double packMapScale(const QRectF &region, int width, double least);

/// Pixels across a kingdom's overview of the whole world, at most.
inline constexpr double kOverviewWidth = 400;

/// Where a kingdom's map lies in the whole world: `small`, the public map small (`whole` its
/// scene bounds), with `region` outlined.
QImage outlinedOverview(const QImage &small, const QRectF &whole, const QRectF &region);

} // namespace muster
