#include "rules/turn/TurnResolution.h"

#include "rules/area/AreaEngine.h"
#include "rules/hex/HexAdvance.h"

namespace muster {

TurnResolution closeTurn(const Campaign &campaign, TurnLog log, TurnState nextState,
                         std::vector<QStringList> nextOrders)
{
    TurnResolution out;
    out.resolved = campaign.current();
    out.resolved.log = std::move(log);
    out.resolved.resolved = true;
    out.resolved.orders.resize(campaign.kingdoms.size());
    out.next.number = out.resolved.number + 1;
    out.next.seed = Campaign::turnSeed(campaign.seed, out.next.number);
    out.next.state = std::move(nextState);
    out.next.orders = std::move(nextOrders);
    out.next.orders.resize(campaign.kingdoms.size());
    return out;
}

TurnResolution resolveCurrentTurn(const Campaign &campaign, const TurnResolutionOptions &options)
{
    if (campaign.ruleset.kind == RulesetKind::Hex)
        return hexrules::advanceHexTurn(campaign, options.maxDays, options.forcedDice,
                                        options.decisions);
    AreaTurnResult result = resolveCurrentAreaTurn(campaign, options.forcedDice);
    TurnResolution out = closeTurn(campaign, std::move(result.log), std::move(result.next));
    out.tallies = std::move(result.tallies);
    return out;
}

TurnRecord reopenedTurn(const TurnRecord &resolved)
{
    TurnRecord out = resolved;
    out.resolved = false;
    out.log = {};
    return out;
}

bool canRollBack(const Campaign &campaign)
{
    return campaign.turns.size() >= 2;
}

void rollBackLastTurn(Campaign &campaign)
{
    campaign.turns.pop_back();
    campaign.current() = reopenedTurn(campaign.current());
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
    // A daily hex turn starts with the marches carried on from the day before (H2.4), which come
    // back when that day is resolved again; they are not told apart from marches entered since.
    if (!orders.isEmpty())
        parts << (campaign.ruleset.kind == RulesetKind::Hex
                      ? QStringLiteral("the marches stored for it, carried on or entered (%1)")
                      : QStringLiteral("the orders of %1"))
                     .arg(orders.join(QStringLiteral(", ")));
    if (const std::size_t n = turn.messages.size(); n > 0)
        parts << (n == 1 ? QStringLiteral("1 player's message")
                         : QStringLiteral("%1 players' messages").arg(n));
    return parts.join(QStringLiteral(" and "));
}

void applyResolution(Campaign &campaign, TurnResolution resolution)
{
    campaign.current() = std::move(resolution.resolved);
    campaign.turns.push_back(std::move(resolution.next));
}

} // namespace muster
