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

} // namespace muster
