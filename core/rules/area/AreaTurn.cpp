// One area-campaign turn (RULES A2): the seeded kingdom order and the rounds of numbered actions,
// then the end of the turn (EndOfTurn.cpp).
#include "dice/Dice.h"
#include "model/Campaign.h"
#include "rules/area/ActionSupport.h"
#include "rules/area/EndOfTurn.h"
#include "rules/area/OrderSheet.h"
#include "rules/area/TurnWork.h"

#include <QJsonArray>

#include <numeric>

namespace muster {

namespace {

/// A2.2 [house]: a Fisher-Yates shuffle with one die per place, so the order is logged like every
/// other die (R2) and can be forced (R3): the die for place i (from the last) picks which of the
/// first i kingdoms takes it.
std::vector<int> kingdomOrder(TurnWork &w, Dice &dice)
{
    std::vector<int> order(w.state.kingdoms.size());
    std::iota(order.begin(), order.end(), 0);
    for (size_t i = order.size(); i > 1; --i) {
        const int pick =
            dice.roll(static_cast<int>(i), QStringLiteral("the kingdom order, place %1").arg(i),
                      QStringLiteral("A2.2, R2"));
        std::swap(order[i - 1], order[static_cast<size_t>(pick - 1)]);
    }
    QJsonArray ids;
    QStringList names;
    for (int k : order) {
        ids.append(w.kingdomId(k));
        names.append(w.kingdomName(k));
    }
    w.event(QStringLiteral("KingdomOrder"), QStringLiteral("A2.2"),
            {{QStringLiteral("order"), ids}},
            QStringLiteral("Turn %1: kingdoms act in the order %2 (A2.2).")
                .arg(w.state.turn)
                .arg(names.join(QStringLiteral(", "))));
    return order;
}

} // namespace

AreaTurnResult resolveAreaTurn(const AreaRules &rules, const TurnState &state,
                               const AreaOrders &orders, std::uint64_t seed,
                               const std::vector<int> &forcedDice)
{
    AreaTurnResult result;
    result.tallies.assign(state.kingdoms.size(), {});
    if (state.areas.size() != rules.world.areas.size() ||
        state.kingdoms.size() != rules.kingdoms.size()) {
        result.next = state;
        LogEvent e;
        e.type = QStringLiteral("TurnNotResolved");
        e.text = QStringLiteral("The turn state does not match the map (%1 areas for %2) or the "
                                "kingdoms (%3 for %4); nothing was resolved.")
                     .arg(state.areas.size())
                     .arg(rules.world.areas.size())
                     .arg(state.kingdoms.size())
                     .arg(rules.kingdoms.size());
        result.log.add(e);
        return result;
    }
    Dice dice(seed, &result.log);
    dice.force(forcedDice);
    TurnWork w(rules, state, result.log, result.tallies);
    const std::vector<int> order = kingdomOrder(w, dice);
    std::vector<size_t> next(order.size(), 0); // per kingdom, its next action to look at
    for (int round = 1; round <= rules.params.maxActions; ++round) { // A2.2
        for (int k : order) {
            if (static_cast<size_t>(k) >= orders.size())
                continue;
            const auto &list = orders[static_cast<size_t>(k)];
            size_t &i = next[static_cast<size_t>(k)];
            while (i < list.size() && list[i].number < round)
                ++i; // out-of-order numbers (only from hand-built orders) are skipped
            if (i < list.size() && list[i].number == round)
                executeAction(w, k, list[i++]);
        }
    }
    endOfTurn(w);
    result.next = std::move(w.state);
    return result;
}

long long kingdomArmies(const TurnState &state, int kingdom)
{
    const KingdomState &k = state.kingdoms[static_cast<size_t>(kingdom)];
    long long n = static_cast<long long>(k.armyReserve) + k.dispersed;
    for (const AreaState &a : state.areas)
        if (a.owner == kingdom)
            n += a.armies + a.aboard;
    return n;
}

AreaTurnResult resolveCurrentAreaTurn(const Campaign &campaign, const std::vector<int> &forcedDice)
{
    const AreaRules rules{campaign.world, campaign.kingdoms,
                          AreaParameters::fromRuleset(campaign.ruleset)};
    const TurnRecord &turn = campaign.current();
    AreaOrders orders(campaign.kingdoms.size());
    TurnLog rejected;
    const AreaNameIndex names(campaign.world);
    for (size_t k = 0; k < orders.size() && k < turn.orders.size(); ++k) {
        const OrderSheet sheet =
            parseOrderSheet(turn.orders[k].join(QLatin1Char('\n')), names, rules.params.maxActions);
        if (sheet.ok()) {
            orders[k] = sheet.actions;
            continue;
        }
        LogEvent e;
        e.type = QStringLiteral("SheetRejected");
        e.rule = QStringLiteral("A3");
        e.data.insert(QStringLiteral("kingdom"), campaign.kingdoms[k].id);
        e.data.insert(QStringLiteral("errors"), QJsonArray::fromStringList(sheet.errors));
        e.text = QStringLiteral("The stored orders of %1 no longer parse and are ignored: %2")
                     .arg(campaign.kingdoms[k].name, sheet.errors.join(QStringLiteral("; ")));
        rejected.add(e);
    }
    AreaTurnResult result = resolveAreaTurn(rules, turn.state, orders, turn.seed, forcedDice);
    if (!rejected.isEmpty()) {
        TurnLog log = rejected;
        for (const LogEvent &e : result.log.events())
            log.add(e);
        result.log = std::move(log);
    }
    return result;
}

} // namespace muster
