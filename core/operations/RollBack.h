#pragma once
// Rolling the last resolved turn back: the current turn goes and the one before it is current
// again, reopened with its orders, ready to be changed and resolved again (both rule systems).
// `muster-cli rollback`, the console's Roll Back Last Turn and the undo of its Resolve Turn and
// Advance Day/Week all roll back here, so each leaves the same campaign.

#include "operations/CampaignChange.h"

#include "model/Campaign.h"

namespace muster {

/// Whether the campaign has a resolved turn before its current one to roll back to.
bool canRollBack(const Campaign &campaign);
/// What rolling back would drop of what was entered for the current turn, in words ("the orders
/// of Kingdom of Aldmark (2 lines) and 1 player's message"), so the GM is told before it goes;
/// empty when nothing was entered. A hex turn's marches are named as such, carried on or not.
QString rollBackDrops(const Campaign &campaign);
/// The turn `resolved` as it was before it was resolved: its start state, seed and orders, no log.
TurnRecord reopenedTurn(const TurnRecord &resolved);

/// Drops the current turn and reopens the one before it. Refused, changing nothing, when there is
/// none (canRollBack) or it cannot be read from the campaign's file.
OperationResult rollBackTurn(Campaign &campaign);

} // namespace muster
