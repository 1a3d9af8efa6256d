#pragma once
// An area's terrain set by hand in setup (RULES A1.1): the console's area inspector sets it
// here. A terrain that would make the area's state one the campaign's readers refuse (ships on
// land, or population and forts at sea, A1.2) is refused; so is any terrain once the campaign
// has started, as the map editor refuses every edit then: its turns are resolved and replayed on
// the map it started with (R1, R2).

#include "operations/CampaignChange.h"

#include "model/Campaign.h"

#include <QStringList>

namespace muster {

/// Why area `area` may not become `terrain`, each reason a sentence; empty when it may. The
/// campaign is as it was when it returns (its terrain is tried on it).
QStringList areaTerrainRefusal(Campaign &campaign, int area, AreaTerrain terrain);

/// Sets area `area`'s terrain (CampaignChange::Kind::Map: the file writes the definition and
/// the current turn); refused with areaTerrainRefusal's reasons.
OperationResult setAreaTerrain(Campaign &campaign, int area, AreaTerrain terrain);

} // namespace muster
