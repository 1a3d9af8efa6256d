// One area-campaign turn (RULES A2): the seeded kingdom order and the rounds of numbered actions,
// then the end of the turn (EndOfTurn.cpp).
#include "dice/Dice.h"
#include "model/Campaign.h"
#include "rules/area/ActionSupport.h"
#include "rules/area/EndOfTurn.h"
#include "rules/area/OrderWorkCounts.h"
#include "rules/area/StoredSheets.h"
#include "rules/area/TurnWork.h"

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
    log::DieFor what;
    what.purpose = DiePurpose::KingdomOrder;
    for (size_t i = order.size(); i > 1; --i) {
        what.first = static_cast<int>(i);
        const int pick = dice.roll(static_cast<int>(i), what);
        std::swap(order[i - 1], order[static_cast<size_t>(pick - 1)]);
    }
    w.record(log::KingdomOrder{w.state.turn, w.log.addNumbers(order)});
    return order;
}

} // namespace

AreaTurnResult resolveAreaTurn(const AreaRules &rules, const TurnState &state,
                               const AreaOrders &orders, std::uint64_t seed,
                               const std::vector<int> &forcedDice, TurnLog log)
{
    countAreaTurnRun();
    AreaTurnResult result;
    result.log = std::move(log);
    if (state.areas.size() != rules.world.areas.size() ||
        state.kingdoms.size() != rules.kingdoms.size()) {
        result.next = state;
        result.tallies.assign(state.kingdoms.size(), {});
        result.log.add(log::TurnNotResolved{
            static_cast<int>(state.areas.size()), static_cast<int>(rules.world.areas.size()),
            static_cast<int>(state.kingdoms.size()), static_cast<int>(rules.kingdoms.size())});
        return result;
    }
    // About three events an order (accepted, a battle's start, phases and end) and three a
    // kingdom (its dice of A2.2, income): room for them at once rather than growing the log.
    std::size_t actions = 0;
    for (const auto &list : orders)
        actions += list.size();
    result.log.reserve(result.log.size() + 4 * actions + 4 * state.kingdoms.size() + 16);
    Dice dice(seed, &result.log);
    dice.force(forcedDice);
    TurnWork w(rules, state, result.log);
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
    result.next = std::move(w.turn.state);
    result.tallies = std::move(w.turn.tallies);
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
    return resolveCurrentAreaTurnWith(campaign, campaign.current().orders, forcedDice);
}

} // namespace muster
