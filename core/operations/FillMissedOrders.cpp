#include "operations/FillMissedOrders.h"

#include "autopilot/AreaAutopilot.h"
#include "autopilot/HexAutopilot.h"
#include "autopilot/StandingOrders.h"
#include "model/StandIns.h"
#include "operations/StoreOrders.h"
#include "rules/RuleSystem.h"
#include "rules/hex/HexAdvance.h"

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
QStringList standInLines(const Campaign &campaign, int kingdom, const StandIn &standIn)
{
    const bool areas = ruleSystem(campaign).holdsAreas();
    const Doctrine doctrine = standIn.doctrine;
    switch (standIn.kind) {
    case StandInKind::Held:
        return {};
    case StandInKind::Standing:
        return areas ? areaStandingSheet(campaign, kingdom) : QStringList();
    case StandInKind::Autopilot:
        return areas ? areaAutopilotSheet(campaign, kingdom, doctrine)
                     : hexAutopilotSheet(campaign, kingdom, doctrine);
    }
    return {};
}

StandInKind kindFor(const Kingdom &k)
{
    if (!k.hasPlayer)
        return StandInKind::Autopilot;
    switch (k.missedOrders) {
    case MissedOrders::Hold:
        return StandInKind::Held;
    case MissedOrders::Standing:
        return StandInKind::Standing;
    case MissedOrders::Autopilot:
        return StandInKind::Autopilot;
    }
    return StandInKind::Held;
}

/// Whether the current turn takes sheets: every area turn, and in a hex campaign the turn that
/// starts a week (H2.1). A daily turn within the week (H2.4) carries on the marches under way;
/// a kingdom that gives no new orders there has missed nothing.
bool takesSheets(const Campaign &campaign)
{
    return !ruleSystem(campaign).resolvesByDay() || hexrules::nextDayOfWeek(campaign) == 1;
}
/// The turn before the current one that took sheets (takesSheets): the turn before, or in a hex
/// campaign the first turn of the week before (its daily turns carry marches on, H2.4).
std::optional<std::size_t> previousSheetTurn(const Campaign &campaign)
{
    const std::size_t current = campaign.turns.size() - 1;
    if (current == 0)
        return std::nullopt;
    if (!ruleSystem(campaign).resolvesByDay())
        return current - 1;
    const int week = campaign.turns.summary(current - 1).stateTurn;
    std::size_t first = current - 1;
    while (first > 0 && campaign.turns.summary(first - 1).stateTurn == week)
        --first;
    return first;
}
} // namespace

std::vector<MissedSheet> missedSheets(const Campaign &campaign)
{
    std::vector<MissedSheet> out;
    if (campaign.turns.empty() || campaign.current().resolved || !campaign.started ||
        !takesSheets(campaign))
        return out;
    const TurnRecord &turn = campaign.current();
    const std::optional<std::size_t> previous = previousSheetTurn(campaign);
    for (size_t i = 0; i < campaign.kingdoms.size(); ++i) {
        const int k = static_cast<int>(i);
        // A kingdom with orders, or whose player sent a sheet with a message alone, missed
        // nothing. One given nothing (held, no standing orders) is worked out again, so the
        // policy it has now applies after a roll back or an undo.
        if ((i < turn.orders.size() && !turn.orders[i].isEmpty()) || turn.messages.count(k) ||
            !inTheGame(campaign, turn.state, k))
            continue;
        const Kingdom &kingdom = campaign.kingdoms[i];
        StandIn standIn{kindFor(kingdom), kingdom.doctrine, 0};
        if (kingdom.hasPlayer)
            standIn.missedInARow = 1 + (previous ? missedInARowAt(campaign, k, *previous) : 0);
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
