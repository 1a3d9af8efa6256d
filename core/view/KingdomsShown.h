#pragma once
// A map layer's kingdom filter: per kingdom index whether its marks are drawn, empty for every
// kingdom (OrderLayer::kingdomsShown, marchKingdomsShown).

#include <cstddef>
#include <vector>

namespace muster {

/// Whether `shown` lets kingdom `kingdom`'s marks through (never an index outside it).
inline bool kingdomShown(const std::vector<bool> &shown, int kingdom)
{
    return shown.empty() || (kingdom >= 0 && static_cast<std::size_t>(kingdom) < shown.size() &&
                             shown[static_cast<std::size_t>(kingdom)]);
}

} // namespace muster
