#pragma once
// The numbers the area engine plays by: the [house] values of RULES.md part A, read from the
// campaign's ruleset (R1). The shipped ruleset (resources/rulesets/area.json) is the only place
// their default values are written: a ruleset that lacks one plays by the shipped value.

namespace muster {

class Ruleset;

/// A fraction of a strength, at most 1, applied with rounding down (A4.2, A4.8).
struct Fraction
{
    int num = 1;
    int den = 2;
    /// ⌊value · num / den⌋ for value ≥ 0; the product is taken in 64 bits, so a strength of any
    /// int times a numerator up to 1,000 (model/Limits.h) cannot overflow.
    int of(int value) const
    {
        return value <= 0 || den <= 0 ? 0
                                      : static_cast<int>(static_cast<long long>(value) * num / den);
    }
    friend bool operator==(const Fraction &, const Fraction &) = default;
};

struct AreaParameters
{
    int maxActions = 0;            // A2.1
    int costAssault = 0;           // A3.1
    int costMove = 0;              // A3.1
    int costProbe = 0;             // A3.1
    int costOverrun = 0;           // A3.1
    int costRaid = 0;              // A3.1
    int costSiege = 0;             // A3.1
    int costShips = 0;             // A3.1
    int costConvoy = 0;            // A3.1
    int costPassage = 0;           // A3.1
    int costLevyPerArmy = 0;       // A5.10
    int costReservePerArmy = 0;    // A5.11
    int fortValue = 0;             // A1.4
    int cityFortValue = 0;         // A1.4
    Fraction dispersal;            // A9.1
    int ambushLossMultiplier = 0;  // A7.4
    int raidPillagePopulation = 0; // A5.5
    int raidPillageBp = 0;         // A5.5
    int siegeFortLoss = 0;         // A5.6
    int siegePopulationLoss = 0;   // A5.6
    Fraction siegeFraction;        // A5.6
    Fraction overrunFraction;      // A5.4

    /// The campaign's numbers; any the ruleset lacks, or holds as nonsense, are the shipped ones.
    static AreaParameters fromRuleset(const Ruleset &ruleset);
    /// The numbers of the shipped ruleset, read once.
    static const AreaParameters &defaults();

    friend bool operator==(const AreaParameters &, const AreaParameters &) = default;
};

} // namespace muster
