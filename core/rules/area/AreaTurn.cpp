// One area-campaign turn (RULES A2): the seeded kingdom order, the rounds of numbered actions, and
// the end of the turn (A2.4: dispersed armies return A9, sticky flags clear, income A10).
#include "dice/Dice.h"
#include "model/Campaign.h"
#include "rules/area/ActionSupport.h"
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

void endOfTurn(TurnWork &w)
{
    for (size_t k = 0; k < w.state.kingdoms.size(); ++k) { // A9.1
        KingdomState &ks = w.state.kingdoms[k];
        if (ks.dispersed == 0)
            continue;
        ks.armyReserve += ks.dispersed;
        w.event(QStringLiteral("DispersedReturned"), QStringLiteral("A9.1, A2.4"),
                {{QStringLiteral("kingdom"), w.kingdomId(static_cast<int>(k))},
                 {QStringLiteral("armies"), ks.dispersed},
                 {QStringLiteral("reserve"), ks.armyReserve}},
                QStringLiteral("%1 dispersed armies of %2 return to its reserve, now %3 (A9.1).")
                    .arg(ks.dispersed)
                    .arg(w.kingdomName(static_cast<int>(k)))
                    .arg(ks.armyReserve));
        ks.dispersed = 0;
    }
    const auto stuck = std::count(w.sticky.begin(), w.sticky.end(), 1);
    std::fill(w.sticky.begin(), w.sticky.end(), 0);
    w.event(QStringLiteral("StickyCleared"), QStringLiteral("A2.4"),
            {{QStringLiteral("areas"), static_cast<int>(stuck)}},
            QStringLiteral("End of turn: %1 sticky areas are free again (A2.4).").arg(stuck));
    std::vector<int> income(w.state.kingdoms.size(), 0);
    for (size_t i = 0; i < w.state.areas.size(); ++i) {
        const AreaState &s = w.state.areas[i];
        if (s.owner >= 0 && s.owner < static_cast<int>(income.size()) &&
            !w.isSea(static_cast<int>(i)))
            income[static_cast<size_t>(s.owner)] += s.population;
    }
    for (size_t k = 0; k < income.size(); ++k) { // A10.1
        KingdomState &ks = w.state.kingdoms[k];
        ks.bp += income[k];
        w.event(
            QStringLiteral("Income"), QStringLiteral("A10.1"),
            {{QStringLiteral("kingdom"), w.kingdomId(static_cast<int>(k))},
             {QStringLiteral("income"), income[k]},
             {QStringLiteral("bp"), ks.bp}},
            QStringLiteral("%1 gains %2 BP from the population of its areas, now %3 BP (A10.1).")
                .arg(w.kingdomName(static_cast<int>(k)))
                .arg(income[k])
                .arg(ks.bp));
    }
    ++w.state.turn;
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
