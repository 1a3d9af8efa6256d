#include "rules/hex/MarchForecast.h"

#include "log/TurnLog.h"
#include "model/Campaign.h"
#include "rules/hex/HexAdvance.h"
#include "rules/hex/HexReplay.h"
#include "rules/hex/HexRules.h"

#include <algorithm>

namespace muster::hexrules {

MarchForecast forecastMarch(const Campaign &campaign, const HexArmy &army,
                            const std::vector<Hex> &path, SupplyTracer &supply,
                            std::vector<int> restDays)
{
    MarchForecast out;
    const HexRules rules = HexRules::fromRuleset(campaign.ruleset);
    out.schedule = scheduleMarch(campaign, army, path, std::move(restDays));
    out.weekHexes = static_cast<int>(std::count_if(
        out.schedule.days.begin(), out.schedule.days.end(), [](int d) { return d <= 7; }));
    // The army alone, changed by the events the engine's end of day records for it (endOfDay,
    // HexUpkeep.cpp), so hit points fall and heal exactly as they will.
    HexTurnState alone;
    alone.state.armies = {army};
    TurnLog log;
    const TextRef id = log.intern(army.id);
    size_t entered = 0; // hexes of the path entered so far
    for (int day = nextDayOfWeek(campaign); day <= 7; ++day) {
        MarchDayForecast f;
        f.day = day;
        while (entered < static_cast<size_t>(out.weekHexes) && out.schedule.days[entered] == day) {
            ++entered;
            f.marched = true;
        }
        HexArmy &a = alone.state.armies.front();
        a.hex = entered > 0 ? path[entered - 1] : army.hex;
        f.at = a.hex;
        f.supply = supply.statusOf(a);
        if (!a.units.empty() && !f.supply.inSupply) {
            // H3.2: hit points lost every day out of supply; a unit at 0 is removed, last first,
            // by the event the engine records for it (removeUnits, HexAftermath.cpp).
            log::apply(alone, rules, log,
                       log::Starvation{id, day, rules.starvationHpPerDay, a.daysOutOfSupply + 1});
            for (int u = static_cast<int>(a.units.size()) - 1; u >= 0; --u)
                if (a.units[static_cast<size_t>(u)].hp == 0) {
                    log::apply(alone, rules, log,
                               log::UnitRemoved{id,
                                                log.intern(a.units[static_cast<size_t>(u)].type), u,
                                                RemovalCause::Starvation});
                    ++f.unitsStarved;
                }
        } else if (!a.units.empty() && !f.marched && rules.healPerRestDay > 0) {
            // H3.2 [house]: a supplied army that did not march heals.
            log::apply(alone, rules, log, log::Healed{id, day, 0, rules.healPerRestDay});
        }
        f.units = static_cast<int>(a.units.size());
        if (!f.supply.inSupply && out.firstDayOutOfSupply == 0)
            out.firstDayOutOfSupply = day;
        if (f.unitsStarved > 0 && out.firstUnitStarved == 0)
            out.firstUnitStarved = day;
        if (f.unitsStarved > 0 && f.units == 0)
            out.destroyed = day;
        out.days.push_back(f);
        if (a.units.empty())
            break; // gone from the map: nothing more happens to it
    }
    return out;
}

} // namespace muster::hexrules
