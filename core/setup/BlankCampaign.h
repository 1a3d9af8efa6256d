#pragma once
// The campaign a GM starts from, in setup (Campaign::started false): the shipped ruleset of its
// kind (RULES R1), a blank map, no kingdoms and its first turn. File > New Campaign and
// `muster-cli new` both make it here.

#include "model/Campaign.h"

#include <QString>

#include <cstdint>

namespace muster {

struct NewCampaignOptions
{
    RulesetKind kind = RulesetKind::Area;
    QString name;
    int columns = 40; // hexes; within limits::kNewMapSide
    int rows = 30;
    std::uint64_t seed = 0; // RULES R2; at most Campaign::kMaxSeed
};

/// A blank map: an area campaign with no areas yet (every hex outside any area), a hex campaign
/// of clear terrain to paint on.
Campaign blankCampaign(const NewCampaignOptions &options);
/// A seed for a new campaign from the system's random source, within Campaign::kMaxSeed.
std::uint64_t randomCampaignSeed();

} // namespace muster
