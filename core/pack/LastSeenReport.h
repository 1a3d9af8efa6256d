#pragma once
// The report's section of what a kingdom saw on earlier turns and sees no more (view/LastSeen.h):
// each area, or each army in a hex, as that turn's view held it, with the turn ("seen turn 3",
// "seen week 1, day 4"), which the map greys. Nothing but the kingdom's memory goes into it.

#include "pack/PackDocument.h"
#include "view/LastSeen.h"

namespace muster {

/// "seen turn 3": when the resolved turn `turnIndex` of `campaign` was, as its rule system names
/// it (rules/turn/TurnName.h).
QString seenWhen(const Campaign &campaign, int turnIndex);

/// Adds the section to `doc`: area campaigns, each remembered area's code, name, when it was
/// seen and its owner, armies, ships and forts then; hex campaigns, how many hexes it remembers
/// and each army seen in one (its id, owner, units and hit points then). Nothing when `memory`
/// holds nothing.
void lastSeenReport(PackDocument &doc, const Campaign &campaign, const LastSeen &memory);

} // namespace muster
