#include "rules/hex/HexAdvance.h"

#include "dice/Dice.h"
#include "log/TurnLog.h"

#include <algorithm>

namespace muster::hexrules {

int nextDayOfWeek(const Campaign &campaign)
{
    return campaign.turns.empty() ? 1 : startDayOfTurn(campaign, campaign.turns.size() - 1);
}

int startDayOfTurn(const Campaign &campaign, size_t index)
{
    // Only the logs are read, and only back to the last turn that resolved a day.
    for (size_t i = std::min(index, campaign.turns.size()); i-- > 0;)
        if (const int lastDay = campaign.turns.lastDay(i); lastDay > 0)
            return lastDay % 7 + 1;
    return 1;
}

TurnResolution advanceHexTurn(const Campaign &campaign, int maxDays,
                              const std::vector<int> &forcedDice, BattleDecisions *decisions)
{
    const TurnRecord &turn = campaign.current();
    const HexRules rules = HexRules::fromRuleset(campaign.ruleset);
    const HexOrders orders = parseHexOrders(turn.orders, campaign.world, turn.state, rules);

    TurnLog log;
    // A rejected order is kept in the log with its reason; the other orders still stand.
    std::vector<Problem> rejected;
    for (size_t k = 0; k < orders.problems.size(); ++k)
        for (Problem p : orders.problems[k]) {
            const QString &line = turn.orders[k].at(p.line - 1);
            log.add(
                log::OrderRejected{{static_cast<int>(k)}, log.intern(line), log.intern(p.message)});
            if (k < campaign.kingdoms.size())
                p.kingdom = campaign.kingdoms[k].id;
            rejected.push_back(std::move(p));
        }
    Dice dice(turn.seed, &log);
    dice.force(forcedDice);
    HexResolveOptions options;
    options.firstDay = nextDayOfWeek(campaign);
    options.maxDays = maxDays;
    options.decisions = decisions;
    HexTurnResult result = resolveHexDays(campaign.world, campaign.ruleset, turn.state,
                                          orders.marches, options, dice, log);
    // Daily turns (H2.4) go on along what is left of each path; a new week starts without orders.
    std::vector<QStringList> nextOrders(campaign.kingdoms.size());
    if (!result.weekComplete)
        for (const HexMarchOrder &o : result.remainingOrders)
            for (const HexArmy &a : result.next.armies)
                if (a.id == o.army && a.kingdom >= 0 &&
                    static_cast<size_t>(a.kingdom) < nextOrders.size())
                    nextOrders[static_cast<size_t>(a.kingdom)] << marchOrderLine(o);
    TurnResolution out = closeTurn(campaign, std::move(log), result.next, std::move(nextOrders));
    out.problems = std::move(rejected);
    out.firstDay = options.firstDay;
    out.hex = std::move(result);
    return out;
}

} // namespace muster::hexrules
