#include "operations/StoreOrders.h"

#include <numeric>

namespace muster {

QString kingdomRefusal(const Campaign &campaign, int kingdom)
{
    if (campaign.turns.empty())
        return QStringLiteral("the campaign has no turn to store orders for");
    if (kingdom < 0 || static_cast<size_t>(kingdom) >= campaign.kingdoms.size())
        return QStringLiteral("there is no kingdom %1 in this campaign (it has %2)")
            .arg(kingdom)
            .arg(campaign.kingdoms.size());
    return {};
}

CampaignChange ordersChange(const Campaign &campaign, std::vector<int> orders,
                            std::vector<int> messages)
{
    CampaignChange change;
    change.kind = CampaignChange::Kind::Orders;
    change.turn = campaign.current().number;
    change.orders = std::move(orders);
    change.messages = std::move(messages);
    change.latestTurns = 1;
    return change;
}

OperationResult storeOrderLines(Campaign &campaign, int kingdom, QStringList lines)
{
    if (const QString why = kingdomRefusal(campaign, kingdom); !why.isEmpty())
        return OperationResult::refused(why);
    TurnRecord &turn = campaign.current();
    turn.orders.resize(campaign.kingdoms.size());
    // Lines the GM gives a kingdom that was given nothing for a missed sheet are the player's
    // own, come another way (typed in from a call); an autopilot's or standing sheet edited
    // stays a stand-in: the player still sent none.
    if (const auto standIn = turn.standIns.find(kingdom);
        standIn != turn.standIns.end() && standIn->second.kind == StandInKind::Held &&
        !lines.isEmpty())
        turn.standIns.erase(standIn);
    turn.orders[static_cast<size_t>(kingdom)] = std::move(lines);
    turn.mailed.erase(kingdom); // the GM's orders now, not a mail's
    return OperationResult::changed(ordersChange(campaign, {kingdom}));
}

OperationResult storeTurnOrders(Campaign &campaign, TurnSheets sheets)
{
    if (campaign.turns.empty())
        return OperationResult::refused(
            QStringLiteral("the campaign has no turn to store orders for"));
    TurnRecord &turn = campaign.current();
    turn.orders = std::move(sheets.orders);
    turn.orders.resize(campaign.kingdoms.size());
    turn.messages = std::move(sheets.messages);
    turn.mailed = std::move(sheets.mailed);
    turn.standIns = std::move(sheets.standIns);
    std::vector<int> every(campaign.kingdoms.size());
    std::iota(every.begin(), every.end(), 0);
    return OperationResult::changed(ordersChange(campaign, every, every));
}

} // namespace muster
