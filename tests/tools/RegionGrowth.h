#pragma once
// Grid helpers for the sample generator: carving a hex grid into regions that look like provinces
// (seeds spread far apart, grown outwards by cheapest step cost, then re-centred).

#include "SampleRandom.h"

#include "model/World.h"

#include <functional>
#include <vector>

namespace muster::samples {

/// Map position of a hex in hex widths (x) and rows scaled to the same unit (y), for noise fields.
struct MapPoint
{
    double x = 0;
    double y = 0;
};
MapPoint mapPoint(const World &world, int index);

/// Row-major indices of the on-map neighbours of a hex.
std::vector<int> gridNeighbours(const World &world, int index);

/// Component number per hex inside `mask` (4-connected never: hex neighbours), -1 outside.
std::vector<int> components(const World &world, const std::vector<bool> &mask);

/// `count` seeds inside `mask`, each as far as possible from those before it; every component of
/// the mask with at least `minComponent` hexes gets at least one seed.
std::vector<int> spreadSeeds(const World &world, const std::vector<bool> &mask, int count,
                             int minComponent, SampleRandom &random);

/// Cost of stepping from one hex to a neighbour (both inside the mask).
using StepCost = std::function<double(int from, int to)>;

/// Multi-source cheapest-path growth: each hex of `mask` gets the index (into seeds) of the seed
/// it is cheapest to reach from; -1 outside the mask or unreachable. Regions come out connected.
std::vector<int> growRegions(const World &world, const std::vector<bool> &mask,
                             const std::vector<int> &seeds, const StepCost &cost);

/// One Lloyd step: for each region, the hex of that region nearest its centre.
std::vector<int> recentredSeeds(const World &world, const std::vector<int> &region, int count);

/// The cheapest path from `from` to any hex where `isGoal` holds, through hexes where `passable`
/// holds; empty when none. The path starts at `from` and ends on the goal hex.
std::vector<int> cheapestPath(const World &world, int from, const std::function<bool(int)> &isGoal,
                              const std::function<bool(int)> &passable, const StepCost &cost);

} // namespace muster::samples
