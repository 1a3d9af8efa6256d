#pragma once
// An area's state in the current turn set by hand (RULES A1.2): its owner, armies, population,
// forts, defence mode and its location (A7.1), ships and armies aboard. The console's area
// inspector and `muster-cli area FILE AREA FIELD=VALUE...` set it here, so a state the campaign's
// readers would refuse (an AMBUSH without its location, more armies aboard than ships, ships on
// land) is refused before it is stored, in the readers' own words.

#include "operations/CampaignChange.h"

#include "model/Campaign.h"

namespace muster {

/// Sets area `area`'s state in the current turn to `state`, checked as every reader checks one
/// (model/StateCheck.h); refused, naming the field, when it breaks a rule. The undo sets the
/// state it had.
OperationResult setAreaState(Campaign &campaign, int area, const AreaState &state);

} // namespace muster
