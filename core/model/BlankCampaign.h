#pragma once
// A campaign to start drawing from: the default ruleset of its kind (RULES R1), a map of the
// chosen size with no areas (a hex map all clear terrain), no kingdoms, and its first turn.
// `muster-cli new` and the console's New Map both start here.

#include "model/Campaign.h"

namespace muster {

Campaign blankCampaign(RulesetKind kind, int columns, int rows, const QString &name,
                       std::uint64_t seed);

} // namespace muster
