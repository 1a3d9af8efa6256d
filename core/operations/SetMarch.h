#pragma once
// Setting one hex army's march for the week (RULES H2.1): the order, checked as the GM's, becomes
// the army's one line in its kingdom's orders of the current turn (hexrules::withMarchOrder says
// where). `muster-cli march` and every march the console stores (typed, drawn on the map, or made
// in the march form for an army without one) come here.

#include "operations/CampaignChange.h"

#include "model/Campaign.h"
#include "rules/hex/HexOrders.h"

namespace muster {

/// Stores `order` as its army's march. Refused, changing nothing, when the engine refuses the
/// march as the GM's order (no such army, a bad path or rest day) or the army is unowned (a
/// deserter, H7.2).
OperationResult setMarch(Campaign &campaign, const hexrules::HexMarchOrder &order);

} // namespace muster
