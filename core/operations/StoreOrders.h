#pragma once
// Storing order lines for the campaign's current turn as they are (canonical lines, or lines kept
// as written with their reason, model/UnreadLine.h): one kingdom's lines the GM typed, edited or
// deleted, or every kingdom's lines, messages and mails at once (the sheets that came by mail,
// or an undo putting the turn's orders back).

#include "operations/CampaignChange.h"

#include "model/Campaign.h"

#include <map>

namespace muster {

/// A turn's orders with what came with them: what storeTurnOrders puts back at once.
struct TurnSheets
{
    std::vector<QStringList> orders;
    std::map<int, QString> messages;
    std::map<int, MailedSheet> mailed;
    std::map<int, StandIn> standIns;

    static TurnSheets of(const TurnRecord &turn)
    {
        return {turn.orders, turn.messages, turn.mailed, turn.standIns};
    }
};

/// Replaces kingdom `kingdom`'s lines of the current turn with `lines`: the GM's from now on, so
/// they no longer came by mail (TurnRecord::mailed). Refused for a kingdom the campaign has not.
/// Lines of an autopilot's or standing stand-in (TurnRecord::standIns) the GM edits stay a
/// stand-in: the player still sent none; lines given to a kingdom held for a missed sheet end it.
OperationResult storeOrderLines(Campaign &campaign, int kingdom, QStringList lines);

/// Replaces every kingdom's lines, the players' messages, the mails the orders came from and the
/// stand-ins of the current turn at once.
OperationResult storeTurnOrders(Campaign &campaign, TurnSheets sheets);

/// The change of `kingdoms`' orders and `messages` of the campaign's current turn.
CampaignChange ordersChange(const Campaign &campaign, std::vector<int> orders,
                            std::vector<int> messages = {});
/// Why kingdom `kingdom` cannot be given orders ("" when it can).
QString kingdomRefusal(const Campaign &campaign, int kingdom);

} // namespace muster
