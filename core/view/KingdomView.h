#pragma once
// What one kingdom knows of a resolved turn, computed here once so that its map, report and
// turnsheet are drawn from this alone and nothing else of the turn can reach them.
//
// The view is made of the turn's typed log and its end state (the next turn's start), never of
// sentences: an area or hex outside the kingdom's sight keeps only what the ruleset makes public
// (by default, as in Dark Age, who owns it); everything else of it (armies, ships, forts,
// population, defence) is zeroed in `state`, other kingdoms' BPs and reserves are zeroed, and
// only the log events the kingdom took part in are listed. Ruleset parameters (RULES R1):
//
//     publicOwnership   1: every area's owner is known to all (0: only within sight)
//     viewAdjacent      area campaigns: also see the areas adjacent to its own (0 or 1)
//     sightRadius       hex campaigns: hexes seen around its armies (default 3)
//     strongholdSight   hex campaigns: hexes seen around its strongholds (default 2)

#include "model/Campaign.h"

#include <cstdint>
#include <vector>

namespace muster {

/// How much a kingdom knows of one area (area campaigns) or hex (hex campaigns).
enum class Sight : std::uint8_t
{
    Unknown, // nothing beyond the world map (terrain and name)
    Public,  // what the ruleset makes public: its owner
    Seen,    // everything, as it stands at the end of the turn
    /// Out of sight now, seen on an earlier turn: a player's map draws it as it was seen then
    /// (view/LastSeen.h withMemory; kingdomView never gives it).
    Remembered,
};

/// Why an area is seen (several may hold).
enum SightReason : std::uint8_t
{
    SightOwn = 1,      // the kingdom owns it at the end of the turn
    SightActed = 2,    // its armies or ships moved through it, into it, attacked or fought there
    SightShips = 4,    // its ships are there (a sea area)
    SightAdjacent = 8, // adjacent to one of its areas (viewAdjacent)
};

/// What a kingdom sees beyond its own areas and armies. The numbers come from the ruleset; the
/// shipped ones (resources/rulesets) are the defaults, read from there and nowhere else. Area
/// rulesets name publicOwnership and viewAdjacent, hex rulesets publicOwnership, sightRadius and
/// strongholdSight; the numbers of the other kind are never read and stay 0.
struct ViewParameters
{
    bool publicOwnership = true;
    int viewAdjacent = 0;    // 0 or 1
    int sightRadius = 0;     // hexes, 0..50
    int strongholdSight = 0; // hexes, 0..50

    bool operator==(const ViewParameters &) const = default;
    /// The shipped numbers of that kind of campaign.
    static const ViewParameters &defaults(RulesetKind kind);
    static ViewParameters fromRuleset(const Ruleset &ruleset);
};

struct KingdomView
{
    int kingdom = -1;
    int turnIndex = -1; // index in Campaign::turns of the resolved turn
    int turn = 0;       // its number
    RulesetKind kind = RulesetKind::Area;
    std::vector<Sight> areas;              // per World::areas (area campaigns; Unknown for hex)
    std::vector<std::uint8_t> areaReasons; // SightReason bits per area
    std::vector<Sight> hexes;              // per hex index (hex campaigns; empty for area)
    /// The end state as the kingdom knows it: everything out of sight zeroed (see above).
    TurnState state;
    /// Indices into the turn's log of the events the kingdom may read, in log order.
    std::vector<std::size_t> events;
    /// Area campaigns: the numbers of the battles it fought in (as attacker or defender).
    std::vector<int> battles;
    /// Hex campaigns: the ids of its armies during the turn, and of the battles they fought.
    QStringList armies;
    QStringList hexBattles;

    bool sees(int area) const
    {
        return area >= 0 && area < static_cast<int>(areas.size()) &&
               areas[static_cast<size_t>(area)] == Sight::Seen;
    }
    bool seesHex(int index) const
    {
        return index >= 0 && index < static_cast<int>(hexes.size()) &&
               hexes[static_cast<size_t>(index)] == Sight::Seen;
    }
};

/// The view of `kingdom` of the resolved turn `turnIndex` of `campaign` (which must be followed
/// by the turn holding its end state).
KingdomView kingdomView(const Campaign &campaign, int turnIndex, int kingdom);

/// What `kingdom` knows as the current turn starts: its view of the turn before (kingdomView),
/// or on the first turn what it sees of the starting state (turnIndex -1, no events).
KingdomView kingdomViewAtStart(const Campaign &campaign, int kingdom);

/// What everyone knows of the resolved turn `turnIndex`: the public roundup's view (kingdom -1),
/// with only what the ruleset makes public and no events but those that concern nobody.
KingdomView publicView(const Campaign &campaign, int turnIndex);

/// The index of the campaign's last resolved turn, -1 when none is.
int lastResolvedTurn(const Campaign &campaign);

} // namespace muster
