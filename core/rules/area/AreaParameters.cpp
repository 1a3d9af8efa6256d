#include "rules/area/AreaParameters.h"

#include "model/Ruleset.h"

#include <algorithm>
#include <utility>

namespace muster {

namespace {
// A ruleset may hold any number; nonsense ones (zero denominators, negative costs) fall back to
// something safe so a bad file can never crash or loop the engine.
int nonNegative(const Ruleset &r, const char *key, int fallback)
{
    return std::max(0, r.intParameter(QLatin1String(key), fallback));
}

Fraction fraction(const Ruleset &r, const char *numKey, const char *denKey, Fraction fallback)
{
    Fraction f{nonNegative(r, numKey, fallback.num),
               r.intParameter(QLatin1String(denKey), fallback.den)};
    if (f.den <= 0)
        f.den = fallback.den;
    return f;
}

/// The whole-number parameters, each read under its own name and never negative.
constexpr std::pair<const char *, int AreaParameters::*> kCounts[] = {
    {"costAssault", &AreaParameters::costAssault},
    {"costMove", &AreaParameters::costMove},
    {"costProbe", &AreaParameters::costProbe},
    {"costOverrun", &AreaParameters::costOverrun},
    {"costRaid", &AreaParameters::costRaid},
    {"costSiege", &AreaParameters::costSiege},
    {"costShips", &AreaParameters::costShips},
    {"costConvoy", &AreaParameters::costConvoy},
    {"costPassage", &AreaParameters::costPassage},
    {"costLevyPerArmy", &AreaParameters::costLevyPerArmy},
    {"costReservePerArmy", &AreaParameters::costReservePerArmy},
    {"fortValue", &AreaParameters::fortValue},
    {"cityFortValue", &AreaParameters::cityFortValue},
    {"ambushLossMultiplier", &AreaParameters::ambushLossMultiplier},
    {"raidPillagePopulation", &AreaParameters::raidPillagePopulation},
    {"raidPillageBp", &AreaParameters::raidPillageBp},
    {"siegeFortLoss", &AreaParameters::siegeFortLoss},
    {"siegePopulationLoss", &AreaParameters::siegePopulationLoss},
};
} // namespace

AreaParameters AreaParameters::fromRuleset(const Ruleset &r)
{
    AreaParameters p;
    p.maxActions = std::clamp(r.intParameter(QStringLiteral("maxActions"), p.maxActions), 1, 1000);
    for (const auto &[key, member] : kCounts)
        p.*member = nonNegative(r, key, p.*member);
    p.dispersal = fraction(r, "dispersalNumerator", "dispersalDenominator", p.dispersal);
    p.dispersal.num = std::min(p.dispersal.num, p.dispersal.den); // never more than was lost
    p.siegeFraction =
        fraction(r, "siegeFractionNumerator", "siegeFractionDenominator", p.siegeFraction);
    p.overrunFraction =
        fraction(r, "overrunFractionNumerator", "overrunFractionDenominator", p.overrunFraction);
    return p;
}

} // namespace muster
