#pragma once
// The events of a hex resolution (RULES part H), one plain struct each; see AreaEvents.h for the
// conventions. Armies and battles are named by their ids, kept once in the log's string table
// (TextRef); hexes by their axial coordinates.

#include "log/LogEnums.h"
#include "log/LogRefs.h"

#include <array>
#include <optional>

namespace muster::log {

/// H2.1: a day of the week begins.
struct DayStarted
{
    static constexpr const char *kName = "DayStarted";
    int week = 0, day = 0;
    template <class V> void visit(V &v)
    {
        v.number("week", week);
        v.number("day", day);
    }
};

/// H2.3: an army marches a fifth or later day in seven.
struct ForcedMarch
{
    static constexpr const char *kName = "ForcedMarch";
    TextRef army;
    int day = 0, marchDay = 0, forcedMarchDays = 0, modifier = 0;
    template <class V> void visit(V &v)
    {
        v.text("army", army);
        v.number("day", day);
        v.number("marchDay", marchDay);
        v.number("forcedMarchDays", forcedMarchDays);
        v.number("modifier", modifier);
    }
};

/// H2.5: the seeded order in which armies advance today.
struct MarchSequence
{
    static constexpr const char *kName = "MarchSequence";
    int day = 0;
    TextList armies;
    template <class V> void visit(V &v)
    {
        v.number("day", day);
        v.texts("armies", armies);
    }
};

/// H2.2: an army enters the next hex of its path.
struct ArmyMoved
{
    static constexpr const char *kName = "ArmyMoved";
    TextRef army;
    int day = 0;
    Hex from, to;
    double miles = 0, milesLeft = 0;
    bool road = false;
    template <class V> void visit(V &v)
    {
        v.text("army", army);
        v.number("day", day);
        v.hex("from", from);
        v.hex("to", to);
        v.real("miles", miles);
        v.real("milesLeft", milesLeft);
        v.flag("road", road);
    }
};

/// H2.2: an army's march ends for the day.
struct MarchDayEnded
{
    static constexpr const char *kName = "MarchDayEnded";
    TextRef army;
    int day = 0;
    Hex hex;
    int hexes = 0;
    double milesUnused = 0;
    MarchStop why = MarchStop::PathComplete;
    Hex next;          // CannotEnter, OutOfMiles: the hex it could not enter
    double needed = 0; // OutOfMiles
    template <class V> void visit(V &v)
    {
        v.text("army", army);
        v.number("day", day);
        v.hex("hex", hex);
        v.number("hexes", hexes);
        v.real("milesUnused", milesUnused);
        v.choice("stop", why);
        v.hex("next", next);
        v.real("needed", needed);
    }
};

/// H4.1: an army entered a hex holding an opposing army.
struct HexBattleStarted
{
    static constexpr const char *kName = "BattleStarted";
    TextRef battle;
    Hex hex;
    TextRef attacker, defender;
    std::array<int, 2> units{};
    std::array<HalfPoints, 2> br{};
    std::array<int, 2> breakPoints{};
    int defenderTerrainModifier = 0;
    std::array<bool, 2> surprised{};
    std::array<int, 2> situational{};
    template <class V> void visit(V &v)
    {
        v.text("battle", battle);
        v.hex("hex", hex);
        v.text("attacker", attacker);
        v.text("defender", defender);
        v.numberPair("units", units);
        v.halfPair("brs", br);
        v.numberPair("breakPoints", breakPoints);
        v.number("defenderTerrainModifier", defenderTerrainModifier);
        v.flagPair("surprised", surprised);
        v.numberPair("situational", situational);
    }
};

/// H4.2 step 1, logged only when not every unit on the field takes part.
struct ParticipantsChosen
{
    static constexpr const char *kName = "ParticipantsChosen";
    TextRef battle, army;
    int turn = 0;
    NumberList units; // unit indices as the battle began
    template <class V> void visit(V &v)
    {
        v.text("battle", battle);
        v.number("turn", turn);
        v.text("army", army);
        v.numbers("units", units);
    }
};

/// H4.2 step 3: the GM's outcome of a side's heroic forays.
struct HeroicForay
{
    static constexpr const char *kName = "HeroicForay";
    TextRef battle, army;
    int turn = 0;
    HalfPoints br;
    template <class V> void visit(V &v)
    {
        v.text("battle", battle);
        v.number("turn", turn);
        v.text("army", army);
        v.half("br", br);
    }
};

/// H4.2 step 4, H5: a side's attack throws (their dice are the DiceRolled run before this event).
struct AttackThrows
{
    static constexpr const char *kName = "AttackThrows";
    TextRef battle, army;
    int turn = 0;
    double br = 0;
    int throws = 0, modifier = 0, damagePenalty = 0, hits = 0;
    bool surprised = false;
    NumberList rolls;
    template <class V> void visit(V &v)
    {
        v.text("battle", battle);
        v.number("turn", turn);
        v.text("army", army);
        v.real("br", br);
        v.number("throws", throws);
        v.number("modifier", modifier);
        v.numbers("rolls", rolls);
        v.number("damagePenalty", damagePenalty);
        v.number("hits", hits);
        v.flag("surprised", surprised);
    }
};

/// H4.2 step 5: the units that absorb the hits (or a heroic foray's BR).
struct UnitsDefeated
{
    static constexpr const char *kName = "UnitsDefeated";
    TextRef battle, army;
    int turn = 0;
    int hits = 0;      // 0: a heroic foray
    HalfPoints needed; // BR the removal had to reach
    NumberList units;  // unit indices as the battle began
    HalfPoints br;     // BR lost
    template <class V> void visit(V &v)
    {
        v.text("battle", battle);
        v.number("turn", turn);
        v.text("army", army);
        v.defeatCause("cause", hits);
        v.half("needed", needed);
        v.numbers("units", units);
        v.half("br", br);
    }
};

/// H6.1: a side's defeated units reach its break point.
struct BreakPoint
{
    static constexpr const char *kName = "BreakPoint";
    TextRef battle, army;
    int turn = 0, defeated = 0, units = 0, breakPoint = 0;
    template <class V> void visit(V &v)
    {
        v.text("battle", battle);
        v.number("turn", turn);
        v.text("army", army);
        v.number("defeated", defeated);
        v.number("units", units);
        v.number("breakPoint", breakPoint);
    }
};

/// H6.2 modifiers of one morale roll, each 0 when it does not apply.
struct MoraleModifiers
{
    int unitMorale = 0;
    int leader = 0;
    int lostBr = 0;   // -2 for half the starting BR lost, -5 for two thirds
    int exchange = 0; // +2 destroyed more than lost, -2 lost more than destroyed
    int wavering = 0; // -2
    int fleeing = 0;  // -5
    int total() const { return unitMorale + leader + lostBr + exchange + wavering + fleeing; }
    bool operator==(const MoraleModifiers &) const = default;
};

/// H6.2, H6.3
struct MoraleRoll
{
    static constexpr const char *kName = "MoraleRoll";
    TextRef battle, army, unitType;
    int turn = 0, unit = 0, roll = 0, total = 0;
    MoraleModifiers modifiers;
    MoraleState result = MoraleState::Stand;
    template <class V> void visit(V &v)
    {
        v.text("battle", battle);
        v.number("turn", turn);
        v.text("army", army);
        v.number("unit", unit);
        v.text("unitType", unitType);
        v.number("roll", roll);
        v.moraleModifiers(modifiers);
        v.number("total", total);
        v.choice("result", result);
    }
};

/// H4.2 step 7
struct Withdrawal
{
    static constexpr const char *kName = "Withdrawal";
    TextRef battle, army;
    int turn = 0;
    template <class V> void visit(V &v)
    {
        v.text("battle", battle);
        v.number("turn", turn);
        v.text("army", army);
    }
};

/// H4.3
struct HexBattleEnded
{
    static constexpr const char *kName = "BattleEnded";
    TextRef battle;
    int turns = 0;
    HexBattleEnd how = HexBattleEnd::NoUnitsLeft;
    TextRef winner, loser; // none for a draw
    std::array<HalfPoints, 2> lostBr{};
    template <class V> void visit(V &v)
    {
        v.text("battle", battle);
        v.number("turns", turns);
        v.choice("how", how);
        v.text("winner", winner);
        v.text("loser", loser);
        v.halfPair("lostBr", lostBr);
    }
};

/// H4.4: the winner declines to pursue.
struct PursuitDeclined
{
    static constexpr const char *kName = "PursuitDeclined";
    TextRef battle, army;
    template <class V> void visit(V &v)
    {
        v.text("battle", battle);
        v.text("army", army);
    }
};

/// H4.4
struct Pursuit
{
    static constexpr const char *kName = "Pursuit";
    TextRef battle, army, target;
    bool everyone = false;
    NumberList pursuers, rolls;
    int bonus = 0, hits = 0, caught = 0;
    template <class V> void visit(V &v)
    {
        v.text("battle", battle);
        v.text("army", army);
        v.text("target", target);
        v.flag("everyone", everyone);
        v.numbers("pursuers", pursuers);
        v.numbers("rolls", rolls);
        v.number("bonus", bonus);
        v.number("hits", hits);
        v.number("caught", caught);
    }
};

/// A unit leaves its army, by its index in the army's list now.
struct UnitRemoved
{
    static constexpr const char *kName = "UnitRemoved";
    TextRef army, unitType;
    int unit = 0;
    RemovalCause cause = RemovalCause::Battle;
    template <class V> void visit(V &v)
    {
        v.text("army", army);
        v.number("unit", unit);
        v.text("unitType", unitType);
        v.choice("cause", cause);
    }
};

/// H4.3: the loser (or, after a draw, the army that entered) moves one hex.
struct Retreat
{
    static constexpr const char *kName = "Retreat";
    TextRef battle, army;
    Hex from, to;
    RetreatWay how = RetreatWay::LineOfSupply;
    template <class V> void visit(V &v)
    {
        v.text("battle", battle);
        v.text("army", army);
        v.hex("from", from);
        v.hex("to", to);
        v.choice("how", how);
    }
};

/// H4.3: no way out.
struct Surrender
{
    static constexpr const char *kName = "Surrender";
    TextRef battle, army;
    Hex hex;
    int units = 0;
    template <class V> void visit(V &v)
    {
        v.text("battle", battle);
        v.text("army", army);
        v.hex("hex", hex);
        v.number("units", units);
    }
};

/// H2.3: a day without marching rests off the forced march.
struct Rested
{
    static constexpr const char *kName = "Rested";
    TextRef army;
    int day = 0;
    template <class V> void visit(V &v)
    {
        v.text("army", army);
        v.number("day", day);
    }
};

/// H3.1: an army's supply status changed at a day's end.
struct SupplyChanged
{
    static constexpr const char *kName = "SupplyChanged";
    TextRef army;
    int day = 0;
    bool inSupply = false;
    SupplyReason reason = SupplyReason::NoRoute;
    int stronghold = -1; // World::strongholds: where the route ends
    HexList route;       // the army's hex first
    std::optional<Hex> cutAt;
    template <class V> void visit(V &v)
    {
        v.text("army", army);
        v.number("day", day);
        v.flag("inSupply", inSupply);
        v.supplyReason(reason, stronghold, route, cutAt);
        v.hexes("route", route);
    }
};

/// H7.2: a resigned army back in supply does not desert.
struct ResignationLifted
{
    static constexpr const char *kName = "ResignationLifted";
    TextRef army;
    int day = 0;
    template <class V> void visit(V &v)
    {
        v.text("army", army);
        v.number("day", day);
    }
};

/// H7.2: a resigned army still out of supply deserts (its units are removed after this).
struct ArmyDeserted
{
    static constexpr const char *kName = "ArmyDeserted";
    TextRef army;
    int day = 0, units = 0;
    template <class V> void visit(V &v)
    {
        v.text("army", army);
        v.number("day", day);
        v.number("units", units);
    }
};

/// H3.2: every unit of an army out of supply loses hit points.
struct Starvation
{
    static constexpr const char *kName = "Starvation";
    TextRef army;
    int day = 0, hpLost = 0, daysOutOfSupply = 0;
    template <class V> void visit(V &v)
    {
        v.text("army", army);
        v.number("day", day);
        v.number("hpLost", hpLost);
        v.number("daysOutOfSupply", daysOutOfSupply);
    }
};

/// H3.2 [house]: a supplied army that rests heals every unit by `perUnit`, up to its full hit
/// points.
struct Healed
{
    static constexpr const char *kName = "Healed";
    TextRef army;
    int day = 0, hp = 0, perUnit = 0;
    template <class V> void visit(V &v)
    {
        v.text("army", army);
        v.number("day", day);
        v.number("hp", hp);
        v.number("perUnit", perUnit);
    }
};

/// H3.3, H7.1, H7.2
struct LoyaltyRoll
{
    static constexpr const char *kName = "LoyaltyRoll";
    TextRef army, leader;
    int roll = 0, leaderMorale = 0, bonus = 0, calamities = 0, total = 0;
    LoyaltyResult result = LoyaltyResult::Loyal;
    bool secondGrudging = false; // H7.2: a second grudging result counts as resignation
    KingdomRef kingdomBefore;
    template <class V> void visit(V &v)
    {
        v.text("army", army);
        v.text("leader", leader);
        v.number("roll", roll);
        v.number("leaderMorale", leaderMorale);
        v.number("bonus", bonus);
        v.number("calamities", calamities);
        v.number("total", total);
        v.choice("result", result);
        v.flag("secondGrudging", secondGrudging);
        v.kingdomIndex("kingdomBefore", kingdomBefore);
    }
};

/// An army without units is gone from the map.
struct ArmyDestroyed
{
    static constexpr const char *kName = "ArmyDestroyed";
    TextRef army;
    int day = 0;
    template <class V> void visit(V &v)
    {
        v.text("army", army);
        v.number("day", day);
    }
};

/// H2.4: opposing armies within reach at a day's end stop the resolution.
struct ContactStop
{
    static constexpr const char *kName = "ContactStop";
    int day = 0, distance = 0;
    TextList pairs; // army ids, two by two
    template <class V> void visit(V &v)
    {
        v.number("day", day);
        v.number("distance", distance);
        v.textPairs("pairs", pairs);
    }
};

/// H2.1: an order line that is not carried out, with the parser's reason.
struct OrderRejected
{
    static constexpr const char *kName = "ActionFailed";
    KingdomRef kingdom;
    TextRef order, reason;
    template <class V> void visit(V &v)
    {
        v.kingdom("kingdom", kingdom);
        v.text("order", order);
        v.text("reason", reason);
    }
};

/// The seventh day is over: the state is the next week's.
struct WeekEnded
{
    static constexpr const char *kName = "WeekEnded";
    int week = 0; // the week that ended
    template <class V> void visit(V &v) { v.number("week", week); }
};

} // namespace muster::log
