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
#include <vector>

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

/// What an action of `kind` from `source` may name as its target in the current turn, as the
/// order forms offer it: the source's neighbours the engine does not refuse for the target itself
/// at the turn's start (a wrong area type, A3.3 and A5.7: ships on land, armies onto the sea
/// other than by MOVE; an own area for ASSAULT, RAID and SIEGE, A3.4; a city for RAID, A5.5; an
/// area not the kingdom's for MIGRATE, A5.9). The engine's own handler decides, run on a scratch
/// copy of the turn for each neighbour: what it refuses for other reasons (the armies, the BPs,
/// what earlier actions change) the order's check says once it is entered. A source the engine
/// refuses before it looks at the target (not the kingdom's, nothing in it) leaves every
/// neighbour offered. For the actions that go from one area to another (ActionShape::CountFromTo).
std::vector<int> actionTargets(const Campaign &campaign, int kingdom, ActionKind kind, int source);

} // namespace muster
