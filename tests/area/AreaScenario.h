#pragma once
// Generated area-campaign worlds and random order sets, for the property tests and the benchmark.

#include "model/Kingdom.h"
#include "model/TurnState.h"
#include "model/World.h"
#include "rules/area/AreaEngine.h"

#include <cstdint>
#include <random>

namespace muster::test {

struct AreaScenario
{
    World world;
    std::vector<Kingdom> kingdoms;
    TurnState state;
};

/// A connected map of `areas` areas (a ring with random chords, about one in ten at sea) shared by
/// `kingdoms` kingdoms, with armies, population, forts, ships and passage grants. Deterministic in
/// `seed`.
AreaScenario generateAreaScenario(std::uint64_t seed, int areas, int kingdoms);

/// Random actions for every kingdom: mostly sensible (from own areas to neighbours), some
/// nonsense (foreign sources, far targets, huge counts, unknown area indices) to exercise every
/// failure path. `actions` per kingdom, numbered 1..actions.
AreaOrders randomAreaOrders(std::mt19937_64 &rng, const AreaScenario &scenario, int actions,
                            bool withNonsense = true);

} // namespace muster::test
