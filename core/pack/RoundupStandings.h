#pragma once
// The public roundup's standings (pack/Roundup.h), each rule system's own (RuleSystem::
// roundupStandings): the kingdoms ranked by the campaign's measure of victory and, where kingdoms
// hold areas, who owns which. Kingdoms keep the order of the campaign among equals.

#include "model/Campaign.h"
#include "pack/PackDocument.h"
#include "view/KingdomView.h"

namespace muster {

/// Area campaigns (A1): ranked by the ruleset's "victory" (population, the default, or areas),
/// then one line per owner of the areas the view shows.
void areaRoundupStandings(const Campaign &campaign, const KingdomView &view, PackDocument &doc);
/// Hex campaigns (H): ranked by the strongholds each kingdom holds; no areas to list.
void hexRoundupStandings(const Campaign &campaign, const KingdomView &view, PackDocument &doc);

} // namespace muster
