#include "battles/BattleStepState.h"

#include "hex/Hex.h"
#include "model/Campaign.h"

#include <algorithm>

namespace muster {

bool showsCapture(const BattleInfo &battle, const BattleStep &step)
{
    return !battle.hex && step.phase == -1 && battle.result == QLatin1String("captured");
}

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
        if (showsCapture(battle, step)) {
            // A8.1: the attacker holds the area with the armies that moved in, and across
            // nationalities it lost a population point and a fort.
            target.owner = campaign.kingdomIndex(battle.kingdom);
            if (!campaign.world.isSea(to))
                target.armies = battle.capturedArmies >= 0 ? battle.capturedArmies : step.attackers;
            target.population = std::max(0, target.population - battle.populationLost);
            target.forts = std::max(0, target.forts - battle.fortsLost);
        }
    }
    if (inRange(from) && !campaign.world.isSea(from) && !battle.steps.empty()) {
        // The armies that set out are on the arrow now, not at home (A5: they leave the source).
        AreaState &source = state.areas[static_cast<size_t>(from)];
        source.armies = std::max(0, source.armies - battle.steps.front().attackers);
    }
    return state;
}

TurnState hexBattleStepState(const TurnState &start, const BattleInfo &battle,
                             const BattleStep &step)
{
    TurnState state = start;
    const std::optional<Hex> at = parseHexLabel(battle.area);
    if (!at)
        return state;
    for (int s = 0; s < 2; ++s) {
        const QString &id = battle.armies[s];
        if (id.isEmpty())
            continue;
        std::vector<Unit> units;
        for (int unit : step.onField[s])
            if (unit >= 0 && unit < static_cast<int>(battle.units[s].size()))
                units.push_back(battle.units[s][static_cast<size_t>(unit)]);
        auto it = std::find_if(state.armies.begin(), state.armies.end(),
                               [&id](const HexArmy &a) { return a.id == id; });
        if (units.empty()) {
            // Nothing of it left on the field (every unit defeated or routed, H6.3).
            if (it != state.armies.end())
                state.armies.erase(it);
            continue;
        }
        if (it == state.armies.end()) {
            state.armies.emplace_back();
            it = std::prev(state.armies.end());
            it->id = id;
        }
        // The attacker has marched in (H4.1); a side that retreated stands where it went (H4.3).
        it->hex = parseHexLabel(step.at[s]).value_or(*at);
        it->kingdom = battle.sideKingdoms[s];
        it->units = std::move(units);
    }
    return state;
}

} // namespace muster
