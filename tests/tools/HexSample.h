#pragma once
// The bundled hex campaign (maps/sample-hex.json): a river valley between mountains and a coast,
// with roads between strongholds and three kingdoms' armies of mixed units (RULES part H), as one
// current turn with no history.

#include "model/Campaign.h"

#include <cstdint>

namespace muster::samples {

/// The seed and size maps/sample-hex.json is made from.
inline constexpr std::uint64_t kHexSampleSeed = 1187;
inline constexpr int kHexSampleColumns = 48;
inline constexpr int kHexSampleRows = 32;

Campaign makeHexSample(std::uint64_t seed, int columns, int rows);

} // namespace muster::samples
