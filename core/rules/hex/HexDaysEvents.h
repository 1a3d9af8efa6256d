#pragma once
// What the GM must not miss in the days a hex resolution logged, read from its typed events
// (never from its sentences): the armies destroyed (H3.2, H4.3), the battles fought (H4.1) and
// the armies that went out of supply (H3.1), each with its day of the week; and, given the state
// the days started from, what each army's march came to (the Results dock's rows).

#include "hex/Hex.h"

#include <QString>

#include <cstddef>
#include <vector>

namespace muster {

class TurnLog;
struct TurnState;

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
        std::size_t event = 0; // the HexBattleStarted event, as the battle viewer finds it
    };
    /// One army of the start state: where its march (and any retreat, H4.3) left it, and what
    /// befell it on the way.
    struct ArmyMarch
    {
        QString army;
        int kingdom = -1;
        Hex end;                          // its last hex, also when destroyed
        std::vector<std::size_t> battles; // into `battles`, as attacker or defender
        int destroyed = 0;                // the day it was destroyed, 0 when it was not
        int outOfSupply = 0;              // the first day it went out of supply, 0 when none
    };
    std::vector<ArmyDay> destroyed;   // ArmyDestroyed, in the log's order
    std::vector<Battle> battles;      // HexBattleStarted
    std::vector<ArmyDay> outOfSupply; // SupplyChanged to out of supply
    std::vector<ArmyMarch> armies;    // the armies of `start`, in its order (none without it)
};

/// The events of `log`, a hex turn's (an area turn's gives none); with `start`, the state the
/// turn was resolved from, also each of its armies' march.
HexDaysEvents hexDaysEvents(const TurnLog &log, const TurnState *start = nullptr);

} // namespace hexrules
} // namespace muster
