#pragma once
// What a kingdom remembers: for every area (area campaigns) or hex (hex campaigns) it does not
// see at the end of a turn but saw at the end of an earlier one, the last turn it saw it and what
// it saw there then. Made of the kingdom's own views of the earlier turns (kingdomView), never of
// the campaign's states: a remembered area holds exactly what that turn's view held of it.
//
// Cost: one kingdomView per earlier turn, newest first, until every area or hex out of sight now
// has its memory (at most every earlier turn, when some area was never seen); each view is
// searched only for the areas or hexes still without one. A campaign with one resolved turn
// remembers nothing and computes no view.

#include "view/KingdomView.h"

#include <vector>

namespace muster {

struct RememberedArea
{
    int area = -1;
    int turnIndex = -1; // the resolved turn whose view saw it last
    AreaState state;    // as that view held it
};

struct RememberedHex
{
    int hex = -1; // index (World::hexAt)
    int turnIndex = -1;
    /// The armies that view showed there, as it showed them, but for those seen since: an army
    /// is remembered where it was seen last, and not at all when it is seen now.
    std::vector<HexArmy> armies;
};

struct LastSeen
{
    int kingdom = -1;
    int turnIndex = -1;
    std::vector<RememberedArea> areas; // in area order
    std::vector<RememberedHex> hexes;  // in hex order
};

/// What `view`'s kingdom remembers at the end of its turn: its views of the turns before
/// `view.turnIndex` in `campaign`.
LastSeen lastSeen(const Campaign &campaign, const KingdomView &view);

/// `view` as a player's map draws it with `memory`: every remembered area or hex is
/// Sight::Remembered and stands as it was seen then, but for an area's owner when the owner is
/// public now (the newer knowledge).
KingdomView withMemory(const KingdomView &view, const LastSeen &memory);

} // namespace muster
