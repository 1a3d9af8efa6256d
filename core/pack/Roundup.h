#pragma once
// The public roundup of a resolved turn, the same for every player (Dark Age's rulebook): who
// owns what, the kingdoms ranked by the ruleset's victory measure ("victory": "population", the
// default, or "areas"), the kingdoms whose orders were missed and for how many turns in a row
// (model/StandIns.h), the messages the players sent with their sheets and the contact lines
// they chose to publish. Made from the public view only (publicView), never from the turn's log.

#include "pack/PackDocument.h"
#include "view/KingdomView.h"

namespace muster {

PackDocument publicRoundup(const Campaign &campaign, const KingdomView &publicView);

} // namespace muster
