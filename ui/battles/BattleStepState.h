#pragma once
// The map of a battle at one of its steps (issue 6 points 3 and 4), so the markers never
// contradict the viewer's badge. Area battles: the resolved turn's start state with the battle's
// target held by the defender with its armies at that step (A4.2, A4.3) and the source without
// the armies that set out (they are drawn on the arrow, BattleOverlay); at the end of a capture
// the target is the attacker's, with the armies that moved in (A8.1). Hex battles: the start
// state with the battle's two armies in the battle hex, each with only its units still on the
// field at that step (H4.2, H6.3). The start state stands for the rest of the map: actions and
// marches resolved earlier in the same turn are not replayed.

#include "battles/BattleIndex.h"
#include "model/TurnState.h"

namespace muster {

struct Campaign;

TurnState battleStepState(const Campaign &campaign, const TurnState &start,
                          const BattleInfo &battle, const BattleStep &step);

/// Whether the battle took its target and `step` is its end: the attackers are in the target now.
bool showsCapture(const BattleInfo &battle, const BattleStep &step);

TurnState hexBattleStepState(const TurnState &start, const BattleInfo &battle,
                             const BattleStep &step);

} // namespace muster
