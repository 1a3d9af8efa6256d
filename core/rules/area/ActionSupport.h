#pragma once
// What every action handler shares (internal): the checks of A3, paying BPs, the accepted/failed
// log entries, and the ends of an attack (capture A8, return A4.6). Each handler validates fully
// before it pays, so a failed action changes nothing but the log (A3.2).

#include "log/LogEnums.h"
#include "model/TurnState.h"
#include "rules/area/AreaActions.h"
#include "rules/area/Battle.h"
#include "rules/area/FailureReason.h"

#include <optional>

namespace muster {

struct TurnWork;

using ActionResult = std::optional<Failure>; // nullopt: the action was carried out

/// Runs one action of `kingdom`, logging it as accepted or failed with its reason.
void executeAction(TurnWork &work, int kingdom, const AreaAction &action);
/// Runs one action of `kingdom` by its kind's handler: nullopt when carried out (and logged),
/// else why it failed, with nothing changed or logged yet.
ActionResult runAction(TurnWork &work, int kingdom, const AreaAction &action);

// The handlers, one family per file.
ActionResult runLandAttack(TurnWork &w, int k, const AreaAction &a); // MOVE ASSAULT PROBE OVERRUN
ActionResult runPassage(TurnWork &w, int k, const AreaAction &a);    // A5.8
ActionResult runRaid(TurnWork &w, int k, const AreaAction &a);       // A5.5
ActionResult runSiege(TurnWork &w, int k, const AreaAction &a);      // A5.6
ActionResult runShips(TurnWork &w, int k, const AreaAction &a);      // A5.7 SHIPS and CONVOY
ActionResult runMigrate(TurnWork &w, int k, const AreaAction &a);    // A5.9
ActionResult runLevy(TurnWork &w, int k, const AreaAction &a);       // A5.10
ActionResult runReserve(TurnWork &w, int k, const AreaAction &a);    // A5.11
// A5.12: DEFEND, RETREAT and AMBUSH set the area's defence mode.
ActionResult runDefenceMode(TurnWork &w, int k, const AreaAction &a, DefenceMode mode);

// Shared checks (A3.2, A3.3). Each failure names what its sentence is made of.
Failure failure(FailureReason reason, FailureText text);
Failure failureAt(FailureReason reason, FailureText text, int area, int kingdom = -1);
/// The source is the kingdom's, not sticky for it, and holds enough armies; `count` gets the
/// number moved.
ActionResult checkArmySource(TurnWork &w, int k, const AreaAction &a, int &count);
ActionResult checkAdjacent(TurnWork &w, int from, int to);
ActionResult checkCost(TurnWork &w, int k, const AreaAction &a, int cost);
/// Pays the cost and logs the action as accepted; the `count` armies (ships, population) it
/// takes leave their area now (ActionAccepted in AreaReplay.h), `carried` armies aboard with
/// CONVOY.
void accept(TurnWork &w, int k, const AreaAction &a, int cost, int count, int carried = 0);

/// Puts armies back where they came from after an attack (A4.6): aboard at sea, where armies beyond
/// the ships drown.
void returnArmies(TurnWork &w, int battle, int k, int area, int armies);
/// A8.1: the attackers occupy the area, its owner changes, its defence mode resets, and a capture
/// across nationalities costs a population and a fort.
void captureArea(TurnWork &w, int battle, int k, int area, int armies, int from);
/// Logs the end of a battle with its result.
void battleEnded(TurnWork &w, int battle, AreaBattleResult result, ActionKind verb, int k,
                 int area);

} // namespace muster
