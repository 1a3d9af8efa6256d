#pragma once
// What a turn's stand-ins (TurnRecord::standIns, operations/FillMissedOrders.h) tell: how many
// turns in a row a kingdom's player has sent no sheet, and what stood in for it, in words.

#include "model/Campaign.h"

#include <cstddef>

namespace muster {

/// How many turns in a row kingdom `kingdom` has had a stand-in, counting back from turn
/// `turnIndex` (0 when that turn has none); the count stops at `cap`.
int standInTurnsInARow(const Campaign &campaign, int kingdom, std::size_t turnIndex,
                       int cap = 1000);

/// "nothing was ordered", "its standing orders were given", "the autopilot played it
/// (expand)": what a stand-in did, for the roundup and the CLI.
QString standInText(const Campaign &campaign, int kingdom, StandIn standIn);

} // namespace muster
