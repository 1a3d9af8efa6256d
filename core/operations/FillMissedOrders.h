#pragma once
// The stand-ins of a turn's missed sheets, stored before the turn is resolved: each kingdom that
// has no orders when the GM resolves does what its policy says (model/KingdomPlay.h), and the
// turn remembers it (TurnRecord::standIns), so the roundup can name who missed and for how long.
// A kingdom without a player is on autopilot every turn.
//
// The stand-ins are ordinary sheets stored as a player's are: the GM sees them before resolving
// and may edit them as any sheet (an edit keeps them stand-ins: the player still sent none; a
// player's sheet that comes late replaces one). One change, so one undo step in the console.
//
// Decisions: a kingdom out of the game at the turn's start (no land in an area campaign; no army
// and no stronghold in a hex campaign) gets no stand-in; a campaign still in setup gets none.
//
//     const std::vector<MissedSheet> sheets = missedSheets(campaign); // to show the GM
//     const OperationResult r = fillMissedOrders(campaign);          // refused when none

#include "operations/CampaignChange.h"

#include "model/Campaign.h"

#include <vector>

namespace muster {

struct MissedSheet
{
    int kingdom = -1;
    StandIn standIn;
    QStringList lines; // canonical; none when held
};

/// The stand-ins the current turn would get, in kingdom order: one for each kingdom still in the
/// game with no orders and no message from its player this turn (one already held is worked out
/// again). Nothing for a resolved turn, a campaign in setup, or a hex campaign's daily turn
/// within a week (H2.4: the marches under way carry on).
std::vector<MissedSheet> missedSheets(const Campaign &campaign);

/// Stores missedSheets as the current turn's orders and stand-ins; refused, changing nothing,
/// when there is none.
OperationResult fillMissedOrders(Campaign &campaign);

/// Stores `sheets` (missedSheets of this campaign, or of the campaign it is a copy of) as the
/// current turn's orders and stand-ins; refused, changing nothing, when there is none.
OperationResult storeStandIns(Campaign &campaign, const std::vector<MissedSheet> &sheets);

} // namespace muster
