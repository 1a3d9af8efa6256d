#pragma once
// The bundled area campaign (maps/sample-area.json): the invented geography of AreaGeography named,
// shared out among six kingdoms and filled with armies, population, forts, ships and defence modes
// (RULES A1-A7), as one current turn with no history whose orders are the turn 1 sheets of
// AreaSampleOrders.

#include "model/Campaign.h"

#include <cstdint>

namespace muster::samples {

/// The seed maps/sample-area.json is made from.
inline constexpr std::uint64_t kAreaSampleSeed = 20240611;

Campaign makeAreaSample(std::uint64_t seed);

} // namespace muster::samples
