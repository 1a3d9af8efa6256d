#include "operations/SetAreaTerrain.h"

#include "operations/EditMap.h"
#include "operations/SetAreaState.h"

namespace muster {

QStringList areaTerrainRefusal(Campaign &campaign, int area, AreaTerrain terrain)
{
    if (campaign.turns.empty() || area < 0 ||
        area >= static_cast<int>(campaign.world.areas.size()) ||
        area >= static_cast<int>(campaign.current().state.areas.size()))
        return {QStringLiteral("no area %1 (the map has %2)")
                    .arg(area)
                    .arg(campaign.world.areas.size())};
    Area &a = campaign.world.areas[static_cast<size_t>(area)];
    const AreaTerrain was = a.terrain;
    if (campaign.started)
        return {mapFixedRefusal()};
    // The area's state judged by the readers' rules on the old terrain and on the new one (the
    // terrain alone says what is sea): what the new terrain adds is the edit's.
    const AreaState &state = campaign.current().state.areas[static_cast<size_t>(area)];
    const QStringList before = areaStateProblems(campaign, area, state);
    a.terrain = terrain;
    const QStringList after = areaStateProblems(campaign, area, state);
    a.terrain = was;
    return problemsAdded(before, after);
}

OperationResult setAreaTerrain(Campaign &campaign, int area, AreaTerrain terrain)
{
    if (const QStringList refused = areaTerrainRefusal(campaign, area, terrain); !refused.isEmpty())
        return OperationResult::refused(refused.join(QLatin1Char('\n')));
    campaign.world.areas[static_cast<size_t>(area)].terrain = terrain;
    campaign.world.rebuild();
    return OperationResult::changed(
        CampaignChange::ofDefinition(CampaignChange::Kind::Map, campaign.current().number));
}

} // namespace muster
