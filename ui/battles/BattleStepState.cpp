#include "battles/BattleStepState.h"

#include "model/Campaign.h"

#include <algorithm>

namespace muster {

TurnState battleStepState(const Campaign &campaign, const TurnState &start,
                          const BattleInfo &battle, const BattleStep &step)
{
    TurnState state = start;
    const int from = campaign.world.areaIndex(battle.from);
    const int to = campaign.world.areaIndex(battle.area);
    const auto inRange = [&state](int area) {
        return area >= 0 && area < static_cast<int>(state.areas.size());
    };
    if (inRange(to)) {
        AreaState &target = state.areas[static_cast<size_t>(to)];
        target.owner = campaign.kingdomIndex(battle.defender); // -1 for unowned (A4.1)
        target.armies = step.defenderArmies;
    }
    if (inRange(from) && !campaign.world.isSea(from) && !battle.steps.empty()) {
        // The armies that set out are on the arrow now, not at home (A5: they leave the source).
        AreaState &source = state.areas[static_cast<size_t>(from)];
        source.armies = std::max(0, source.armies - battle.steps.front().attackers);
    }
    return state;
}

} // namespace muster
