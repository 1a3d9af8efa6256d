#pragma once
// The map of an area battle at one of its steps (issue 6 point 3): the resolved turn's start
// state with the battle's target held by the defender with its armies at that step (A4.2, A4.3)
// and the source without the armies that set out (they are drawn on the arrow, BattleOverlay).
// The start state stands for the rest of the map: actions resolved earlier in the same turn are
// not replayed.

#include "battles/BattleIndex.h"
#include "model/TurnState.h"

namespace muster {

struct Campaign;

TurnState battleStepState(const Campaign &campaign, const TurnState &start,
                          const BattleInfo &battle, const BattleStep &step);

} // namespace muster
