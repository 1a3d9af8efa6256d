#pragma once
// Closing the current turn once it is resolved (rules/turn/TurnResolution.h computes the
// resolution without changing the campaign): the current turn becomes its resolved record and the
// turn after it is appended. `muster-cli resolve` / `advance`, the console's Resolve Turn and
// Advance Day/Week (in their worker, then on the undo stack) and the undo of a roll back all close
// a turn here, so a turn closed from either stores the same two records.

#include "operations/CampaignChange.h"

#include "model/Campaign.h"
#include "rules/turn/TurnResolution.h"

namespace muster {

/// The current turn becomes `resolved`, and `next` follows it. Refused, changing nothing, unless
/// `resolved` is the current turn resolved and `next` the turn after it.
OperationResult closeResolvedTurn(Campaign &campaign, TurnRecord resolved, TurnRecord next);
/// The same with a resolution of the current turn (resolveCurrentTurn).
OperationResult applyResolution(Campaign &campaign, TurnResolution resolution);

} // namespace muster
