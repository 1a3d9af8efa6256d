#include "HexBattleSetup.h"

#include "rules/hex/HexOrders.h"
#include "rules/hex/HexPathfinding.h"
#include "rules/hex/HexRules.h"

#include <algorithm>

namespace muster::test {

std::optional<HexBattleSetup> facingArmies(Campaign campaign)
{
    HexBattleSetup out;
    auto &armies = campaign.turns.back().state.armies;
    if (armies.empty())
        return std::nullopt;
    const HexArmy &attacker = armies.front();
    const auto enemy = std::find_if(armies.begin(), armies.end(), [&](const HexArmy &a) {
        return hexrules::opposing(a, attacker);
    });
    if (enemy == armies.end())
        return std::nullopt;
    out.defender = static_cast<int>(enemy - armies.begin());
    const auto rules = hexrules::HexRules::fromRuleset(campaign.ruleset);
    for (Hex h : hexRing(attacker.hex, 2)) {
        const bool crowded = std::any_of(armies.begin(), armies.end(), [&](const HexArmy &a) {
            return a.id != attacker.id && a.id != enemy->id && hexDistance(a.hex, h) <= 4;
        });
        const auto route = hexrules::findMarchRoute(campaign.world, rules, attacker.hex, h);
        if (!crowded && route.found && route.hexes.size() == 3) {
            enemy->hex = h;
            out.campaign = std::move(campaign);
            return out;
        }
    }
    return std::nullopt;
}

void orderTheAttack(HexBattleSetup &setup)
{
    Campaign &c = setup.campaign;
    TurnRecord &turn = c.current();
    const HexArmy &attacker = turn.state.armies[static_cast<size_t>(setup.attacker)];
    const HexArmy &defender = turn.state.armies[static_cast<size_t>(setup.defender)];
    const auto rules = hexrules::HexRules::fromRuleset(c.ruleset);
    const auto route = hexrules::findMarchRoute(c.world, rules, attacker.hex, defender.hex);
    turn.orders.resize(c.kingdoms.size());
    turn.orders[static_cast<size_t>(attacker.kingdom)] << hexrules::marchOrderLine(
        {attacker.id, {route.hexes.begin() + 1, route.hexes.end()}, {}});
}

} // namespace muster::test
