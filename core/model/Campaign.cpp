#include "model/Campaign.h"

namespace muster {

int Campaign::kingdomIndex(const QString &id) const
{
    for (size_t i = 0; i < kingdoms.size(); ++i)
        if (kingdoms[i].id == id)
            return static_cast<int>(i);
    return -1;
}

std::uint64_t Campaign::turnSeed(std::uint64_t campaignSeed, int number)
{
    // SplitMix64 finaliser over (seed, turn): portable, and neighbouring turns get unrelated
    // streams.
    std::uint64_t z = campaignSeed + 0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(number);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (z ^ (z >> 31)) & kMaxSeed;
}

} // namespace muster
