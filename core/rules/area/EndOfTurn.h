#pragma once
// The end of an area turn (RULES A2.4), in its order: dispersed armies return to the reserves (A9),
// sticky flags clear (A6), income (A10); then the turn number advances.

namespace muster {

struct TurnWork;

void endOfTurn(TurnWork &work);

} // namespace muster
