#include "rules/turn/TurnResolution.h"

#include "rules/RuleSystem.h"

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
    return ruleSystem(campaign).resolveTurn(campaign, options);
}

} // namespace muster
