#pragma once
// What the GM must not miss in the days a hex resolution logged, read from its typed events
// (never from its sentences): the armies destroyed (H3.2, H4.3), the battles fought (H4.1) and
// the armies that went out of supply (H3.1), each with its day of the week.

#include "hex/Hex.h"

#include <QString>

#include <vector>

namespace muster {

class TurnLog;

namespace hexrules {

struct HexDaysEvents
{
    struct ArmyDay
    {
        QString army;
        int day = 0;
    };
    struct Battle
    {
        QString battle, attacker, defender;
        Hex hex;
        int day = 0;
    };
    std::vector<ArmyDay> destroyed;   // ArmyDestroyed, in the log's order
    std::vector<Battle> battles;      // HexBattleStarted
    std::vector<ArmyDay> outOfSupply; // SupplyChanged to out of supply
};

/// The events of `log`, a hex turn's (an area turn's gives none).
HexDaysEvents hexDaysEvents(const TurnLog &log);

} // namespace hexrules
} // namespace muster
