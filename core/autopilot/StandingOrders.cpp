#include "autopilot/StandingOrders.h"

#include "autopilot/AreaAutopilot.h"
#include "model/Campaign.h"
#include "rules/area/StoredSheets.h"

namespace muster {

namespace {
bool isDefenceMode(ActionKind kind)
{
    return kind == ActionKind::Defend || kind == ActionKind::Retreat || kind == ActionKind::Ambush;
}
} // namespace

QStringList areaStandingSheet(const Campaign &campaign, int kingdom)
{
    if (kingdom < 0 || static_cast<size_t>(kingdom) >= campaign.kingdoms.size() ||
        campaign.turns.size() < 2)
        return {};
    const AreaParameters parameters = AreaParameters::fromRuleset(campaign.ruleset);
    const AreaNameIndex names(campaign.world);
    const auto k = static_cast<size_t>(kingdom);
    const size_t current = campaign.turns.size() - 1;
    for (size_t back = 1; back <= kStandingLookBack && back <= current; ++back) {
        const auto turn = campaign.turns.read(current - back);
        if (!turn || (*turn)->standIns.count(kingdom) || k >= (*turn)->orders.size() ||
            (*turn)->orders[k].isEmpty())
            continue; // a turn it gave no orders of its own
        const OrderSheet sheet = parseStoredSheet((*turn)->orders[k], names, parameters.maxActions);
        std::vector<AreaAction> modes;
        for (const AreaAction &a : sheet.parsed)
            if (isDefenceMode(a.kind))
                modes.push_back(a);
        const AreaRules rules{campaign.world, campaign.kingdoms, parameters};
        return checkedAlone(rules, kingdomViewAtStart(campaign, kingdom), std::move(modes),
                            campaign.current().seed);
    }
    return {};
}

} // namespace muster
