#pragma once
// Choosing the paper a campaign's packs are printed on (model/Paper.h). It is no rule, so the GM
// may change it at any time, in setup or in play; `muster-cli settings FILE paper=A3` and the
// console's Campaign > Pack Paper menu set it here.

#include "operations/CampaignChange.h"

#include "model/Campaign.h"
#include "model/Paper.h"

namespace muster {

/// Sets the campaign's paper (the undo sets the one it had). The file writes it with the
/// definition (CampaignChange::Kind::Settings).
OperationResult setPaper(Campaign &campaign, Paper paper);

} // namespace muster
