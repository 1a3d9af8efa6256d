#include "operations/FillMissedOrders.h"

#include "autopilot/AreaAutopilot.h"
#include "autopilot/HexAutopilot.h"
#include "autopilot/StandingOrders.h"
#include "operations/StoreOrders.h"
#include "rules/RuleSystem.h"

namespace muster {

namespace {
/// Whether the kingdom is still in the game: it holds land (area campaigns), or an army with
/// units or a stronghold (hex campaigns).
bool inTheGame(const Campaign &campaign, const TurnState &state, int kingdom)
{
    if (ruleSystem(campaign).holdsAreas())
        return std::any_of(state.areas.begin(), state.areas.end(),
                           [kingdom](const AreaState &a) { return a.owner == kingdom; });
    return std::any_of(
               state.armies.begin(), state.armies.end(),
               [kingdom](const HexArmy &a) { return a.kingdom == kingdom && !a.units.empty(); }) ||
           std::any_of(campaign.world.strongholds.begin(), campaign.world.strongholds.end(),
                       [kingdom](const Stronghold &s) { return s.owner == kingdom; });
}

/// The lines of a stand-in: the autopilot's by the kingdom's doctrine, or its standing orders.
/// (A hex kingdom's standing orders are the marches under way, which go on within the week
/// without a sheet, H2.4: it is given no lines.)
QStringList standInLines(const Campaign &campaign, int kingdom, StandIn standIn)
{
    const bool areas = ruleSystem(campaign).holdsAreas();
    const Doctrine doctrine = campaign.kingdoms[static_cast<size_t>(kingdom)].doctrine;
    switch (standIn) {
    case StandIn::Held:
        return {};
    case StandIn::Standing:
        return areas ? areaStandingSheet(campaign, kingdom) : QStringList();
    case StandIn::Autopilot:
        return areas ? areaAutopilotSheet(campaign, kingdom, doctrine)
                     : hexAutopilotSheet(campaign, kingdom, doctrine);
    }
    return {};
}

StandIn standInFor(const Kingdom &k)
{
    if (!k.hasPlayer)
        return StandIn::Autopilot;
    switch (k.missedOrders) {
    case MissedOrders::Hold:
        return StandIn::Held;
    case MissedOrders::Standing:
        return StandIn::Standing;
    case MissedOrders::Autopilot:
        return StandIn::Autopilot;
    }
    return StandIn::Held;
}
} // namespace

std::vector<MissedSheet> missedSheets(const Campaign &campaign)
{
    std::vector<MissedSheet> out;
    if (campaign.turns.empty() || campaign.current().resolved || !campaign.started)
        return out;
    const TurnRecord &turn = campaign.current();
    for (size_t i = 0; i < campaign.kingdoms.size(); ++i) {
        const int k = static_cast<int>(i);
        if ((i < turn.orders.size() && !turn.orders[i].isEmpty()) || turn.standIns.count(k) ||
            !inTheGame(campaign, turn.state, k))
            continue;
        const StandIn standIn = standInFor(campaign.kingdoms[i]);
        out.push_back({k, standIn, standInLines(campaign, k, standIn)});
    }
    return out;
}

OperationResult fillMissedOrders(Campaign &campaign)
{
    return storeStandIns(campaign, missedSheets(campaign));
}

OperationResult storeStandIns(Campaign &campaign, const std::vector<MissedSheet> &sheets)
{
    if (sheets.empty() || campaign.turns.empty())
        return OperationResult::refused(
            QStringLiteral("no kingdom of the current turn is missing its orders"));
    TurnSheets stored = TurnSheets::of(campaign.current());
    stored.orders.resize(campaign.kingdoms.size());
    for (const MissedSheet &s : sheets) {
        if (s.kingdom < 0 || static_cast<size_t>(s.kingdom) >= campaign.kingdoms.size())
            return OperationResult::refused(
                QStringLiteral("there is no kingdom %1 in this campaign").arg(s.kingdom));
        stored.orders[static_cast<size_t>(s.kingdom)] = s.lines;
        stored.standIns[s.kingdom] = s.standIn;
    }
    return storeTurnOrders(campaign, std::move(stored));
}

} // namespace muster
