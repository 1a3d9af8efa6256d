#pragma once
// The order a GM means by pointing from one area to another on the map (a drag, or From Map's two
// clicks): the action preset from the turn's starting state (MOVE into an own or a sea area,
// ASSAULT anything else, SHIPS or CONVOY from sea to sea, A5.7) with all of the source's armies or
// ships, or why no order can go there. The checks are the engine's own (A3.3: the source is the
// kingdom's and holds something to send, the target is adjacent), so the map never offers what the
// engine refuses for those reasons; everything else (BPs, what earlier actions change) is the
// order check's verdict once the order is entered.

#include "rules/area/AreaActions.h"
#include "rules/area/FailureReason.h"

#include <optional>

namespace muster {

struct Campaign;

struct ProposedOrder
{
    AreaAction action; // the preset, number 0 (also when refused: what was meant)
    int count = 0;     // the armies (SHIPS, CONVOY: ships) "all" takes at the turn's start
    std::optional<Failure> refusal; // why no order goes from the source to the target
    bool ok() const { return !refusal; }
};

/// Why `kingdom` cannot start an order in `source` of the current turn; nullopt when it can.
std::optional<Failure> proposedOrderSource(const Campaign &campaign, int kingdom, int source);

/// The order from `source` to `target` of the current turn, or why there is none.
ProposedOrder proposeOrder(const Campaign &campaign, int kingdom, int source, int target);

} // namespace muster
