#pragma once
// The kingdoms of a campaign in setup and everything that names them by index: the kingdoms
// themselves (RULES A1.3), the world's strongholds (owners, H1.1) and the first turn (its state's
// owners, armies, kingdoms' starting BPs and reserves, passages, orders and messages). The kingdoms
// editor changes a campaign only through a roster, so adding or removing a kingdom keeps every
// index consistent, and one undo step holds the roster before and after.

#include "model/Campaign.h"
#include "util/Problems.h"

#include <QString>

#include <vector>

namespace muster {

struct KingdomRoster
{
    std::vector<Kingdom> kingdoms;
    std::vector<Stronghold> strongholds; // World::strongholds
    TurnRecord turn;                     // the current turn
};

/// What a kingdom holds on the map: the GM is asked before it is removed with them.
struct KingdomHoldings
{
    int areas = 0;       // land and sea areas it owns
    int armies = 0;      // on its land areas and aboard its ships; its hex armies
    int strongholds = 0; // hex campaigns (H1.1)
    bool any() const { return areas + armies + strongholds > 0; }
};

/// The areas a kingdom holds as its territory, in every count a person reads (muster-cli info,
/// the Kingdoms dock, the player's report, the roundup and its "areas" measure of victory): its
/// land areas. A sea it "owns" is where its ships are (A1.2), not territory.
int territoryOf(const World &world, const TurnState &state, int kingdom);
/// The territory of every kingdom of `kingdoms` at once, in one pass over the areas; the last
/// entry (index `kingdoms`) is the land no one owns.
std::vector<int> territories(const World &world, const TurnState &state, std::size_t kingdoms);

KingdomRoster rosterOf(const Campaign &campaign);
/// Puts `roster` into `campaign` (and rebuilds the world's indexes of its strongholds).
void applyRoster(Campaign &campaign, const KingdomRoster &roster);

KingdomHoldings holdingsOf(const Campaign &campaign, int kingdom);

/// The roster with `kingdom` added last, starting with `start` (BPs and reserves).
KingdomRoster withKingdomAdded(const Campaign &campaign, const Kingdom &kingdom,
                               const KingdomState &start);
/// The roster without `kingdom`: its areas become unowned (their armies, ships and armies aboard
/// gone with it; population and forts stay with the land, A1.2), its hex armies are removed, its
/// strongholds have no owner, grants of passage to or from it end (A5.8) and its orders and
/// message go; every later kingdom's index moves down by one.
KingdomRoster withKingdomRemoved(const Campaign &campaign, int kingdom);

/// The problems the campaign reader (core/io) finds in these kingdoms, in its words and at its
/// JSON paths ("kingdoms[1].id"): an id of 1-12 letters, digits, - or _ used once, a name and a
/// nationality, a colour #rrggbb, a plain e-mail address.
Problems kingdomProblems(const std::vector<Kingdom> &kingdoms);

/// A kingdom to add to `campaign`: the first free id of the form K1, K2..., and of the colours
/// Muster offers the one farthest (ΔE00) from every other kingdom's and from `seaColour`.
Kingdom newKingdom(const Campaign &campaign, const QString &seaColour);

} // namespace muster
