#pragma once
// Ending a campaign's setup, and reopening it (RULES R1): Campaign > Start Campaign and its undo
// in the console, `muster-cli start` headless. From the start the ruleset and the map are fixed
// and turn 1 is played; setup reopens only while no turn has been resolved.

#include "operations/CampaignChange.h"

#include "model/Campaign.h"

namespace muster {

/// Ends the setup (setup/CampaignStart.h); refused, with every reason startProblems gives, when
/// the campaign cannot start. The file writes it with the definition (CampaignChange::Kind::Setup).
OperationResult endSetup(Campaign &campaign);

/// Puts a started campaign back in setup (the undo of endSetup); refused once a turn has been
/// resolved, whose history must replay by the numbers and map it was played with.
OperationResult reopenSetup(Campaign &campaign);

} // namespace muster
