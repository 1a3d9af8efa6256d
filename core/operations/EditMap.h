#pragma once
// The map edited in setup (RULES A1.1, H1.1): the world and, with it, the current turn's area
// states (an area made or removed renumbers them). The console's map editor makes each edit with
// core/edit and stores it here, so an edit that would leave a state the campaign's readers refuse
// is refused before it is stored: a campaign saved so would not open again. Such states are an
// area's (ships on land, population at sea, a defence location no longer adjacent: A1.2, A7.1)
// and a hex army's (on a hex painted water: H1.2). Once the campaign has started the map is
// fixed: its turns are resolved and replayed on the map it started with (R1, R2).

#include "operations/CampaignChange.h"

#include "model/Campaign.h"

#include <QStringList>

namespace muster {

/// Why no map edit is made once the campaign has started (R1, R2).
QString mapFixedRefusal();

/// Why the map may not become `world` with the area states `areas` (indexed like
/// `world.areas`), each reason a sentence naming the area or the army and the field; empty when
/// it may. `world` must be rebuilt (World::rebuild). Only what the edit adds is its reason: a
/// problem the states had before it is the GM's to mend by hand.
QStringList mapEditRefusal(const Campaign &campaign, const World &world,
                           const std::vector<AreaState> &areas);

/// Stores the edited map, rebuilt (the map editor rebuilds it once to check it; a map is not
/// rebuilt again here, as a big map's rebuild is most of an edit's cost), and its area states
/// (CampaignChange::Kind::Map: the file writes the definition and the current turn); refused
/// with mapEditRefusal's reasons.
OperationResult editMap(Campaign &campaign, World world, std::vector<AreaState> areas);

/// Puts back a map (as the campaign held it, rebuilt) and area states the campaign had (the undo
/// of editMap), unchecked: they were the campaign's.
OperationResult restoreMap(Campaign &campaign, World world, std::vector<AreaState> areas);

} // namespace muster
