#include "rules/hex/HexAdvance.h"

#include "dice/Dice.h"
#include "log/TurnLog.h"
#include "rules/hex/HexEvents.h"

#include <algorithm>

namespace muster::hexrules {

int nextDayOfWeek(const Campaign &campaign)
{
    return campaign.turns.empty() ? 1 : startDayOfTurn(campaign, campaign.turns.size() - 1);
}

int startDayOfTurn(const Campaign &campaign, size_t index)
{
    for (size_t i = std::min(index, campaign.turns.size()); i-- > 0;) {
        int lastDay = 0;
        for (const QJsonValue &v : campaign.turns[i].log) {
            const QJsonObject e = v.toObject();
            if (e.value(QLatin1String("type")).toString() == QLatin1String("DayStarted"))
                lastDay = e.value(QLatin1String("day")).toInt();
        }
        if (lastDay > 0)
            return lastDay % 7 + 1;
    }
    return 1;
}

HexAdvance advanceHexTurn(const Campaign &campaign, int maxDays, const std::vector<int> &forcedDice,
                          BattleDecisions *decisions)
{
    HexAdvance out;
    const TurnRecord &turn = campaign.current();
    const HexRules rules = HexRules::fromRuleset(campaign.ruleset);
    const HexOrders orders = parseHexOrders(turn.orders, campaign.world, turn.state, rules);

    TurnLog &log = out.log;
    // A rejected order is kept in the log with its reason; the other orders still stand.
    for (const HexOrderProblem &p : orders.problems) {
        log.add(
            hexEvent(QStringLiteral("ActionFailed"), QStringLiteral("H2.1"),
                     {{QStringLiteral("kingdom"),
                       p.kingdom >= 0 && static_cast<size_t>(p.kingdom) < campaign.kingdoms.size()
                           ? campaign.kingdoms[static_cast<size_t>(p.kingdom)].id
                           : QString()},
                      {QStringLiteral("order"), p.text},
                      {QStringLiteral("reason"), p.reason}},
                     QStringLiteral("Order \"%1\" rejected: %2.").arg(p.text, p.reason)));
    }
    out.problems = orders.problems;
    Dice dice(turn.seed, &log);
    dice.force(forcedDice);
    HexResolveOptions options;
    options.firstDay = nextDayOfWeek(campaign);
    options.maxDays = maxDays;
    options.decisions = decisions;
    out.firstDay = options.firstDay;
    out.result = resolveHexDays(campaign.world, campaign.ruleset, turn.state, orders.marches,
                                options, dice, log);

    out.resolved = turn;
    out.resolved.log = log.toJson();
    out.resolved.resolved = true;
    out.next.number = turn.number + 1;
    out.next.seed = Campaign::turnSeed(campaign.seed, out.next.number);
    out.next.state = out.result.next;
    out.next.orders.resize(campaign.kingdoms.size());
    // Daily turns (H2.4) go on along what is left of each path; a new week starts without orders.
    if (!out.result.weekComplete)
        for (const HexMarchOrder &o : out.result.remainingOrders)
            for (const HexArmy &a : out.next.state.armies)
                if (a.id == o.army && a.kingdom >= 0 &&
                    static_cast<size_t>(a.kingdom) < out.next.orders.size())
                    out.next.orders[static_cast<size_t>(a.kingdom)] << marchOrderLine(o);
    return out;
}

} // namespace muster::hexrules
