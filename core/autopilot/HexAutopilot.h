#pragma once
// The autopilot of a hex campaign: the march orders of a kingdom without a player for the
// current turn, written from what that kingdom knows as the turn starts (its KingdomView: its own
// armies whole, other armies only where its armies and strongholds see, H1) and never from the
// campaign's state, so that an army it cannot see cannot change its orders.
//
// Each army, in the order of its id:
//   - out of supply (H3.1, traced on the view as the engine traces it): marches back toward its
//     kingdom's nearest stronghold;
//   - else by the doctrine: *expand* and *raid* march on the nearest enemy army seen that it
//     outweighs (its battle rating at least kOutweigh times the enemy's, H8; raid only on armies
//     out of supply of their own, which cannot heal); with none in sight, every army but one on
//     each of the kingdom's strongholds marches toward the nearest enemy stronghold (the map shows
//     them all) to find one; *defend* and *consolidate*, and every army with nowhere to go, hold
//     the kingdom's strongholds: an army not on one marches to the nearest stronghold no other
//     army of the kingdom holds or is sent to;
//   - else it rests where it is (no order).
//
// Legal by construction: a march follows a route the engine's own pathfinder gives (H2.2: no
// water, no hex off the map), ends in but never passes through a hex an enemy army is seen in,
// is cut to what the army can march this week, and is then read back by the engine's own reader
// of march lines (parseMarchOrder) against the kingdom's view; a line it refuses is dropped. What
// the engine may still refuse in the real turn is what the kingdom could not see: a path through
// a hex an enemy army it did not see stands in.
//
// Deterministic: the same view, world, rules and seed give the same lines; no die is drawn.

#include "model/KingdomPlay.h"
#include "view/KingdomView.h"

#include <QStringList>

#include <cstdint>

namespace muster {

class World;
namespace hexrules {
struct HexRules;
}

/// An enemy army is attacked only when it weighs this much less (battle rating, H8).
inline constexpr double kOutweigh = 1.5;

/// The canonical march lines of `view`'s kingdom for the turn after the view.
QStringList hexAutopilotSheet(const World &world, const hexrules::HexRules &rules,
                              const KingdomView &view, Doctrine doctrine);

/// The same for the current turn of `campaign`, from kingdomViewAtStart.
QStringList hexAutopilotSheet(const Campaign &campaign, int kingdom, Doctrine doctrine);

} // namespace muster
