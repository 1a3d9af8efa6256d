#include "operations/SetMarch.h"

#include "operations/StoreOrders.h"

namespace muster {

OperationResult setMarch(Campaign &campaign, const hexrules::HexMarchOrder &order)
{
    if (campaign.turns.empty())
        return OperationResult::refused(
            QStringLiteral("the campaign has no turn to store a march for"));
    const TurnRecord &turn = campaign.current();
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(campaign.ruleset);
    const auto read = hexrules::parseMarchOrder(hexrules::marchOrderLine(order), -1, campaign.world,
                                                turn.state, rules);
    if (!read)
        return OperationResult::refused(
            QStringLiteral("march of %1 refused: %2").arg(order.army, read.problems()[0].message));
    const std::optional<hexrules::HexMarchOrder> &checked = *read;
    const HexArmy *army = hexrules::armyNamed(turn.state, checked->army);
    if (army->kingdom < 0)
        return OperationResult::refused(
            QStringLiteral("army %1 is unowned (a deserter, H7.2) and takes no orders")
                .arg(army->id));
    const int kingdom = army->kingdom;
    const auto k = static_cast<size_t>(kingdom);
    const QStringList lines = k < turn.orders.size() ? turn.orders[k] : QStringList();
    return storeOrderLines(campaign, kingdom,
                           hexrules::withMarchOrder(lines, *checked, turn.state));
}

} // namespace muster
