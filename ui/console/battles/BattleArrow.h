#pragma once
// Where the battle viewer points on the map, each rule system's battle its own way: an area
// battle from the attacker's area to its target (A4.1), a hex battle from the hex the attacker
// came from to the battle hex (H4.1), or a ring round that hex when it came from none.

#include "console/battles/BattleIndex.h"

#include <QPointF>

#include <optional>

namespace muster {

class MapGeometry;
struct World;

struct BattleArrow
{
    QPointF from, to; // scene coordinates; the same point for a ring
    // The battle is two army counters side by side on one hex, which at the zoom that shows a
    // whole map are a few pixels wide: the viewer comes close enough to read them.
    bool counters = false;
};

/// The arrow of `battle` on the map `geometry` draws of `world`; nullopt when it names an area
/// the world does not have (then nothing is shown rather than another battle's place).
std::optional<BattleArrow> battleArrow(const BattleInfo &battle, const MapGeometry &geometry,
                                       const World &world);

} // namespace muster
