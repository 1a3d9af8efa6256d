#include "rules/area/TurnWork.h"

#include "model/Kingdom.h"
#include "model/Limits.h"

#include <algorithm>

namespace muster {

TurnWork::TurnWork(const AreaRules &r, const TurnState &s, TurnLog &l)
    : rules(r), turn(s), state(turn.state), log(l)
{
    for (const PassageGrant &g : s.passages)
        grants.emplace_back(g.grantor, g.grantee);
    std::sort(grants.begin(), grants.end());
}

bool TurnWork::grantsPassage(int grantor, int grantee) const
{
    return grantor >= 0 && grantor != grantee &&
           std::binary_search(grants.begin(), grants.end(), std::pair{grantor, grantee});
}

int TurnWork::armiesIn(int area) const
{
    const AreaState &s = at(area);
    return isSea(area) ? s.aboard : s.armies;
}

int TurnWork::defenceLevel(int area) const
{
    return areaDefenceLevel(rules.world, rules.params, state, area);
}

int areaDefenceLevel(const World &world, const AreaParameters &params, const TurnState &state,
                     int area)
{
    const AreaState &s = state.areas[static_cast<size_t>(area)];
    const AreaTerrain terrain = world.areas[static_cast<size_t>(area)].terrain;
    if (terrain == AreaTerrain::Sea)
        return s.ships + s.aboard; // A5.7 [house]: ships plus armies aboard
    // A1.4: fort value 1, and 4 in a city [house, parameters fortValue and cityFortValue].
    const bool city = terrain == AreaTerrain::City;
    return s.armies + s.population + s.forts * (city ? params.cityFortValue : params.fortValue);
}

void TurnWork::makeSticky(int area, int kingdom, StickyTrigger trigger)
{
    if (stickyFor(area, kingdom))
        return;
    record(log::AreaSticky{{area}, {kingdom}, trigger});
}

void TurnWork::armiesEntered(int area, int from, int kingdom)
{
    switch (info(area).terrain) {
    case AreaTerrain::City:
        makeSticky(area, kingdom, StickyTrigger::EnteredCity);
        break;
    case AreaTerrain::Mountains:
        makeSticky(area, kingdom, StickyTrigger::EnteredMountains);
        break;
    case AreaTerrain::Forest:
        makeSticky(area, kingdom, StickyTrigger::EnteredForest);
        break;
    case AreaTerrain::Wetlands:
        makeSticky(area, kingdom, StickyTrigger::EnteredWetlands);
        break;
    case AreaTerrain::Plains:
    case AreaTerrain::Uplands:
    case AreaTerrain::Sea:
        break;
    }
    const AreaState &s = at(area);
    // A7.3: the retreat location follows the last move in. An area in DEFEND or AMBUSH mode keeps
    // its location (the one field serves both modes), so only a RETREAT area is changed.
    if (!isSea(area) && s.owner == kingdom && s.mode == DefenceMode::Retreat && from >= 0 &&
        s.modeArea != from)
        record(log::RetreatLocationSet{{area}, {from}});
}

void TurnWork::drownExcess(int seaArea, DrownCause why)
{
    const AreaState &s = at(seaArea);
    if (s.aboard <= s.ships)
        return;
    record(log::Drowned{{seaArea}, {s.owner}, s.aboard - s.ships, true, why});
}

void TurnWork::capArea(int area, LimitedCount count)
{
    capCount(count, area, at(area).owner);
}

void TurnWork::capKingdom(int kingdom, LimitedCount count)
{
    capCount(count, -1, kingdom);
}

void TurnWork::capCount(LimitedCount count, int area, int kingdom)
{
    const int *value = limitedCount(state, count, area, kingdom);
    const auto max = static_cast<int>(limits::kCount.max);
    if (value && *value > max)
        record(log::LimitReached{count, {area}, {kingdom}, *value - max, max});
}

} // namespace muster
