#pragma once
// What one kingdom sees of a resolved turn, in each rule system's terms: the areas it holds and
// borders and the battles it fought (area campaigns), the hexes around its armies and strongholds
// (hex campaigns). The campaign's rule system (rules/RuleSystem.h) picks one for kingdomView().

#include "view/KingdomView.h"

namespace muster {

void areaView(const Campaign &c, const ViewParameters &params, const TurnRecord &turn,
              const TurnState &end, KingdomView &view);
void hexView(const Campaign &c, const ViewParameters &params, const TurnRecord &turn,
             const TurnState &end, KingdomView &view);

} // namespace muster
