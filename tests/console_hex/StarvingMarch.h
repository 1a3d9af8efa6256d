#pragma once
// The march that starves the hex sample's first army: ten hexes off the roads, mostly through
// woods, far from every enemy (no battle, no contact stop, H2.4), out of supply on the way
// (H3.1, H3.2). tst_console_hex judges it; hex_starving_demo shows it planned.

#include "model/Campaign.h"
#include "rules/hex/HexPathfinding.h"
#include "rules/hex/HexRules.h"
#include "rules/hex/MarchForecast.h"

#include <vector>

namespace muster::test {

/// The path (the hexes to enter) of that march; empty when the campaign has none.
inline std::vector<Hex> starvingMarch(const Campaign &c, hexrules::SupplyTracer &supply)
{
    const HexArmy &army = c.current().state.armies.at(0);
    const auto rules = hexrules::HexRules::fromRuleset(c.ruleset);
    std::vector<Hex> best;
    int bestWoods = -1;
    for (Hex h : hexRing(army.hex, 10)) {
        const auto route = hexrules::findMarchRoute(c.world, rules, army.hex, h);
        if (!route.found || route.hexes.size() != 11)
            continue;
        bool far = true;
        int woods = 0;
        for (Hex step : route.hexes) {
            woods += c.world.terrainAt(step) == HexTerrain::Woods ? 1 : 0;
            for (const HexArmy &other : c.current().state.armies)
                far = far && (!hexrules::opposing(other, army) ||
                              hexDistance(other.hex, step) > rules.contactDistance + 1);
        }
        const std::vector<Hex> path(route.hexes.begin() + 1, route.hexes.end());
        if (far && woods > bestWoods &&
            hexrules::forecastMarch(c, army, path, supply).destroyed > 0) {
            best = path;
            bestWoods = woods;
        }
    }
    return best;
}

} // namespace muster::test
