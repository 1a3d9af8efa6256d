#pragma once
// What a turn's stand-ins tell (TurnRecord::standIns, operations/FillMissedOrders.h): what stood
// in for a kingdom's sheet, in words, and how many turns in a row its player has missed, each as
// stored with the turn, so a turn's roundup reads the same however the kingdom is played later.

#include "model/Campaign.h"

#include <cstddef>

namespace muster {

/// "nothing was ordered", "its standing orders were given", "the autopilot played it
/// (expand)": what a stand-in did, for the roundup, the docks and the CLI.
QString standInText(const StandIn &standIn);

/// The turns in a row kingdom `kingdom`'s player had missed by the end of turn `turnIndex`: its
/// stand-in's count there, 0 when it had none (or no player). Reads that turn only.
int missedInARowAt(const Campaign &campaign, int kingdom, std::size_t turnIndex);

} // namespace muster
