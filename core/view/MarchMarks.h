#pragma once
// Every stored march of one hex turn with what the engine made of it, as the map's marches layer
// draws them: the planned path with the day each hex is entered, how far the army got before the
// resolution stopped, where armies met in battle (H4.1, H2.5) and where the resolution stops
// because opposing armies came within reach (H2.4).
//
// For the turn being written that is the engine's own run of every stored order (the turn's seed,
// the default battle policy, H2.1): what would happen if nothing were changed, never a second
// calculation. For a resolved turn it is the turn's stored log.
//
//     const TurnMarchMarks marks = turnMarchMarks(campaign, turnIndex);
//     for (const MarchMark &m : marks.marches)
//         draw(m.start, m.path, m.days, m.marched);

#include "hex/Hex.h"

#include <QString>

#include <vector>

namespace muster {

struct Campaign;

struct MarchMark
{
    QString army;
    int kingdom = -1;
    Hex start;                 // the army's hex when the turn began
    std::vector<Hex> path;     // the hexes the order names, in order
    std::vector<int> restDays; // the order's rest days (H2.3), empty for the ruleset's
    std::vector<int> days;   // per hex of the path, the day it is (or was) entered; 0: not reached
    std::size_t marched = 0; // how many hexes of the path the army entered before the stop
};

/// Opposing armies meeting in one hex: a battle (H4.1).
struct MarchMeeting
{
    Hex hex;
    int day = 0;
    QString battle, attacker, defender;
};

/// Two opposing armies within reach at a day's end (H2.4): where each stood.
struct MarchContact
{
    int day = 0;
    QString first, second;
    Hex firstHex, secondHex;
};

struct TurnMarchMarks
{
    bool resolved = false;
    std::vector<MarchMark> marches; // every army of the turn's start (path empty: no order)
    std::vector<MarchMeeting> meetings;
    std::vector<MarchContact> contacts; // empty unless the run stopped for contact
    int stopDay = 0;                    // the day the contact stop came at (0: none)
};

/// The marks of turn `turnIndex` of a hex campaign (none for an area campaign or a bad index).
TurnMarchMarks turnMarchMarks(const Campaign &campaign, int turnIndex);

/// Which kingdoms' marches to show for `kingdom` (index = kingdom): it, and with `neighbours`
/// every kingdom with an army that starts or marches within the contact distance (H2.4) of one
/// of its armies' hexes, the marches that could meet its own this week. Empty (every kingdom)
/// for a kingdom that is not in the campaign.
std::vector<bool> marchKingdomsShown(const Campaign &campaign, const TurnMarchMarks &marks,
                                     int kingdom, bool neighbours);

} // namespace muster
