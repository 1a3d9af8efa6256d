#include "rules/hex/HexPathfinding.h"

#include <algorithm>
#include <limits>
#include <queue>

namespace muster::hexrules {

HexRoute findMarchRoute(const World &world, const HexRules &rules, Hex from, Hex to,
                        const std::function<bool(Hex)> &avoid)
{
    HexRoute route;
    const int start = world.indexOf(from), goal = world.indexOf(to);
    if (start < 0 || goal < 0)
        return route;
    if (start == goal) {
        route.found = true;
        route.hexes = {from};
        return route;
    }
    // The cheapest possible step keeps the heuristic admissible, so A* stays exact.
    double cheapest = rules.hexMiles * rules.roadFactor;
    for (double f : rules.terrainFactor)
        if (f > 0)
            cheapest = std::min(cheapest, rules.hexMiles * f);

    const auto n = static_cast<size_t>(world.hexCount());
    std::vector<double> cost(n, std::numeric_limits<double>::infinity());
    std::vector<int> parent(n, -1);
    std::vector<char> closed(n, 0);
    // (estimate, index): ties go to the lower index, so equal routes are always chosen alike.
    using Entry = std::pair<double, int>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    cost[static_cast<size_t>(start)] = 0;
    open.push({hexDistance(from, to) * cheapest, start});
    while (!open.empty()) {
        const int current = open.top().second;
        open.pop();
        if (closed[static_cast<size_t>(current)])
            continue;
        closed[static_cast<size_t>(current)] = 1;
        if (current == goal)
            break;
        const Hex h = world.hexAt(current);
        for (int d = 0; d < 6; ++d) {
            const Hex next = hexNeighbour(h, d);
            const int ni = world.indexOf(next);
            if (ni < 0 || closed[static_cast<size_t>(ni)])
                continue;
            if (ni != goal && avoid && avoid(next))
                continue;
            const double step = rules.entryCost(world, h, next);
            if (step < 0)
                continue;
            const double c = cost[static_cast<size_t>(current)] + step;
            if (c < cost[static_cast<size_t>(ni)]) {
                cost[static_cast<size_t>(ni)] = c;
                parent[static_cast<size_t>(ni)] = current;
                open.push({c + hexDistance(next, to) * cheapest, ni});
            }
        }
    }
    if (parent[static_cast<size_t>(goal)] < 0)
        return route;
    route.found = true;
    route.miles = cost[static_cast<size_t>(goal)];
    for (int i = goal; i >= 0; i = parent[static_cast<size_t>(i)])
        route.hexes.push_back(world.hexAt(i));
    std::reverse(route.hexes.begin(), route.hexes.end());
    return route;
}

double marchPathMiles(const World &world, const HexRules &rules, const std::vector<Hex> &path)
{
    double miles = 0;
    for (size_t i = 1; i < path.size(); ++i) {
        const double step = rules.entryCost(world, path[i - 1], path[i]);
        if (step < 0)
            return -1;
        miles += step;
    }
    return miles;
}

} // namespace muster::hexrules
