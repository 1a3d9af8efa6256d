#pragma once
// Shortest march routes over the hex graph (A* with the H2.2 entry costs), for planning marches and
// for the GUI to draw them. Supply routes use their own search (HexSupply.h): they follow roads and
// waterways only and count hexes, not miles.

#include "rules/hex/HexRules.h"

#include <functional>
#include <vector>

namespace muster::hexrules {

struct HexRoute
{
    bool found = false;
    std::vector<Hex> hexes; // from the start hex to the goal, both included
    double miles = 0;       // H2.2 cost of entering every hex after the first
};

/// The cheapest route from `from` to `to` in miles. `avoid` (optional) names hexes that may not be
/// entered, e.g. hexes held by enemies; the goal itself is always allowed so a route can end in
/// an attack (H4.1). Water and off-map hexes are never entered.
HexRoute findMarchRoute(const World &world, const HexRules &rules, Hex from, Hex to,
                        const std::function<bool(Hex)> &avoid = {});

/// Miles needed to walk `path` (the first hex is the start), or a negative number when a step is
/// not between neighbours or enters water or leaves the map.
double marchPathMiles(const World &world, const HexRules &rules, const std::vector<Hex> &path);

} // namespace muster::hexrules
