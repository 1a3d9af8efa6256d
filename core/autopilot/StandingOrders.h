#pragma once
// A kingdom's standing orders for a turn its player sent no sheet for (MissedOrders::Standing):
// the defence modes (A5.12: DEFEND, RETREAT, AMBUSH) of its last sheet, given again. An area's
// mode stays from turn to turn (A7.1), but every move into an area resets its retreat location
// (A7.3): giving the modes again keeps the areas defended as the player last ordered them.
//
// Decision: RULES is silent on missed orders; the standing orders are the defence modes alone,
// never a move, attack or spending of the last sheet, which the player ordered for that turn's
// map. Each is checked by the engine alone on the kingdom's view of the turn's start, as the
// autopilot's sheets are (AreaAutopilot.h), so an area lost since is dropped rather than refused.

#include <QStringList>

namespace muster {

struct Campaign;

/// How many turns back the last sheet is looked for.
inline constexpr int kStandingLookBack = 20;

/// The canonical lines of kingdom `kingdom`'s standing orders for the current turn of an area
/// campaign: none when its last sheet of its own (within kStandingLookBack turns) gave no defence
/// mode, or there is no such sheet.
QStringList areaStandingSheet(const Campaign &campaign, int kingdom);

} // namespace muster
