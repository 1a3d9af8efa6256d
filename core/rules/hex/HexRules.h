#pragma once
// The numbers of RULES part H, read once from a campaign's ruleset (R1) so the engine never looks
// them up by name in a hot loop, plus the per-unit facts (BR, speed, kind) the engine asks for.

#include "hex/Hex.h"
#include "model/Ruleset.h"
#include "model/TurnState.h"
#include "model/World.h"

#include <array>

namespace muster::hexrules {

struct HexRules
{
    // Filled from the ruleset: the shipped one (resources/rulesets/hex.json) is the only place
    // their default values are written.
    double hexMiles = 0;                                  // H2.2
    std::array<double, kHexTerrainCount> terrainFactor{}; // H2.2, 0 for impassable (water)
    double roadFactor = 0;                                // H2.2
    int contactDistance = 0;                              // H2.4
    int restDaysPerWeek = 0;                              // H2.3
    int firstRestDay = 0;                                 // H2.3 [house]
    int hitTarget = 0;                                    // H4.2 step 4
    int healPerRestDay = 0;                               // H3.2 [house]
    int starvationHpPerDay = 0;                           // H3.2
    int outOfSupplyModifier = 0;                          // H3.2, H5
    int forcedMarchModifier = 0;                          // H2.3, H5
    int surpriseModifier = 0;                             // H5
    int surpriseTurns = 0;                                // H5
    int advantageousTerrainModifier = 0;                  // H5
    int highlyAdvantageousTerrainModifier = 0;            // H5
    int loyaltyIntervalDays = 0;                          // H3.3
    // [house] a guard: a battle still running after this many turns ends as a mutual withdrawal.
    int maxBattleTurns = 0;

    const Ruleset *ruleset = nullptr;

    /// The numbers of `ruleset`; any it lacks, or holds as nonsense, are the shipped ones.
    static HexRules fromRuleset(const Ruleset &ruleset);
    /// The shipped ruleset's numbers (and unit table), read once.
    static const HexRules &defaults();
    friend bool operator==(const HexRules &, const HexRules &) = default;

    const UnitType *type(const Unit &u) const { return ruleset->unitType(u.type); }
    /// H8: the veteran rating when the unit is a veteran; 0 for an unknown type.
    double unitBr(const Unit &u) const;
    int unitSpeed(const Unit &u) const;
    int unitMaxHp(const Unit &u) const;
    int unitMorale(const Unit &u) const;
    QString unitKind(const Unit &u) const;
    bool isCavalryOrFlyer(const Unit &u) const;
    /// H4.4: the d20 the unit needs as a pursuer, by its kind [book].
    int pursuitTarget(const Unit &u) const;
    /// H2.2: an army moves at its slowest unit's speed (0 for an army without units).
    int armySpeed(const HexArmy &army) const;
    double armyBr(const HexArmy &army) const;

    /// H2.2: miles to enter `to` from its neighbour `from`: 6 x terrain factor, x2/3 when a road
    /// joins the two hexes. Negative when `to` cannot be entered (water, off the map).
    double entryCost(const World &world, Hex from, Hex to) const;
};

/// Armies oppose each other when their kingdoms differ; an unowned army (a deserter, H7.2) is
/// hostile to all, including other unowned armies.
inline bool opposing(const HexArmy &a, const HexArmy &b)
{
    return a.kingdom != b.kingdom || a.kingdom < 0;
}

/// BR is kept in half points everywhere arithmetic must be exact (every table value is a
/// multiple of 0.5): removal sets (H4.2 step 5) and comparisons never suffer rounding.
inline int halfPoints(double br)
{
    return static_cast<int>(br * 2.0 + 0.5);
}

} // namespace muster::hexrules
