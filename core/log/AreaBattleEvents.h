#pragma once
// The events of an area battle (RULES A4, A6 to A9), from its start to the survivors' return, one
// plain struct each, like the rest of the area turn's events (AreaEvents.h, which includes this).
// Areas and kingdoms are indices; a battle is its number in the turn (1, 2, ...).

#include "log/LogEnums.h"
#include "log/LogRefs.h"
#include "model/TurnState.h"
#include "rules/area/AreaActions.h"

namespace muster::log {
/// A4.1: a battle begins; the attacking armies (and, from the sea, the kingdom's ships there) are
/// on their way from `from` to `area`.
struct BattleStarted
{
    static constexpr const char *kName = "BattleStarted";
    int battle = 0;
    ActionKind verb = ActionKind::Move;
    KingdomRef kingdom, defender;
    AreaRef from, area;
    int attackers = 0;
    int ships = 0;
    int defenderArmies = 0;
    int defence = 0;
    template <class V> void visit(V &v)
    {
        v.number("battle", battle);
        v.choice("action", verb);
        v.kingdom("kingdom", kingdom);
        v.kingdom("defender", defender);
        v.area("from", from);
        v.area("area", area);
        v.number("attackers", attackers);
        v.number("ships", ships);
        v.number("defenderArmies", defenderArmies);
        v.number("defence", defence);
    }
};

/// A7.2: the defenders may not retreat.
struct RetreatRefused
{
    static constexpr const char *kName = "RetreatRefused";
    AreaRef area, location;
    RetreatRefusal reason = RetreatRefusal::NotAdjacent;
    KingdomRef owner;
    int attackers = 0, armies = 0, defence = 0; // NotOutnumbered
    template <class V> void visit(V &v)
    {
        v.area("area", area);
        v.area("location", location);
        v.choice("reason", reason);
        v.kingdom("kingdom", owner);
        v.number("attackers", attackers);
        v.number("armies", armies);
        v.number("defence", defence);
    }
};

/// A7.2: the defending armies withdraw before the battle.
struct Retreated
{
    static constexpr const char *kName = "Retreated";
    AreaRef area, location;
    KingdomRef kingdom;
    int armies = 0;
    template <class V> void visit(V &v)
    {
        v.area("area", area);
        v.area("location", location);
        v.kingdom("kingdom", kingdom);
        v.number("armies", armies);
    }
};

/// A7.4: an attack from the ambush location.
struct Ambushed
{
    static constexpr const char *kName = "Ambushed";
    AreaRef area, from;
    template <class V> void visit(V &v)
    {
        v.area("area", area);
        v.area("from", from);
    }
};

/// One phase of a battle: A4.2 and A4.8 on land, A5.5 for a raid, A5.7 at sea. Strengths are those
/// at the start of the phase; the losses are applied together (A5.4: the defender's first).
struct PhaseResolved
{
    static constexpr const char *kName = "PhaseResolved";
    PhaseKind kind = PhaseKind::Land;
    int battle = 0;
    int phase = 1;
    KingdomRef kingdom;
    AreaRef area, from;
    int attackers = 0;      // strength: armies plus ships joining from the sea (A5.7)
    int attackerShips = 0;  // of which ships
    int defence = 0;        // defence level (A1.4), at sea ships plus armies aboard
    int defenderArmies = 0; // at sea: armies aboard
    int attackerLoss = 0;   // armies and ships together
    int attackerShipLoss = 0;
    int defenderLoss = 0; // at sea: armies aboard and ships together
    int defenderArmyLoss = 0;
    int defenderShipLoss = 0;
    int attackerFormula = 0; // A4.8 before the ambush
    int defenderFormula = 0; // A4.8 before terrain
    int terrainReduction = 0;
    bool ambush = false;
    bool sequential = false; // A5.4 OVERRUN
    bool withShips = false;  // ships joined the attack from the sea (A5.7)
    int fractionNum = 1, fractionDen = 2;
    int ambushMultiplier = 1;
    template <class V> void visit(V &v)
    {
        v.choice("kind", kind);
        v.number("battle", battle);
        v.number("phase", phase);
        v.kingdom("kingdom", kingdom);
        v.area("area", area);
        v.area("from", from);
        v.number("attackers", attackers);
        v.number("attackerShips", attackerShips);
        v.number("defence", defence);
        v.number("defenderArmies", defenderArmies);
        v.number("attackerLoss", attackerLoss);
        v.number("attackerShipLoss", attackerShipLoss);
        v.number("defenderLoss", defenderLoss);
        v.number("defenderArmiesLost", defenderArmyLoss);
        v.number("defenderShipsLost", defenderShipLoss);
        v.number("attackerFormula", attackerFormula);
        v.number("defenderFormula", defenderFormula);
        v.number("terrainReduction", terrainReduction);
        v.flag("ambush", ambush);
        v.flag("sequential", sequential);
        v.flag("withShips", withShips);
        v.number("fractionNum", fractionNum);
        v.number("fractionDen", fractionDen);
        v.number("ambushMultiplier", ambushMultiplier);
    }
};

/// A4.7: a phase without losses: the attacker gives up.
struct AttackerGaveUp
{
    static constexpr const char *kName = "AttackerGaveUp";
    int battle = 0, phase = 0;
    KingdomRef kingdom;
    template <class V> void visit(V &v)
    {
        v.number("battle", battle);
        v.number("phase", phase);
        v.kingdom("kingdom", kingdom);
    }
};

/// A9.1: a share of a side's losses is dispersed (back in the reserve at the end of the turn).
struct Dispersed
{
    static constexpr const char *kName = "Dispersed";
    int battle = 0;
    KingdomRef kingdom;
    int lost = 0, dispersed = 0, destroyed = 0;
    template <class V> void visit(V &v)
    {
        v.number("battle", battle);
        v.kingdom("kingdom", kingdom);
        v.number("lost", lost);
        v.number("dispersed", dispersed);
        v.number("destroyed", destroyed);
    }
};

/// A8.1: the attackers take the area.
struct Captured
{
    static constexpr const char *kName = "Captured";
    int battle = 0;
    KingdomRef kingdom, previousOwner;
    AreaRef area, from;
    int armies = 0, populationLost = 0, fortsLost = 0;
    template <class V> void visit(V &v)
    {
        v.number("battle", battle);
        v.kingdom("kingdom", kingdom);
        v.kingdom("previousOwner", previousOwner);
        v.area("area", area);
        v.area("from", from);
        v.number("armies", armies);
        v.number("populationLost", populationLost);
        v.number("fortsLost", fortsLost);
    }
};

/// A4.5 and the actions' own ends.
struct BattleEnded
{
    static constexpr const char *kName = "BattleEnded";
    int battle = 0;
    AreaBattleResult result = AreaBattleResult::Repulsed;
    ActionKind verb = ActionKind::Move;
    KingdomRef kingdom;
    AreaRef area;
    template <class V> void visit(V &v)
    {
        v.number("battle", battle);
        v.choice("result", result);
        v.choice("action", verb);
        v.kingdom("kingdom", kingdom);
        v.area("area", area);
    }
};

/// A4.6: surviving attackers go back where they came from (aboard, at sea).
struct Returned
{
    static constexpr const char *kName = "Returned";
    int battle = 0;
    KingdomRef kingdom;
    AreaRef area;
    int armies = 0;
    template <class V> void visit(V &v)
    {
        v.number("battle", battle);
        v.kingdom("kingdom", kingdom);
        v.area("area", area);
        v.number("armies", armies);
    }
};

} // namespace muster::log
