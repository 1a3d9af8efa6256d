#pragma once
// One battle of RULES H4-H6, turn by turn: participants, BR with morale effects, heroic forays,
// attack throws (H5 modifiers), removal of units, break point and morale, withdrawal. The battle
// reads the two armies as they stood when it began and changes nothing in the state; the
// aftermath (HexAftermath.h) writes the result back and handles retreat and pursuit.
//
// A battle turn allocates nothing and builds no text: it is run thousands of times for the odds
// of a battle (restart() fights the same battle again with other dice), and every die and step is
// a typed event in the log.

#include "dice/Dice.h"
#include "log/TurnLog.h"
#include "rules/hex/BattleDecisions.h"
#include "rules/hex/HexCasualties.h"
#include "rules/hex/HexRules.h"

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace muster::hexrules {

QString moraleStateName(MoraleState s);

struct BattleUnit
{
    int index = 0;      // in the army's unit list at the start of the battle
    int brHalf = 0;     // BR in half points
    int unitMorale = 0; // the unit type's morale (H8)
    bool cavalryOrFlyer = false;
    // Where the unit stands in the battle: side by side, so a battle starting again clears them
    // at once (HexBattle::begin).
    bool participating = false;
    bool defeated = false;
    bool routed = false;
    MoraleState morale = MoraleState::None;
    int moraleTurn = 0;     // battle turn of the roll; the effect applies to the turn after it
    TextRef type;           // the unit type, for the log
    TextRef kind;           // its kind (H8), for the log of a pursuit
    int pursuitTarget = 18; // H4.4: the d20 it needs as a pursuer

    /// As it stands when a battle begins.
    void standUp()
    {
        participating = false;
        defeated = false;
        routed = false;
        morale = MoraleState::None;
        moraleTurn = 0;
    }
};

struct BattleSide
{
    const HexArmy *army = nullptr; // as it stood when the battle began
    TextRef id;                    // the army's id in the log
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
    // This turn every unit on the field takes part (H4.2 step 1, the default): BattleUnit's
    // `participating` is then left as it was, and the field stands for the participants.
    bool allTakePart = true;
    bool uniformBr = false; // every unit has one BR, above 0 (minimalRemovalSet's short cut)
    int leaderModifier = 0; // H6.2: the leader's morale, halved (rounded away from 0)

    int breakPoint() const { return (startUnits + 2) / 3; } // H6.1: a third, rounded up
    int remaining() const { return startUnits - defeated; }
};

/// Where a battle stands at one of its decisions, without anything it has logged: what a
/// simulation needs to fight the same battle on from there (the odds of a battle under way,
/// BattleOdds.h). Units are in the armies' order, as in BattleSide::units.
struct BattleStanding
{
    struct Unit
    {
        bool defeated = false;
        bool routed = false;
        MoraleState morale = MoraleState::None;
        int moraleTurn = 0;
    };
    struct Side
    {
        std::vector<Unit> units;
        int lostBrHalf = 0;
        int defeated = 0;
        int routs = 0;
        bool surprised = false; // H5, answered when the battle began
        int situational = 0;
    };
    int turn = 0;            // battle turns fought
    bool endPending = false; // turn `turn` is fought and its end (H4.2 step 7) is being decided
    Side sides[2];

    /// Whether anything of the battle has been fought (else it stands at its start).
    bool underWay() const { return turn > 0 || endPending; }
};

struct BattleOutcome
{
    int winner = -1; // 0 attacker, 1 defender, -1 nobody (H4.3)
    int turns = 0;
};

class HexBattle
{
public:
    /// Side 0 is the army that entered the hex, side 1 the army that held it. Both armies must
    /// outlive the battle unchanged.
    HexBattle(const QString &id, Hex hex, const HexArmy &attacker, const HexArmy &defender,
              const bool outOfSupply[2], const World &world, const HexRules &rules,
              BattleDecisions &decisions, Dice &dice, TurnLog &log);
    // Its view (view()) points into the battle itself: a copy's would show the original.
    HexBattle(const HexBattle &) = delete;
    HexBattle &operator=(const HexBattle &) = delete;

    /// Fights turns until the battle ends (H4.2 step 7, H4.3).
    BattleOutcome fight();
    /// One battle turn; true when the battle is over. For the benchmark and step-through viewers.
    bool fightTurn();
    /// The same battle from its start again, with other dice (odds of a battle).
    void restart(Dice &dice);
    /// Where the battle stands now, when it is waiting for a decision it can be fought on from:
    /// the surprise and participants at the start of a battle turn (H4.2 steps 1 and 3, H5) or the
    /// withdrawal at its end (step 7). Nullopt in the middle of a turn or once it is over.
    std::optional<BattleStanding> standing() const;
    /// The same battle from `standing` (taken from a battle of the same two armies) on, with
    /// other dice: the next fightTurn() first decides a pending end, then fights the next turn.
    void resume(const BattleStanding &standing, Dice &dice);
    BattleOutcome outcome() const { return m_outcome; }

    const BattleSide &side(int s) const { return m_sides[s]; }
    TextRef id() const { return m_id; }
    Hex hex() const { return m_hex; }
    /// The battle as a decision-maker sees it now.
    const BattleView &view() const { return m_view; }

private:
    /// Where fightTurn() is, for standing().
    enum class Stage
    {
        Starting,
        BetweenTurns,
        ChoosingParticipants,
        Fighting,
        DecidingEnd,
        Over,
    };
    void begin();
    void setOnField();
    void showField(int side);
    void leaveField(int side);
    void leaveFront(int side, int count, int brHalf);
    bool endTurn();
    /// This turn's BR of the side's participants (H4.2 step 2, H6.3), in quarter points.
    int effectiveBrQuarters(int side) const;
    int throwModifier(int side) const;
    int defenderTerrainModifier() const;
    void chooseParticipants(int side);
    void heroicForays();
    int attackThrows(int side);
    void defeatUnits(int side, int hitsHalf, int hits, bool decide);
    void logDefeat(int side, int hits, int neededHalf, NumberList units, int lostHalf);
    /// The battle's view of the field follows once the batch is done (leaveField).
    void markDefeated(int side, BattleUnit &unit)
    {
        unit.defeated = true;
        ++m_sides[side].defeated;
        m_sides[side].lostBrHalf += unit.brHalf;
    }
    void checkMorale(int side, int defeatedThisTurn);
    /// H6.2: the modifiers of a morale roll that are the same for every unit of a side.
    struct SideMorale
    {
        int leader = 0, lostBr = 0, exchange = 0;
    };
    SideMorale sideMorale(int side) const;
    /// What every morale roll of a side in a turn shares, held apart from the battle's members so
    /// that the stores of each roll's records do not make them be read again.
    struct MoraleContext
    {
        TextRef battle, army;
        int turn = 0;
        SideMorale side;
    };
    /// Rolls one unit's morale (H6.2, H6.3); true when it routs (the caller then defeats it).
    bool rollMorale(BattleUnit &unit, const log::DieFor &what, const MoraleContext &context);
    bool decideEnd();

    Hex m_hex;
    const World &m_world;
    const HexRules &m_rules;
    BattleDecisions &m_decisions;
    Dice *m_dice;
    TurnLog &m_log;
    TextRef m_id;
    BattleSide m_sides[2];
    std::vector<BattleUnit> m_startUnits[2];  // for restart()
    std::vector<int> m_startField[2];         // for restart(): every unit, in order
    std::vector<int> m_weakestFirst[2];       // H6.1: unit indices by BR, ascending, stable
    std::vector<log::DieFor> m_moraleDice[2]; // what each unit's morale dice are for (H6.2)
    // The units on the field (m_view.onField): m_field from m_fieldStart on. The casualties of one
    // BR are its first units, and leave it by moving its start, not its other units.
    std::vector<int> m_field[2];
    std::size_t m_fieldStart[2] = {0, 0};
    int m_fieldBrTotal[2] = {0, 0}; // their BR, in half points
    // H6.3: the units that rolled morale on battle turn m_moraleTurn[side], whose results
    // change their BR on the turn after it.
    std::vector<int> m_moraleRolled[2];
    int m_moraleTurn[2] = {-1, -1};
    BattleView m_view;
    int m_turn = 0;
    int m_terrainModifier = 0;
    bool m_over = false;
    bool m_endPending = false; // resumed at the end of a turn (resume())
    Stage m_stage = Stage::Starting;
    BattleOutcome m_outcome;
    // Scratch lists reused every turn, so a turn allocates nothing.
    std::vector<int> m_chosen, m_positions, m_brs, m_removed, m_moraleOrder;
    RemovalScratch m_removal;
};

} // namespace muster::hexrules
