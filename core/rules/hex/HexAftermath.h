#pragma once
// The end of a battle (RULES H4.3, H4.4): pursuit, removing the defeated units from the armies,
// retreat along the line of supply or sideways, surrender, and the step back after a draw.

#include "rules/hex/HexBattle.h"
#include "rules/hex/HexWork.h"

namespace muster::hexrules {

struct BattleAftermath
{
    int winnerArmy = -1; // index into TurnState::armies, -1 for nobody
    int loserArmy = -1;
    bool calamityRout[2] = {false, false};        // H7.1: a rout
    bool calamityHeavyLosses[2] = {false, false}; // H7.1: a quarter or more of the army lost
};

/// Applies a finished battle to the working state. `armies` are the indices of side 0 (the army
/// that entered) and side 1; `cameFrom` is the hex the attacker entered from.
BattleAftermath applyBattle(const HexBattle &battle, HexWork &work, const int armies[2],
                            Hex cameFrom, const World &world, BattleDecisions &decisions,
                            Dice &dice);

/// H4.4: the winner's pursuit of the loser's units still on the field (asking `decisions` whether
/// it pursues), logged; returns the loser's unit indices it defeats. Changes no state: the
/// battle's own aftermath removes them, a simulation (BattleOdds.h) counts them.
std::vector<int> pursueLoser(const HexBattle &battle, int winner, BattleDecisions &decisions,
                             Dice &dice, TurnLog &log);

/// H4.3: moves the army one hex, to `preferred` when given and free, else along its line of
/// supply, else sideways to a neighbour free of enemies; with none it surrenders (its units are
/// removed). Returns false when it surrendered.
bool retreatArmy(HexWork &work, int army, std::optional<Hex> preferred, const World &world,
                 TextRef battle);

/// Removes units from an army, highest index first, recording each with its cause.
void removeUnits(HexWork &work, int army, std::vector<int> indices, RemovalCause cause);

} // namespace muster::hexrules
