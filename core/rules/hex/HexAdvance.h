#pragma once
// One hex resolution as it is stored (RULES H2.1, H2.4): the current turn's order lines parsed,
// rejected lines kept in the log with their reason, the days resolved, and the resolved turn with
// the turn that follows. Shared by `muster-cli advance` and the GUI's Advance day/week, so both
// store byte-identical results for the same campaign, dice and decisions.

#include "log/TurnLog.h"
#include "model/Campaign.h"
#include "rules/hex/BattleDecisions.h"
#include "rules/hex/HexEngine.h"
#include "rules/hex/HexOrders.h"

#include <vector>

namespace muster::hexrules {

struct HexAdvance
{
    TurnRecord resolved; // the current turn with its log, marked resolved
    TurnRecord next;     // the turn that follows, with what is left of each path in a daily turn
    HexTurnResult result;
    TurnLog log;                           // the events of resolved.log, for printing
    std::vector<HexOrderProblem> problems; // rejected order lines (also in the log)
    int firstDay = 1;                      // the day of the week resolution started with
};

/// The day of the week (1-7) the current turn starts on: the day after the last day resolved in
/// the previous turn's log (H2.1, H2.4 daily turns), 1 for a new campaign. Kept in the log, so no
/// extra field is needed in the file.
int nextDayOfWeek(const Campaign &campaign);
/// The day of the week (1-7) turn `index` of the campaign starts on, from the turns before it.
int startDayOfTurn(const Campaign &campaign, size_t index);

/// Resolves at most `maxDays` days of the campaign's current turn; the campaign is not changed.
/// `forcedDice` are used before the generator (R3); null `decisions` means the default policy.
HexAdvance advanceHexTurn(const Campaign &campaign, int maxDays, const std::vector<int> &forcedDice,
                          BattleDecisions *decisions);

} // namespace muster::hexrules
