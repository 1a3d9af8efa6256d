#include "RegionGrowth.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>
#include <tuple>

namespace muster::samples {

MapPoint mapPoint(const World &world, int index)
{
    const int col = index % world.columns, row = index / world.columns;
    return {col + 0.5 * (row & 1), row * 0.8660254037844386};
}

std::vector<int> gridNeighbours(const World &world, int index)
{
    std::vector<int> out;
    out.reserve(6);
    for (const Hex n : hexNeighbours(world.hexAt(index))) {
        const int j = world.indexOf(n);
        if (j >= 0)
            out.push_back(j);
    }
    return out;
}

std::vector<int> components(const World &world, const std::vector<bool> &mask)
{
    std::vector<int> out(mask.size(), -1);
    int next = 0;
    for (size_t start = 0; start < mask.size(); ++start) {
        if (!mask[start] || out[start] >= 0)
            continue;
        std::vector<int> stack{static_cast<int>(start)};
        out[start] = next;
        while (!stack.empty()) {
            const int h = stack.back();
            stack.pop_back();
            for (const int n : gridNeighbours(world, h))
                if (mask[static_cast<size_t>(n)] && out[static_cast<size_t>(n)] < 0) {
                    out[static_cast<size_t>(n)] = next;
                    stack.push_back(n);
                }
        }
        ++next;
    }
    return out;
}

std::vector<int> spreadSeeds(const World &world, const std::vector<bool> &mask, int count,
                             int minComponent, SampleRandom &random)
{
    std::vector<int> inside;
    for (size_t i = 0; i < mask.size(); ++i)
        if (mask[i])
            inside.push_back(static_cast<int>(i));
    std::vector<int> seeds;
    if (inside.empty())
        return seeds;
    std::vector<int> nearest(mask.size(), std::numeric_limits<int>::max());
    auto take = [&](int seed) {
        seeds.push_back(seed);
        const Hex s = world.hexAt(seed);
        for (const int i : inside)
            nearest[static_cast<size_t>(i)] =
                std::min(nearest[static_cast<size_t>(i)], hexDistance(s, world.hexAt(i)));
    };
    take(inside[static_cast<size_t>(random.range(0, static_cast<int>(inside.size()) - 1))]);
    while (static_cast<int>(seeds.size()) < count) {
        int best = -1;
        for (const int i : inside)
            if (best < 0 || nearest[static_cast<size_t>(i)] > nearest[static_cast<size_t>(best)])
                best = i;
        if (nearest[static_cast<size_t>(best)] == 0)
            break;
        take(best);
    }
    // Islands too small to be noticed by distance alone still need a seed of their own.
    const std::vector<int> comp = components(world, mask);
    const int compCount = comp.empty() ? 0 : *std::max_element(comp.begin(), comp.end()) + 1;
    std::vector<int> size(static_cast<size_t>(compCount), 0);
    std::vector<bool> seeded(static_cast<size_t>(compCount), false);
    for (const int i : inside)
        ++size[static_cast<size_t>(comp[static_cast<size_t>(i)])];
    for (const int s : seeds)
        seeded[static_cast<size_t>(comp[static_cast<size_t>(s)])] = true;
    for (const int i : inside) {
        const auto c = static_cast<size_t>(comp[static_cast<size_t>(i)]);
        if (!seeded[c] && size[c] >= minComponent) {
            seeded[c] = true;
            seeds.push_back(i);
        }
    }
    return seeds;
}

std::vector<int> growRegions(const World &world, const std::vector<bool> &mask,
                             const std::vector<int> &seeds, const StepCost &cost)
{
    std::vector<int> region(mask.size(), -1);
    std::vector<double> best(mask.size(), std::numeric_limits<double>::infinity());
    using Entry = std::tuple<double, int, int>; // cost, seed, hex: ties break the same every run
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    for (size_t s = 0; s < seeds.size(); ++s) {
        best[static_cast<size_t>(seeds[s])] = 0;
        open.emplace(0.0, static_cast<int>(s), seeds[s]);
    }
    while (!open.empty()) {
        const auto [c, s, h] = open.top();
        open.pop();
        if (region[static_cast<size_t>(h)] >= 0)
            continue;
        region[static_cast<size_t>(h)] = s;
        for (const int n : gridNeighbours(world, h)) {
            if (!mask[static_cast<size_t>(n)] || region[static_cast<size_t>(n)] >= 0)
                continue;
            const double nc = c + cost(h, n);
            if (nc < best[static_cast<size_t>(n)]) {
                best[static_cast<size_t>(n)] = nc;
                open.emplace(nc, s, n);
            }
        }
    }
    return region;
}

std::vector<int> recentredSeeds(const World &world, const std::vector<int> &region, int count)
{
    std::vector<double> sx(static_cast<size_t>(count), 0), sy(static_cast<size_t>(count), 0);
    std::vector<int> n(static_cast<size_t>(count), 0);
    for (size_t i = 0; i < region.size(); ++i) {
        if (region[i] < 0)
            continue;
        const MapPoint p = mapPoint(world, static_cast<int>(i));
        sx[static_cast<size_t>(region[i])] += p.x;
        sy[static_cast<size_t>(region[i])] += p.y;
        ++n[static_cast<size_t>(region[i])];
    }
    std::vector<int> seeds(static_cast<size_t>(count), -1);
    std::vector<double> bestDistance(static_cast<size_t>(count), 1e18);
    for (size_t i = 0; i < region.size(); ++i) {
        const int r = region[i];
        if (r < 0)
            continue;
        const auto ri = static_cast<size_t>(r);
        const MapPoint p = mapPoint(world, static_cast<int>(i));
        const double dx = p.x - sx[ri] / n[ri], dy = p.y - sy[ri] / n[ri];
        if (dx * dx + dy * dy < bestDistance[ri]) {
            bestDistance[ri] = dx * dx + dy * dy;
            seeds[ri] = static_cast<int>(i);
        }
    }
    seeds.erase(std::remove(seeds.begin(), seeds.end(), -1), seeds.end());
    return seeds;
}

std::vector<int> cheapestPath(const World &world, int from, const std::function<bool(int)> &isGoal,
                              const std::function<bool(int)> &passable, const StepCost &cost)
{
    const auto n = static_cast<size_t>(world.hexCount());
    std::vector<double> best(n, std::numeric_limits<double>::infinity());
    std::vector<int> previous(n, -1);
    std::vector<bool> done(n, false);
    using Entry = std::pair<double, int>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    best[static_cast<size_t>(from)] = 0;
    open.emplace(0.0, from);
    while (!open.empty()) {
        const auto [c, h] = open.top();
        open.pop();
        if (done[static_cast<size_t>(h)])
            continue;
        done[static_cast<size_t>(h)] = true;
        if (h != from && isGoal(h)) {
            std::vector<int> path;
            for (int at = h; at >= 0; at = previous[static_cast<size_t>(at)])
                path.push_back(at);
            std::reverse(path.begin(), path.end());
            return path;
        }
        for (const int next : gridNeighbours(world, h)) {
            if (done[static_cast<size_t>(next)] || (!passable(next) && !isGoal(next)))
                continue;
            const double nc = c + cost(h, next);
            if (nc < best[static_cast<size_t>(next)]) {
                best[static_cast<size_t>(next)] = nc;
                previous[static_cast<size_t>(next)] = h;
                open.emplace(nc, next);
            }
        }
    }
    return {};
}

} // namespace muster::samples
