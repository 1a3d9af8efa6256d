#include "rules/hex/MarchSchedule.h"

#include "model/Campaign.h"
#include "rules/hex/HexAdvance.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexRules.h"

#include <algorithm>

namespace muster::hexrules {

MarchSchedule scheduleMarch(const Campaign &campaign, const HexArmy &army,
                            const std::vector<Hex> &path, std::vector<int> restDays)
{
    MarchSchedule out;
    const HexRules rules = HexRules::fromRuleset(campaign.ruleset);
    if (restDays.empty())
        restDays = defaultRestDays(rules);
    const auto resting = [&restDays](int day) {
        return day <= 7 && std::find(restDays.begin(), restDays.end(), day) != restDays.end();
    };
    const auto nextMarchDay = [&resting](int day) {
        while (resting(day))
            ++day;
        return day;
    };
    const double speed = rules.armySpeed(army);
    int day = nextMarchDay(nextDayOfWeek(campaign));
    double miles = speed;
    int today = 0;
    Hex from = army.hex;
    for (Hex h : path) {
        const double cost = rules.entryCost(campaign.world, from, h);
        if (cost > miles && today > 0) {
            day = nextMarchDay(day + 1);
            miles = speed;
            today = 0;
        }
        miles = std::max(0.0, miles - cost);
        out.miles += cost;
        ++today;
        out.days.push_back(day);
        from = h;
    }
    return out;
}

} // namespace muster::hexrules
