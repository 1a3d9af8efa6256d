#pragma once
// The numbers the area engine plays by: [house] values of RULES.md part A read from the campaign's
// ruleset (R1), with the shipped defaults as fallbacks.

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
};

struct AreaParameters
{
    int maxActions = 16; // A2.1
    int costAssault = 2; // A3.1
    int costMove = 1;    // MOVE, PROBE, OVERRUN (A3.1)
    int costProbe = 1;
    int costOverrun = 1;
    int costRaid = 1;
    int costSiege = 1;
    int costShips = 1;
    int costConvoy = 1;
    int costPassage = 1;
    int costLevyPerArmy = 3;        // A5.10
    int costReservePerArmy = 1;     // A5.11
    int fortValue = 1;              // A1.4
    int cityFortValue = 4;          // A1.4
    Fraction dispersal{1, 2};       // A9.1
    int ambushLossMultiplier = 2;   // A7.4
    int raidPillagePopulation = 1;  // A5.5
    int raidPillageBp = 1;          // A5.5
    int siegeFortLoss = 1;          // A5.6
    int siegePopulationLoss = 1;    // A5.6
    Fraction siegeFraction{1, 3};   // A5.6
    Fraction overrunFraction{1, 2}; // A5.4

    static AreaParameters fromRuleset(const Ruleset &ruleset);
};

} // namespace muster
