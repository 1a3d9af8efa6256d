#pragma once
// Ending a campaign's setup (Campaign > Start Campaign, `muster-cli start`): what must hold before
// it can start, and the start itself. Once started, the ruleset and world are fixed (RULES R1)
// and turn 1 is the current turn, the one the GM enters orders for and resolves.

#include "model/Campaign.h"
#include "util/Problems.h"

#include <QString>

namespace muster {

/// Every problem of the campaign as the validator (`muster-cli validate`: the campaign reader of
/// core/io) finds it, each with its JSON path and without a file or line (the text is never
/// shown).
Problems campaignProblems(const Campaign &campaign);

/// Why the campaign cannot start, every reason: it has started already; the validator's problems;
/// no kingdom; an area campaign with no area; a kingdom that holds nothing on the map (no area,
/// army or stronghold: it could never act). Empty when it can start.
Problems startProblems(const Campaign &campaign);

/// Ends the setup: the campaign is started. Needs startProblems() to be empty.
void startCampaign(Campaign &campaign);

/// For a command that plays a turn (resolve, advance): "" when the campaign has started, else
/// the sentence saying it is still in setup and how to start it.
QString setupRefusal(const Campaign &campaign);

} // namespace muster
