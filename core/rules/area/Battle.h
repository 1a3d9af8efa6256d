#pragma once
// Land battles (RULES A4): phases, the loss formula, terrain, retreat before the battle (A7.2),
// ambush (A7.4) and dispersal of the lost armies (A9). The action decides what happens after:
// capture (A8) or return (A4.6).

#include "rules/area/AreaActions.h"
#include "rules/area/AreaParameters.h"

namespace muster {

struct TurnWork;

/// A4.8: the loss a side takes from the enemy's strength `enemy` against its own `own`:
/// ⌊f·enemy⌋, plus ⌊f·(enemy−own)⌋ when enemy > own.
int formulaLoss(Fraction f, int enemy, int own);

struct BattleSpec
{
    ActionKind kind = ActionKind::Move;
    int kingdom = -1;
    int source = -1; // where the attackers come from (a sea area for a landing)
    int target = -1;
    int armies = 0; // attacking armies, already out of the source (ActionAccepted)
    int ships = 0;  // a landing from the sea: the kingdom's ships there join the attack (A5.7)
    Fraction f;
    bool singlePhase = true;    // MOVE, PROBE, OVERRUN, SIEGE; ASSAULT repeats (A5.2)
    bool sequential = false;    // OVERRUN: the defender's losses first (A5.4)
    bool ambushPossible = true; // A7.4: PROBE and SIEGE never trigger an ambush
};

struct BattleOutcome
{
    int battle = 0; // the battle's number in the turn's log
    int armiesLeft = 0;
    int shipsLost = 0;
    bool defenderWipedOut = false; // A4.5: the defending armies are gone (or there were none)
    bool ambushed = false;
};

/// Announces the battle (BattleStarted), lets the defenders retreat (A7.2), fights the phases and
/// disperses the losses (A9). Ships lost are lost from the source sea area at once.
BattleOutcome fightLandBattle(TurnWork &work, const BattleSpec &spec);

/// A7.2: the defenders of `area` withdraw before the battle when they may; true when they did.
bool retreatBeforeBattle(TurnWork &work, int area, int attackerStrength);
/// A7.4: an ambush is triggered by an attack coming from the ambush location.
bool ambushTriggered(TurnWork &work, int source, int target);
/// Logs BattleStarted and returns the battle's number.
int announceBattle(TurnWork &work, const BattleSpec &spec);
/// A9.1: a share of each side's army losses is dispersed (back to the reserve at the end of the
/// turn), the rest destroyed. Unowned armies that disperse are gone.
void disperseLosses(TurnWork &work, int battle, int kingdom, int armiesLost);
/// A5.7: losses of an attack from the sea fall on the armies before the ships.
struct AttackerLoss
{
    int armies = 0;
    int ships = 0;
};
AttackerLoss splitAttackerLoss(int wanted, int armies, int ships);

} // namespace muster
