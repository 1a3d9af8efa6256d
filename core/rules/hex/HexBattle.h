#pragma once
// One battle of RULES H4-H6, turn by turn: participants, BR with morale effects, heroic forays,
// attack throws (H5 modifiers), removal of units, break point and morale, withdrawal. The battle
// works on copies of the two armies' unit lists; the aftermath (HexAftermath.h) writes the
// result back to the state and handles retreat and pursuit.

#include "dice/Dice.h"
#include "log/TurnLog.h"
#include "rules/hex/BattleDecisions.h"
#include "rules/hex/HexRules.h"

#include <cstdint>
#include <vector>

namespace muster::hexrules {

/// H6.3 results that carry into the next battle turn.
enum class MoraleState : std::uint8_t
{
    None,
    Stand,
    Waver,
    Flee,
    Rally
};
QString moraleStateName(MoraleState s);

struct BattleUnit
{
    int index = 0;  // in the army's unit list at the start of the battle
    int brHalf = 0; // BR in half points
    bool cavalryOrFlyer = false;
    bool participating = false;
    bool defeated = false;
    bool routed = false;
    MoraleState morale = MoraleState::None;
    int moraleTurn = 0; // battle turn of the roll; the effect applies to the turn after it
};

struct BattleSide
{
    HexArmy army; // a copy; the state is only changed by the aftermath
    std::vector<BattleUnit> units;
    int startUnits = 0;
    int startBrHalf = 0;
    int lostBrHalf = 0;
    int defeated = 0;
    int routs = 0;
    int cavalryAtStart = 0;
    bool outOfSupply = false;
    bool surprised = false;
    int situational = 0;
    bool withdrew = false;

    int breakPoint() const { return (startUnits + 2) / 3; } // H6.1: a third, rounded up
    int remaining() const { return startUnits - defeated; }
    int brOnFieldHalf() const;
};

struct BattleOutcome
{
    int winner = -1; // 0 attacker, 1 defender, -1 nobody (H4.3)
    int turns = 0;
};

class HexBattle
{
public:
    /// Side 0 is the army that entered the hex, side 1 the army that held it.
    HexBattle(QString id, Hex hex, const HexArmy &attacker, const HexArmy &defender,
              const bool outOfSupply[2], const World &world, const HexRules &rules,
              BattleDecisions &decisions, Dice &dice, TurnLog &log);

    /// Fights turns until the battle ends (H4.2 step 7, H4.3).
    BattleOutcome fight();
    /// One battle turn; true when the battle is over. For the benchmark and step-through viewers.
    bool fightTurn();
    BattleOutcome outcome() const { return m_outcome; }

    const BattleSide &side(int s) const { return m_sides[s]; }
    const QString &id() const { return m_id; }
    Hex hex() const { return m_hex; }

private:
    BattleView view() const;
    double effectiveBr(int side) const;
    int throwModifier(int side) const;
    int defenderTerrainModifier() const;
    void chooseParticipants(int side);
    void heroicForays();
    int attackThrows(int side);
    void defeatUnits(int side, int hitsHalf, const QString &cause, bool decide, int hits);
    void checkMorale(int side, int defeatedThisTurn);
    void rollMorale(int side, BattleUnit &unit);
    bool decideEnd();
    QString sideName(int side) const;

    QString m_id;
    Hex m_hex;
    const World &m_world;
    const HexRules &m_rules;
    BattleDecisions &m_decisions;
    Dice &m_dice;
    TurnLog &m_log;
    BattleSide m_sides[2];
    int m_turn = 0;
    int m_terrainModifier = 0;
    bool m_over = false;
    BattleOutcome m_outcome;
};

} // namespace muster::hexrules
