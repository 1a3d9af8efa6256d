#pragma once
// The one way a turn is resolved and closed, for both rule systems, used alike by `muster-cli
// resolve` / `advance` and the console's Resolve Turn (F5) / Advance Day and Week (F6): the same
// campaign, dice and decisions give byte-identical stored turns whichever resolved them.
//
//     TurnResolution r = resolveCurrentTurn(campaign, {});
//     applyResolution(campaign, r); // operations/CloseTurn.h: the current turn resolved, the next
//                                   // one appended

#include "model/Campaign.h"
#include "rules/area/AreaReplay.h"
#include "rules/hex/BattleDecisions.h"
#include "rules/hex/HexEngine.h"
#include "rules/hex/HexOrders.h"

#include <optional>
#include <vector>

namespace muster {

struct TurnResolutionOptions
{
    int maxDays = 7;             // hex campaigns: resolve at most this many days (H2.1, H2.4)
    std::vector<int> forcedDice; // R3: used before the generator
    hexrules::BattleDecisions *decisions = nullptr; // hex: null means the default policy
};

struct TurnResolution
{
    TurnRecord resolved;                        // the current turn with its log, marked resolved
    TurnRecord next;                            // the turn that follows (its seed by R2)
    std::vector<ArmyTally> tallies;             // area campaigns, per kingdom
    std::optional<hexrules::HexTurnResult> hex; // hex campaigns: days, contact, ...
    std::vector<Problem> problems; // hex: order lines rejected (also logged), each its kingdom's
    int firstDay = 1;              // hex: the day of the week it started on

    const TurnLog &log() const { return resolved.log; }
};

/// Resolves the campaign's current turn by its ruleset; the campaign is not changed.
TurnResolution resolveCurrentTurn(const Campaign &campaign,
                                  const TurnResolutionOptions &options = {});

/// The resolved record of the campaign's current turn and the turn after it: its log, the next
/// state and (for daily hex turns, H2.4) the orders that carry on.
TurnResolution closeTurn(const Campaign &campaign, TurnLog log, TurnState nextState,
                         std::vector<QStringList> nextOrders = {});

} // namespace muster
