#pragma once
// The invented land of the sample area campaign: a coastline, seas, mountain spines with uplands
// around them, forests where it is wet, wetlands on low coasts and river mouths, plains between,
// carved into province-sized areas and a few small city areas beside their hinterlands (A1.1).

#include "model/World.h"

#include <cstdint>
#include <vector>

namespace muster::samples {

struct AreaGeography
{
    /// Grid, hexArea, areas (terrain and hinterland set; codes and names still empty) and rivers.
    World world;
    std::vector<double> elevation; // per hex; land above 0
    std::vector<double> moisture;  // per hex, 0..1
    std::vector<int> cities;       // indices of the city areas
};

AreaGeography makeAreaGeography(std::uint64_t seed, int columns, int rows);

} // namespace muster::samples
