#pragma once
// The hex half of resolving a turn (RULES H2.1, H2.4): the current turn's order lines parsed,
// rejected lines kept in the log with their reason, the days resolved, and the turn closed with the
// one that follows (rules/turn/TurnResolution.h, which `muster-cli advance` and the console's
// Advance Day/Week share).

#include "model/Campaign.h"
#include "rules/hex/BattleDecisions.h"
#include "rules/turn/TurnResolution.h"

#include <vector>

namespace muster::hexrules {

/// The day of the week (1-7) the current turn starts on: the day after the last day resolved in
/// the previous turn's log (H2.1, H2.4 daily turns), 1 for a new campaign. Kept in the log, so no
/// extra field is needed in the file.
int nextDayOfWeek(const Campaign &campaign);
/// The day of the week (1-7) turn `index` of the campaign starts on, from the turns before it.
int startDayOfTurn(const Campaign &campaign, size_t index);

/// Resolves at most `maxDays` days of the campaign's current turn; the campaign is not changed.
/// `forcedDice` are used before the generator (R3); null `decisions` means the default policy.
TurnResolution advanceHexTurn(const Campaign &campaign, int maxDays,
                              const std::vector<int> &forcedDice, BattleDecisions *decisions);

} // namespace muster::hexrules
