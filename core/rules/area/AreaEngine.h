#pragma once
// The area-campaign engine (RULES.md parts R and A): resolves one turn of actions.
//
// resolveAreaTurn takes a const state and returns the next state and the turn's log; it never
// touches its input. The same state, orders, seed and forced dice give a byte-identical log (R2).

#include "log/TurnLog.h"
#include "model/TurnState.h"
#include "rules/area/AreaActions.h"
#include "rules/area/AreaParameters.h"
#include "rules/area/AreaReplay.h"

#include <QStringList>

#include <cstdint>
#include <vector>

namespace muster {

class World;
struct Kingdom;
struct Campaign;

/// Everything fixed for the turn: the map, the kingdoms and the ruleset's numbers.
struct AreaRules
{
    const World &world;
    const std::vector<Kingdom> &kingdoms;
    AreaParameters params;
};

/// Per kingdom index, its actions sorted by number (OrderSheet::actions).
using AreaOrders = std::vector<std::vector<AreaAction>>;

struct AreaTurnResult
{
    TurnState next;
    TurnLog log;
    std::vector<ArmyTally> tallies; // per kingdom index
};

/// Every army of kingdom `k` in `state`: on its land, aboard its ships, in its reserve and
/// dispersed this turn; what the tallies' conservation (ArmyTally) counts.
long long kingdomArmies(const TurnState &state, int kingdom);

/// `log` may hold events to keep before the turn's own (the sheets that no longer parse).
AreaTurnResult resolveAreaTurn(const AreaRules &rules, const TurnState &state,
                               const AreaOrders &orders, std::uint64_t seed,
                               const std::vector<int> &forcedDice = {}, TurnLog log = {});

/// Resolves the campaign's current turn from its stored order lines. A stored sheet that no longer
/// parses (it was checked when stored) is logged as rejected and its kingdom does nothing.
AreaTurnResult resolveCurrentAreaTurn(const Campaign &campaign,
                                      const std::vector<int> &forcedDice = {});

/// The same from `lines` (per kingdom index, as TurnRecord::orders) instead of the stored lines:
/// the preview's run, with the sheet being edited in place of its stored one.
AreaTurnResult resolveCurrentAreaTurnWith(const Campaign &campaign,
                                          const std::vector<QStringList> &lines,
                                          const std::vector<int> &forcedDice = {});

/// A land area's defence level: armies + population + forts × fort value (A1.4).
int areaDefenceLevel(const World &world, const AreaParameters &params, const TurnState &state,
                     int area);

} // namespace muster
