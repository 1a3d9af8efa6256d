#pragma once
// A hex army's state in the current turn set by hand (RULES H1.2): its owner, leader and units.
// The console's hex inspector sets it here, so an edit that makes an army the campaign's readers
// would refuse (no unit left, a unit's hit points beyond its type's, an unknown unit type) is
// refused before it is stored, in the readers' own words.

#include "operations/CampaignChange.h"

#include "model/Campaign.h"

#include <QStringList>

namespace muster {

/// What setting army `index` of the current turn to `army` would add that a reader refuses (its
/// stored form read back, io/CampaignJson.h, and its id unique); empty when it may be set. A
/// problem the army has already is not the edit's.
QStringList armyRefusal(const Campaign &campaign, int index, const HexArmy &army);

/// Sets army `index` of the current turn to `army`; refused, with armyRefusal's reasons, when it
/// adds a problem.
OperationResult setArmy(Campaign &campaign, int index, const HexArmy &army);

/// Puts back an army as it was (the undo of setArmy), unchecked: it was the army.
OperationResult restoreArmy(Campaign &campaign, int index, const HexArmy &army);

} // namespace muster
