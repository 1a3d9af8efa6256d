#pragma once
// Campaigns built in code for the GUI tests, the render benchmark and the screenshots, while the
// shipped samples (maps/sample-*.json) and the shared generator are not on main yet.

#include "model/Campaign.h"

#include <cstdint>

namespace muster::test {

struct AreaMapSpec
{
    int columns = 24;
    int rows = 16;
    int areas = 14;
    int kingdoms = 3;
    double seaFraction = 0.15; // share of the areas made sea (the rightmost seeds)
    std::uint64_t seed = 7;
};

/// An area campaign: areas grown from seeds (connected, a few hexes each), the rightmost ones sea,
/// one city, owners, armies, forts, ships. Deterministic for a given spec.
Campaign makeAreaCampaign(const AreaMapSpec &spec = {});

/// A hex campaign (RULES H1): terrain grid, a road, two rivers, strongholds and armies.
Campaign makeHexCampaign(int columns = 30, int rows = 20);

} // namespace muster::test
