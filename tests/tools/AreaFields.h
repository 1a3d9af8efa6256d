#pragma once
// The continuous fields the sample area map is drawn from: where the land is, how high it lies,
// how wet it is and how far each hex is from a mountain spine.

#include "model/World.h"

#include <cstdint>
#include <vector>

namespace muster::samples {

struct AreaFields
{
    std::vector<bool> land;
    std::vector<double> elevation; // land above 0, rising towards the spines
    std::vector<double> moisture;  // 0..1, wetter in the west (the weather comes off the ocean)
    std::vector<double> ridge;     // distance to the nearest mountain spine, in hexes
    std::vector<double> roughness; // 0..1 noise used to make borders irregular
};

AreaFields makeAreaFields(const World &world, std::uint64_t seed);

} // namespace muster::samples
