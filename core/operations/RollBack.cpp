#include "operations/RollBack.h"

#include "rules/RuleSystem.h"
#include "rules/turn/TurnName.h"

namespace muster {

bool canRollBack(const Campaign &campaign)
{
    return campaign.turns.size() >= 2;
}

QString rollBackDrops(const Campaign &campaign)
{
    const TurnRecord &turn = campaign.current();
    QStringList orders;
    for (std::size_t k = 0; k < turn.orders.size() && k < campaign.kingdoms.size(); ++k)
        if (const qsizetype lines = turn.orders[k].size(); lines > 0)
            orders << QStringLiteral("%1 (%2)").arg(
                campaign.kingdoms[k].name,
                lines == 1 ? QStringLiteral("1 line") : QStringLiteral("%1 lines").arg(lines));
    QStringList parts;
    if (!orders.isEmpty())
        parts << ruleSystem(campaign).ordersDropped(orders.join(QStringLiteral(", ")));
    if (const std::size_t n = turn.messages.size(); n > 0)
        parts << (n == 1 ? QStringLiteral("1 player's message")
                         : QStringLiteral("%1 players' messages").arg(n));
    return parts.join(QStringLiteral(" and "));
}

TurnRecord reopenedTurn(const TurnRecord &resolved)
{
    TurnRecord out = resolved;
    out.resolved = false;
    out.log = {};
    return out;
}

OperationResult rollBackTurn(Campaign &campaign)
{
    if (!canRollBack(campaign))
        return OperationResult::refused(
            QStringLiteral("%1 is the first turn; there is no resolved turn to roll back")
                .arg(turnName(campaign, campaign.turns.size() - 1)));
    // Read before anything goes: a turn the file no longer gives refuses the roll back.
    const std::size_t previous = campaign.turns.size() - 2;
    const Result<std::shared_ptr<const TurnRecord>> resolved = campaign.turns.read(previous);
    if (!resolved)
        return OperationResult::refused(QStringLiteral("cannot roll back to %1: %2")
                                            .arg(turnName(campaign, previous), resolved.message()));
    TurnRecord reopened = reopenedTurn(**resolved);
    campaign.turns.pop_back();
    campaign.current() = std::move(reopened);
    CampaignChange change;
    change.kind = CampaignChange::Kind::TurnRolledBack;
    change.turn = campaign.current().number;
    change.latestTurns = 1;
    return OperationResult::changed(std::move(change));
}

} // namespace muster
